import { DEFAULT_SITE_FLAGS } from '@insurer/contracts/flags';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it, vi } from 'vitest';
import type { LoadContext, QueryFn } from '../core/query.js';
import { loadSiteChrome } from './load-site-chrome.js';
import { rawAlertBanner, rawFooter, rawNavigation } from './test-fixtures.js';

/** A context answering each operation by name, recording the operations and variables sent. */
function chromeContext(answers: Record<string, unknown | Error>) {
  const calls: [string, unknown][] = [];
  const query = (async (document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: unknown) => {
    const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
    const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
    calls.push([name, variables]);
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    return answer;
  }) as QueryFn;
  const context: LoadContext = {
    query,
    preview: false,
    now: new Date('2026-11-21T12:00:00Z'),
    onStaticPage: true,
    flags: DEFAULT_SITE_FLAGS,
  };
  return { context, calls };
}

describe('loadSiteChrome', () => {
  it('given a page with its own navigation, footer and banner, when loaded, then each is queried by id and mapped', async () => {
    const { context, calls } = chromeContext({
      SiteNavigationById: { navigation: rawNavigation({ sys: { id: 'nav-page' } }) },
      SiteFooterById: { footer: rawFooter({ sys: { id: 'footer-page' } }) },
      SiteAlertBannerById: { alertBanner: rawAlertBanner() },
    });
    const chrome = await loadSiteChrome({ navigationId: 'nav-page', footerId: 'footer-page', alertBannerId: 'banner-1' }, context);
    expect(chrome.navigation?.id).toBe('nav-page');
    expect(chrome.footer?.id).toBe('footer-page');
    expect(chrome.alertBanner?.id).toBe('banner-1');
    expect(calls).toEqual([
      ['SiteNavigationById', { id: 'nav-page', preview: false }],
      ['SiteFooterById', { id: 'footer-page', preview: false }],
      ['SiteAlertBannerById', { id: 'banner-1', preview: false }],
    ]);
    expect(JSON.parse(JSON.stringify(chrome))).toEqual(chrome);
  });

  it('given a page with none of its own, when loaded, then the default navigation and footer are used and no banner', async () => {
    const { context, calls } = chromeContext({
      SiteDefaultNavigation: { navigationCollection: { items: [rawNavigation()] } },
      SiteDefaultFooter: { footerCollection: { items: [rawFooter()] } },
    });
    const chrome = await loadSiteChrome({}, context);
    expect(chrome.navigation?.id).toBe('nav-1');
    expect(chrome.footer?.id).toBe('footer-1');
    expect(chrome.alertBanner).toBeNull();
    expect(calls).toEqual([
      ['SiteDefaultNavigation', { name: 'Default navigation', preview: false }],
      ['SiteDefaultFooter', { name: 'Default footer', preview: false }],
    ]);
  });

  it('given a failing navigation query, when loaded, then it is logged and the rest still loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('network down');
    const { context } = chromeContext({
      SiteDefaultNavigation: failure,
      SiteDefaultFooter: { footerCollection: { items: [rawFooter()] } },
    });
    const chrome = await loadSiteChrome({ navigationId: null, footerId: null, alertBannerId: null }, context);
    expect(chrome.navigation).toBeNull();
    expect(chrome.footer?.id).toBe('footer-1');
    expect(warn).toHaveBeenCalledWith('[renderer] loading the navigation failed; rendered without it', failure);
    warn.mockRestore();
  });
});
