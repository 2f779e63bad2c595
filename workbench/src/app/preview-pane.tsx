import { Flex, Switch, Text } from '@contentful/f36-components';
import { useEffect, useRef, useState } from 'react';
import { sessionSecret } from './cma.js';
import { LivePreviewHost, type TaggedElement } from './live-preview-host.js';

/**
 * The live preview: the entry's page in draft mode in an iframe (through the workbench server's
 * `/preview` redirect, which holds the preview secret), speaking Contentful's live-preview
 * protocol through `LivePreviewHost`. With "Inspect" on, every tagged element of the page gets
 * an outline over the frame; clicking one focuses its field in the editor.
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
        <Switch isChecked={inspect} onChange={() => setInspect((on) => !on)}>
          Inspect (click the page to edit a field)
        </Switch>
      </Flex>
      <div className="preview-pane__stage">
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
