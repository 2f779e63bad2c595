import { Note } from '@contentful/f36-components';
import type { EditorNote } from './entry-session.js';

/**
 * An action's outcome under the panel that ran it ("Published.", "Not scheduled: …"): a Forma 36
 * note whose text is a live region, `status` when it went well and `alert` when it did not, so a
 * screen reader hears it without moving focus (WCAG 2.2, 4.1.3 Status Messages). Nothing when none.
 */
export function OutcomeNote({ outcome, className }: { outcome: EditorNote | undefined; className: string }) {
  if (!outcome) return null;
  return (
    <Note variant={outcome.variant} className={className}>
      <span role={outcome.variant === 'negative' ? 'alert' : 'status'}>{outcome.text}</span>
    </Note>
  );
}
