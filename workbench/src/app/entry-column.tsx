import { Button } from '@contentful/f36-components';
import type { AssetProps, ContentTypeProps, EntryProps } from 'contentful-management';
import { AssetEditor } from './asset-editor.js';
import { EntryEditor } from './entry-editor.js';
import type { FocusRequest } from './entry-fields.js';
import type { SdkContext } from './field-sdk.js';
import type { PageBlocks } from './page-blocks.js';
import type { Nested } from './use-entry-stack.js';

/**
 * The editor column in the Entries view: the root entry's editor, and the entries and assets
 * opened above it from its fields (only the top one shows; "Back to the page" closes it).
 */
export function EntryColumn({
  entryId,
  context,
  stack,
  opened,
  focus,
  onEdit,
  onSaved,
  onAssetChanged,
  onPreviewSlug,
  onOpenEntry,
  onOpenNested,
  onCloseNested,
  onCloseRoot,
  onPageBlocks,
}: {
  entryId: string | undefined;
  context: SdkContext;
  stack: readonly Nested[];
  opened: readonly Nested[];
  focus: FocusRequest | undefined;
  onEdit(entryId: string, fieldId: string, value: unknown): void;
  onSaved(entry: EntryProps, contentType: ContentTypeProps): void;
  onAssetChanged(asset: AssetProps): void;
  onPreviewSlug(slug: string | undefined): void;
  onOpenEntry(entryId: string): void;
  onOpenNested(kind: 'Entry' | 'Asset', id: string): void;
  onCloseNested(): void;
  /** The root entry was deleted. */
  onCloseRoot(): void;
  /** The root page's blocks, for the preview to edit in place (`EntryEditorProps.onPageBlocks`). */
  onPageBlocks?(blocks: PageBlocks | undefined): void;
}) {
  if (!entryId)
    return <p>Choose an entry to edit it, or create one. Pages and the blocks on them open with their page in the live preview.</p>;
  const { cma, contentTypes, config } = context;
  const top = stack[stack.length - 1];
  return (
    <>
      {top ? (
        <nav aria-label="Open entries" className="workbench__stack">
          <Button size="small" variant="secondary" onClick={onCloseNested}>
            {stack.length > 1 ? 'Back to the previous entry' : 'Back to the page'}
          </Button>
        </nav>
      ) : null}
      <div hidden={Boolean(top)}>
        <EntryEditor
          key={entryId}
          entryId={entryId}
          context={context}
          focusField={focus}
          onEdit={onEdit}
          onSaved={onSaved}
          onPreviewSlug={onPreviewSlug}
          onGone={(openId) => (openId ? onOpenEntry(openId) : onCloseRoot())}
          onPageBlocks={onPageBlocks}
        />
      </div>
      {opened.map((nested) => (
        <div key={nested.id} hidden={nested.id !== top?.id}>
          {nested.kind === 'Entry' ? (
            <EntryEditor
              entryId={nested.id}
              context={context}
              nested
              focusField={focus}
              onEdit={onEdit}
              onSaved={onSaved}
              onPreviewSlug={noSlug}
              onGone={(openId) => (openId ? onOpenNested('Entry', openId) : onCloseNested())}
            />
          ) : (
            <AssetEditor
              assetId={nested.id}
              cma={cma}
              contentTypes={contentTypes}
              spaceId={config.spaceId}
              locale={config.locale}
              onOpenEntry={onOpenEntry}
              onChanged={onAssetChanged}
            />
          )}
        </div>
      ))}
    </>
  );
}

/** A nested editor's page is the root's: it never moves the preview. */
const noSlug = (): undefined => undefined;
