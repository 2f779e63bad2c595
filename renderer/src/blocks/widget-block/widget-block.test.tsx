import type { WidgetBlockBlockFragment } from '@insurer/content-model/types';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { prerender } from '../../test/prerender.js';
import { doc, loadContext } from '../../test/fixtures.js';
import { renderToString } from 'react-dom/server';
import { FindForm } from './find-form.js';
import { StaticFindForm } from './static-find-form.js';
import { fromWidgetBlock } from './from-widget-block.js';
import { widgetBlock } from './index.js';
import { WidgetBlock } from './widget-block.js';
import { findRepresentativeSchema } from './widget-schemas.js';

type TrackingWindow = Window & { analytics?: { track: (event: string, properties: unknown) => void }; dataLayer?: unknown[] };
const tracking = window as TrackingWindow;

function widget(widgetType: string, extra: Partial<WidgetBlockBlockFragment> = {}): WidgetBlockBlockFragment {
  return {
    sys: { id: 'w-1' },
    widgetType,
    heading: 'Find a financial professional',
    description: { json: doc('Search near you.') },
    padding: null,
    ...extra,
  };
}

afterEach(() => {
  delete tracking.analytics;
  delete tracking.dataLayer;
  vi.restoreAllMocks();
});

describe('Find a Financial Representative', () => {
  it('given the widget, when rendered, then a labelled zip field with the seed placeholder and a submit button show', async () => {
    const { container } = render(<WidgetBlock {...fromWidgetBlock(widget('Find a Financial Representative'))} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Find a financial professional' }).getAttribute('data-contentful-field-id')).toBe(
      'heading',
    );
    expect(screen.getByText('Search near you.')).toBeTruthy();
    const zip = await screen.findByRole('textbox', { name: 'Zip code' });
    expect(zip.getAttribute('placeholder')).toBe('Enter your 5-digit zip code');
    expect(zip.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('button', { name: 'Find a representative' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an empty zip, when submitted, then Enter your zip code is tied to the field, focus moves to it and nothing is sent', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const trackSpy = vi.fn();
    tracking.analytics = { track: trackSpy };
    const { container } = render(<FindForm id="f" kind="representative" navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Find a representative' }));
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(zip.getAttribute('aria-describedby')).toBe('f-zipCode-error');
    expect(container.querySelector('#f-zipCode-error')?.textContent).toBe('Enter your zip code');
    expect(container.querySelector('#f-zipCode-error')?.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(zip);
    expect(navigate).not.toHaveBeenCalled();
    expect(trackSpy).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a zip that is not 5 digits, when submitted, then the zip is rejected', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { container } = render(<FindForm id="f" kind="representative" navigate={navigate} />);
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '1000a');
    await user.click(screen.getByRole('button', { name: 'Find a representative' }));
    expect(container.querySelector('#f-zipCode-error')?.textContent).toBe('Enter a valid 5-digit zip code');
    expect(navigate).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Zip code' }));
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '10001');
    expect(container.querySelector('#f-zipCode-error')?.textContent).toBe('');
    expect(screen.getByRole('textbox', { name: 'Zip code' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('given a valid zip, when submitted, then Form Submitted is tracked with the zip and the visitor goes to the agencies page with radius 25', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const trackSpy = vi.fn();
    tracking.analytics = { track: trackSpy };
    render(<FindForm id="f" kind="representative" navigate={navigate} />);
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), ' 10001 ');
    await user.keyboard('{Enter}');
    expect(trackSpy).toHaveBeenCalledWith('Form Submitted', { zipCode: '10001' });
    expect(tracking.dataLayer).toEqual([{ event: 'Form Submitted', zipCode: '10001' }]);
    expect(navigate).toHaveBeenCalledWith('/financial-representative/agencies?zipcode=10001&radius=25');
  });

  it('given no JavaScript, when the server renders the form, then it is a GET to the agencies page with the lower-cased zip and radius 25', async () => {
    const html = await prerender(<WidgetBlock {...fromWidgetBlock(widget('Find a Financial Representative'))} />);
    expect(html).toContain('action="/financial-representative/agencies" method="get"');
    expect(html).toContain('name="zipcode"');
    expect(html).toContain('<input type="hidden" name="radius" value="25"/>');
  });

  it("given the island not loaded yet (no JavaScript), when the fallback renders, then it is the plain GET form with the island's fields", async () => {
    const names = (html: string) => [...html.matchAll(/<(?:input|form)[^>]*?(?:name|action)="([^"]+)"/g)].map((m) => m[1]).sort();
    for (const kind of ['representative', 'sales-office'] as const) {
      const fallback = renderToString(<StaticFindForm id="w" kind={kind} />);
      const island = await prerender(<FindForm id="w" kind={kind} />);
      expect(fallback).toContain('method="get"');
      expect(names(fallback)).toEqual(names(island));
    }
    const shell = renderToString(<StaticFindForm id="w" kind="representative" />);
    expect(shell).toContain('<form class="find-form" action="/financial-representative/agencies" method="get">');
    expect(shell).toContain('<label for="w-zipCode" class="find-form__label">Zip code</label>');
    expect(shell).toContain('placeholder="Enter your 5-digit zip code"');
    expect(shell).toContain('<input type="hidden" name="radius" value="25"/>');
  });

  it('given a zip typed into the plain form before the script arrived, when the island replaces it, then the zip and the focus are kept and the form is marked hydrated', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const standIn = render(<StaticFindForm id="w" kind="representative" />);
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '68102');
    const island = document.createElement('div');
    document.body.append(island);
    // The island renders while the plain form is still in the page (as React renders before it swaps).
    render(<FindForm id="w" kind="representative" navigate={navigate} />, { container: island });
    standIn.unmount();
    const field = screen.getByRole('textbox', { name: 'Zip code' });
    expect(field).toHaveProperty('value', '68102');
    expect(document.activeElement).toBe(field);
    expect(island.querySelector('form')?.hasAttribute('data-hydrated')).toBe(true);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/financial-representative/agencies?zipcode=68102&radius=25');
  });

  it('given the shared schema, when values are parsed, then it trims and checks the zip', () => {
    expect(findRepresentativeSchema.parse({ zipCode: ' 02110 ' })).toEqual({ zipCode: '02110' });
    expect(findRepresentativeSchema.safeParse({}).error?.issues[0]?.message).toBe('Enter your zip code');
    expect(findRepresentativeSchema.safeParse({ zipCode: '' }).error?.issues[0]?.message).toBe('Enter your zip code');
    expect(findRepresentativeSchema.safeParse({ zipCode: '123456' }).error?.issues[0]?.message).toBe('Enter a valid 5-digit zip code');
  });
});

describe('Find a Sales Office', () => {
  it('given a place, when submitted, then the visitor goes to the sales offices page with repSize big and distance 25', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { container } = render(<FindForm id="s" kind="sales-office" navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Find a sales office' }));
    expect(container.querySelector('#s-location-error')?.textContent).toBe('Enter a zip code or location');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Zip code or location' }));
    expect(navigate).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Zip code or location' }), 'Des Moines, IA');
    await user.click(screen.getByRole('button', { name: 'Find a sales office' }));
    expect(navigate).toHaveBeenCalledWith('/brokers/sales-offices?zip=Des+Moines%2C+IA&repSize=big&distance=25');
  });

  it('given the widget, when rendered on the server, then it is a GET to the sales offices page with repSize and distance', async () => {
    const html = await prerender(<WidgetBlock {...fromWidgetBlock(widget('Find a Sales Office', { heading: null }))} />);
    expect(html).toContain('action="/brokers/sales-offices" method="get"');
    expect(html).toContain('<input type="hidden" name="repSize" value="big"/><input type="hidden" name="distance" value="25"/>');
    const { container } = render(<WidgetBlock {...fromWidgetBlock(widget('Find a Sales Office', { heading: null }))} />);
    expect(screen.getByRole('region', { name: 'Find a Sales Office' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Find a sales office' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('link widgets', () => {
  it.each([
    ['Financial Representative Careers', 'Apply now', '/careers/financial-representative/apply'],
    ['Direct Dental', 'Shop dental insurance', '/individuals-families/dental-insurance?survey=dental'],
    ['Direct Vision', 'Shop vision insurance', '/individuals-families/vision-insurance?survey=vision'],
  ])('given %s, when rendered, then it links to %s at %s with no form', async (type, text, href) => {
    const { container } = render(<WidgetBlock {...fromWidgetBlock(widget(type))} />);
    expect(screen.getByRole('link', { name: text }).getAttribute('href')).toBe(href);
    expect(container.querySelector('form')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an unknown widget type, when mapped and rendered, then a warning is logged and nothing is drawn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<WidgetBlock {...fromWidgetBlock(widget('Quote Widget'))} />);
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith('[widget-block w-1] unknown widget type "Quote Widget"; nothing rendered');
  });
});

describe('widgetBlock.load', () => {
  it('given ids, when the block loads, then it queries them and maps each widget', async () => {
    const ctx = loadContext({ widgetBlockCollection: { items: [widget('Direct Dental', { padding: 'Large' })] } }, { locale: 'en-US' });
    const loaded = await widgetBlock.load(['w-1'], ctx);
    expect(ctx.calls).toEqual([{ variables: { ids: ['w-1'], preview: false, locale: 'en-US' } }]);
    expect(loaded.get('w-1')).toMatchObject({ widgetType: 'Direct Dental', heading: 'Find a financial professional', padding: 'Large' });
  });
});
