import { inspect } from '../../inspector.js';
import { StatisticsSource } from '../../shared/statistics-source.js';
import type { CustomHtmlProps } from './from-custom-html.js';

/** An editor's own HTML, already sanitised by `fromCustomHtml`, and the source of its tables under it. Static: no JavaScript. */
export function CustomHtml({ id, html, source }: CustomHtmlProps) {
  if (!html) return null;
  if (!source) return <div className="custom-html" {...inspect(id, 'html')} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className="custom-html">
      <div {...inspect(id, 'html')} dangerouslySetInnerHTML={{ __html: html }} />
      <StatisticsSource id={id} source={source} className="custom-html__source" />
    </div>
  );
}
