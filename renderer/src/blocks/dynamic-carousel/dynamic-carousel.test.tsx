import type { DynamicCarouselBlockFragment } from '@insurer/content-model/types';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { mockAllIsIntersecting, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { articleItem, NOINDEX, webinarItem } from '../../articles/fixtures.js';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { DynamicCarousel } from './dynamic-carousel.js';
import { fromDynamicCarousel } from './from-dynamic-carousel.js';
import { dynamicCarouselBlock } from './index.js';

const raw: DynamicCarouselBlockFragment = {
  sys: { id: 'dc-1' },
  title: 'Latest from the Edge',
  andCategories: ['Edge'],
  orCategories: ['Webinar', 'Study / report'],
  excludeCategories: null,
  numberOfSlides: 3,
  slidesToShow: 1,
  padding: 'Small (default)',
};

const ARTICLES = [webinarItem('a'), articleItem('b'), articleItem('c'), articleItem('d')];

beforeEach(() => setupIntersectionMocking(vi.fn));

describe('DynamicCarousel', () => {
  it('given more articles than slides, when mapped, then they are sliced to numberOfSlides', () => {
    const props = fromDynamicCarousel(raw, ARTICLES, { onStaticPage: true });
    expect(props.articles.map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(fromDynamicCarousel({ ...raw, numberOfSlides: null }, ARTICLES, { onStaticPage: true }).articles).toHaveLength(4);
    expect(fromDynamicCarousel({ ...raw, slidesToShow: 4 }, ARTICLES, { onStaticPage: false }).slidesToShow).toBe(2);
  });

  it('given three article slides shown one at a time, when near the viewport and Next is pressed, then the second card shows', async () => {
    const user = userEvent.setup();
    const { container } = render(<DynamicCarousel {...fromDynamicCarousel(raw, ARTICLES, { onStaticPage: true })} />);
    // Not yet near the viewport: the island draws the first card statically, without controls.
    expect(await screen.findByRole('link', { name: 'Go now: Article a (opens in a new tab)' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => mockAllIsIntersecting(true));
    const region = screen.getByRole('region', { name: 'Latest from the Edge' });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByRole('link', { name: 'Go now: Article a (opens in a new tab)' })).toBeTruthy();
    expect(within(slides[0]!).getByText('Webinar')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slides.map((s) => s.getAttribute('data-state'))).toEqual(['inactive', 'active', 'inactive']);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Slide 2 of 3');
  });

  it('given no more articles than shown, when rendered, then the cards show statically', () => {
    render(
      <DynamicCarousel {...fromDynamicCarousel({ ...raw, slidesToShow: 4, title: null }, ARTICLES.slice(0, 2), { onStaticPage: true })} />,
    );
    expect(screen.getByRole('region', { name: 'Articles' }).getAttribute('data-state')).toBe('static');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Article a', 'Article b']);
  });

  it('given no matching article, when rendered, then nothing is drawn', () => {
    const { container } = render(<DynamicCarousel {...fromDynamicCarousel(raw, [], { onStaticPage: true })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it fetches 200 matching articles, leaves out noindex ones and slices', async () => {
    const context = loadContext({
      dynamicCarouselCollection: { items: [{ ...raw, numberOfSlides: 2 }] },
      articleCollection: { total: 4, items: [articleItem('x', { headTagEntitiesCollection: NOINDEX }), ...ARTICLES] },
    });
    const loaded = await dynamicCarouselBlock.load(['dc-1'], context);
    expect(context.calls[1]).toEqual({
      variables: {
        date: '2026-11-21T12:00:00.000Z',
        and: ['Edge'],
        or: ['Webinar', 'Study / report'],
        exclude: null,
        limit: 200,
        skip: 0,
        preview: false,
      },
    });
    expect(loaded.get('dc-1')?.articles.map((a) => a.id)).toEqual(['a', 'b']);
  });
});
