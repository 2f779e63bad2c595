import { inspect } from '../../inspector.js';
import type { AnnuityPlanningWidgetProps } from './from-annuity-planning-widget.js';
import { LazyPlanningWidget } from './lazy-planning-widget.js';

/**
 * The annuity planning widget block (docs/requirements.md#annuity-widget): the heading on the
 * server, the steps as a lazy island that hands the choices to the RILA tool.
 */
export function AnnuityPlanningWidget({ id, heading, variant, min, max, invalidAmountMessage }: AnnuityPlanningWidgetProps) {
  const headingId = `annuity-widget-${id}`;
  return (
    <section
      className="annuity-planning-widget"
      data-variant={variant}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Annuity planning' })}
    >
      {heading ? (
        <h2 id={headingId} className="annuity-planning-widget__heading" {...inspect(id, 'heading')}>
          {heading}
        </h2>
      ) : null}
      <LazyPlanningWidget id={id} variant={variant} min={min} max={max} invalidAmountMessage={invalidAmountMessage} />
    </section>
  );
}
