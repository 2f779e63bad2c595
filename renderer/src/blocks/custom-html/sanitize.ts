import sanitizeHtml from 'sanitize-html';

/**
 * What custom HTML may contain. The allow-list, in words:
 *
 * - Tags: sanitize-html's defaults (text, headings, lists, tables, sections, quotes, code,
 *   links) plus `img`, `picture`, `source`, `figure`, `figcaption`, `details`, `summary`, and
 *   `iframe` players of Wistia (`fast.wistia.net`, `fast.wistia.com`) and YouTube's no-cookie
 *   host. `h1` becomes `h2` (the page has its own h1).
 * - Never: `script`, `style`, `form`, inputs, `object`, `embed`, event handler attributes
 *   (`on…`), `style` attributes, `javascript:` or `data:` addresses. Script and style content is
 *   dropped with the tag; other unknown tags are dropped but keep their text.
 * - Attributes: on every tag `class`, `id`, `title`, `lang`, `dir`, `role`, `aria-*`,
 *   `data-*`; links `href`, `target`, `rel` (a `_blank` link gets `rel="noopener noreferrer"`);
 *   images `src`, `srcset`, `sizes`, `alt`, `width`, `height`, `loading`; table cells `colspan`,
 *   `rowspan`, `scope`, `headers`; iframes `src`, `title`, `width`, `height`, `allow`,
 *   `allowfullscreen`, `loading`.
 * - Addresses: `http`, `https`, `mailto`, `tel`, and relative paths.
 * - An iframe without a `title` is removed (it would have no accessible name, WCAG 4.1.2), and so
 *   is one whose address is not an allowed player (it would stay empty).
 */
export const CUSTOM_HTML_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source', 'details', 'summary', 'iframe'],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'role', 'aria-*', 'data-*'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'sizes', 'media', 'type'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['fast.wistia.net', 'fast.wistia.com', 'www.youtube-nocookie.com'],
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && (!frame.attribs.src || !frame.attribs.title?.trim()),
};

/** `html` with everything outside `CUSTOM_HTML_ALLOW_LIST` removed. */
export function sanitizeCustomHtml(html: string): string {
  return sanitizeHtml(html, CUSTOM_HTML_ALLOW_LIST).trim();
}
