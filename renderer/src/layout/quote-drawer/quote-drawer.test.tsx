import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { fromNavigation } from '../header/from-navigation.js';
import { Header } from '../header/header.js';
import { enhanceHeader } from '../header/header-behaviour.js';
import { rawNavigation } from '../test-fixtures.js';
import { QuoteDrawer } from './quote-drawer.js';

const widget = {
  sys: { id: 'quote-widget-all-products' },
  heading: 'Select one',
  tabs: ['Life', 'Disability', 'Dental', 'Vision', 'Accident', 'Retirement'],
  defaultTab: 'Life',
  flags: { okAgebandExpansion: true },
  padding: null,
  view: null,
  rates: null,
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the quote drawer (docs/requirements.md#quote-widget)', () => {
  it("opens from the header's Get a quote with the site's widget; Escape closes it and focus returns to the button", async () => {
    const user = userEvent.setup();
    const navigation = fromNavigation(rawNavigation({ quoteWidget: widget }));
    expect(navigation.quoteDrawer).toEqual({
      widgetId: 'quote-widget-all-products',
      tabs: ['Life', 'Disability', 'Dental', 'Vision', 'Accident', 'Retirement'],
      initialTab: 'Life',
      flags: { dentalRefreshAgeRanges: true, okAgebandExpansion: true, accidentScSpouseAgeRule: true },
    });
    const { container } = render(<Header navigation={navigation} path="/" />);
    // The header as a page has it once its script arrived (before, the menu is a closed popover).
    const stopHeader = enhanceHeader(container.querySelector<HTMLElement>('[data-site-header]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getAllByRole('link', { name: 'Get a quote' })[0]!;
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Get a quote' }, { timeout: 15_000 });
    expect(dialog.textContent).toContain('Got a minute?');
    expect(screen.getByRole('tablist', { name: 'Select one' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    stopHeader();
  });

  it('opens from the #get-a-quote hash and closes with its close button; answers survive reopening', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/life-insurance#get-a-quote');
    render(
      <QuoteDrawer
        widget={{
          widgetId: 'w',
          tabs: ['Dental'],
          initialTab: 'Dental',
          flags: { dentalRefreshAgeRanges: false, okAgebandExpansion: false, accidentScSpouseAgeRule: false },
        }}
      />,
    );
    await screen.findByRole('dialog', { name: 'Get a quote' }, { timeout: 15_000 });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
    window.location.hash = '#get-a-quote';
    await screen.findByRole('dialog', { name: 'Get a quote' }, { timeout: 15_000 });
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Ana');
  });

  it('without a widget in the navigation there is no drawer', () => {
    render(<Header navigation={fromNavigation(rawNavigation())} path="/" />);
    expect(document.querySelector('.quote-drawer')).toBeNull();
  });
});
