import type { ReactNode } from 'react';
import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import type { RilaWidgetProps } from './from-rila-widget.js';
import { RilaToolIsland } from './rila-tool-island.js';

/**
 * The RILA market-performance tool block (docs/requirements.md#rila-tool): heading and disclaimer
 * on the server; the tool is a lazy island so its JavaScript loads only on pages that have it.
 * `shareSlot` is where the share / connect-to-a-professional flow mounts
 * (docs/requirements.md#share-flow); inside it, `useRilaShareResult()` gives the current result.
 */
export function RilaWidget({ id, heading, config, variant, disclaimer, shareSlot }: RilaWidgetProps & { shareSlot?: ReactNode }) {
  const headingId = `rila-${id}`;
  return (
    <section className="rila-widget" {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Market performance tool' })}>
      {heading ? (
        <h2 id={headingId} className="rila-widget__heading" {...inspect(id, 'heading')}>
          {heading}
        </h2>
      ) : null}
      {config.ok ? (
        <RilaToolIsland id={id} config={config.config} variant={variant} shareSlot={shareSlot} />
      ) : (
        <div className="rila-tool" data-state="data-error" role="alert" {...inspect(id, 'config')}>
          <p>The market-performance tool is not available right now. Please try again later.</p>
        </div>
      )}
      {disclaimer ? (
        <div className="rila-widget__disclaimer" {...inspect(id, 'disclaimer')}>
          <RichText {...disclaimer} />
        </div>
      ) : null}
    </section>
  );
}
