import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SECRETS, inProduction, productionSecretProblems } from './production-secrets.js';

/** Issue 40, item 3: no secret `.env.example` ships, and none shorter than 32 characters, in production. */
describe('productionSecretProblems', () => {
  const production = { NODE_ENV: 'production', SITE_URL: 'https://www.lanternfield.example' };
  const strong = 'k3J9x0Qw7Lm2Vb8Tz5Rn1Hy6Pc4Fd0Gs';

  it('given the secrets of .env.example, then the list holds exactly their values', () => {
    const file = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const values = [...file.matchAll(/^([A-Z_]*(?:SECRET|TOKEN))=(.+)$/gm)].map((m) => m[2]!.trim());
    expect(new Set(values)).toEqual(new Set(EXAMPLE_SECRETS));
  });

  it('given production, then an unset, example or short secret is named with why, never its value; a strong one passes', () => {
    const env = { ...production, A: '', B: 'local-webhook-secret', C: 'short-but-random-0123', D: strong };
    expect(productionSecretProblems(env, ['A', 'B', 'C', 'D', 'E'])).toEqual([
      "A: must be set in production (its default is the example's)",
      'B: is the value in .env.example; production needs its own secret',
      'C: must be at least 32 characters in production',
      "E: must be set in production (its default is the example's)",
    ]);
  });

  it('given NODE_ENV=production with an http SITE_URL (npm start, the tests), then nothing is required; the flag requires it anywhere', () => {
    expect(inProduction({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toBe(false);
    expect(inProduction({ NODE_ENV: 'development', SITE_URL: 'https://www.lanternfield.example' })).toBe(false);
    expect(inProduction(production)).toBe(true);
    expect(inProduction({ REQUIRE_PRODUCTION_SECRETS: 'true' })).toBe(true);
    expect(productionSecretProblems({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }, ['X'])).toEqual([]);
  });
});
