import { expect, test, type Page } from '@playwright/test';
import { cma, publishFieldChange } from './helpers.js';

/**
 * Feature flags edited in the CMS (docs/requirements.md#feature-flags,
 * docs/requirements.md#decision-flag-source): the site evaluates them on the server through
 * OpenFeature's CMS provider; publishing the flags entry reaches visitors through the publish
 * webhook, with no rebuild. What a client sees of them: the flags every analytics event carries
 * in `context.featureFlags`, and the island props in the page.
 */

const FLAGS_ENTRY = 'feature-flags';

interface StoredEvent {
  type: string;
  message: { anonymousId?: string; name?: string; context?: { featureFlags?: Record<string, boolean> } };
}

async function flagsOfLatestPageView(page: Page, name: string): Promise<Record<string, boolean> | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ajs_anonymous_id');
  const id = decodeURIComponent(cookie?.value ?? '').replace(/^"|"$/g, '');
  const res = await page.request.get('/api/analytics/events?limit=200', { headers: { Authorization: 'Bearer local-analytics-secret' } });
  const { events } = (await res.json()) as { events: StoredEvent[] };
  return events.find((e) => e.type === 'page' && e.message.name === name && e.message.anonymousId === id)?.message.context?.featureFlags;
}

test('given the seeded flags entry, when an editor publishes okAgebandExpansion on, then the site evaluates it on the next request after the webhook', async ({
  page,
}) => {
  const entry = await cma<{ fields: Record<string, Record<string, unknown>> }>('GET', `/entries/${FLAGS_ENTRY}`);
  expect(entry.fields.okAgebandExpansion?.['en-US']).toBe(false);

  await page.goto('/vision-insurance');
  await expect.poll(() => flagsOfLatestPageView(page, 'Vision Insurance')).toMatchObject({ okAgebandExpansion: false, rilaV3: true });

  await publishFieldChange(FLAGS_ENTRY, 'okAgebandExpansion', true);
  await publishFieldChange(FLAGS_ENTRY, 'rilaV3', false);
  try {
    // The content service posts the publish webhook; the cached page is rendered again with the new flags.
    await expect
      .poll(async () => {
        await page.goto('/vision-insurance');
        return /okAgebandExpansion\\?":true/.test(await page.content());
      })
      .toBe(true);
    await expect
      .poll(() => flagsOfLatestPageView(page, 'Vision Insurance'))
      .toEqual({ rilaV3: false, dentalRefreshAgeRanges: true, okAgebandExpansion: true, accidentScSpouseAgeRule: true });

    // rilaV3 off (docs/requirements.md#feature-flags): the older RILA tool, with no crediting
    // strategy, and share flows without the otherFP option.
    await page.goto('/annuities/rila/marketperform');
    const tool = page.getByRole('form', { name: 'Your strategy' });
    await expect(tool.getByRole('combobox', { name: 'Strategy term' }).first()).toBeVisible();
    await expect(tool.getByRole('combobox', { name: 'Crediting strategy' })).toHaveCount(0);
    await page.goto('/annuities/retirement-calculator');
    await expect(page.getByRole('combobox', { name: /How would you like to share your results/ }).locator('option')).toHaveText([
      'Connect me to a Lanternfield Mutual Financial Professional',
      'Send to myself',
    ]);
  } finally {
    await publishFieldChange(FLAGS_ENTRY, 'okAgebandExpansion', false);
    await publishFieldChange(FLAGS_ENTRY, 'rilaV3', true);
  }
  await expect
    .poll(async () => {
      await page.goto('/vision-insurance');
      return /okAgebandExpansion\\?":false/.test(await page.content());
    })
    .toBe(true);
});
