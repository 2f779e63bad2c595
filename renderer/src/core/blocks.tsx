import { Fragment } from 'react';
import type { Padding } from '@insurer/content-model/model';
import { inspect, inspectorEnabled } from '../inspector.js';
import { LazyLiveBlock } from '../live/lazy-live-block.js';
import { BLOCK_SHEETS, BLOCK_STYLESHEETS } from '../styles/block-styles.generated.js';
import type { BlockRegistry, BlocksProps, BlockTypename } from './types.js';

const PADDING_CLASS: Record<Padding, string> = {
  None: 'block--pad-none',
  'Small (default)': 'block--pad-small',
  Medium: 'block--pad-medium',
  Large: 'block--pad-large',
};

/** The padding of a block without one (docs/requirements.md#page-blocks). */
const DEFAULT_PADDING: Padding = 'Small (default)';

/** The sheets each block draws with; typed by the model, so a block without its line fails `tsc`. */
const STYLESHEETS: Readonly<Record<BlockTypename, readonly string[]>> = BLOCK_STYLESHEETS;

/** Every block sheet, in folder order: what a draft-mode page carries, so a block the editor adds in the live preview is styled before any save. */
const EVERY_SHEET = Object.keys(BLOCK_SHEETS);

/**
 * A block sheet as React 19's stylesheet resource: `href` names it, so React writes it once into
 * the document's head however many blocks draw with it, on the server and on a client navigation
 * (https://react.dev/reference/react-dom/components/style#rendering-an-inline-css-stylesheet).
 * React orders precedences as it finds them: the global stylesheet's (`next`, in the layout)
 * first, then each block sheet as the page draws it, an imported sheet before the sheet importing
 * it. Each sheet is its own precedence so that React writes it as its own `<style>`, whose text the
 * thin server finds byte for byte in the page's payload and sends once
 * (preview-app/src/next-internals/inline-style-once.ts); one shared precedence would merge them.
 */
function BlockSheet({ name }: { name: string }) {
  return (
    <style href={`block-${name}`} precedence={`block-${name}`}>
      {BLOCK_SHEETS[name]}
    </style>
  );
}

/**
 * Draws loaded blocks in order with the renderers of `registry`, each in a wrapper carrying its
 * inspector tags (`data-contentful-entry-id`, `data-contentful-field-id`) and its padding
 * (default 'Small (default)', docs/requirements.md#page-blocks), with the stylesheets they draw
 * with (`BLOCK_STYLESHEETS`): a page carries only its blocks' rules
 * (docs/requirements.md#decision-only-the-css-a-page-uses); a draft-mode page carries every sheet.
 */
export function BlockList({ registry, blocks, fieldId = 'contentBlocks' }: BlocksProps & { registry: BlockRegistry }) {
  const enabled = inspectorEnabled();
  return (
    <>
      {enabled && EVERY_SHEET.map((name) => <BlockSheet key={name} name={name} />)}
      {blocks.map((block) => {
        const definition = registry[block.typename];
        const padding = definition.padding(block.props) ?? DEFAULT_PADDING;
        return (
          <Fragment key={`${block.typename}:${block.id}`}>
            {!enabled && STYLESHEETS[block.typename].map((name) => <BlockSheet key={name} name={name} />)}
            <div
              className={`block ${PADDING_CLASS[padding] ?? PADDING_CLASS[DEFAULT_PADDING]}`}
              data-block={block.typename}
              {...inspect(block.id, definition.inspectorField)}
              {...(enabled ? { 'data-parent-field-id': fieldId } : {})}
            >
              {block.live ? (
                <LazyLiveBlock source={block.live}>{definition.render(block.props)}</LazyLiveBlock>
              ) : (
                definition.render(block.props)
              )}
            </div>
          </Fragment>
        );
      })}
    </>
  );
}
