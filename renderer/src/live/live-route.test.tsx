import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadRoute, type PageServable } from '../route/route.js';
import { stubContext } from '../test/query-stub.js';
import { renderRoutePart } from './live-route.js';
import type { LiveRouteSource } from './live-source.js';

const page = {
  __typename: 'StaticPage',
  sys: { __typename: 'Sys', id: 'page-1' },
  title: 'About us',
  description: null,
  complianceNumber: null,
  campaignName: null,
  campaignThankYouPageUrl: null,
  routeLeadsToAgencyAssist: null,
  hero: null,
  navigation: null,
  footer: null,
  alertBanner: null,
  disclaimer: null,
  headTagsCollection: { __typename: 'StaticPageHeadTagsCollection', items: [] },
  contentBlocksCollection: { __typename: 'StaticPageContentBlocksCollection', items: [] },
};
/** The site's serving rule, letting this page be seen (what it decides is the route's own test). */
const servesAll: PageServable = async () => ({ servable: true });
const answers = { RouteByUrl: { staticPageCollection: { items: [page] }, articleCollection: { items: [] } } };

describe('live preview of a page’s own fields (docs/architecture.md#live-preview)', () => {
  it('given production, when the route loads, then it carries no live source', async () => {
    const route = await loadRoute('/about', { ...stubContext(answers), servable: servesAll });
    expect(route?.live).toBeUndefined();
  });

  it('given draft mode, when the route loads, then it carries the raw page item it was drawn from', async () => {
    const route = await loadRoute('/about', { ...stubContext(answers, { preview: true }), servable: servesAll });
    expect(route?.live).toEqual({ typename: 'StaticPage', raw: page, now: '2026-11-21T12:00:00.000Z' });
  });

  it('given drafts for a shared preview link (no editor aids), when the route loads, then it reads the draft and carries no live source', async () => {
    const context = stubContext(answers, { preview: true, editorAids: false });
    const route = await loadRoute('/about', { ...context, servable: servesAll });
    expect(route?.kind).toBe('page');
    expect(route?.live).toBeUndefined();
    expect(context.calls[0]?.variables).toEqual({ url: '/about', preview: true });
  });

  it('given the editor changed the title, when the title part renders again, then the h1 shows the edit with its inspector tags', async () => {
    const route = await loadRoute('/about', { ...stubContext(answers, { preview: true }), servable: servesAll });
    const node = renderRoutePart({ ...page, title: 'About Lanternfield' }, route!.live!, { kind: 'page-title', hero: 'none' });
    render(<>{node}</>);
    const h1 = screen.getByRole('heading', { level: 1, name: 'About Lanternfield' });
    expect(h1.getAttribute('data-contentful-entry-id')).toBe('page-1');
    expect(h1.getAttribute('data-contentful-field-id')).toBe('title');
  });

  it('given the editor wrote a disclaimer, when the disclaimer part renders again, then it shows the text', () => {
    const source: LiveRouteSource = { typename: 'StaticPage', raw: page, now: '2026-11-21T12:00:00.000Z' };
    const disclaimer = {
      json: {
        nodeType: 'document',
        data: {},
        content: [
          {
            nodeType: 'paragraph',
            data: {},
            content: [{ nodeType: 'text', value: 'Products issued by Lanternfield.', marks: [], data: {} }],
          },
        ],
      },
    };
    render(<>{renderRoutePart({ ...page, disclaimer }, source, { kind: 'page-disclaimer' })}</>);
    expect(screen.getByText('Products issued by Lanternfield.').closest('footer')?.getAttribute('data-contentful-field-id')).toBe(
      'disclaimer',
    );
  });
});
