import { inspect } from '../../inspector.js';
import type { TaglineProps } from './from-tagline.js';

/** A short standalone statement in large type. Static: no JavaScript. */
export function Tagline({ id, text }: TaglineProps) {
  if (!text) return null;
  return (
    <p className="tagline" {...inspect(id, 'text')}>
      {text}
    </p>
  );
}
