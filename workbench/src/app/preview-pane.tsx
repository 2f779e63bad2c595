import { Button, ButtonGroup, Flex, Switch, Text } from '@contentful/f36-components';
import { useEffect, useRef, useState } from 'react';
import { sessionSecret } from './cma.js';
import { LivePreviewHost, type TaggedElement } from './live-preview-host.js';
import { SharePreview } from './share-preview.js';
import { BlockControls, type BlockActions } from './block-controls.js';
import type { PageBlocks } from './page-blocks.js';
import { DEVICES, fitFrame, useElementSize, type Device } from './preview-fit.js';

export { DEVICES } from './preview-fit.js';
export type { BlockActions } from './block-controls.js';

/**
 * The live preview: the entry's page in draft mode in an iframe (through the workbench server's
 * `/preview` redirect, which holds the preview secret), speaking Contentful's live-preview
 * protocol through `LivePreviewHost`. With "Inspect" on, every tagged element of the page gets
 * an outline over the frame; clicking one focuses its field in the editor. The device buttons
 * set the frame's width (phone 390 px, tablet 768 px, desktop 1280 px) without reloading it, so the
 * live connection stays; a frame wider than the pane is scaled down to fit it (`fitFrame`), the
 * outlines with it.
 */
export function PreviewPane({
  slug,
  siteUrl,
  onHost,
  onFieldClick,
  blocks,
  blockActions,
}: {
  slug: string;
  siteUrl: string;
  /** The open page's blocks, edited in place over the preview (none: no block controls). */
  blocks?: PageBlocks;
  blockActions?: BlockActions;
  /** The protocol host of the current frame (undefined while there is none). */
  onHost(host: LivePreviewHost | undefined): void;
  onFieldClick(entryId: string, fieldId: string): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [elements, setElements] = useState<TaggedElement[]>([]);
  const [inspect, setInspect] = useState(true);
  const [connected, setConnected] = useState(false);
  const [device, setDevice] = useState<Device>('desktop');
  const viewport = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<string | undefined>();
  const pane = useElementSize(viewport);
  const deviceWidth = DEVICES.find((d) => d.id === device)?.width ?? DEVICES[2].width;
  const fit = fitFrame(deviceWidth, pane.width, pane.height);
  const clicked = useRef(onFieldClick);
  useEffect(() => {
    clicked.current = onFieldClick;
  });

  useEffect(() => {
    const host = new LivePreviewHost(() => frame.current, new URL(siteUrl).origin, {
      connected: () => setConnected(true),
      taggedElements: setElements,
      fieldClicked: (entryId, fieldId) => clicked.current(entryId, fieldId),
    });
    onHost(host);
    return () => {
      host.dispose();
      onHost(undefined);
    };
  }, [siteUrl, onHost]);

  // Bigger outlines first, so a field inside a block is above the block.
  const targets = elements
    .filter((e) => e.isVisible && e.coordinates.width > 0 && e.coordinates.height > 0)
    .sort((a, b) => b.coordinates.width * b.coordinates.height - a.coordinates.width * a.coordinates.height);
  return (
    <section aria-label="Live preview" className="preview-pane">
      <Flex justifyContent="space-between" alignItems="center" flexWrap="wrap" gap="spacingXs" className="preview-pane__bar">
        <Text fontColor="gray700">
          Preview of <code>{slug}</code> {connected ? '· live' : '· connecting…'}
        </Text>
        <ButtonGroup variant="spaced" spacing="spacing2Xs">
          {DEVICES.map((d) => (
            <Button
              key={d.id}
              size="small"
              variant={device === d.id ? 'primary' : 'secondary'}
              aria-pressed={device === d.id}
              onClick={() => setDevice(d.id)}
            >
              {`${d.label} ${d.width}`}
            </Button>
          ))}
        </ButtonGroup>
        <SharePreview key={slug} slug={slug} />
        <Text fontColor="gray700" className="preview-pane__scale">
          {fit.scale < 1 ? `Scaled to ${Math.round(fit.scale * 100)}%` : 'Actual size'}
        </Text>
        <Switch isChecked={inspect} onChange={() => setInspect((on) => !on)}>
          Inspect
        </Switch>
      </Flex>
      <div ref={viewport} className="preview-pane__viewport">
        <div
          ref={stage}
          className="preview-pane__stage"
          data-device={device}
          data-scale={fit.scale.toFixed(3)}
          style={{
            width: fit.width,
            height: fit.height || '100%',
            left: fit.left,
            transform: fit.scale < 1 ? `scale(${fit.scale})` : undefined,
          }}
        >
          <iframe
            ref={frame}
            key={slug}
            title="Live preview of the page"
            src={`/preview?${new URLSearchParams({ slug, session: sessionSecret() })}`}
            className="preview-pane__frame"
            onLoad={() => setElements([])}
          />
          {inspect ? (
            <div className="preview-pane__overlay" data-testid="inspector-overlay">
              {targets.map((element, index) => (
                <button
                  key={`${element.entryId}/${element.fieldId}/${index}`}
                  type="button"
                  tabIndex={-1}
                  className="preview-pane__target"
                  aria-label={`Edit the field ${element.fieldId}`}
                  data-entry-id={element.entryId}
                  data-field-id={element.fieldId}
                  style={{
                    left: element.coordinates.x,
                    top: element.coordinates.y,
                    width: element.coordinates.width,
                    height: element.coordinates.height,
                  }}
                  onClick={() => onFieldClick(element.entryId, element.fieldId)}
                  onPointerEnter={() => setHovered(element.entryId)}
                />
              ))}
              {blocks && blockActions ? (
                <BlockControls
                  blocks={blocks}
                  actions={blockActions}
                  elements={elements}
                  hovered={hovered}
                  scale={fit.scale}
                  stage={stage}
                />
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The preview's place when the open entry is on no page (a new entry before its URL is saved, a block no page links). */
export function NoPreview() {
  return (
    <section aria-label="Live preview" className="preview-pane preview-pane--empty">
      <Text as="p" fontColor="gray700">
        No page to preview. A new page shows here once its URL is saved; a block shows on the page that links to it.
      </Text>
    </section>
  );
}
