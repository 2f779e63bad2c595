import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { chartPng } from './chart-png.js';
import { CHART_SIZE, chartSvg, tickLabel, type ChartSpec } from './chart-svg.js';

const BLUE = '#0b4f8a';
const ORANGE = '#c2410c';

/** The RILA e-mail's chart: two series, gains and losses (fractions). */
const RILA: ChartSpec = {
  title: 'Index return and your return by outcome, strategy 1',
  unit: 'percent',
  series: [
    { key: 'Index return', color: BLUE },
    { key: 'Your return', color: ORANGE },
  ],
  rows: [
    { label: 'A', values: { 'Index return': 0.2, 'Your return': 0.12 } },
    { label: 'B', values: { 'Index return': 0.05, 'Your return': 0.05 } },
    { label: 'C', values: { 'Index return': -0.08, 'Your return': 0 } },
    { label: 'D', values: { 'Index return': -0.25, 'Your return': -0.15 } },
  ],
};

/** RGBA of the pixel at (x, y) of a render of `svg` at its own size. */
function pixelAt(svg: string, x: number, y: number): string {
  const image = new Resvg(svg, { background: '#ffffff' }).render();
  const offset = (y * image.width + x) * 4;
  return `#${[...image.pixels.subarray(offset, offset + 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

describe('the results e-mails chart (docs/requirements.md#results-e-mails)', () => {
  it('given dollars and percent, when ticks are labelled, then compact dollars and whole or one-decimal percent', () => {
    expect([1_200_000, 250_000, 900, 0, -250_000].map((value) => tickLabel(value, 'dollars'))).toEqual([
      '$1.2M',
      '$250K',
      '$900',
      '$0',
      '-$250K',
    ]);
    expect([0.12, 0.025, -0.25, 0].map((value) => tickLabel(value, 'percent'))).toEqual(['12%', '2.5%', '-25%', '0%']);
  });

  it('given two series with losses, when drawn, then one bar per series and row, the zero axis, the ticks, the legend and the title', () => {
    const svg = chartSvg(RILA);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="536" height="300"/);
    expect(svg).toContain(`<title>${RILA.title}</title>`);
    // 4 rows × 2 series, plus the two legend swatches.
    expect(svg.match(new RegExp(`fill="${BLUE}"`, 'g'))).toHaveLength(5);
    expect(svg.match(new RegExp(`fill="${ORANGE}"`, 'g'))).toHaveLength(5);
    const ticks = [...svg.matchAll(/text-anchor="end"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(ticks).toEqual(['-25%', '-20%', '-15%', '-10%', '-5%', '0%', '5%', '10%', '15%', '20%']);
    expect([...svg.matchAll(/text-anchor="middle"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual(['A', 'B', 'C', 'D']);
    expect(svg).toContain('>Index return</text>');

    // The zero axis is drawn where 0% is, and a loss draws below it: row D's index bar holds
    // pixels just under the axis, row A's just above it.
    const zeroY = Number(/<line x1="0" x2="456" y1="([\d.]+)" y2="\1" stroke="#1d2935"\/>/.exec(svg)?.[1]);
    expect(zeroY).toBeGreaterThan(0);
    // Each group's centre is where its axis label is.
    const centres = [...svg.matchAll(/<text x="([\d.]+)"[^>]*text-anchor="middle"/g)].map((match) => Number(match[1]));
    const rowCentre = (index: number) => 64 + centres[index]!;
    expect(pixelAt(svg, Math.round(rowCentre(3) - 10), Math.round(16 + zeroY + 20))).toBe(BLUE);
    expect(pixelAt(svg, Math.round(rowCentre(0) - 10), Math.round(16 + zeroY - 20))).toBe(BLUE);
    expect(pixelAt(svg, Math.round(rowCentre(0) + 10), Math.round(16 + zeroY - 20))).toBe(ORANGE);
  });

  it('given many rows, when drawn, then every fifth group is labelled', () => {
    const rows = Array.from({ length: 51 }, (_, index) => ({ label: String(40 + index), values: { Savings: 1000 * index } }));
    const svg = chartSvg({ title: 'Projected savings', unit: 'dollars', series: [{ key: 'Savings', color: BLUE }], rows });
    expect([...svg.matchAll(/text-anchor="middle"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual([
      '40',
      '45',
      '50',
      '55',
      '60',
      '65',
      '70',
      '75',
      '80',
      '85',
      '90',
    ]);
    expect(svg).not.toContain('Savings</text>');
  });

  it('given a label with markup, when drawn, then it is escaped', () => {
    const svg = chartSvg({ ...RILA, rows: [{ label: '<b>A</b>', values: { 'Index return': 0.1 } }] });
    expect(svg).toContain('&lt;b&gt;A&lt;/b&gt;');
    expect(svg).not.toContain('<b>');
  });

  it('given a chart, when rasterised, then a real PNG at twice the drawn size', async () => {
    const png = await chartPng(RILA);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CHART_SIZE.width * 2, CHART_SIZE.height * 2]);
  });
});
