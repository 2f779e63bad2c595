import { inspect } from '../../inspector.js';
import type { CustomHtmlProps } from './from-custom-html.js';

/** An editor's own HTML, already sanitised by `fromCustomHtml`. Static: no JavaScript. */
export function CustomHtml({ id, html }: CustomHtmlProps) {
  if (!html) return null;
  return <div className="custom-html" {...inspect(id, 'html')} dangerouslySetInnerHTML={{ __html: html }} />;
}
