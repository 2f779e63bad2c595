import type { CustomHtmlBlockFragment } from '@insurer/content-model/types';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { sanitizeCustomHtml } from './sanitize.js';
import { paddingOf } from '../../shared/closed-list.js';

export interface CustomHtmlProps extends BlockBaseProps {
  /** Sanitised HTML (see `CUSTOM_HTML_ALLOW_LIST`); only `fromCustomHtml` should produce it. */
  html: string;
  /** Where the figures of a table in the HTML come from, shown as "Source: …" (docs/requirements.md#decision-statistics-sources). */
  source?: string;
  padding?: Padding;
}

/**
 * Props of a `CustomHtml` entry: the entry's HTML sanitised here, where the content enters the
 * renderer, so the component (and the browser) never see disallowed markup.
 */
export function fromCustomHtml(raw: CustomHtmlBlockFragment): CustomHtmlProps {
  return {
    id: raw.sys.id,
    html: sanitizeCustomHtml(raw.html ?? ''),
    ...(raw.source?.trim() ? { source: raw.source.trim() } : {}),
    ...paddingOf(raw.padding),
  };
}
