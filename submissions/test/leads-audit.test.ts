import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, postJson, submitForm, tempDir, testConfig, type Harness } from './helpers.js';

/**
 * The leads audit apart from anonymous analytics (issue 31 finding 6,
 * docs/requirements.md#decision-leads-audit-event): each submission with an e-mail writes
 * 'blacklisted' or 'valid' to the forms' own `leads_audit` table, in the transaction that stores
 * it; only age removes a row (`LEADS_AUDIT_RETENTION_DAYS`), never the number of other events.
 */

const DAY_MS = 86_400_000;
const lead = { firstName: 'Ada', lastName: 'Quinn', zipCode: '10001', interested: ['3'] };

describe('the leads-audit record', () => {
  let temp: ReturnType<typeof tempDir>;
  let h: Harness;
  let now = Date.parse('2026-03-01T12:00:00Z');

  beforeEach(async () => {
    temp = tempDir();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    h = await harness(testConfig(temp.dir, { LEADS_AUDIT_EMAILS: 'listed@example.com', LEADS_AUDIT_RETENTION_DAYS: '30' }), {
      clock: () => now,
    });
  });

  afterEach(async () => {
    await h.close();
    vi.restoreAllMocks();
    temp.remove();
  });

  const rows = () => h.site.forms.selectFrom('leads_audit').select(['submission_id', 'form_id', 'audit']).orderBy('created_at').execute();

  it('given a listed and an unlisted address, then one row each with the form and submission ids (never the e-mail), and the hook also gets it', async () => {
    const seen: unknown[] = [];
    h.deps.onLeadsAudit = async (event) => {
      seen.push(event);
    };
    const listed = await submitForm(postJson('annuities-form-hc', { ...lead, email: 'Listed@Example.com' }), 'annuities-form-hc', h.deps);
    const valid = await submitForm(postJson('annuities-form-hc', { ...lead, email: 'ada@example.com' }), 'annuities-form-hc', h.deps);
    const ids = [((await listed.json()) as { id: string }).id, ((await valid.json()) as { id: string }).id];
    expect(await rows()).toEqual([
      { submission_id: ids[0], form_id: 'annuities-form-hc', audit: 'blacklisted' },
      { submission_id: ids[1], form_id: 'annuities-form-hc', audit: 'valid' },
    ]);
    expect(seen).toEqual([
      { audit: 'blacklisted', formId: 'annuities-form-hc', submissionId: ids[0], at: now },
      { audit: 'valid', formId: 'annuities-form-hc', submissionId: ids[1], at: now },
    ]);
    const stored = JSON.stringify(await h.site.forms.selectFrom('leads_audit').selectAll().execute());
    expect(stored).not.toContain('example.com');
  });

  it('given a failing analytics hook, then the record is kept and the visitor is still accepted', async () => {
    h.deps.onLeadsAudit = () => Promise.reject(new Error('collector down'));
    const response = await submitForm(postJson('annuities-form-hc', { ...lead, email: 'ada@example.com' }), 'annuities-form-hc', h.deps);
    expect(response.status).toBe(202);
    expect((await rows()).map((r) => r.audit)).toEqual(['valid']);
  });

  it('keeps every row however many follow, and removes rows only once they are older than the retention', async () => {
    const first = await submitForm(postJson('annuities-form-hc', { ...lead, email: 'listed@example.com' }), 'annuities-form-hc', h.deps);
    const firstId = ((await first.json()) as { id: string }).id;
    for (let i = 0; i < 30; i++) {
      now += 1;
      await submitForm(
        postJson('annuities-form-hc', { ...lead, email: `ada${i}@example.com` }, {}, `203.0.113.${i}`),
        'annuities-form-hc',
        h.deps,
      );
    }
    expect((await rows()).length).toBe(31);
    expect((await rows())[0]).toMatchObject({ submission_id: firstId, audit: 'blacklisted' });
    // Thirty-one days later the first rows are past the 30-day retention; the next submission prunes them.
    now += 31 * DAY_MS;
    await submitForm(
      postJson('annuities-form-hc', { ...lead, email: 'late@example.com' }, {}, '203.0.113.200'),
      'annuities-form-hc',
      h.deps,
    );
    expect((await rows()).map((r) => r.audit)).toEqual(['valid']);
  });
});
