import { describe, expect, it } from 'vitest';
import { workbenchEnv } from '../src/workbench.js';

/**
 * The workbench's settings for sign-in and the site's webhook (issue 41; docs/requirements.md#decision-workbench-roles-and-review):
 * WORKBENCH_SIGN_IN, WORKBENCH_REVALIDATE_URL, CONTENTFUL_WEBHOOK_SECRET and the site database's
 * own variables. Each test gives every variable it means: no developer's .env stands in.
 */
describe('the workbench’s sign-in and webhook settings', () => {
  it('given nothing set, then sign-in follows the space, the webhook is the preview site’s and the database is the site’s file', () => {
    const settings = workbenchEnv({ PORT: '3000' });
    expect(settings).toMatchObject({
      signInRequired: false,
      revalidateUrl: 'http://localhost:3000/api/revalidate',
      webhookSecret: 'local-webhook-secret',
      database: { databaseUrl: undefined, sqlitePath: '.data/site.sqlite', poolSize: 10 },
      retentionYears: 3,
    });
  });

  it('given WORKBENCH_SIGN_IN=required and a webhook of its own, then both are taken', () => {
    const settings = workbenchEnv({
      WORKBENCH_SIGN_IN: 'required',
      WORKBENCH_REVALIDATE_URL: 'https://www.lanternfield.example/api/revalidate',
      CONTENTFUL_WEBHOOK_SECRET: 'a-webhook-secret',
      SITE_DATABASE_PATH: '.data/e2e/site.sqlite',
    });
    expect(settings).toMatchObject({
      signInRequired: true,
      revalidateUrl: 'https://www.lanternfield.example/api/revalidate',
      webhookSecret: 'a-webhook-secret',
      database: { sqlitePath: '.data/e2e/site.sqlite' },
    });
  });

  it('given a WORKBENCH_SIGN_IN or WORKBENCH_REVALIDATE_URL it cannot read, then it refuses to start naming the variable', () => {
    expect(() => workbenchEnv({ WORKBENCH_SIGN_IN: 'optional' })).toThrow('WORKBENCH_SIGN_IN must be "required" or empty, not "optional".');
    expect(() => workbenchEnv({ WORKBENCH_REVALIDATE_URL: 'ftp://site/api/revalidate' })).toThrow(
      'WORKBENCH_REVALIDATE_URL must be an http(s) URL, not "ftp://site/api/revalidate".',
    );
    expect(() => workbenchEnv({ COMPLIANCE_RETENTION_YEARS: '2' })).toThrow(/COMPLIANCE_RETENTION_YEARS: must be at least 3/);
  });
});
