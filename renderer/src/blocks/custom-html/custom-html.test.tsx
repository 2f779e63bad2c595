import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomHtmlBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { CustomHtml } from './custom-html.js';
import { fromCustomHtml } from './from-custom-html.js';
import { customHtmlBlock } from './index.js';
import { sanitizeCustomHtml } from './sanitize.js';

const raw = (html: string | null): CustomHtmlBlockFragment => ({ sys: { id: 'html-1' }, html, source: null, padding: 'Small (default)' });

describe('sanitizeCustomHtml', () => {
  it.each([
    ['a script with its content', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a style element with its content', '<style>p{color:red}</style><p>Hi</p>', '<p>Hi</p>'],
    ['event handler attributes', '<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['style attributes', '<p style="position:fixed">Hi</p>', '<p>Hi</p>'],
    ['javascript: addresses', '<a href="javascript:alert(1)">Go</a>', '<a>Go</a>'],
    ['forms and inputs (their text stays)', '<form action="/x"><input name="ssn" />Send</form>', 'Send'],
    ['iframes of other hosts', '<iframe src="https://evil.example/x" title="x"></iframe>', ''],
    ['iframes without a title', '<iframe src="https://fast.wistia.net/embed/iframe/abcde12345"></iframe>', ''],
  ])('given %s, when sanitised, then it is removed', (_what, html, expected) => {
    expect(sanitizeCustomHtml(html)).toBe(expected);
  });

  it.each([
    ['a table with header scope', '<table><tbody><tr><th scope="col">Plan</th></tr><tr><td colspan="2">Basic</td></tr></tbody></table>'],
    ['an image', '<img src="https://images.ctfassets.net/a.png" alt="Chart" width="10" height="10" />'],
    ['a titled Wistia iframe', '<iframe src="https://fast.wistia.net/embed/iframe/abcde12345" title="Our story" allowfullscreen></iframe>'],
    ['ARIA and data attributes', '<div class="note" role="note" aria-label="Note" data-track="x">Hi</div>'],
    ['a details disclosure', '<details><summary>More</summary><p>Text</p></details>'],
    ['mailto and tel links', '<a href="mailto:help@example.com">Mail</a><a href="tel:+18005551234">Call</a>'],
  ])('given %s, when sanitised, then it is kept as is', (_what, html) => {
    expect(sanitizeCustomHtml(html)).toBe(html);
  });

  it('given an h1 and a new-tab link, when sanitised, then the h1 becomes an h2 and the link gets rel="noopener noreferrer"', () => {
    expect(sanitizeCustomHtml('<h1>Title</h1><a href="https://example.com" target="_blank">Out</a>')).toBe(
      '<h2>Title</h2><a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a>',
    );
  });
});

describe('CustomHtml', () => {
  it('given an entry with HTML, when rendered, then its sanitised markup shows tagged for the inspector', async () => {
    const { container } = render(
      <CustomHtml {...fromCustomHtml(raw('<h2>Rates</h2><p onmouseover="x()">As of <strong>today</strong></p><script>x()</script>'))} />,
    );
    const root = container.firstElementChild;
    expect(root?.innerHTML).toBe('<h2>Rates</h2><p>As of <strong>today</strong></p>');
    expect(root?.getAttribute('data-contentful-entry-id')).toBe('html-1');
    expect(root?.getAttribute('data-contentful-field-id')).toBe('html');
    expect(screen.getByRole('heading', { level: 2, name: 'Rates' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given HTML that is only a script, when rendered, then nothing is drawn', () => {
    const { container } = render(<CustomHtml {...fromCustomHtml(raw('<script>x()</script>'))} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries them and sanitises the HTML into the props', async () => {
    const context = loadContext({ customHtmlCollection: { items: [raw('<p>Hi</p><script>x()</script>')] } });
    const loaded = await customHtmlBlock.load(['html-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['html-1'], preview: false } }]);
    expect(loaded.get('html-1')).toEqual({ id: 'html-1', html: '<p>Hi</p>', padding: 'Small (default)' });
  });

  it('given a table and its source (docs/requirements.md#decision-statistics-sources), when rendered, then “Source: …” shows under the HTML, tagged for the inspector', async () => {
    const { container } = render(
      <CustomHtml {...fromCustomHtml({ ...raw('<table><tr><td>62</td></tr></table>'), source: 'Internal Revenue Service, 2025' })} />,
    );
    const source = screen.getByText('Source: Internal Revenue Service, 2025');
    expect([source.className, source.getAttribute('data-contentful-entry-id'), source.getAttribute('data-contentful-field-id')]).toEqual([
      'custom-html__source',
      'html-1',
      'source',
    ]);
    expect(container.querySelector('[data-contentful-field-id="html"]')?.innerHTML).toBe(
      '<table><tbody><tr><td>62</td></tr></tbody></table>',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
