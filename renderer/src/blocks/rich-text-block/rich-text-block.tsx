import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import { StatisticsSource } from '../../shared/statistics-source.js';
import type { RichTextBlockProps } from './from-rich-text-block.js';

/** Formatted text with embedded links, images, videos and tables, and the tables' source under it. Static: no JavaScript of ours. */
export function RichTextBlock({ id, body, source }: RichTextBlockProps) {
  if (!body) return null;
  if (!source)
    return (
      <div className="rich-text-block" {...inspect(id, 'body')}>
        <RichText {...body} />
      </div>
    );
  return (
    <div className="rich-text-block">
      <div {...inspect(id, 'body')}>
        <RichText {...body} />
      </div>
      <StatisticsSource id={id} source={source} className="rich-text-block__source" />
    </div>
  );
}
