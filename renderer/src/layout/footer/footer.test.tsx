import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { rawFooter } from '../test-fixtures.js';
import { Footer } from './footer.js';
import { fromFooter } from './from-footer.js';
import { DEFAULT_FOOTER_NAME, loadFooter } from './load-footer.js';

describe('Footer', () => {
  it('given five columns in the content, when rendered, then the first 4 show, each with its heading and links', async () => {
    const { container } = render(<Footer footer={fromFooter(rawFooter())} />);
    const columns = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(columns)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Products', 'Company', 'Support', 'Resources']);
    const products = within(columns).getByRole('list', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Life insurance', '/life-insurance'],
      ['Dental insurance', '/dental-insurance'],
    ]);
    expect(screen.queryByText('Fifth column')).toBeNull();
    expect(screen.getByRole('contentinfo').hasAttribute('data-site-footer')).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given social, legal, disclaimer, copyright and a page compliance number, when rendered, then all show', async () => {
    const { container } = render(<Footer footer={fromFooter(rawFooter())} complianceNumber="2025-12345 Exp. 01/2027" />);
    const social = screen.getByRole('list', { name: 'Follow us' });
    const linkedIn = within(social).getByRole('link', { name: /^LinkedIn/ });
    expect(linkedIn.getAttribute('href')).toBe('https://www.linkedin.com/company/the-insurer');
    expect(linkedIn.getAttribute('target')).toBe('_blank');
    expect(linkedIn.closest('li')?.getAttribute('data-icon')).toBe('linkedin');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByText('Products are underwritten and issued by The Insurer.')).toBeTruthy();
    expect(screen.getByText('2025-12345 Exp. 01/2027')).toBeTruthy();
    expect(screen.getByText('© 2025 The Insurer').getAttribute('data-contentful-field-id')).toBe('copyright');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a footer with nothing but an id, when rendered, then an empty footer landmark is drawn', async () => {
    const empty = fromFooter(
      rawFooter({ columnsCollection: null, socialLinksCollection: null, legalLinksCollection: null, disclaimer: null, copyright: '  ' }),
    );
    expect(empty).toEqual({ id: 'footer-1', columns: [], socialLinks: [], legalLinks: [] });
    const { container } = render(<Footer footer={empty} />);
    expect(screen.getByRole('contentinfo').querySelectorAll('a, h2, p')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a page footer id, when loaded, then it is queried by id; without one, the default footer by name', async () => {
    const byId = loadContext({ footer: rawFooter({ sys: { id: 'footer-page' } }) }, { preview: true });
    expect((await loadFooter('footer-page', byId))?.id).toBe('footer-page');
    expect(byId.calls).toEqual([{ variables: { id: 'footer-page', preview: true } }]);

    const byDefault = loadContext({ footerCollection: { items: [rawFooter()] } }, { locale: 'en-US' });
    expect((await loadFooter(null, byDefault))?.columns).toHaveLength(4);
    expect(byDefault.calls).toEqual([{ variables: { name: DEFAULT_FOOTER_NAME, preview: false, locale: 'en-US' } }]);
    expect(DEFAULT_FOOTER_NAME).toBe('Default footer');
  });

  it('given a page footer that is not published and no default, when loaded, then null after trying both', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = loadContext({ footer: null, footerCollection: { items: [] } });
    expect(await loadFooter('footer-gone', context)).toBeNull();
    expect(context.calls).toHaveLength(2);
    warn.mockRestore();
  });
});
