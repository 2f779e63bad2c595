import 'server-only';
import { cookies } from 'next/headers';
import { DRAFT_MODE_COOKIE } from '../next-internals/draft-mode';
import { siteEnv } from './env';

/**
 * Re-issues the draft-mode cookie Next.js just set (`draftMode().enable()` or `.disable()`) as
 * `SameSite=None; Secure; Partitioned` (CHIPS), so it works inside the editor's iframe: the site
 * is framed by Contentful's web app, another site, where browsers that block third-party cookies
 * still keep a partitioned one (docs/requirements.md#live-preview). The development server
 * (plain http, `next dev`) keeps Next.js's own `SameSite=Lax` cookie.
 */
export async function partitionDraftModeCookie(): Promise<void> {
  if (siteEnv().dev) return;
  const jar = await cookies();
  const current = jar.get(DRAFT_MODE_COOKIE);
  if (!current) return;
  jar.set({
    name: DRAFT_MODE_COOKIE,
    value: current.value,
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    partitioned: true,
    path: '/',
    ...(current.value === '' ? { expires: new Date(0) } : {}),
  });
}
