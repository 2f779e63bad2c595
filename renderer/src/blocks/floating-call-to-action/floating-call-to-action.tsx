import { inspect, inspectorEnabled } from '../../inspector.js';
import { LazyFloatingCallToActionIsland } from '../small-islands.js';
import type { FloatingCallToActionProps } from './from-floating-call-to-action.js';

/** A call to action that floats in once the visitor scrolls (docs/requirements.md#floating-call-to-action); a client island. No link: nothing. */
export function FloatingCallToAction({ id, text, link }: FloatingCallToActionProps) {
  if (!link) return null;
  return (
    <div className="floating-cta" {...inspect(id, 'link')}>
      <LazyFloatingCallToActionIsland inspector={inspectorEnabled()} id={id} link={link} {...(text ? { text } : {})} />
    </div>
  );
}
