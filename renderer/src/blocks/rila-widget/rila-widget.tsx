import type { ReactNode } from 'react';
import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import type { RilaWidgetProps } from './from-rila-widget.js';
import { RilaShareIsland } from './rila-share-island.js';
import { RilaToolIsland } from './rila-tool-island.js';

/**
 * The RILA market-performance tool block (docs/requirements.md#rila-tool): heading and disclaimer
 * on the server; the tool is a lazy island so its JavaScript loads only on pages that have it.
 * The share / connect-to-a-professional flow (docs/requirements.md#share-flow) mounts in the
 * tool's share slot (a lazy island too) with the brand and the `rilaV3` flag; `shareSlot`
 * replaces it (tests). Inside the slot, `useRilaShareResult()` gives the current result.
 */
export function RilaWidget({
  id,
  heading,
  config,
  variant,
  disclaimer,
  brand,
  rilaV3,
  shareSlot,
}: RilaWidgetProps & { shareSlot?: ReactNode }) {
  const headingId = `rila-${id}`;
  return (
    <section className="rila-widget" {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Market performance tool' })}>
      {heading ? (
        <h2 id={headingId} className="rila-widget__heading" {...inspect(id, 'heading')}>
          {heading}
        </h2>
      ) : null}
      {config.ok ? (
        <RilaToolIsland
          id={id}
          config={config.config}
          variant={variant}
          shareSlot={shareSlot ?? <RilaShareIsland widgetId={id} brand={brand} rilaV3={rilaV3} />}
        />
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
