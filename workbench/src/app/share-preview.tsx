import { Button, Modal, Note, Text, TextInput } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import { useState } from 'react';
import type { ShareLinkAnswer } from '../server/share-links.js';
import { sessionHeaders } from './cma.js';

/** How an expiry reads: "Mar 8, 2027, 9:00 AM" in the editor's time zone. */
const EXPIRY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Asks the workbench's server for a shared preview link of page `slug` (`POST /api/share-links`).
 * @throws Error with the server's message when it refuses
 */
export async function requestShareLink(slug: string): Promise<ShareLinkAnswer> {
  const res = await fetch(new URL('/api/share-links', window.location.href), {
    method: 'POST',
    headers: { ...sessionHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug }),
  });
  const body = (await res.json().catch(() => ({}))) as Partial<ShareLinkAnswer> & { message?: string };
  if (res.status !== 201 || !body.url || !body.expiresAt || !body.path)
    throw new Error(body.message ?? `The share link could not be made (HTTP ${res.status}).`);
  return { url: body.url, path: body.path, expiresAt: body.expiresAt };
}

type ShareState =
  | { kind: 'closed' }
  | { kind: 'asking' }
  | { kind: 'shown'; answer: ShareLinkAnswer; copied: boolean }
  | { kind: 'failed'; message: string };

/**
 * "Share preview": a signed link to the draft of the previewed page (`slug`) for a reviewer
 * without a workbench (docs/requirements.md#decision-shared-preview-links), shown in a dialog
 * with its expiry and a copy button. The link opens that page's draft only, read-only, until it
 * expires; the workbench's server signs it (`share-links.ts`).
 */
export function SharePreview({ slug }: { slug: string }) {
  const [state, setState] = useState<ShareState>({ kind: 'closed' });
  const share = () => {
    setState({ kind: 'asking' });
    requestShareLink(slug).then(
      (answer) => setState({ kind: 'shown', answer, copied: false }),
      (error: unknown) => setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };
  const close = () => setState({ kind: 'closed' });
  // Without the clipboard API (a page not in a secure context) the link stays selectable in its box.
  const copy = (answer: ShareLinkAnswer) =>
    (navigator.clipboard?.writeText(answer.url) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setState({ kind: 'shown', answer, copied: true }),
      () => setState({ kind: 'shown', answer, copied: false }),
    );
  return (
    <>
      <Button size="small" variant="secondary" isLoading={state.kind === 'asking'} isDisabled={state.kind === 'asking'} onClick={share}>
        Share preview
      </Button>
      {state.kind === 'shown' || state.kind === 'failed' ? (
        <Modal isShown onClose={close} size="medium">
          {() => (
            <>
              <Modal.Header title={`Share a preview of ${slug}`} onClose={close} />
              <Modal.Content>
                {state.kind === 'failed' ? (
                  <Note variant="negative">{state.message}</Note>
                ) : (
                  <>
                    <Text as="p" marginBottom="spacingM">
                      {`Anyone with this link can see the draft of ${state.answer.path} until ${EXPIRY.format(new Date(state.answer.expiresAt))}. It opens that page only, read-only, without the workbench.`}
                    </Text>
                    <FormControl>
                      <FormControl.Label>Preview link</FormControl.Label>
                      <TextInput isReadOnly value={state.answer.url} onFocus={(event) => event.currentTarget.select()} />
                    </FormControl>
                    <Button variant="primary" onClick={() => void copy(state.answer)}>
                      Copy link
                    </Button>
                    <Text as="p" marginTop="spacingS" role="status">
                      {state.copied ? 'Copied.' : ''}
                    </Text>
                  </>
                )}
              </Modal.Content>
            </>
          )}
        </Modal>
      ) : null}
    </>
  );
}
