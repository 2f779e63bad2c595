import type { ReactNode } from 'react';
import { cookies, draftMode, headers } from 'next/headers';
import { HELD_SUBMIT_SCRIPT, PARTNER_INFO_SCRIPT, SurveyActionsProvider, VISIT_SCRIPT } from '@insurer/renderer';
import { ANALYTICS_OFF_ATTRIBUTE, PRIVACY_CHOICE_COOKIE, optedOut } from '@insurer/renderer/privacy';
import { scriptNonceOf } from '@insurer/preview-app/security-policy.cjs';
import '@insurer/renderer/styles.css';
import './site.css';
import { siteEnv } from '../lib/env';
import { LivePreview } from './live-preview';
import { checkUserExists, createSurveyLead } from './survey-actions';

/**
 * The document shell; each route draws its own header and footer (pages may name their own).
 * In draft mode the page sits in the live preview (docs/requirements.md#live-preview); production
 * pages carry no live-preview script. First in the body, with the request's nonce, the script
 * that holds a form's submit until its island has hydrated (docs/requirements.md#decision-input-before-hydration).
 * The quote results' server actions reach the quote lead forms through `SurveyActionsProvider`
 * (docs/requirements.md#decision-survey-lead-actions).
 * A visitor who turned analytics off (GPC or the privacy choice) gets `data-analytics="off"` on
 * `<html>`, which the browser's analytics read instead of the cookie (docs/requirements.md#decision-privacy-choice).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const draft = (await draftMode()).isEnabled;
  const { locale, editorOrigins } = siteEnv();
  const [head, jar] = await Promise.all([headers(), cookies()]);
  const nonce = scriptNonceOf(head.get('content-security-policy'));
  const analyticsOff = optedOut({ gpc: head.get('sec-gpc') === '1', choice: jar.get(PRIVACY_CHOICE_COOKIE)?.value });
  return (
    <html lang="en" {...(analyticsOff ? { [ANALYTICS_OFF_ATTRIBUTE]: 'off' } : {})}>
      <body>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HELD_SUBMIT_SCRIPT }} />
        {/* sessionStorage.dtc_configuration from the partner parameters (docs/requirements.md#decision-partner-info-cookie). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PARTNER_INFO_SCRIPT }} />
        {/* The page view's visitor cookies, set by POST /api/visits: the page itself is cached and sets none. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: VISIT_SCRIPT }} />
        <SurveyActionsProvider actions={{ checkUserExists, createSurveyLead }}>
          {draft ? (
            <LivePreview locale={locale} targetOrigin={editorOrigins}>
              {children}
            </LivePreview>
          ) : (
            children
          )}
        </SurveyActionsProvider>
      </body>
    </html>
  );
}
