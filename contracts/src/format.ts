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

// Each formatter is built on first use: a browser's first `Intl` formatter initialises its locale
// data, 30-60 ms on a phone-class CPU (measured in Chromium), which a page that loads this module
// but formats nothing at load (a tool below the fold) should not pay.
const formatters = new Map<string, Intl.NumberFormat>();

/** The `Intl.NumberFormat` for `options` (en-US), built once per distinct `key`. */
function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    formatters.set(key, format);
  }
  return format;
}

/** The fraction digits of each dollar style; 'compact' also uses compact notation. */
const DOLLAR_DIGITS: Record<DollarStyle, { min: number; max: number }> = {
  whole: { min: 0, max: 0 },
  cents: { min: 2, max: 2 },
  'one-decimal': { min: 1, max: 1 },
  compact: { min: 0, max: 1 },
};

/** The dollar formatter of `style`. */
function dollars(style: DollarStyle): Intl.NumberFormat {
  const digits = DOLLAR_DIGITS[style];
  return formatter(`dollars:${style}`, {
    style: 'currency',
    currency: 'USD',
    signDisplay: 'negative',
    minimumFractionDigits: digits.min,
    maximumFractionDigits: digits.max,
    ...(style === 'compact' ? { notation: 'compact' as const } : {}),
  });
}

/**
 * A dollar amount (`value` in dollars) in `style` (default 'whole'): `-12345.4` → '-$12,345',
 * `12.5` → '$12.50' as 'cents', `1234` → '$1,234.0' as 'one-decimal', `1_200_000` → '$1.2M' as
 * 'compact'. Rounds half away from zero.
 */
export function formatDollars(value: number, style: DollarStyle = 'whole'): string {
  if (style === 'cents') return dollars(Number.isInteger(value) ? 'whole' : 'cents').format(value);
  return dollars(style).format(value);
}

/**
 * A percentage given as a number of percent (`14.3` → '14.3%', `-25` → '-25%'), with at most
 * `maxDecimals` decimals (default 2): pass `fraction * 100` for a fraction (0.12 is 12%).
 */
export function formatPercent(value: number, maxDecimals = 2): string {
  return formatter(`percent:${maxDecimals}`, { style: 'percent', signDisplay: 'negative', maximumFractionDigits: maxDecimals }).format(
    value / 100,
  );
}

/** Comma thousands without a currency sign: `100000` → '100,000' (placeholders, inputs). */
export function formatThousands(value: number): string {
  return formatter('thousands', { maximumFractionDigits: 0 }).format(value);
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
