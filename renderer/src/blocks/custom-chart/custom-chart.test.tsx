import type { CustomChartBlockFragment } from '@insurer/content-model/types';
import type { Document } from '@contentful/rich-text-types';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { prerender } from '../../test/prerender.js';
import { loadContext } from '../../test/fixtures.js';
import { CustomChart } from './custom-chart.js';
import { formatDollars } from '@insurer/contracts/format';
import { barChartProps } from './bar-chart-config.js';
import { fromCustomChart } from './from-custom-chart.js';
import { customChartBlock } from './index.js';

/** A rich-text document holding one table; the first row uses header cells when `header`. */
function table(rows: string[][], header = true): Document {
  const cell = (value: string, nodeType: string) => ({
    nodeType,
    data: {},
    content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] }],
  });
  return {
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'table',
        data: {},
        content: rows.map((cells, i) => ({
          nodeType: 'table-row',
          data: {},
          content: cells.map((value) => cell(value, header && i === 0 ? 'table-header-cell' : 'table-cell')),
        })),
      },
    ],
  } as Document;
}

function chart(rows: string[][], extra: Partial<CustomChartBlockFragment> = {}): CustomChartBlockFragment {
  return {
    sys: { id: 'chart-1' },
    title: 'Dividends paid (billions)',
    chartType: 'Bar Chart',
    table: { json: table(rows) },
    footnote: 'Dividends are not guaranteed.',
    source: null,
    padding: null,
    ...extra,
  };
}

const ROWS = [
  ['Year', 'Dividend'],
  ['2022', '$10.04'],
  ['2023', '11.5'],
  ['2024', '$12.34'],
];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('fromCustomChart', () => {
  it('given a table with a header row, when mapped, then rows are years and dollar values with $ and one decimal, the last highlighted', () => {
    const props = fromCustomChart(chart(ROWS));
    expect(props.columns).toEqual(['Year', 'Dividend']);
    expect(props.rows).toEqual([
      { year: '2022', value: 10.04, label: '$10.0', highlight: false },
      { year: '2023', value: 11.5, label: '$11.5', highlight: false },
      { year: '2024', value: 12.34, label: '$12.3', highlight: true },
    ]);
    expect(props.maxValue).toBe(14);
    expect(warn).not.toHaveBeenCalled();
  });

  it('given a value above 14, when mapped, then the axis maximum follows the data', () => {
    expect(fromCustomChart(chart([...ROWS, ['2025', '$15.25']])).maxValue).toBe(15.25);
  });

  it('given rows with an invalid year or value, when mapped, then they are skipped with a console warning', () => {
    const props = fromCustomChart(chart([...ROWS.slice(0, 2), ['20x3', '11.5'], ['2024', 'n/a'], ['2025', '$13.0']]));
    expect(props.rows.map((r) => r.year)).toEqual(['2022', '2025']);
    expect(props.rows.at(-1)?.highlight).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('[custom-chart chart-1] table row 2 skipped: invalid year "20x3" or value "11.5"');
    expect(warn).toHaveBeenCalledWith('[custom-chart chart-1] table row 3 skipped: invalid year "2024" or value "n/a"');
  });

  it('given a table without header cells whose first row is data, when mapped, then that row is kept', () => {
    const props = fromCustomChart(
      chart([], {
        table: {
          json: table(
            [
              ['2023', '9'],
              ['2024', '9.95'],
            ],
            false,
          ),
        },
      }),
    );
    expect(props.columns).toEqual(['Year', 'Value']);
    expect(props.rows.map((r) => r.label)).toEqual(['$9.0', '$10.0']);
  });

  it('given a table with only a header row, when mapped, then there are no rows and a warning is logged', () => {
    const props = fromCustomChart(chart([['Year', 'Dividend']]));
    expect(props.rows).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[custom-chart chart-1] the table has no valid rows; the chart is empty');
  });

  it('given dollar amounts, when formatted, then they show $ and one decimal', () => {
    expect(formatDollars(12.34, 'one-decimal')).toBe('$12.3');
    expect(formatDollars(1234, 'one-decimal')).toBe('$1,234.0');
    // The value axis's ticks: whole dollars as written, '$0' to '$14' (docs/requirements.md#bar-chart).
    const ticks = barChartProps([], 14, 'chart').axisLeft;
    const format = ticks && typeof ticks.format === 'function' ? ticks.format : undefined;
    expect([0, 2, 14].map((value) => format?.(value))).toEqual(['$0', '$2', '$14']);
  });
});

describe('CustomChart', () => {
  it('given a bar chart, when rendered on the server, then the figure, legend, data table and footnote are there', async () => {
    const { container } = render(<CustomChart {...fromCustomChart(chart(ROWS))} />);
    const figure = screen.getByRole('figure', { name: 'Dividends paid (billions)' });
    expect(within(figure).getByRole('heading', { level: 2 }).getAttribute('data-contentful-field-id')).toBe('title');
    expect(screen.getByText('Highlighted (★): 2024, $12.3')).toBeTruthy();
    expect(container.querySelector('details summary')?.textContent).toBe('Show the data table');
    const dataTable = within(container.querySelector('details')!).getByRole('table', { name: 'Dividends paid (billions)' });
    expect(
      within(dataTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year', 'Dividend']);
    expect(
      within(dataTable)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['YearDividend', '2022$10.0', '2023$11.5', '2024$12.3 (highlighted)']);
    expect(screen.getByText('Dividends are not guaranteed.')).toBeTruthy();
    expect(container.querySelector('.custom-chart__source')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a source (docs/requirements.md#decision-statistics-sources), when rendered, then “Source: …” shows under the footnote inside the figure', async () => {
    const { container } = render(
      <CustomChart {...fromCustomChart(chart(ROWS, { source: 'Lanternfield Mutual annual statements, 2022–2024' }))} />,
    );
    const figure = screen.getByRole('figure', { name: 'Dividends paid (billions)' });
    const source = within(figure).getByText('Source: Lanternfield Mutual annual statements, 2022–2024');
    expect([source.className, source.getAttribute('data-contentful-field-id')]).toEqual(['custom-chart__source', 'source']);
    expect(source.previousElementSibling?.textContent).toBe('Dividends are not guaranteed.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given props mapped in the browser (live preview, no server SVG) and a measured container, when the chart island renders, then each bar is labelled with $ values and the last is marked', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 640, height: 360 }));
    const { container } = render(<CustomChart {...fromCustomChart(chart(ROWS))} />);
    // Nivo arrives in its own chunk (React.lazy), so the chart appears once it has loaded.
    const svg = await waitFor(() => {
      const found = container.querySelector('svg[role="img"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(svg.getAttribute('aria-label')).toBe('Dividends paid (billions). 2022: $10.0, 2023: $11.5, 2024: $12.3 (highlighted)');
    const labels = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['$10.0', '$11.5', '$12.3 ★', '$14', '2024']));
    const fills = [...svg.querySelectorAll('rect[fill]')].map((r) => r.getAttribute('fill'));
    expect(fills.filter((f) => f === 'rgba(11, 79, 138, 1)')).toHaveLength(2);
    expect(fills).toContain('url(#custom-chart-highlight)');
  });

  it('given a bar chart, when loaded and prerendered to HTML on the server, then @nivo/bar drew it as SVG in three layouts, with the data table, and no chart island', async () => {
    const ctx = loadContext({ customChartCollection: { items: [chart(ROWS)] } });
    const props = (await customChartBlock.load(['chart-1'], ctx)).get('chart-1')!;
    expect(props.svgs?.map((svg) => [svg.width, svg.height])).toEqual([
      [360, 360],
      [640, 360],
      [960, 360],
    ]);
    const html = await prerender(<CustomChart {...props} />);
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img"');
    expect(html).toContain('aria-label="Dividends paid (billions). 2022: $10.0, 2023: $11.5, 2024: $12.3 (highlighted)"');
    expect(html).toContain('<th scope="row">2024</th>');
    const { container } = render(<CustomChart {...props} />);
    expect(container.querySelectorAll('.custom-chart__svg svg[role="img"]')).toHaveLength(3);
    const wide = container.querySelector('.custom-chart__svg--640 svg')!;
    // The @nivo/bar look: white $ labels on each bar, the last striped in the accent colour.
    expect([...wide.querySelectorAll('rect[data-testid^="bar.item."]')].map((r) => r.getAttribute('fill'))).toEqual([
      'rgba(11, 79, 138, 1)',
      'rgba(11, 79, 138, 1)',
      'url(#custom-chart-highlight)',
    ]);
    expect([...wide.querySelectorAll('text')].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['$10.0', '$11.5', '$12.3 ★', '$0', '$14', '2022', '2024']),
    );
    expect(container.querySelector('.custom-chart__canvas--browser')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the server-drawn chart, when the pointer moves over a bar, then a tooltip shows its year and value, and leaving or Escape hides it', async () => {
    const ctx = loadContext({ customChartCollection: { items: [chart(ROWS)] } });
    const props = (await customChartBlock.load(['chart-1'], ctx)).get('chart-1')!;
    const { container } = render(<CustomChart {...props} />);
    const canvas = container.querySelector('.custom-chart__canvas')!;
    await waitFor(() => expect(container.querySelector('.custom-chart__tooltip-anchor[data-hydrated]')).not.toBeNull());
    expect(screen.queryByRole('tooltip')).toBeNull();
    const bars = container.querySelectorAll('.custom-chart__svg--640 rect[data-testid^="bar.item."]');
    fireEvent.pointerMove(bars[2]!, { clientX: 300, clientY: 120 });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('2024: $12.3');
    expect(tooltip.querySelector('[data-highlight="true"]')).not.toBeNull();
    fireEvent.pointerMove(bars[0]!, { clientX: 100, clientY: 200 });
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('2022: $10.0'));
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.pointerMove(bars[1]!, { clientX: 200, clientY: 200 });
    expect((await screen.findByRole('tooltip')).textContent).toBe('2023: $11.5');
    fireEvent.pointerLeave(canvas);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('given a chart with no rows, when rendered, then an empty chart shows without legend or table', async () => {
    const { container } = render(<CustomChart {...fromCustomChart(chart([['Year', 'Dividend']]))} />);
    expect(screen.getByRole('figure', { name: 'Dividends paid (billions)' })).toBeTruthy();
    expect(container.querySelector('details')).toBeNull();
    expect(screen.queryByText(/Highlighted/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given another chart type, when rendered, then it says Unsupported chart type', async () => {
    const { container } = render(<CustomChart {...fromCustomChart(chart(ROWS, { chartType: 'Pie Chart' }))} />);
    expect(container.textContent).toBe('Unsupported chart type');
    expect(container.querySelector('svg')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given ids, when the block loads, then it queries them and maps each chart', async () => {
    const ctx = loadContext({ customChartCollection: { items: [chart(ROWS, { padding: 'None' })] } }, { preview: true });
    const loaded = await customChartBlock.load(['chart-1'], ctx);
    expect(ctx.calls).toEqual([{ variables: { ids: ['chart-1'], preview: true } }]);
    expect(loaded.get('chart-1')).toMatchObject({ id: 'chart-1', chartType: 'Bar Chart', maxValue: 14, padding: 'None' });
  });
});
