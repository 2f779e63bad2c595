import { describe, expect, it } from 'vitest';
import { decodeQuoteInfo, decodeRetirementInfo, encodeQuoteInfo, MAX_INFO_LENGTH } from './info-codec.js';
import type { QuoteFlags } from './quote-flags.js';
import { quoteSchema, type HouseholdQuote, type LifeQuote } from './quote-schemas.js';

const FLAGS: QuoteFlags = { dentalRefreshAgeRanges: true, okAgebandExpansion: false, accidentScSpouseAgeRule: true };
const life: LifeQuote = { firstName: 'Ana', zipCode: '10001', gender: 'F', age: 35, income: 85_000, tobacco: 'no' };
const dental: HouseholdQuote = {
  firstName: 'José',
  zipCode: '60601',
  primaryAge: '19',
  spouse: { firstName: "D'Arcy", age: '65' },
  dependents: [{ id: 'd1', firstName: 'Lu', age: '14' }],
};

function reencode(json: unknown): string {
  return '1.' + Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');
}

describe('the info codec (docs/requirements.md#decision-quote-info-codec)', () => {
  it('round-trips every tab', () => {
    expect(decodeQuoteInfo(encodeQuoteInfo('Life', FLAGS, life))).toEqual({ ok: true, tab: 'Life', flags: FLAGS, values: life });
    expect(decodeQuoteInfo(encodeQuoteInfo('Dental', FLAGS, dental), 'Dental')).toEqual({
      ok: true,
      tab: 'Dental',
      flags: FLAGS,
      values: dental,
    });
    const retirement = {
      currentAge: 40,
      retirementAge: 67,
      qualifiedSavings: 120_000,
      annualQualifiedContributions: 6_000,
      annualRetirementIncome: 50_000,
    };
    const info = encodeQuoteInfo('Retirement', FLAGS, retirement);
    expect(decodeRetirementInfo(info)).toEqual(retirement);
    expect(decodeRetirementInfo(encodeQuoteInfo('Life', FLAGS, life))).toBeUndefined();
  });

  it('is versioned, URL-safe and readable JSON', () => {
    const info = encodeQuoteInfo('Dental', FLAGS, dental);
    expect(info.startsWith('1.')).toBe(true);
    expect(info).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(info.slice(2), 'base64url').toString('utf8'))).toEqual({ t: 'Dental', f: FLAGS, d: dental });
  });

  it('reports a missing value', () => {
    expect(decodeQuoteInfo(undefined)).toEqual({ ok: false, problem: 'missing' });
    expect(decodeQuoteInfo(null)).toEqual({ ok: false, problem: 'missing' });
    expect(decodeQuoteInfo('')).toEqual({ ok: false, problem: 'missing' });
  });

  it('rejects an oversized value before decoding it', () => {
    expect(decodeQuoteInfo('1.' + 'A'.repeat(MAX_INFO_LENGTH))).toEqual({ ok: false, problem: 'oversized' });
    const many = {
      ...dental,
      dependents: Array.from({ length: 200 }, (_, index) => ({ id: `d${index}`, firstName: 'Alexandra', age: '14' })),
    };
    expect(() => encodeQuoteInfo('Dental', FLAGS, many)).toThrow(RangeError);
  });

  it('rejects other versions and malformed values', () => {
    expect(decodeQuoteInfo('2.' + Buffer.from('{}').toString('base64url'))).toEqual({ ok: false, problem: 'version' });
    expect(decodeQuoteInfo('hello')).toEqual({ ok: false, problem: 'malformed' });
    expect(decodeQuoteInfo('1.not base64!')).toEqual({ ok: false, problem: 'malformed' });
    expect(decodeQuoteInfo('1.' + Buffer.from('not json').toString('base64url'))).toEqual({ ok: false, problem: 'malformed' });
    expect(decodeQuoteInfo('1.' + Buffer.from([0xff, 0xfe]).toString('base64url'))).toEqual({ ok: false, problem: 'malformed' });
    expect(decodeQuoteInfo(reencode({ t: 'Pet', f: FLAGS, d: life }))).toEqual({ ok: false, problem: 'malformed' });
    expect(decodeQuoteInfo(reencode({ t: 'Life', d: life }))).toEqual({ ok: false, problem: 'malformed' });
  });

  it('validates the values with the form schema: tampered values are invalid', () => {
    expect(decodeQuoteInfo(reencode({ t: 'Life', f: FLAGS, d: { ...life, age: 90 } }))).toEqual({ ok: false, problem: 'invalid' });
    expect(decodeQuoteInfo(reencode({ t: 'Life', f: FLAGS, d: { ...life, firstName: '<script>' } }))).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(decodeQuoteInfo(reencode({ t: 'Dental', f: FLAGS, d: { ...dental, primaryAge: '99' } }))).toEqual({
      ok: false,
      problem: 'invalid',
    });
    // '50 or older' does not exist while dentalRefreshAgeRanges is on… but 50 is also '50-64'; 16 needs the Oklahoma flag and zip.
    expect(decodeQuoteInfo(reencode({ t: 'Dental', f: FLAGS, d: { ...dental, primaryAge: '16' } }))).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(decodeQuoteInfo(reencode({ t: 'Accident', f: FLAGS, d: { ...dental, primaryAge: '19', spouse: { age: '65' } } }))).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });

  it('rejects a quote of another tab than the page expects', () => {
    expect(decodeQuoteInfo(encodeQuoteInfo('Dental', FLAGS, dental), 'Vision')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('decodes to what the schema outputs (numbers, trimmed names)', () => {
    const parsed = quoteSchema('Life', FLAGS).parse({
      firstName: ' Ana ',
      zipCode: '10001',
      gender: 'F',
      age: '35',
      income: '$85,000',
      tobacco: 'no',
    });
    expect(parsed).toEqual(life);
  });
});
