/**
 * No known secret in production (docs/requirements.md#decision-production-secrets): the one rule
 * the site, the delivery worker and the workbench apply to their secrets when they start.
 */

/** The secret values `.env.example` ships (the local defaults); `production-secrets.test.ts` keeps this list equal to the file's. */
export const EXAMPLE_SECRETS: readonly string[] = [
  'local-delivery-token',
  'local-preview-token',
  'CFPAT-local-management-token',
  'local-preview-secret',
  'local-webhook-secret',
  'local-analytics-secret',
];

/** Shortest secret production takes, in characters: 32 random characters are far past guessing at any rate the site answers. */
export const MIN_SECRET_LENGTH = 32;

/**
 * Whether `env` describes production: `NODE_ENV=production` with an `https://` SITE_URL (every
 * public deployment; `npm start` and the tests serve plain http on localhost), or
 * `REQUIRE_PRODUCTION_SECRETS=true` (a deployment behind a proxy that terminates TLS with an
 * http SITE_URL, such as deploy/compose.yaml).
 */
export function inProduction(env: Record<string, string | undefined>): boolean {
  if (env.REQUIRE_PRODUCTION_SECRETS?.trim().toLowerCase() === 'true') return true;
  return env.NODE_ENV === 'production' && (env.SITE_URL ?? '').trim().toLowerCase().startsWith('https://');
}

/**
 * One line per secret of `names` that production may not run with, `NAME: why` (never the
 * value), or none outside production (`inProduction`): unset or blank (the process would fall back
 * to the example's value), equal to a value `.env.example` ships, or shorter than
 * `MIN_SECRET_LENGTH`. The caller refuses to start with these lines.
 */
export function productionSecretProblems(env: Record<string, string | undefined>, names: readonly string[]): string[] {
  if (!inProduction(env)) return [];
  const problems: string[] = [];
  for (const name of names) {
    const value = env[name]?.trim() ?? '';
    if (value === '') problems.push(`${name}: must be set in production (its default is the example's)`);
    else if (EXAMPLE_SECRETS.includes(value)) problems.push(`${name}: is the value in .env.example; production needs its own secret`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name}: must be at least ${MIN_SECRET_LENGTH} characters in production`);
  }
  return problems;
}
