/**
 * The site's number formatting, one formatter per kind (`@insurer/contracts/format`): dollars
 * with '$', comma thousands and a minus for negatives (docs/requirements.md#business-constants,
 * docs/requirements.md#rila-constants), percentages, plain thousands, and the amount fields'
 * reading of what a visitor typed. Through `Intl.NumberFormat` so the server, the browser and the
 * field apps agree to the character. A value that rounds to zero never shows a minus ('$0', '0%').
 */

/**
 * How much of the cents a dollar amount shows:
 * - 'whole': whole dollars, '$1,234', '-$5' (the tools, the e-mails, the lead tables);
 * - 'cents': cents only when there are any, '$1,234', '$12.50' (the quote premiums);
 * - 'one-decimal': one decimal always, '$12.3', '$1,234.0' (the bar chart block, docs/requirements.md#bar-chart);
 * - 'compact': a chart axis's tick, '$1.2M', '$250K', '$900'.
 */
export type DollarStyle = 'whole' | 'cents' | 'one-decimal' | 'compact';

const money = (digits: { min: number; max: number }, compact = false) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    signDisplay: 'negative',
    minimumFractionDigits: digits.min,
    maximumFractionDigits: digits.max,
    ...(compact ? { notation: 'compact' as const } : {}),
  });

const DOLLARS = {
  whole: money({ min: 0, max: 0 }),
  cents: money({ min: 2, max: 2 }),
  'one-decimal': money({ min: 1, max: 1 }),
  compact: money({ min: 0, max: 1 }, true),
} as const;

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percents = new Map<number, Intl.NumberFormat>();

/**
 * A dollar amount (`value` in dollars) in `style` (default 'whole'): `-12345.4` → '-$12,345',
 * `12.5` → '$12.50' as 'cents', `1234` → '$1,234.0' as 'one-decimal', `1_200_000` → '$1.2M' as
 * 'compact'. Rounds half away from zero.
 */
export function formatDollars(value: number, style: DollarStyle = 'whole'): string {
  if (style === 'cents') return (Number.isInteger(value) ? DOLLARS.whole : DOLLARS.cents).format(value);
  return DOLLARS[style].format(value);
}

/**
 * A percentage given as a number of percent (`14.3` → '14.3%', `-25` → '-25%'), with at most
 * `maxDecimals` decimals (default 2): pass `fraction * 100` for a fraction (0.12 is 12%).
 */
export function formatPercent(value: number, maxDecimals = 2): string {
  let format = percents.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'percent', signDisplay: 'negative', maximumFractionDigits: maxDecimals });
    percents.set(maxDecimals, format);
  }
  return format.format(value / 100);
}

/** Comma thousands without a currency sign: `100000` → '100,000' (placeholders, inputs). */
export function formatThousands(value: number): string {
  return plain.format(value);
}

/**
 * Reads an amount as typed: commas, dollar signs and spaces are stripped
 * (docs/requirements.md#annuity-widget). Answers `undefined` when what is left is not a
 * whole number of dollars (letters, decimals, minus signs: the "invalid characters").
 */
export function parseAmount(typed: string): number | undefined {
  const stripped = stripAmount(typed);
  if (!/^\d{1,9}$/.test(stripped)) return undefined;
  return Number(stripped);
}

/** Removes what the amount fields strip as typed: commas, dollar signs and spaces. */
export function stripAmount(typed: string): string {
  return typed.replace(/[,$\s]/g, '');
}
