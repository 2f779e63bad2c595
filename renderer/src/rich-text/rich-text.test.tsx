import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { safeHref } from '../shared/safe-href.js';
import { hyperlink, paragraph, richDoc } from '../test/rich-text-nodes.js';
import { NO_LINKS, RichText } from './rich-text.js';

describe('rich-text hyperlinks', () => {
  it('given hyperlinks to data:, vbscript: and javascript: addresses, when drawn, then their text shows with no link; http(s), mailto, tel and site paths stay links', () => {
    const document = richDoc(
      paragraph(
        hyperlink('data:text/html,<script>alert(1)</script>', 'data link'),
        hyperlink('vbscript:msgbox(1)', 'vb link'),
        hyperlink('java\tscript:alert(1)', 'js link'),
        hyperlink('https://www.example.org/', 'web link'),
        hyperlink('mailto:help@lanternfield.example', 'mail link'),
        hyperlink('tel:+18005550142', 'phone link'),
        hyperlink('/contact-us', 'site link'),
      ),
    );
    const { container } = render(<RichText document={document} links={NO_LINKS} />);
    expect(container.querySelector('p')?.textContent).toContain('data linkvb linkjs link');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://www.example.org/',
      'mailto:help@lanternfield.example',
      'tel:+18005550142',
      '/contact-us',
    ]);
    expect(screen.getByRole('link', { name: /web link/ })).toHaveProperty('href', 'https://www.example.org/');
    expect(screen.getByRole('link', { name: 'mail link' }).getAttribute('href')).toBe('mailto:help@lanternfield.example');
    expect(screen.getByRole('link', { name: 'phone link' }).getAttribute('href')).toBe('tel:+18005550142');
    expect(screen.getByRole('link', { name: 'site link' }).getAttribute('href')).toBe('/contact-us');
  });

  it('given addresses in every case and disguise, when checked, then only allowed schemes pass', () => {
    expect(safeHref('DATA:text/html,x')).toBeUndefined();
    expect(safeHref(' javascript:alert(1)')).toBeUndefined();
    expect(safeHref('file:///etc/passwd')).toBeUndefined();
    expect(safeHref('#section')).toBe('#section');
    expect(safeHref('?q=1')).toBe('?q=1');
    expect(safeHref('HTTPS://example.org')).toBe('HTTPS://example.org');
    expect(safeHref('')).toBeUndefined();
  });
});
