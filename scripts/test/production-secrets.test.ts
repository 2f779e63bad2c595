import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { workbenchEnv } from '../src/workbench.js';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');

/**
 * Issue 40, item 3 (docs/requirements.md#decision-production-secrets): in production the site, the
 * delivery worker and the workbench refuse to start with a secret `.env.example` ships or one
 * shorter than 32 characters, naming the variable and never its value. Before, the compose file's
 * site took `local-preview-secret`, and `/api/draft?secret=local-preview-secret` turned draft mode on.
 */
describe('no known secret in production', () => {
  const production = {
    NODE_ENV: 'production',
    SITE_URL: 'https://www.lanternfield.example',
    // No .env of a developer's machine may stand in: each test gives every variable it means.
    CONTENTFUL_PREVIEW_SECRET: '',
    CONTENTFUL_WEBHOOK_SECRET: 'local-webhook-secret',
    ANALYTICS_READ_SECRET: 'too-short-0123',
    CONTENTFUL_MANAGEMENT_TOKEN: 'CFPAT-local-management-token',
  };

  /** Runs an entry point with `env` added: its exit code and what it wrote. */
  const start = async (entry: string, env: Record<string, string>) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', entry], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        timeout: 60_000,
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  };

  it('given the site with the example’s webhook secret, no preview secret and a short analytics secret, then it exits 1 naming each', async () => {
    // NODE_ENV unset: the thin server runs the production build as production.
    const { code, output } = await start('preview-app/server/main.ts', { ...production, NODE_ENV: '' });
    expect(code).toBe(1);
    expect(output).toContain("CONTENTFUL_PREVIEW_SECRET: must be set in production (its default is the example's)");
    expect(output).toContain('CONTENTFUL_WEBHOOK_SECRET: is the value in .env.example; production needs its own secret');
    expect(output).toContain('ANALYTICS_READ_SECRET: must be at least 32 characters in production');
    expect(output).not.toContain('too-short-0123');
  });

  it('given the worker with the example’s analytics secret, behind the REQUIRE_PRODUCTION_SECRETS flag, then it exits 1 naming it', async () => {
    const { code, output } = await start('scripts/src/worker-main.ts', {
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:3000',
      REQUIRE_PRODUCTION_SECRETS: 'true',
      ANALYTICS_READ_SECRET: 'local-analytics-secret',
    });
    expect(code).toBe(1);
    expect(output).toContain('ANALYTICS_READ_SECRET: is the value in .env.example; production needs its own secret');
  });

  it('given the workbench with the example’s management token and webhook secret, then its settings are refused naming the three secrets; strong ones pass', () => {
    expect(() => workbenchEnv(production)).toThrow(
      "Invalid workbench configuration (see .env.example): CONTENTFUL_PREVIEW_SECRET: must be set in production (its default is the example's); CONTENTFUL_MANAGEMENT_TOKEN: is the value in .env.example; production needs its own secret; CONTENTFUL_WEBHOOK_SECRET: is the value in .env.example; production needs its own secret",
    );
    const strong = {
      ...production,
      CONTENTFUL_PREVIEW_SECRET: 'p'.repeat(8) + 'Q7x2Lm9Vb3Tz5Rn1Hy6Pc4Fd',
      CONTENTFUL_MANAGEMENT_TOKEN: `CFPAT-${'a1B2'.repeat(11)}`,
      // The workbench tells the site's webhook of approvals and withdrawals (issue 41).
      CONTENTFUL_WEBHOOK_SECRET: 'w'.repeat(8) + 'K3m9Qz7Lp2Vx5Tb8Rn4Hc6Fd',
    };
    expect(workbenchEnv(strong).previewSecret).toBe(strong.CONTENTFUL_PREVIEW_SECRET);
  });

  it('given the compose file, then it requires every secret (no fallback), asks for production secrets and trusts only its own network', () => {
    const compose = readFileSync(join(ROOT, 'deploy/compose.yaml'), 'utf8');
    for (const name of ['CONTENTFUL_WEBHOOK_SECRET', 'CONTENTFUL_PREVIEW_SECRET', 'ANALYTICS_READ_SECRET'])
      expect(compose, name).toContain(`${name}: \${${name}:?set ${name}}`);
    expect(compose).not.toMatch(/:-local-/);
    expect(compose).toContain("REQUIRE_PRODUCTION_SECRETS: 'true'");
    const subnet = /- subnet: (\S+)/.exec(compose)?.[1];
    expect(subnet).toBe('172.28.0.0/24');
    expect(compose).toContain(`TRUSTED_PROXIES: ${subnet}`);
    expect(compose).not.toContain('uniquelocal');
  });
});
