import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';

/**
 * React elements of a server component's output, depth first. Nested server components (plain
 * functions that are not client references) are called, as React would on the server, so their
 * own islands are found too.
 */
function elements(node: unknown): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const element = node as ReactElement<Record<string, unknown>>;
  if (typeof element.type === 'function' && !isClientReference(element.type)) {
    const render = element.type as (props: Record<string, unknown>) => unknown;
    return [element, ...elements(render(element.props))];
  }
  return [element, ...elements(element.props.children)];
}

function isClientReference(type: unknown): boolean {
  return typeof type === 'function' && (type as { $$typeof?: symbol }).$$typeof === Symbol.for('react.client.reference');
}

/**
 * The site chrome as a server component renders it: the header, footer and alert banner are
 * server components whose interactive parts are client references with serialisable props.
 */
describe('site chrome under the react-server condition', () => {
  it('given the react-server condition, when the header is rendered, then its links are server HTML and its one island is a client reference with JSON props', async () => {
    const { Header, isHeaderHidden, logoHref, loadSiteChrome } = await import('../src/layout/index.js');
    expect(typeof loadSiteChrome).toBe('function');
    expect(isHeaderHidden('clientcode=fmg')).toBe(true);
    expect(logoHref('/account-portal')).toBe('/account-portal');
    const navigation = {
      id: 'nav-1',
      topHatLinks: [],
      groups: [
        {
          id: 'g1',
          title: 'Life insurance',
          items: [{ id: 'l1', title: 'Term life', href: '/life-insurance/term', newTab: false, variant: 'Text link' }],
        },
      ],
      search: true,
      transparent: false,
    };
    const islands = elements(Header({ navigation, path: '/' })).filter((element) => isClientReference(element.type));
    const ids = islands.map((element) => String((element.type as unknown as { $$id: string }).$$id).replace(/^.*\/layout\//, ''));
    // docs/requirements.md#decision-header-without-script: the menu, navigation and search are
    // server HTML; the one island adds the timed behaviours once the page is idle.
    expect(ids).toEqual(['header/header-enhancer.tsx#HeaderEnhancer']);
    expect(JSON.parse(JSON.stringify(islands[0]!.props))).toEqual(islands[0]!.props);
    const rendered = elements(Header({ navigation, path: '/' }));
    expect(rendered.some((element) => element.type === 'a' && element.props.href === '/life-insurance/term')).toBe(true);
  });

  it('given the react-server condition, when the alert banner and footer are rendered, then only the dismissal is an island', async () => {
    const { AlertBanner, Footer } = await import('../src/index.js');
    const document = { nodeType: 'document', data: {}, content: [] };
    const banner = AlertBanner({
      id: 'b1',
      type: 'warning',
      message: { document: document as never, links: { assets: {}, entries: {} } },
      dismissible: true,
    });
    expect(isClientReference(banner.type)).toBe(true);
    const footer = Footer({ footer: { id: 'f1', columns: [], socialLinks: [], legalLinks: [], copyright: '© 2025 The Insurer' } });
    expect(elements(footer).some((element) => isClientReference(element.type))).toBe(false);
  });
});
