import { Button, ButtonGroup, Flex, Switch, Text } from '@contentful/f36-components';
import { useEffect, useRef, useState } from 'react';
import { sessionSecret } from './cma.js';
import { LivePreviewHost, type TaggedElement } from './live-preview-host.js';
import { SharePreview } from './share-preview.js';

/** The preview's device widths, in CSS pixels (desktop: the pane's whole width). */
export const DEVICES = [
  { id: 'phone', label: 'Phone', width: 390 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: undefined },
] as const;

type Device = (typeof DEVICES)[number]['id'];

/**
 * The live preview: the entry's page in draft mode in an iframe (through the workbench server's
 * `/preview` redirect, which holds the preview secret), speaking Contentful's live-preview
 * protocol through `LivePreviewHost`. With "Inspect" on, every tagged element of the page gets
 * an outline over the frame; clicking one focuses its field in the editor. The device buttons
 * set the frame's width (phone 390 px, tablet 768 px, desktop) without reloading it, so the live
 * connection stays.
 */
export function PreviewPane({
  slug,
  siteUrl,
  onHost,
  onFieldClick,
}: {
  slug: string;
  siteUrl: string;
  /** The protocol host of the current frame (undefined while there is none). */
  onHost(host: LivePreviewHost | undefined): void;
  onFieldClick(entryId: string, fieldId: string): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [elements, setElements] = useState<TaggedElement[]>([]);
  const [inspect, setInspect] = useState(true);
  const [connected, setConnected] = useState(false);
  const [device, setDevice] = useState<Device>('desktop');
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
      <Flex justifyContent="space-between" alignItems="center" className="preview-pane__bar">
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
              {d.width ? `${d.label} ${d.width}` : d.label}
            </Button>
          ))}
        </ButtonGroup>
        <SharePreview key={slug} slug={slug} />
        <Switch isChecked={inspect} onChange={() => setInspect((on) => !on)}>
          Inspect
        </Switch>
      </Flex>
      <div className="preview-pane__stage" data-device={device} style={{ width: DEVICES.find((d) => d.id === device)?.width ?? '100%' }}>
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
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
