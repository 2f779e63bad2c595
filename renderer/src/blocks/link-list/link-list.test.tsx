import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkListBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { linkEntry, loadContext } from '../../test/fixtures.js';
import { fromLinkList } from './from-link-list.js';
import { linkListBlock } from './index.js';
import { LinkList } from './link-list.js';

type Group = NonNullable<NonNullable<LinkListBlockFragment['navigationGroupsCollection']>['items'][number]>;

const group = (id: string, title: string | null, links: ReturnType<typeof linkEntry>[], link: Group['link'] = null): Group => ({
  sys: { id },
  title,
  link,
  itemsCollection: { items: links },
});

const raw: LinkListBlockFragment = {
  sys: { id: 'nav-1' },
  navigationGroupsCollection: {
    items: [
      group('g1', 'Life insurance', [
        linkEntry('a', 'Term life', '/life-insurance/term'),
        linkEntry('b', 'Whole life', '/life-insurance/whole'),
      ]),
      group(
        'g2',
        'Dental',
        [linkEntry('c', 'Dental plans', '/dental-insurance')],
        linkEntry('g2-link', 'Dental overview', '/dental-insurance/overview'),
      ),
      null,
      group('g3', null, []),
    ],
  },
};

describe('LinkList', () => {
  it('given a navigation with groups, when rendered, then each group is a navigation named by its heading over its links', async () => {
    const { container } = render(<LinkList {...fromLinkList(raw)} />);
    const navs = screen.getAllByRole('navigation');
    expect(navs).toHaveLength(2);
    const life = screen.getByRole('navigation', { name: 'Life insurance' });
    expect(
      within(life)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Term life', '/life-insurance/term'],
      ['Whole life', '/life-insurance/whole'],
    ]);
    expect(within(life).getByRole('heading', { level: 2 }).getAttribute('data-contentful-entry-id')).toBe('g1');
    expect(container.firstElementChild?.getAttribute('data-contentful-field-id')).toBe('navigationGroups');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a group with an overview link, when rendered, then its heading links to the overview page', () => {
    render(<LinkList {...fromLinkList(raw)} />);
    const dental = screen.getByRole('navigation', { name: 'Dental' });
    const heading = within(dental).getByRole('heading', { level: 2 });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/dental-insurance/overview');
  });

  it('given more than 10 links in a group, when mapped, then the first 10 are kept (docs/requirements.md#content-limits nav group items 10)', () => {
    const links = Array.from({ length: 12 }, (_, i) => linkEntry(`l${i}`, `Link ${i}`, `/page-${i}`));
    const props = fromLinkList({ ...raw, navigationGroupsCollection: { items: [group('g', 'Many', links)] } });
    expect(props.groups[0]?.links.map((l) => l.href)).toEqual(links.slice(0, 10).map((l) => l.href));
  });

  it('given a navigation without groups, when rendered, then nothing is drawn', () => {
    const { container } = render(<LinkList {...fromLinkList({ ...raw, navigationGroupsCollection: null })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries the navigation entries and maps their groups', async () => {
    const context = loadContext({ navigationCollection: { items: [raw] } });
    const loaded = await linkListBlock.load(['nav-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['nav-1'], preview: false } }]);
    expect(loaded.get('nav-1')?.groups.map((g) => g.title)).toEqual(['Life insurance', 'Dental']);
  });
});
