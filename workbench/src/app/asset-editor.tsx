import { Button, EntityStatusBadge, Flex, Heading, Note, Text, TextInput, Textarea } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import type { AssetProps, ContentTypeProps, PlainClientAPI } from 'contentful-management';
import { useCallback, useEffect, useRef, useState } from 'react';
import { attachUpload, thumbnailUrl, uploadFile } from './asset-upload.js';
import { cmaError } from './cma.js';
import { entryStatus } from './status.js';
import { UsedOn } from './used-on.js';
import { OutcomeNote } from './outcome-note.js';

/** An upload in progress: the file's name and the share sent (0 to 1), or the processing step. */
type Upload = { fileName: string; share: number; step: 'uploading' | 'processing' };

/**
 * One asset: its file (upload by the file picker or by dropping a file, with progress, through
 * the Upload API and the CMA's asset processing), its title and its description (the alt text
 * Contentful's image fields fall back to), publish, and the entries it is used on. Text fields
 * save on blur.
 */
export function AssetEditor({
  assetId,
  cma,
  contentTypes,
  spaceId,
  locale,
  onOpenEntry,
  onChanged,
}: {
  assetId: string;
  cma: PlainClientAPI;
  contentTypes: readonly ContentTypeProps[];
  spaceId: string;
  locale: string;
  onOpenEntry(entryId: string): void;
  /** The asset was saved or published (lists and the preview refresh). */
  onChanged(asset: AssetProps): void;
}) {
  const [asset, setAsset] = useState<AssetProps | undefined>();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [upload, setUpload] = useState<Upload | undefined>();
  const [note, setNote] = useState<{ variant: 'negative' | 'positive'; text: string } | undefined>();
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });

  const show = useCallback(
    (next: AssetProps) => {
      setAsset(next);
      setTitle(next.fields.title?.[locale] ?? '');
      setDescription(next.fields.description?.[locale] ?? '');
    },
    [locale],
  );
  useEffect(() => {
    let current = true;
    cma.asset.get({ assetId }).then(
      (a) => current && show(a),
      (e: unknown) => current && setNote({ variant: 'negative', text: `The asset could not be opened: ${cmaError(e).message}` }),
    );
    return () => {
      current = false;
    };
  }, [cma, assetId, show]);

  const saveText = async () => {
    if (!asset) return;
    if ((asset.fields.title?.[locale] ?? '') === title && (asset.fields.description?.[locale] ?? '') === description) return;
    try {
      const saved = await cma.asset.update(
        { assetId },
        {
          ...asset,
          fields: {
            ...asset.fields,
            title: { ...asset.fields.title, [locale]: title },
            description: { ...asset.fields.description, [locale]: description },
          },
        },
      );
      show(saved);
      changed.current(saved);
    } catch (e) {
      setNote({ variant: 'negative', text: `Your changes could not be saved: ${cmaError(e).message}` });
    }
  };

  const receive = async (file: File | undefined) => {
    if (!file || !asset) return;
    setNote(undefined);
    setUpload({ fileName: file.name, share: 0, step: 'uploading' });
    try {
      const uploadId = await uploadFile(spaceId, file, (share) => setUpload({ fileName: file.name, share, step: 'uploading' }));
      setUpload({ fileName: file.name, share: 1, step: 'processing' });
      const latest = await cma.asset.get({ assetId });
      const processed = await attachUpload(cma, latest, locale, file, uploadId);
      show(processed);
      changed.current(processed);
      setNote({ variant: 'positive', text: `${file.name} is uploaded and processed.` });
    } catch (e) {
      setNote({ variant: 'negative', text: `${file.name} could not be uploaded: ${cmaError(e).message}` });
    } finally {
      setUpload(undefined);
    }
  };

  const publish = async () => {
    if (!asset) return;
    try {
      const published = await cma.asset.publish({ assetId }, asset);
      show(published);
      changed.current(published);
      setNote({ variant: 'positive', text: 'Published. The site shows it once the publish webhook has run.' });
    } catch (e) {
      setNote({ variant: 'negative', text: `The asset was not published: ${cmaError(e).message}` });
    }
  };

  if (!asset) return note ? <Note variant="negative">{note.text}</Note> : <Text>Loading the asset…</Text>;
  const file = asset.fields.file?.[locale];
  const thumbnail = thumbnailUrl(asset, locale, 480, 320);
  const status = entryStatus(asset.sys);
  return (
    <section aria-labelledby="asset-heading" className="asset-editor">
      <Flex justifyContent="space-between" alignItems="center" gap="spacingS" flexWrap="wrap" className="entry-editor__bar">
        <div>
          <Text fontColor="gray700">Asset</Text>
          <Heading as="h2" id="asset-heading" marginBottom="none">
            {asset.fields.title?.[locale] || 'Untitled asset'}
          </Heading>
        </div>
        <Flex alignItems="center" gap="spacingS">
          <EntityStatusBadge entityStatus={status} />
          <Button variant="positive" onClick={() => void publish()} isDisabled={!file?.url || status === 'published' || Boolean(upload)}>
            {status === 'published' ? 'Published' : status === 'changed' ? 'Publish changes' : 'Publish'}
          </Button>
        </Flex>
      </Flex>
      <OutcomeNote outcome={note} className="entry-editor__note" />
      <AssetFileDrop
        file={file}
        thumbnail={thumbnail}
        alt={description || title}
        upload={upload}
        onFile={(picked) => void receive(picked)}
      />
      <FormControl marginTop="spacingM">
        <FormControl.Label>Title</FormControl.Label>
        <TextInput value={title} onChange={(e) => setTitle(e.target.value)} onBlur={() => void saveText()} />
      </FormControl>
      <FormControl>
        <FormControl.Label>Description (alternative text)</FormControl.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} onBlur={() => void saveText()} rows={2} />
        <FormControl.HelpText>Describes the image for screen readers where no image entry gives its own.</FormControl.HelpText>
      </FormControl>
      <UsedOn cma={cma} contentTypes={contentTypes} kind="Asset" id={assetId} locale={locale} onOpenEntry={onOpenEntry} />
    </section>
  );
}

/**
 * The asset's file: its thumbnail, name, type and size, "Choose a file" (or "Replace the file"),
 * a drop zone (`data-state="dragging"` while a file is over it) and the upload's progress.
 */
function AssetFileDrop({
  file,
  thumbnail,
  alt,
  upload,
  onFile,
}: {
  file: NonNullable<AssetProps['fields']['file']>[string] | undefined;
  thumbnail: string | undefined;
  alt: string;
  upload: Upload | undefined;
  onFile(file: File | undefined): void;
}) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div
      className="asset-editor__drop"
      data-state={dragging ? 'dragging' : 'idle'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFile(event.dataTransfer.files[0]);
      }}
    >
      {thumbnail ? <img src={thumbnail} alt={alt} className="asset-editor__image" /> : null}
      {file ? (
        <Text as="p">
          {file.fileName} · {file.contentType}
          {file.details?.image ? ` · ${file.details.image.width}×${file.details.image.height}` : ''}
        </Text>
      ) : (
        <Text as="p">No file yet. Drop a file here or choose one.</Text>
      )}
      <input
        ref={input}
        type="file"
        aria-label={file ? 'Replace the file' : 'Choose a file'}
        className="asset-editor__file"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button variant="secondary" size="small" onClick={() => input.current?.click()} isDisabled={Boolean(upload)}>
        {file ? 'Replace the file' : 'Choose a file'}
      </Button>
      {upload ? (
        <div className="asset-editor__progress">
          <label htmlFor="asset-upload-progress">
            {upload.step === 'uploading' ? `Uploading ${upload.fileName}` : `Processing ${upload.fileName}`}
          </label>
          <progress id="asset-upload-progress" max={1} value={upload.step === 'uploading' ? upload.share : undefined} />
        </div>
      ) : null}
    </div>
  );
}
