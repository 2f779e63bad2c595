import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkSharedPreview } from '@insurer/contracts/shared-preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { SharePreview } from './share-preview.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
});
afterAll(() => fx?.close());

describe('"Share preview" (docs/requirements.md#decision-shared-preview-links)', () => {
  it('given the previewed page, when the editor shares it, then a dialog shows the signed link, its expiry and a copy button; axe finds nothing', async () => {
    const user = userEvent.setup();
    render(<SharePreview slug="/spring-campaign" />);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Share preview' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(within(dialog).getByRole('heading', { name: 'Share a preview of /spring-campaign' })).toBeTruthy();
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Preview link' });
    expect(link.readOnly).toBe(true);
    const url = new URL(link.value);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3999/shared-preview/spring-campaign');
    // The site checks it with the same rule and the same preview secret (the test peers'); 7 days by default.
    const verdict = checkSharedPreview(url.pathname, url.searchParams, 'test-preview-secret');
    expect(verdict.ok).toBe(true);
    const lifetime = (verdict as { expiresAt: Date }).expiresAt.getTime() - before;
    expect(Math.round(lifetime / 3_600_000)).toBe(7 * 24);
    expect(
      within(dialog).getByText(
        /^Anyone with this link can see the draft of \/spring-campaign until .+\. It opens that page only, read-only, without the workbench\.$/,
      ),
    ).toBeTruthy();
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link.value);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given a preview of something that is not a page path, when shared, then the server’s reason shows', async () => {
    const user = userEvent.setup();
    render(<SharePreview slug="//elsewhere.example" />);
    await user.click(screen.getByRole('button', { name: 'Share preview' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(within(dialog).getByText('slug must be a path on the site, starting with a single "/".')).toBeTruthy();
  });
});
