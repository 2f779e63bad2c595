import { describe, expect, it } from 'vitest';
import { linkEntry } from '../test/fixtures.js';
import { fromLink } from './link.js';

describe('fromLink', () => {
  it('given a link entry whose href is a script, data or vbscript address (a draft the CMS would refuse), then it leads nowhere; site, web, mailto and tel addresses stay', () => {
    for (const href of ['javascript:alert(1)', 'JaVa\tScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      expect(fromLink(linkEntry('l', 'Click', href))?.href, href).toBe('#');
    }
    for (const href of [
      '/life-insurance',
      '#get-a-quote',
      'https://www.example.org/',
      'mailto:help@lanternfield.example',
      'tel:+18005550142',
    ]) {
      expect(fromLink(linkEntry('l', 'Click', href))?.href, href).toBe(href);
    }
  });
});
