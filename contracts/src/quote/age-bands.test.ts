import { describe, expect, it } from 'vitest';
import { ageBands, isOklahomaZip, isSouthCarolinaZip } from './age-bands.js';
import { resolveQuoteFlags, type QuoteFlags } from './quote-flags.js';

const OFF: QuoteFlags = { dentalRefreshAgeRanges: false, okAgebandExpansion: false, accidentScSpouseAgeRule: false };
const labels = (bands: { label: string; value: string }[]) => bands.map((band) => `${band.label}=${band.value}`);

describe('age bands (docs/requirements.md#age-ranges)', () => {
  it('dental and vision primary without flags: Under 19 (14), 19-49, 50 or older', () => {
    expect(labels(ageBands('Dental', 'primary', OFF))).toEqual(['Under 19=14', '19-49=19', '50 or older=50']);
    expect(labels(ageBands('Vision', 'primary', OFF, '73101'))).toEqual(['Under 19=14', '19-49=19', '50 or older=50']);
  });

  it('dentalRefreshAgeRanges splits 50 or older into 50-64 and 65 and over', () => {
    const flags = { ...OFF, dentalRefreshAgeRanges: true };
    expect(labels(ageBands('Dental', 'primary', flags))).toEqual(['Under 19=14', '19-49=19', '50-64=50', '65 and over=65']);
    expect(labels(ageBands('Vision', 'spouse', flags))).toEqual(['Under 19=14', '19-49=19', '50-64=50', '65 and over=65']);
    expect(labels(ageBands('Dental', 'spouse', OFF))).toEqual(['Under 19=14', '19-49=19', '50+=50']);
  });

  it('okAgebandExpansion adds 16-17 for an Oklahoma zip only, on the primary select', () => {
    const flags = { ...OFF, okAgebandExpansion: true };
    expect(labels(ageBands('Dental', 'primary', flags, '73101'))).toEqual(['16-17=16', 'Under 19=14', '19-49=19', '50 or older=50']);
    expect(labels(ageBands('Dental', 'primary', flags, '10001'))).toEqual(['Under 19=14', '19-49=19', '50 or older=50']);
    expect(labels(ageBands('Dental', 'primary', flags))).toEqual(['Under 19=14', '19-49=19', '50 or older=50']);
    expect(labels(ageBands('Dental', 'spouse', flags, '73101'))).toEqual(['Under 19=14', '19-49=19', '50+=50']);
    expect(labels(ageBands('Accident', 'primary', flags, '73101'))).toEqual(['18-64=19', '65-70=65']);
  });

  it('both flags together', () => {
    const flags = { ...OFF, okAgebandExpansion: true, dentalRefreshAgeRanges: true };
    expect(labels(ageBands('Vision', 'primary', flags, '74801'))).toEqual([
      '16-17=16',
      'Under 19=14',
      '19-49=19',
      '50-64=50',
      '65 and over=65',
    ]);
  });

  it('accident and dependents are not changed by any flag', () => {
    const all: QuoteFlags = { dentalRefreshAgeRanges: true, okAgebandExpansion: true, accidentScSpouseAgeRule: true };
    for (const flags of [OFF, all]) {
      expect(labels(ageBands('Accident', 'primary', flags))).toEqual(['18-64=19', '65-70=65']);
      expect(labels(ageBands('Accident', 'spouse', flags))).toEqual(['18-64=19', '65-70=65']);
      expect(labels(ageBands('Dental', 'dependent', flags, '73101'))).toEqual(['Under 19=14', '19-20=19', '21-30=21']);
    }
  });

  it('knows Oklahoma and South Carolina zip codes by prefix', () => {
    expect(['73001', '73199', '73401', '74966'].map(isOklahomaZip)).toEqual([true, true, true, true]);
    expect(['73201', '73301', '75001', '7310', 'abcde', ''].map(isOklahomaZip)).toEqual([false, false, false, false, false, false]);
    expect(['29001', '29999'].map(isSouthCarolinaZip)).toEqual([true, true]);
    expect(['28999', '30001'].map(isSouthCarolinaZip)).toEqual([false, false]);
  });
});

describe('resolveQuoteFlags (docs/requirements.md#decision-quote-widget-flags)', () => {
  const site = { dentalRefreshAgeRanges: true, okAgebandExpansion: false, accidentScSpouseAgeRule: true };

  it('takes the site flags when the entry sets none', () => {
    expect(resolveQuoteFlags(site, null)).toEqual(site);
    expect(resolveQuoteFlags(site, undefined)).toEqual(site);
  });

  it("lets the entry's booleans override per key", () => {
    expect(resolveQuoteFlags(site, { dentalRefreshAgeRanges: false, okAgebandExpansion: true })).toEqual({
      dentalRefreshAgeRanges: false,
      okAgebandExpansion: true,
      accidentScSpouseAgeRule: true,
    });
  });

  it('ignores non-boolean values, unknown keys and non-objects', () => {
    expect(resolveQuoteFlags(site, { dentalRefreshAgeRanges: 'false', rilaV3: false, other: true })).toEqual(site);
    expect(resolveQuoteFlags(site, [true])).toEqual(site);
    expect(resolveQuoteFlags(site, 'on')).toEqual(site);
  });
});
