/**
 * Number formatting of the RILA tool and the planning widget: US dollars with '$', comma
 * thousands and a minus sign for negatives (docs/requirements.md#rila-constants), through
 * `Intl.NumberFormat` so the server and the browser agree.
 */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `-12345.4` → '-$12,345'; whole dollars (rounded half away from zero by Intl). */
export function formatDollars(value: number): string {
  return dollars.format(value === 0 ? 0 : value);
}

/** A percent given as a number of percent: `14.3` → '14.3%', `-25` → '-25%' (at most 2 decimals). */
export function formatPercent(value: number): string {
  return percent.format((value === 0 ? 0 : value) / 100);
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
