import type { CarouselBlockFragment, CarouselSlideItemFragment } from '@insurer/content-model/types';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  destroyIntersectionMocking,
  intersectionMockInstance,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { doc, imageEntry, linkEntry, loadContext } from '../../test/fixtures.js';
import { prerender } from '../../test/prerender.js';
import { Carousel } from './carousel.js';
import { fromCarousel, slidesShown } from './from-carousel.js';
import { carouselBlock } from './index.js';

const NOW = new Date('2026-11-21T12:00:00Z');

function slide(id: string, extra: Partial<CarouselSlideItemFragment> = {}): CarouselSlideItemFragment {
  return {
    sys: { id },
    title: `Slide ${id}`,
    type: 'Image',
    image: imageEntry(`img-${id}`),
    wistiaId: null,
    transcript: null,
    caption: null,
    link: null,
    expirationDate: null,
    ...extra,
  };
}

function carousel(slides: (CarouselSlideItemFragment | null)[], extra: Partial<CarouselBlockFragment> = {}): CarouselBlockFragment {
  return { sys: { id: 'car-1' }, title: 'Customer stories', slidesToShow: 1, padding: null, slidesCollection: { items: slides }, ...extra };
}

const context = { now: NOW, onStaticPage: true };

beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => {
  // Puts jsdom's (absent) IntersectionObserver back: the library's own afterEach only clears its
  // mock, and a later test must not inherit it.
  destroyIntersectionMocking();
  vi.useRealTimers();
  window.innerWidth = 1024;
});

describe('fromCarousel', () => {
  it('given slides expiring before and after now, when mapped, then expired slides are dropped', () => {
    const props = fromCarousel(
      carousel([
        slide('a', { expirationDate: '2026-11-21T11:59:59Z' }),
        slide('b', { expirationDate: '2026-11-21T12:00:00Z' }),
        slide('c', { expirationDate: '2027-01-01T00:00:00Z' }),
        null,
        slide('d'),
      ]),
      context,
    );
    expect(props.slides.map((s) => s.id)).toEqual(['b', 'c', 'd']);
  });

  it('given 12 slides, when mapped, then at most 10 are kept', () => {
    const props = fromCarousel(carousel(Array.from({ length: 12 }, (_, i) => slide(`s${i}`))), context);
    expect(props.slides).toHaveLength(10);
  });

  it.each([
    [1, true, 1],
    [2, true, 2],
    [4, true, 3],
    [4, false, 2],
    [null, true, 1],
  ] as const)(
    'given slidesToShow %s on a static page %s, when resolved, then %s slides show at once',
    (configured, onStaticPage, shown) => {
      expect(slidesShown(configured, onStaticPage)).toBe(shown);
    },
  );

  it('given a Video slide without a Wistia id and no image, when mapped, then it is left out', () => {
    const props = fromCarousel(carousel([slide('v', { type: 'Video', image: null }), slide('i')]), context);
    expect(props.slides.map((s) => s.id)).toEqual(['i']);
  });
});

describe('Carousel', () => {
  it('given no more slides than shown, when rendered, then the slides show statically with no controls', async () => {
    const { container } = render(<Carousel {...fromCarousel(carousel([slide('a'), slide('b')], { slidesToShow: 2 }), context)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Customer stories' }).getAttribute('data-contentful-field-id')).toBe('title');
    expect(screen.getByRole('region', { name: 'Customer stories' }).getAttribute('data-state')).toBe('static');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given more slides than shown, when not yet near the viewport, then only the first slide is drawn statically, observed with a 75% root margin', async () => {
    const { container } = render(<Carousel {...fromCarousel(carousel([slide('a'), slide('b'), slide('c')]), context)} />);
    expect(await screen.findByText('Slide a')).toBeTruthy();
    const placeholder = container.querySelector('[data-state="static"]')!;
    expect(placeholder).toBeTruthy();
    expect(within(placeholder as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Slide b')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(intersectionMockInstance(placeholder).rootMargin).toBe('75%');
  });

  it('given more slides than shown, when rendered to HTML on the server, then the first slides are in the markup without controls', async () => {
    const html = await prerender(
      <Carousel {...fromCarousel(carousel([slide('a'), slide('b'), slide('c')], { slidesToShow: 2 }), context)} />,
    );
    expect(html).toContain('data-state="static"');
    expect(html).toContain('Slide a');
    expect(html).toContain('Slide b');
    expect(html).not.toContain('Slide c');
    expect(html).not.toContain('<button');
  });

  it('given an interactive carousel near the viewport, when Next and Previous are pressed, then the visible slide moves and is announced', async () => {
    const user = userEvent.setup();
    const { container } = render(<Carousel {...fromCarousel(carousel([slide('a'), slide('b'), slide('c')]), context)} />);
    // The island (a lazy chunk of its own) has mounted once its static first slide shows.
    await screen.findByText('Slide a');
    act(() => mockAllIsIntersecting(true));
    const region = screen.getByRole('region', { name: 'Customer stories' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups.map((g) => g.getAttribute('data-state'))).toEqual(['active', 'inactive', 'inactive']);
    expect(groups[1]!.hasAttribute('inert')).toBe(true);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(next);
    expect(groups.map((g) => g.getAttribute('data-state'))).toEqual(['inactive', 'active', 'inactive']);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Slide 2 of 3');
    await user.click(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Slide 3 of 3');

    previous.focus();
    await user.keyboard('{Enter}');
    expect(groups.map((g) => g.getAttribute('data-state'))).toEqual(['inactive', 'active', 'inactive']);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Slide 2 of 3');
  });

  it('given two slides at once and a phone-width window, when the resize settles after 500 ms, then one slide shows at once', async () => {
    render(<Carousel {...fromCarousel(carousel([slide('a'), slide('b'), slide('c')], { slidesToShow: 2 }), context)} />);
    await screen.findByText('Slide a');
    vi.useFakeTimers();
    act(() => mockAllIsIntersecting(true));
    const states = () => screen.getAllByRole('group').map((g) => g.getAttribute('data-state'));
    expect(states()).toEqual(['active', 'active', 'inactive']);

    window.innerWidth = 500;
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(499));
    expect(states()).toEqual(['active', 'active', 'inactive']);
    act(() => vi.advanceTimersByTime(1));
    expect(states()).toEqual(['active', 'inactive', 'inactive']);
  });

  it('given two slides at once, when Next is pressed, then the range is announced', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Carousel {...fromCarousel(carousel([slide('a'), slide('b'), slide('c')], { slidesToShow: 2 }), context)} />,
    );
    await screen.findByText('Slide a');
    act(() => mockAllIsIntersecting(true));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Slides 2 to 3 of 3');
  });

  it('given a Video slide, when rendered, then the Wistia player has a title and the transcript sits in a disclosure', async () => {
    const video = slide('v', {
      type: 'Video',
      title: 'How claims work',
      wistiaId: 'abcde12345',
      transcript: 'Hello.\n\nFiling a claim takes minutes.',
      caption: { json: doc('Two minutes on claims.') },
      link: linkEntry('l1', 'File a claim', '/claims'),
    });
    const { container } = render(<Carousel {...fromCarousel(carousel([video], { title: null }), context)} />);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://fast.wistia.net/embed/iframe/abcde12345');
    expect(frame.getAttribute('title')).toBe('How claims work');
    expect(container.querySelector('details summary')?.textContent).toBe('Transcript');
    expect(screen.getByText('Filing a claim takes minutes.')).toBeTruthy();
    expect(screen.getByText('Two minutes on claims.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'File a claim' }).getAttribute('href')).toBe('/claims');
    expect(screen.getByRole('region', { name: 'Carousel' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given every slide expired, when rendered, then nothing is drawn', () => {
    const { container } = render(
      <Carousel {...fromCarousel(carousel([slide('a', { expirationDate: '2020-01-01T00:00:00Z' })]), context)} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads on a static page, then it queries them and resolves 4 slides at once to 3', async () => {
    const ctx = loadContext({ carouselCollection: { items: [carousel([slide('a')], { slidesToShow: 4, padding: 'Large' })] } });
    const loaded = await carouselBlock.load(['car-1'], ctx);
    expect(ctx.calls).toEqual([{ variables: { ids: ['car-1'], preview: false } }]);
    expect(loaded.get('car-1')).toMatchObject({ id: 'car-1', slidesToShow: 3, padding: 'Large' });
  });
});
