import { FirstMatchStrategy, MultiProvider, OpenFeature } from '@openfeature/server-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { CmsFlagProvider, flagOverrideVariable, flagOverridesFromEnv, overridesProvider, type CmsFlagValues } from './cms-flag-provider';

async function clientFor(entry: () => Promise<CmsFlagValues | undefined>, env: Record<string, string> = {}) {
  await OpenFeature.setProviderAndWait(
    'test',
    new MultiProvider(
      [{ provider: overridesProvider(flagOverridesFromEnv(env)) }, { provider: new CmsFlagProvider(entry) }],
      new FirstMatchStrategy(),
    ),
  );
  return OpenFeature.getClient('test');
}

afterEach(async () => {
  await OpenFeature.clearProviders();
});

describe('the CMS flag provider through OpenFeature (docs/requirements.md#decision-flag-source)', () => {
  it('given a published entry, when a flag is evaluated, then it answers the entry value', async () => {
    const client = await clientFor(async () => ({ okAgebandExpansion: true, rilaV3: false }));
    expect(await client.getBooleanValue('okAgebandExpansion', false)).toBe(true);
    expect(await client.getBooleanValue('rilaV3', true)).toBe(false);
  });

  it('given an empty field or no entry, when a flag is evaluated, then the default in code answers', async () => {
    const client = await clientFor(async () => ({ okAgebandExpansion: null }));
    expect(await client.getBooleanValue('okAgebandExpansion', false)).toBe(false);
    const none = await clientFor(async () => undefined);
    const details = await none.getBooleanDetails('dentalRefreshAgeRanges', true);
    expect(details.value).toBe(true);
    expect(details.errorCode).toBeDefined();
  });

  it('given an unreadable entry, when a flag is evaluated, then the default answers with the error', async () => {
    const client = await clientFor(async () => {
      throw new Error('content service down');
    });
    const details = await client.getBooleanDetails('rilaV3', true);
    expect(details.value).toBe(true);
    expect(details.errorCode).toBeDefined();
  });

  it('given FLAG_OK_AGEBAND_EXPANSION=true, when the entry says false, then the environment wins', async () => {
    const client = await clientFor(async () => ({ okAgebandExpansion: false, rilaV3: false }), { FLAG_OK_AGEBAND_EXPANSION: 'true' });
    expect(await client.getBooleanValue('okAgebandExpansion', false)).toBe(true);
    expect(await client.getBooleanValue('rilaV3', true)).toBe(false);
  });
});

describe('environment overrides', () => {
  it('names one variable per flag', () => {
    expect(flagOverrideVariable('rilaV3')).toBe('FLAG_RILA_V3');
    expect(flagOverrideVariable('dentalRefreshAgeRanges')).toBe('FLAG_DENTAL_REFRESH_AGE_RANGES');
    expect(flagOverrideVariable('okAgebandExpansion')).toBe('FLAG_OK_AGEBAND_EXPANSION');
    expect(flagOverrideVariable('accidentScSpouseAgeRule')).toBe('FLAG_ACCIDENT_SC_SPOUSE_AGE_RULE');
  });

  it('reads true/false words and refuses anything else by name', () => {
    expect(flagOverridesFromEnv({ FLAG_RILA_V3: 'off', FLAG_OK_AGEBAND_EXPANSION: ' ON ', FLAG_DENTAL_REFRESH_AGE_RANGES: '' })).toEqual({
      rilaV3: false,
      okAgebandExpansion: true,
    });
    expect(() => flagOverridesFromEnv({ FLAG_RILA_V3: 'maybe' })).toThrow('FLAG_RILA_V3: must be true or false');
  });
});
