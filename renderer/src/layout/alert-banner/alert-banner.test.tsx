import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { doc, loadContext } from '../../test/fixtures.js';
import { rawAlertBanner } from '../test-fixtures.js';
import { AlertBanner } from './alert-banner.js';
import { dismissedBannerKey } from './dismissal.js';
import { fromAlertBanner } from './from-alert-banner.js';
import { loadAlertBanner } from './load-alert-banner.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const props = (overrides: Parameters<typeof rawAlertBanner>[0] = {}) => fromAlertBanner(rawAlertBanner(overrides), NOW)!;

/** The banner where a page has it: before the header's links. */
function renderPage(banner = props()) {
  return render(
    <>
      <AlertBanner {...banner} />
      <header>
        <a href="/">Home</a>
      </header>
    </>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('AlertBanner', () => {
  it('given a warning banner, when rendered, then a named region shows its type in words, message and link', async () => {
    const { container } = renderPage();
    const region = screen.getByRole('region', { name: 'Site alert' });
    expect(region.getAttribute('data-type')).toBe('warning');
    expect(region.getAttribute('data-state')).toBe('open');
    expect(region.textContent).toContain('Warning: ');
    expect(screen.getByText('Our phone lines are closed on Thanksgiving Day.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See holiday hours' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('button', { name: 'Dismiss alert' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a dismissible banner, when dismissed, then it hides, focus moves on, and the session remembers it by id', async () => {
    const user = userEvent.setup();
    const { container, unmount } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByRole('region', { name: 'Site alert' })).toBeNull();
    expect(container.querySelector('.alert-banner')?.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
    expect(sessionStorage.getItem(dismissedBannerKey('banner-1'))).toBe('1');
    expect(await axeViolations(container)).toEqual([]);

    unmount();
    renderPage();
    expect(screen.queryByRole('region', { name: 'Site alert' })).toBeNull();
  });

  it('given another banner dismissed this session, when this one renders, then it still shows', () => {
    sessionStorage.setItem(dismissedBannerKey('banner-old'), '1');
    renderPage();
    expect(screen.getByRole('region', { name: 'Site alert' })).toBeTruthy();
  });

  it('given a banner that is not dismissible, when rendered, then it has no dismiss button', async () => {
    const { container } = renderPage(props({ dismissible: false, type: 'error', link: null }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Site alert' }).textContent).toContain('Error: ');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a banner dismissed before, when rendered on the server, then the HTML still holds it (hidden on hydration)', () => {
    sessionStorage.setItem(dismissedBannerKey('banner-1'), '1');
    const html = renderToString(<AlertBanner {...props()} />);
    expect(html).toContain('Our phone lines are closed on Thanksgiving Day.');
    expect(html).toContain('data-state="open"');
  });
});

describe('fromAlertBanner and loadAlertBanner', () => {
  it.each([
    ['information', 'information'],
    ['confirmation', 'confirmation'],
    ['error', 'error'],
    ['unknown', 'information'],
    [null, 'information'],
  ])('given the type %j, when mapped, then it reads as %s', (type, expected) => {
    expect(props({ type }).type).toBe(expected);
  });

  it('given the expiration moment, when mapped at or after it, then there is no banner; before it, there is', () => {
    expect(fromAlertBanner(rawAlertBanner({ expirationDate: '2026-11-21T12:00:00Z' }), NOW)).toBeUndefined();
    expect(fromAlertBanner(rawAlertBanner({ expirationDate: '2026-11-21T12:00:01Z' }), NOW)).toBeDefined();
    expect(fromAlertBanner(rawAlertBanner({ expirationDate: null }), NOW)).toBeDefined();
  });

  it('given no message or an unset dismissible flag, when mapped, then no banner; or a dismissible one', () => {
    expect(fromAlertBanner(rawAlertBanner({ message: null }), NOW)).toBeUndefined();
    expect(fromAlertBanner(rawAlertBanner({ dismissible: null, message: { json: doc('Hi') } }), NOW)?.dismissible).toBe(true);
  });

  it('given a banner id, when loaded, then it is queried by id; no id or an expired one gives null', async () => {
    const context = loadContext({ alertBanner: rawAlertBanner() }, { preview: true });
    expect((await loadAlertBanner('banner-1', context))?.id).toBe('banner-1');
    expect(context.calls).toEqual([{ variables: { id: 'banner-1', preview: true } }]);
    const none = loadContext({ alertBanner: null });
    expect(await loadAlertBanner(undefined, none)).toBeNull();
    expect(none.calls).toEqual([]);
    expect(
      await loadAlertBanner('banner-1', loadContext({ alertBanner: rawAlertBanner({ expirationDate: '2026-01-01T00:00:00Z' }) })),
    ).toBeNull();
  });
});
