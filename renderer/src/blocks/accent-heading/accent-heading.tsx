import { inspect } from '../../inspector.js';
import type { AccentHeadingProps } from './from-accent-heading.js';

/** A section heading (h2, h3 or h4 as the editor chose) over the accent rule. Static: no JavaScript. */
export function AccentHeading({ id, text, level }: AccentHeadingProps) {
  if (!text) return null;
  const Heading = `h${level}` as const;
  return (
    <Heading className="accent-heading" data-level={level} {...inspect(id, 'text')}>
      {text}
    </Heading>
  );
}
