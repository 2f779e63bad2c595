import { DEFAULT_SITE_FLAGS } from '@insurer/contracts/flags';
import type { AssetFieldsFragment, ImageFieldsFragment, LinkFieldsFragment } from '@insurer/content-model/types';
import type { LoadContext, QueryFn } from '../core/query.js';

// The forms' fixtures build their disclaimers with it; one rich-text builder for every test.
export { doc } from '@insurer/contracts/testing/forms';

/** A processed 1600x900 asset as the GraphQL API answers it. */
export function asset(id: string, width = 1600, height = 900): AssetFieldsFragment {
  return {
    sys: { id },
    url: `http://localhost:4000/images/space/${id}/tok/${id}.png`,
    title: `Title of ${id}`,
    description: `Description of ${id}`,
    width,
    height,
    contentType: 'image/png',
  };
}

export function imageEntry(id: string, alt = `Alt of ${id}`): ImageFieldsFragment {
  return { sys: { id }, alt, decorative: false, media: asset(`${id}-asset`), mobileMedia: null };
}

export function linkEntry(id: string, title: string, href: string, extra: Partial<LinkFieldsFragment> = {}): LinkFieldsFragment {
  return { sys: { id }, title, href, icon: null, target: null, variant: 'Primary', triggerLinkText: null, slideUp: null, ...extra };
}

/** A load context whose query answers `answer` and records the calls. */
export function loadContext(answer: unknown, overrides: Partial<LoadContext> = {}): LoadContext & { calls: { variables: unknown }[] } {
  const calls: { variables: unknown }[] = [];
  const query = (async (_document: unknown, variables: unknown) => {
    calls.push({ variables });
    return answer;
  }) as QueryFn;
  return {
    query,
    preview: false,
    now: new Date('2026-11-21T12:00:00Z'),
    onStaticPage: true,
    flags: DEFAULT_SITE_FLAGS,
    calls,
    ...overrides,
  };
}
