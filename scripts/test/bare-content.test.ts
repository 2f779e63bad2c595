import { describe, expect, it } from 'vitest';
import { bareContentOf, staticMarkupOf } from '../bench/bare-content.js';

describe('bareContentOf (bench:lighthouse BARE_CONTENT)', () => {
  it('given a page the site served, when converted, then the body is plain elements with React prop names, scripts and inline styles left out, and the CSS kept', () => {
    const html = `<!DOCTYPE html><html lang="en"><head><style>.a{color:red}</style></head><body>
      <a class="skip-link" href="#main">Skip</a>
      <label for="q">Search</label><input id="q" value="life" autocomplete="off" required>
      <input type="checkbox" checked>
      <div hidden style="display:none" popovertarget="m"><template><p>x</p></template></div>
      <script>self.__next_f.push([1,"x"])</script>
      <style>.b{color:blue}</style>
    </body></html>`;
    const content = bareContentOf(html);
    expect(content.css).toBe('.a{color:red}\n.b{color:blue}');
    expect(content.body).toEqual([
      { tag: 'a', props: { className: 'skip-link', href: '#main' }, children: ['Skip'] },
      { tag: 'label', props: { htmlFor: 'q' }, children: ['Search'] },
      { tag: 'input', props: { id: 'q', defaultValue: 'life', autoComplete: 'off', required: true }, children: [] },
      { tag: 'input', props: { type: 'checkbox', defaultChecked: true }, children: [] },
      { tag: 'div', props: { hidden: true, popoverTarget: 'm' }, children: [] },
    ]);
  });

  it('given HTML without a body element, when converted, then it says so', () => {
    expect(() => bareContentOf('<p>no body</p>')).toThrow('the page has no <body>');
  });

  it('given the content, when placed as one string (BARE_CONTENT_AS=html), then React writes the same elements back as HTML', () => {
    const content = bareContentOf(
      '<html><body><a class="skip-link" href="#main">Skip &amp; go</a><label for="q">Search</label><input id="q" value="life" required><div hidden></div></body></html>',
    );
    expect(staticMarkupOf(content)).toBe(
      '<a class="skip-link" href="#main">Skip &amp; go</a><label for="q">Search</label><input id="q" required="" value="life"/><div hidden=""></div>',
    );
  });
});
