import { Button, Checkbox, Flex, Modal, Pagination, Select, Text, TextInput } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import type { AssetProps, PlainClientAPI } from 'contentful-management';
import { useEffect, useRef, useState } from 'react';
import { attachUpload, thumbnailUrl, uploadFile } from './asset-upload.js';
import { cmaError } from './cma.js';
import { dialogName } from './dialog-name.js';

/** An asset's title as the workbench names it: its title, else its file's name, else "Untitled asset". */
export function assetTitle(asset: AssetProps, locale: string): string {
  return asset.fields.title?.[locale] || asset.fields.file?.[locale]?.fileName || 'Untitled asset';
}

/** Assets per page of the library. */
const PAGE_SIZE = 24;

/** The type filter: Contentful's MIME type groups the library offers. */
const TYPES = [
  { value: '', label: 'Any type' },
  { value: 'image', label: 'Images' },
  { value: 'pdfdocument', label: 'PDF documents' },
  { value: 'video', label: 'Videos' },
] as const;

/** The CMA query of the library: full-text search, MIME type group, newest first, one page. */
export function assetQuery(search: string, type: string, page: number): Record<string, string | number> {
  return {
    limit: PAGE_SIZE,
    skip: page * PAGE_SIZE,
    order: '-sys.updatedAt',
    'sys.archivedVersion[exists]': 'false',
    ...(search.trim() ? { query: search.trim() } : {}),
    ...(type ? { mimetype_group: type } : {}),
  };
}

/**
 * The asset library: search, type filter, thumbnails, pages of 24; upload by the file picker or
 * by dropping files, each a new asset (uploaded, processed; published from its editor). In
 * `pick` mode (the image fields' "Add existing media") a click chooses one asset, or boxes choose
 * several; otherwise a click opens the asset.
 */
export function AssetLibrary({
  cma,
  spaceId,
  locale,
  mode,
  mimetypeGroups,
  refreshKey = 0,
  onOpen,
  onPick,
}: {
  cma: PlainClientAPI;
  spaceId: string;
  locale: string;
  mode: 'browse' | 'pick-one' | 'pick-many';
  /** The field's `linkMimetypeGroup` validation, when it has one (the type filter starts there). */
  mimetypeGroups?: readonly string[] | undefined;
  refreshKey?: number;
  onOpen?(asset: AssetProps): void;
  onPick?(assets: AssetProps[]): void;
}) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState(mimetypeGroups?.length === 1 ? mimetypeGroups[0]! : '');
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<{ items: AssetProps[]; total: number } | undefined>();
  const [chosen, setChosen] = useState<AssetProps[]>([]);
  const [uploads, setUploads] = useState<{ name: string; share: number }[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [reload, setReload] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      cma.asset.getMany({ query: assetQuery(search, type, page) }).then(
        (found) => current && setAnswer({ items: found.items, total: found.total }),
        (e: unknown) => current && setError(cmaError(e).message),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [cma, search, type, page, refreshKey, reload]);

  const receive = async (files: readonly File[]) => {
    setError(undefined);
    for (const file of files) {
      setUploads((now) => [...now, { name: file.name, share: 0 }]);
      try {
        const asset = await cma.asset.create({}, { fields: { title: { [locale]: file.name.replace(/\.[^.]+$/, '') } } } as never);
        const uploadId = await uploadFile(spaceId, file, (share) =>
          setUploads((now) => now.map((u) => (u.name === file.name ? { ...u, share } : u))),
        );
        await attachUpload(cma, asset, locale, file, uploadId);
      } catch (e) {
        setError(`${file.name} could not be uploaded: ${cmaError(e).message}`);
      } finally {
        setUploads((now) => now.filter((u) => u.name !== file.name));
      }
    }
    setPage(0);
    setReload((n) => n + 1);
  };

  const pages = answer ? Math.max(1, Math.ceil(answer.total / PAGE_SIZE)) : 1;
  return (
    <div
      className="asset-library"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        void receive([...event.dataTransfer.files]);
      }}
    >
      <Flex gap="spacingS" alignItems="flex-end" flexWrap="wrap">
        <AssetFilters
          search={search}
          type={type}
          onSearch={(next) => {
            setSearch(next);
            setPage(0);
          }}
          onType={(next) => {
            setType(next);
            setPage(0);
          }}
        />
        <input
          ref={input}
          type="file"
          multiple
          aria-label="Upload files"
          className="asset-editor__file"
          onChange={(event) => void receive([...(event.target.files ?? [])])}
        />
        <Button variant="secondary" onClick={() => input.current?.click()}>
          Upload files
        </Button>
      </Flex>
      <Text as="p" fontColor="gray700" marginTop="spacingXs">
        Drop files anywhere here to upload them.
      </Text>
      {uploads.map((u) => (
        <div key={u.name} className="asset-editor__progress">
          <label htmlFor={`upload-${u.name}`}>Uploading {u.name}</label>
          <progress id={`upload-${u.name}`} max={1} value={u.share} />
        </div>
      ))}
      {error ? (
        <Text role="alert" fontColor="red600">
          {error}
        </Text>
      ) : null}
      {!answer ? (
        <Text>Loading assets…</Text>
      ) : (
        <>
          <Text as="p" aria-live="polite">
            {answer.total === 1 ? '1 asset' : `${answer.total} assets`}
          </Text>
          <ul className="asset-library__items">
            {answer.items.map((asset) => {
              const picked = chosen.some((a) => a.sys.id === asset.sys.id);
              return (
                <AssetItem
                  key={asset.sys.id}
                  asset={asset}
                  locale={locale}
                  mode={mode}
                  picked={picked}
                  onToggle={() => setChosen((now) => (picked ? now.filter((a) => a.sys.id !== asset.sys.id) : [...now, asset]))}
                  onChoose={() => (mode === 'pick-one' ? onPick?.([asset]) : onOpen?.(asset))}
                />
              );
            })}
          </ul>
          {pages > 1 ? <Pagination activePage={page} itemsPerPage={PAGE_SIZE} totalItems={answer.total} onPageChange={setPage} /> : null}
          {mode === 'pick-many' ? (
            <Button variant="primary" isDisabled={!chosen.length} onClick={() => onPick?.(chosen)}>
              {chosen.length === 1 ? 'Insert 1 asset' : `Insert ${chosen.length} assets`}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** What the asset picker was asked for, and where its answer goes. */
export interface AssetPickRequest {
  multiple: boolean;
  mimetypeGroups?: string[] | undefined;
  resolve(assets: AssetProps[] | null): void;
}

/** The image fields' "Add existing media" dialog: the library in pick mode. */
export function AssetPicker({
  request,
  cma,
  spaceId,
  locale,
}: {
  request: AssetPickRequest;
  cma: PlainClientAPI;
  spaceId: string;
  locale: string;
}) {
  return (
    <Modal isShown onClose={() => request.resolve(null)} size="fullWidth" aria={dialogName('Add existing media')}>
      {() => (
        <>
          <Modal.Header title={request.multiple ? 'Add existing media' : 'Choose an asset'} onClose={() => request.resolve(null)} />
          <Modal.Content>
            <AssetLibrary
              cma={cma}
              spaceId={spaceId}
              locale={locale}
              mode={request.multiple ? 'pick-many' : 'pick-one'}
              mimetypeGroups={request.mimetypeGroups}
              onPick={(assets) => request.resolve(assets)}
            />
          </Modal.Content>
        </>
      )}
    </Modal>
  );
}

/** One asset of the library: its thumbnail and title, a box to tick (`pick-many`) or a button that opens or picks it. */
function AssetItem({
  asset,
  locale,
  mode,
  picked,
  onToggle,
  onChoose,
}: {
  asset: AssetProps;
  locale: string;
  mode: Parameters<typeof AssetLibrary>[0]['mode'];
  picked: boolean;
  onToggle(): void;
  onChoose(): void;
}) {
  const title = assetTitle(asset, locale);
  const thumbnail = thumbnailUrl(asset, locale);
  const image = thumbnail ? <img src={thumbnail} alt="" width={160} height={120} /> : <span className="asset-library__file" />;
  return (
    <li className="asset-library__item">
      {mode === 'pick-many' ? (
        <Checkbox isChecked={picked} onChange={onToggle}>
          {image}
          <span>{title}</span>
        </Checkbox>
      ) : (
        <button type="button" className="asset-library__button" onClick={onChoose}>
          {image}
          <span>{title}</span>
        </button>
      )}
    </li>
  );
}

/** The library's search and its type filter (Contentful's MIME type groups). */
function AssetFilters({
  search,
  type,
  onSearch,
  onType,
}: {
  search: string;
  type: string;
  onSearch(search: string): void;
  onType(type: string): void;
}) {
  return (
    <>
      <FormControl marginBottom="none" style={{ flex: 2 }}>
        <FormControl.Label>Search assets</FormControl.Label>
        <TextInput type="search" value={search} onChange={(e) => onSearch(e.target.value)} />
      </FormControl>
      <FormControl marginBottom="none" style={{ flex: 1 }}>
        <FormControl.Label>Asset type</FormControl.Label>
        <Select value={type} onChange={(e) => onType(e.target.value)}>
          {TYPES.map((t) => (
            <Select.Option key={t.value} value={t.value}>
              {t.label}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
    </>
  );
}
