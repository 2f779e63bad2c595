import { PRIVACY_CHOICE_COOKIE, optedOut } from '@insurer/renderer/privacy';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { siteFlags } from '../../lib/flags';
import { contentQuery } from '../../lib/graphql';
import { SiteChrome } from '../site-chrome';

// Per request, never from the page cache: the form shows the visitor's own choice (cookie, GPC).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Your privacy choices', robots: { index: false, follow: true } };

/**
 * 'Your privacy choices' (docs/requirements.md#decision-privacy-choice): the footer's link leads
 * here. A plain form (it works without JavaScript, keyboard and screen readers included) posting
 * to /api/privacy-choices, which remembers the choice in a first-party cookie. Shows the current
 * choice, and says so when the browser's Global Privacy Control signal already turns analytics off.
 */
export default async function PrivacyChoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [jar, head, query] = await Promise.all([cookies(), headers(), searchParams]);
  const gpc = head.get('sec-gpc') === '1';
  const choice = jar.get(PRIVACY_CHOICE_COOKIE)?.value;
  const off = optedOut({ gpc: false, choice });
  const context = { query: contentQuery(false), preview: false, now: new Date(), onStaticPage: true, flags: await siteFlags() };
  return (
    <SiteChrome url="/privacy-choices" context={context} navigationId={undefined} footerId={undefined} alertBannerId={undefined}>
      <div className="privacy-choices">
        <h1>Your privacy choices</h1>
        <p>
          We measure how visitors use this site (analytics) and remember which campaign brought you here (marketing cookies). You can turn
          both off at any time. The site and its forms keep working either way.
        </p>
        {query.saved === '1' ? (
          <p role="status" className="privacy-choices__status">
            Your choice is saved: analytics and marketing cookies are {off ? 'off' : 'on'}.
          </p>
        ) : null}
        {gpc ? (
          <p className="privacy-choices__gpc">
            Your browser sends the Global Privacy Control signal, so analytics and marketing cookies are off while it does.
          </p>
        ) : null}
        <form method="post" action="/api/privacy-choices" className="privacy-choices__form">
          <fieldset>
            <legend>Analytics and marketing cookies</legend>
            <label>
              <input type="radio" name="choice" value="opt-in" defaultChecked={!off} /> Allow analytics and marketing cookies
            </label>
            <label>
              <input type="radio" name="choice" value="opt-out" defaultChecked={off} /> Do not sell or share my personal information: turn
              analytics and marketing cookies off
            </label>
          </fieldset>
          <button type="submit" className="btn btn--primary">
            Save my choice
          </button>
        </form>
      </div>
    </SiteChrome>
  );
}
