import { agencyQuery, FinderResults, loadAgencies, loadSalesOffices, salesOfficeQuery, type FinderKind } from '@insurer/renderer/finders';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { siteFlags } from '../lib/flags';
import { contentQuery } from '../lib/graphql';
import { SiteChrome } from './site-chrome';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PATHS: Record<FinderKind, string> = {
  agencies: '/financial-representative/agencies',
  'sales-offices': '/brokers/sales-offices',
};

/** Finder results are answers to a query: useful to share, never to index (docs/requirements.md#finders). */
export function finderMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: true } };
}

/**
 * A finder's results page (docs/requirements.md#finders) inside the site's default header and
 * footer, rendered on the server per request from its query string: it works without JavaScript.
 * The content query is the cached one, so repeated searches for a ZIP hit the cache until the
 * publish webhook revalidates content.
 */
export async function FinderPage({ kind, searchParams }: { kind: FinderKind; searchParams: SearchParams }) {
  const preview = (await draftMode()).isEnabled;
  const params = await searchParams;
  const context = { query: contentQuery(preview), preview, now: new Date(), onStaticPage: true, flags: await siteFlags() };
  const query = kind === 'agencies' ? agencyQuery(params) : salesOfficeQuery(params);
  const result = kind === 'agencies' ? await loadAgencies(query, context) : await loadSalesOffices(query, context);
  return (
    <SiteChrome url={PATHS[kind]} context={context} navigationId={undefined} footerId={undefined} alertBannerId={undefined}>
      <FinderResults kind={kind} result={result} {...(query.groupSize ? { groupSize: query.groupSize } : {})} />
    </SiteChrome>
  );
}
