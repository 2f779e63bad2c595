/**
 * The CMS field apps (cms-extensions/) in Chromium, in the authoring workbench as `npm start`
 * runs it: the apps load from where their app definitions point, the editor interfaces name
 * them, the workbench mounts each in its field (through @insurer/cms-host), and what an editor
 * does in them is autosaved and reaches the site after publish.
 */
import { createClient } from 'contentful-management';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { approveBeforePublishing } from './compliance.js';
import { axeViolations, cma, CONTENT_SERVICE, E2E_WORKBENCH_PORT, gotoSettled, publishFieldChange, SPACE } from './helpers.js';

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;
const TOKEN = 'CFPAT-local-management-token';

/** Opens the entry in the workbench and answers the frame of the app mounted in its field. */
async function openApp(page: Page, entryId: string, fieldId: string, frameTitle: string): Promise<FrameLocator> {
  await page.goto(`${WORKBENCH}/?entry=${entryId}`);
  const field = page.locator(`[data-field-id="${fieldId}"]`);
  await expect(field.locator(`iframe[title="${frameTitle}"]`)).toBeVisible();
  return field.frameLocator(`iframe[title="${frameTitle}"]`);
}

/** The workbench's save status ("Saved · version N", "Unsaved changes", "Saving…"). */
const saveStatus = (page: Page): Locator => page.locator('.entry-editor__bar [role="status"]');

/** Publishes the open entry with the workbench's button and waits for its confirmation. */
async function publishInWorkbench(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
  await expect(page.getByText('Published. The site shows it once the publish webhook has run.')).toBeVisible();
}

test('after npm start, the content service lists the four app definitions and each target field’s editor interface names its app', async () => {
  const client = createClient({ accessToken: TOKEN, host: new URL(CONTENT_SERVICE).host, insecure: true }, { type: 'plain' });
  const definitions = (await client.appDefinition.getMany({ organizationId: 'local-organization' })).items;
  expect(definitions.map((d) => [d.name, d.src])).toEqual([
    ['Form builder', `${CONTENT_SERVICE}/field-apps/form-builder/`],
    ['RILA configuration', `${CONTENT_SERVICE}/field-apps/rila-config/`],
    ['State content', `${CONTENT_SERVICE}/field-apps/state-content/`],
    ['Quote widget defaults', `${CONTENT_SERVICE}/field-apps/quote-widget/`],
  ]);
  const scope = { spaceId: SPACE, environmentId: 'master' };
  const fields = [
    ['form', 'formFields', 'Form builder'],
    ['rilaWidget', 'config', 'RILA configuration'],
    ['stateContentDropdown', 'stateMapping', 'State content'],
    ['quoteWidget', 'flags', 'Quote widget defaults'],
  ] as const;
  for (const [contentTypeId, fieldId, name] of fields) {
    const control = (await client.editorInterface.get({ ...scope, contentTypeId })).controls?.find((c) => c.fieldId === fieldId);
    expect(control).toEqual({ fieldId, widgetNamespace: 'app', widgetId: definitions.find((d) => d.name === name)?.sys.id });
  }
  const installed = (await client.appInstallation.getMany(scope)).items.map((i) => i.sys.appDefinition.sys.id);
  expect(installed.sort()).toEqual(definitions.map((d) => d.sys.id).sort());
});

test('form-builder: a required_if field hides and shows in the preview, and on the site after publish', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const url = `/e2e-field-apps-${stamp}`;
  const form = await cma<{ sys: { id: string } }>(
    'POST',
    '/entries',
    {
      fields: {
        formId: { 'en-US': `e2e-apps-${stamp}` },
        formSubmitUrl: { 'en-US': 'https://example.com/e2e-post' },
        formType: { 'en-US': 'non-pardot' },
      },
    },
    { 'X-Contentful-Content-Type': 'form' },
  );
  const block = await cma<{ sys: { id: string; version: number } }>(
    'POST',
    '/entries',
    {
      fields: {
        internalName: { 'en-US': `E2E apps ${stamp}` },
        form: { 'en-US': { sys: { type: 'Link', linkType: 'Entry', id: form.sys.id } } },
      },
    },
    { 'X-Contentful-Content-Type': 'formBlock' },
  );
  const sitePage = await cma<{ sys: { id: string; version: number } }>(
    'POST',
    '/entries',
    {
      fields: {
        url: { 'en-US': url },
        title: { 'en-US': 'Contact preferences' },
        contentBlocks: { 'en-US': [{ sys: { type: 'Link', linkType: 'Entry', id: block.sys.id } }] },
      },
    },
    { 'X-Contentful-Content-Type': 'staticPage' },
  );
  try {
    const app = await openApp(page, form.sys.id, 'formFields', 'App for the Form fields field');
    await app.getByRole('textbox', { name: 'Heading' }).fill('How can we reach you?');
    await app.getByRole('textbox', { name: 'Submit label' }).fill('Send preferences');

    await app.getByRole('combobox', { name: 'Component of the new field' }).selectOption('Radio');
    await app.getByRole('button', { name: 'Add field' }).click();
    await app.getByRole('textbox', { name: /Field name/ }).fill('contact_pref');
    await app.getByRole('textbox', { name: 'Label', exact: true }).fill('Preferred contact');
    await app.getByRole('textbox', { name: 'Paste options' }).fill('Email|email\nPhone|phone');
    await app.getByRole('button', { name: 'Add pasted options' }).click();

    await app.getByRole('combobox', { name: 'Component of the new field' }).selectOption('PhoneInput');
    await app.getByRole('button', { name: 'Add field' }).click();
    await app.getByRole('textbox', { name: /Field name/ }).fill('phone_number');
    await app.getByRole('textbox', { name: 'Label', exact: true }).fill('Phone number');
    await app.getByRole('textbox', { name: 'Invalid message' }).fill('Enter the number we should call.');
    await app.getByRole('combobox', { name: 'Validation type' }).selectOption('required_if');
    await app.getByRole('combobox', { name: 'Shown when field' }).selectOption('contact_pref');
    await app.getByRole('combobox', { name: 'holds the value' }).selectOption('phone');

    const preview = app.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('textbox', { name: /Phone number/ })).toHaveCount(0);
    await preview.getByRole('radio', { name: 'Phone' }).check();
    await expect(preview.getByRole('textbox', { name: /Phone number/ })).toBeVisible();
    await preview.getByRole('button', { name: 'Send preferences' }).click();
    await expect(preview.getByText('Enter the number we should call.').first()).toBeVisible();
    await preview.getByRole('radio', { name: 'Email' }).check();
    await expect(preview.getByRole('textbox', { name: /Phone number/ })).toHaveCount(0);
    // The workbench with the app in its field (its frame included); the site in the preview has its own checks.
    expect(await axeViolations(page, { exclude: 'iframe[title="Live preview of the page"]' })).toEqual([]);

    await app.getByRole('button', { name: 'Save fields' }).click();
    await expect(app.getByText('Fields saved and published. Publish the form to put it on the site.')).toBeVisible();
    await publishInWorkbench(page);

    // The workbench's preview turned draft mode on for the site (a localhost cookie): see the site as visitors do.
    await page.context().clearCookies();
    await cma('PUT', `/entries/${block.sys.id}/published`, undefined, { 'X-Contentful-Version': String(block.sys.version) });
    await cma('PUT', `/entries/${sitePage.sys.id}/published`, undefined, { 'X-Contentful-Version': String(sitePage.sys.version) });
    await expect(async () => {
      const response = await gotoSettled(page, url);
      expect(response?.status()).toBe(200);
    }).toPass({ timeout: 20_000 });
    const siteForm = page.locator('form[data-hydrated]');
    await expect(siteForm).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Phone' }).check();
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toBeVisible();
    await page.getByRole('button', { name: 'Send preferences' }).click();
    await expect(page.getByText('Enter the number we should call.').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Email' }).check();
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveCount(0);
  } finally {
    for (const id of [sitePage.sys.id, block.sys.id, form.sys.id]) {
      await cma('DELETE', `/entries/${id}/published`).catch(() => undefined);
      await cma('DELETE', `/entries/${id}`).catch(() => undefined);
    }
  }
});

test('rila-config: a changed rate changes the preview, and the tool’s outcomes after publish', async ({ page }) => {
  test.setTimeout(90_000);
  const entryId = 'rila-widget-marketperform';
  const original = (await cma<{ fields: { config: { 'en-US': unknown } } }>('GET', `/entries/${entryId}`)).fields.config['en-US'];
  const toolUrl = '/annuities/rila/marketperform?amount=100000&ipcs1=1.10B.SPX.C';
  const siteRowA = async () => {
    const result = page.getByRole('region', { name: 'Strategy 1: 1-year, -10% Buffer, S&P 500, Cap with Par' });
    const cells = result.locator('tbody tr').first().locator('td');
    // The outcomes show once the tool has read the address: wait for the row before reading it.
    await expect(cells).toHaveCount(4);
    return cells.allTextContents();
  };
  try {
    await gotoSettled(page, toolUrl);
    const before = await siteRowA();

    const app = await openApp(page, entryId, 'config', 'App for the Configuration field');
    await expect(saveStatus(page)).toHaveText(/^Saved · version \d+$/);
    const versionBefore = Number((await saveStatus(page).textContent())?.split(' ').pop());
    const rowA = app.locator('[data-outcome="A"] td');
    await expect(rowA).toHaveCount(4);
    const previewBefore = await rowA.allTextContents();
    // The preview computes what the site shows: your return in percent and dollars.
    expect(previewBefore.slice(2)).toEqual(before.slice(2));
    const cap = app.getByRole('spinbutton', { name: 'Cap for S&P 500, Cap with Par' });
    await cap.fill('7.5');
    await expect(rowA.nth(2)).toHaveText('7.5%');
    await expect(rowA.nth(3)).toHaveText('$7,500');
    // The app's write is autosaved as a new version, like any field's.
    await expect
      .poll(async () => Number((await saveStatus(page).textContent())?.match(/^Saved · version (\d+)$/)?.[1] ?? 0))
      .toBeGreaterThan(versionBefore);
    // The RILA tool is a tool page: a principal approves what it will show before the change is published (issue 41).
    expect(await approveBeforePublishing(entryId)).toEqual([
      'page-annuities-rila-marketperform',
      'page-annuities-rila-marketperform-results',
    ]);
    await publishInWorkbench(page);
    // The workbench's preview turned draft mode on for the site (a localhost cookie): see the site as visitors do.
    await page.context().clearCookies();

    await expect(async () => {
      await gotoSettled(page, toolUrl);
      expect(await siteRowA()).toEqual(['24%', '$24,000', '7.5%', '$7,500']);
    }).toPass({ timeout: 20_000 });
    expect(before).not.toEqual(['24%', '$24,000', '7.5%', '$7,500']);
  } finally {
    await publishFieldChange(entryId, 'config', original);
  }
});
