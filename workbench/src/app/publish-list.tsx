import { Button, Modal, Text } from '@contentful/f36-components';
import type { GoingLive } from './page-parts.js';
import { dialogName } from './dialog-name.js';

/** A publish waiting for the editor: what it puts live, and the answer to give it. */
export interface PublishRequest {
  items: readonly GoingLive[];
  resolve(go: boolean): void;
}

/**
 * "Publish N items?": the list of everything a publish with linked entries puts live, the entry
 * first, each with its type, title and change ("New", "Changed: Title") — Contentful's "publish
 * with references" dialog (issue 42, item 3). Confirm publishes them all; Cancel publishes nothing.
 */
export function PublishList({ request }: { request: PublishRequest | undefined }) {
  if (!request) return null;
  const { items } = request;
  const title = `Publish ${items.length} items?`;
  return (
    <Modal isShown onClose={() => request.resolve(false)} aria={dialogName(title)}>
      {() => (
        <>
          <Modal.Header title={title} onClose={() => request.resolve(false)} />
          <Modal.Content>
            <Text as="p" marginBottom="spacingS">
              These go live together, linked entries first:
            </Text>
            <ul className="publish-list" aria-label="What goes live">
              {items.map((item) => (
                <li key={`${item.kind}:${item.id}`}>
                  <Text fontWeight="fontWeightDemiBold">
                    {item.typeName} “{item.title}”
                  </Text>{' '}
                  <Text fontColor="gray700">· {item.change}</Text>
                </li>
              ))}
            </ul>
          </Modal.Content>
          <Modal.Controls>
            <Button variant="secondary" size="small" onClick={() => request.resolve(false)}>
              Cancel
            </Button>
            <Button variant="positive" size="small" onClick={() => request.resolve(true)}>
              {`Publish ${items.length} items`}
            </Button>
          </Modal.Controls>
        </>
      )}
    </Modal>
  );
}
