import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import type { RichTextBlockProps } from './from-rich-text-block.js';

/** Formatted text with embedded links, images, videos and tables. Static: no JavaScript of ours. */
export function RichTextBlock({ id, body }: RichTextBlockProps) {
  if (!body) return null;
  return (
    <div className="rich-text-block" {...inspect(id, 'body')}>
      <RichText {...body} />
    </div>
  );
}
