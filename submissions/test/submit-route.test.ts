import { join } from 'node:path';
import type { FormDefinition } from '@insurer/contracts/forms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REJECTIONS } from '../src/guard/request.js';
import { createFormsHandler } from '../src/service.js';
import { INVALID, UNAVAILABLE } from '../src/submit.js';
import { captureLogs } from './log-capture.js';
import { harness, post, postJson, SITE, startRecorder, tempDir, testConfig, waitFor, type Harness, submitForm } from './helpers.js';

const contact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phoneNumber: '2125550100',
  contactPreference: 'Email',
  howCanWeHelpYou: 'Question about my policy',
};

const dental = {
  Reason_for_Contact__c: 'Join the network',
  Contact_Name__c: 'Sam Office',
  Contact_Email__c: 'office@smiles.example',
  phone: '312-555-0100',
  first_name: 'Dana',
  last_name: 'Root',
  email: 'dana@smiles.example',
  company: 'Bright Smiles',
  street: '1 Main St',
  city: 'Chicago',
  state: 'IL',
  zip: '60614',
  Network_Types__c: 'DHMO/Managed Care',
  lead_source: 'Provider Solicitation',
};

/** The seeded benefits-proposal form, trimmed to the rules exercised here. */
const proposal: FormDefinition = {
  id: 'form-request-a-proposal',
  formId: 'request-a-proposal',
  formType: 'non-pardot',
  formSubmitUrl: '/api/forms/request-a-proposal',
  formRequiredMessage: 'This field is required.',
  fields: [
    { id: 'f1', name: 'first_name', component: 'TextInput', required: true, invalidMessage: 'Enter your first name', options: [] },
    { id: 'f2', name: 'email', component: 'EmailInput', required: true, invalidMessage: 'Enter a valid e-mail address', options: [] },
    {
      id: 'f3',
      name: 'zip',
      component: 'TextInput',
      required: true,
      validationType: 'postalCode',
      invalidMessage: 'Enter a valid 5-digit zip code',
      options: [],
    },
    {
      id: 'f4',
      name: 'products',
      component: 'Checkbox',
      required: true,
      invalidMessage: 'Choose at least one type of coverage',
      options: [
        { value: 'dental', text: 'Dental' },
        { value: 'life', text: 'Life' },
        { value: 'other', text: 'Something else' },
      ],
    },
    {
      id: 'f5',
      name: 'products_other',
      component: 'TextInput',
      required: true,
      validationType: 'required_if',
      dependency: { name: 'products', value: 'other' },
      invalidMessage: 'Tell us what coverage you’re looking for',
      options: [],
    },
    { id: 'f6', name: 'utm_source', component: 'HiddenInput', required: false, options: [] },
  ],
};

const urlencoded = (fields: [string, string][]) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

describe('POST /api/forms/{formId}', () => {
  let temp: ReturnType<typeof tempDir>;
  let h: Harness;
  let logs: ReturnType<typeof captureLogs>;

  async function start(env: Record<string, string> = {}): Promise<void> {
    h = await harness(testConfig(temp.dir, env), { loadDefinition: async (id) => (id === proposal.formId ? proposal : undefined) });
  }

  const count = async (table: 'submissions' | 'deliveries') => (await h.site.forms.selectFrom(table).select('id').execute()).length;

  beforeEach(async () => {
    temp = tempDir();
    logs = captureLogs();
    await start();
  });

  afterEach(async () => {
    await h.close();
    vi.restoreAllMocks();
    temp.remove();
  });

  describe('schema failures', () => {
    it('answer 422 with the first message of each invalid field, and store nothing', async () => {
      const response = await submitForm(
        postJson('gl-contact-us-hc', { ...contact, phoneNumber: '555-01', howCanWeHelpYou: '  ', email: 'ann@' }),
        'gl-contact-us-hc',
        h.deps,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toStrictEqual({
        message: INVALID,
        errors: {
          email: 'Enter valid email address',
          phoneNumber: 'Enter valid phone number',
          howCanWeHelpYou: 'Enter information so we can help you',
        },
      });
      expect(await count('submissions')).toBe(0);
    });

    it('use the dental form’s messages of docs/requirements.md#dental-network-form', async () => {
      const response = await submitForm(
        postJson('dental-network-sf-hc', { ...dental, zip: '6061', company: 'x'.repeat(41), Network_Types__c: '', Contact_Name__c: '' }),
        'dental-network-sf-hc',
        h.deps,
      );
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toStrictEqual({
        Contact_Name__c: 'Enter contact name',
        company: 'Enter office name',
        zip: 'Enter a valid 5-digit zip code',
        Network_Types__c: 'Select network you are interested in joining',
      });
    });
  });

  describe('malformed bodies', () => {
    it('answer 400 for a body that is not JSON', async () => {
      const response = await submitForm(post('gl-contact-us-hc', '{"values": {'), 'gl-contact-us-hc', h.deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toStrictEqual({ message: REJECTIONS.malformedJson });
    });

    it('answer 400 for JSON that is not a submission', async () => {
      for (const body of ['[]', '"text"', '{"values": "x"}', '{"values": {}, "tracking": {"ClientId": 7}}']) {
        const response = await submitForm(post('gl-contact-us-hc', body), 'gl-contact-us-hc', h.deps);
        expect(response.status).toBe(400);
        expect(await response.json()).toStrictEqual({ message: REJECTIONS.malformedShape });
      }
    });

    it('answer 415 for another media type', async () => {
      const response = await submitForm(post('gl-contact-us-hc', 'hello', { contentType: 'text/plain' }), 'gl-contact-us-hc', h.deps);
      expect(response.status).toBe(415);
      expect(await response.text()).toContain(REJECTIONS.unsupportedType);
    });
  });

  describe('the same-origin check', () => {
    it('refuses another site’s origin with 403', async () => {
      const request = post('gl-contact-us-hc', JSON.stringify({ values: contact }), { headers: { origin: 'https://evil.example' } });
      const response = await submitForm(request, 'gl-contact-us-hc', h.deps);
      expect(response.status).toBe(403);
      expect(await response.json()).toStrictEqual({ message: REJECTIONS.crossOrigin });
      expect(await count('submissions')).toBe(0);
    });

    it('refuses a request with neither Origin nor Referer, and takes the Referer when Origin is missing', async () => {
      const bare = new Request(`${SITE}/api/forms/gl-contact-us-hc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ values: contact }),
      });
      expect((await submitForm(bare, 'gl-contact-us-hc', h.deps)).status).toBe(403);
      const refererOnly = new Request(`${SITE}/api/forms/gl-contact-us-hc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', referer: `${SITE}/contact-us` },
        body: JSON.stringify({ values: contact }),
      });
      expect((await submitForm(refererOnly, 'gl-contact-us-hc', h.deps)).status).toBe(202);
    });

    it('compares with the configured site origin, never the request’s Host: a page on a rebound name is refused; FORMS_ALLOWED_ORIGINS are taken', async () => {
      // A page on a name an attacker rebound to this server: its Origin and the Host match each other, not the site.
      const rebound = post('gl-contact-us-hc', JSON.stringify({ values: contact }), {
        headers: { origin: 'http://rebind.attacker.example:3000', host: 'rebind.attacker.example:3000' },
      });
      const refused = await submitForm(rebound, 'gl-contact-us-hc', h.deps);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toStrictEqual({ message: REJECTIONS.crossOrigin });
      const sandboxed = post('gl-contact-us-hc', JSON.stringify({ values: contact }), { headers: { origin: 'null' } });
      expect((await submitForm(sandboxed, 'gl-contact-us-hc', h.deps)).status).toBe(403);
      // Issue 40 item 10: a malformed Origin is 400 with a message (docs/requirements.md#security "Origins").
      for (const origin of ['foo', 'http://', '::::', `${SITE}/contact-us`]) {
        const odd = post('gl-contact-us-hc', JSON.stringify({ values: contact }), { headers: { origin, referer: `${SITE}/contact-us` } });
        const response = await submitForm(odd, 'gl-contact-us-hc', h.deps);
        expect(response.status, origin).toBe(400);
        expect(await response.json()).toStrictEqual({ message: 'The Origin header is not an origin (scheme://host[:port]).' });
      }
      expect(await count('submissions')).toBe(0);
      await h.close();
      await start({ FORMS_ALLOWED_ORIGINS: 'https://www.lanternfield.example' });
      const second = post('gl-contact-us-hc', JSON.stringify({ values: contact }), {
        headers: { origin: 'https://www.lanternfield.example', host: 'www.lanternfield.example', 'x-forwarded-proto': 'https' },
      });
      expect((await submitForm(second, 'gl-contact-us-hc', h.deps)).status).toBe(202);
      expect(await count('submissions')).toBe(1);
    });
  });

  describe('the body size limit', () => {
    it('answers 413 when Content-Length is over the limit', async () => {
      const big = JSON.stringify({ values: { ...contact, howCanWeHelpYou: 'x'.repeat(40_000) } });
      const response = await submitForm(post('gl-contact-us-hc', big), 'gl-contact-us-hc', h.deps);
      expect(response.status).toBe(413);
      expect(await response.json()).toStrictEqual({ message: REJECTIONS.tooLarge });
    });

    it('answers 413 for a streamed body with no length once it passes the limit', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(8_192));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 10) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const request = new Request(`${SITE}/api/forms/gl-contact-us-hc`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      const response = await submitForm(request, 'gl-contact-us-hc', h.deps);
      expect(response.status).toBe(413);
      expect(sent).toBeLessThan(10);
    });
  });

  describe('the per-IP rate limit', () => {
    it('answers 429 with Retry-After past the limit, per address', async () => {
      await h.close();
      await start({ FORMS_RATE_LIMIT: '3' });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await submitForm(postJson('gl-contact-us-hc', contact, {}, '203.0.113.1'), 'gl-contact-us-hc', h.deps)).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      const limited = await submitForm(postJson('gl-contact-us-hc', contact, {}, '203.0.113.1'), 'gl-contact-us-hc', h.deps);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toStrictEqual({ message: REJECTIONS.rateLimited });
      // another visitor is not affected
      expect((await submitForm(postJson('gl-contact-us-hc', contact, {}, '203.0.113.2'), 'gl-contact-us-hc', h.deps)).status).toBe(202);
      expect(await count('submissions')).toBe(4);
    });

    it('counts per network too (an IPv4 /24, an IPv6 /64) with its own larger threshold: rotating addresses does not get past it', async () => {
      await h.close();
      await start({ FORMS_RATE_LIMIT: '2', FORMS_NETWORK_RATE_LIMIT: '5' });
      const from = (ip: string) => submitForm(postJson('gl-contact-us-hc', contact, {}, ip), 'gl-contact-us-hc', h.deps);
      const v4: number[] = [];
      for (let i = 1; i <= 6; i++) v4.push((await from(`198.51.100.${i}`)).status);
      expect(v4).toEqual([202, 202, 202, 202, 202, 429]);
      const limited = await from('198.51.100.200');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toStrictEqual({ message: REJECTIONS.rateLimited });
      // Another /24 is another network.
      expect((await from('198.51.101.1')).status).toBe(202);
      const v6: number[] = [];
      for (let i = 1; i <= 6; i++) v6.push((await from(`2001:db8:7:7::${i.toString(16)}`)).status);
      expect(v6).toEqual([202, 202, 202, 202, 202, 429]);
      expect((await from('2001:db8:7:8::1')).status).toBe(202);
    });

    it('counts per the client address the site server puts first in X-Forwarded-For', async () => {
      await h.close();
      await start({ FORMS_RATE_LIMIT: '1' });
      const from = (xff: string) =>
        submitForm(post('gl-contact-us-hc', JSON.stringify({ values: contact }), { ip: xff }), 'gl-contact-us-hc', h.deps);
      expect((await from('203.0.113.50')).status).toBe(202);
      expect((await from('203.0.113.50')).status).toBe(429);
      expect((await from('203.0.113.51')).status).toBe(202);
    });
  });

  describe('the contact thank-you e-mail', () => {
    it('goes to one normalised recipient at most EMAIL_RECIPIENT_DAILY_LIMIT times a day (case, plus tags, Gmail dots); later submissions still reach the inbox', async () => {
      await h.close();
      await start({ EMAIL_RECIPIENT_DAILY_LIMIT: '2' });
      const statuses: number[] = [];
      const addresses = ['victim@example.com', 'Victim+1@Example.com', 'victim+2@example.com'];
      for (const [i, email] of addresses.entries()) {
        const values = { ...contact, email };
        statuses.push(
          (await submitForm(postJson('gl-contact-us-hc', values, {}, `203.0.113.${10 + i}`), 'gl-contact-us-hc', h.deps)).status,
        );
      }
      expect(statuses).toEqual([202, 202, 202]);
      expect(await count('submissions')).toBe(3);
      expect(await count('deliveries')).toBe(5);
      // Gmail ignores dots: v.ictim@ and victim@ are one mailbox.
      for (const email of ['victim@gmail.com', 'V.ictim@gmail.com', 'vic.tim+x@googlemail.com']) {
        await submitForm(postJson('gl-contact-us-hc', { ...contact, email }, {}, '203.0.113.30'), 'gl-contact-us-hc', h.deps);
      }
      expect(await count('deliveries')).toBe(10);
      const other = await submitForm(
        postJson('gl-contact-us-hc', { ...contact, email: 'someone@example.com' }, {}, '203.0.113.20'),
        'gl-contact-us-hc',
        h.deps,
      );
      expect(other.status).toBe(202);
      expect(await count('deliveries')).toBe(12);
    });
  });

  describe('form identifiers', () => {
    it("takes the annuities form at its identifier 'schedule-meeting-contact' and stores it under its form id", async () => {
      const response = await submitForm(
        postJson('schedule-meeting-contact', {
          firstName: 'Bo',
          lastName: 'Ray',
          email: 'bo@example.com',
          zipCode: '10001',
          interested: ['3'],
        }),
        'schedule-meeting-contact',
        h.deps,
      );
      expect(response.status).toBe(202);
      const stored = await h.site.forms.selectFrom('submissions').select('form_id').executeTakeFirstOrThrow();
      expect(stored.form_id).toBe('annuities-form-hc');
    });
  });

  describe('honeypots', () => {
    it('answer a filled honeypot as accepted, but store and deliver nothing', async () => {
      const response = await submitForm(
        postJson('dental-network-sf-hc', { ...dental, pardot_extra_field: 'http://spam.example' }),
        'dental-network-sf-hc',
        h.deps,
      );
      expect(response.status).toBe(202);
      expect(((await response.json()) as { redirect: string }).redirect).toBe('/providers/join/thank-you');
      expect(await count('submissions')).toBe(0);
      expect(await count('deliveries')).toBe(0);
    });

    it('take an empty honeypot as a person', async () => {
      const response = await submitForm(
        postJson('dental-network-sf-hc', { ...dental, pardot_extra_field: '' }),
        'dental-network-sf-hc',
        h.deps,
      );
      expect(response.status).toBe(202);
      expect(await count('submissions')).toBe(1);
    });
  });

  describe('unknown forms and failures', () => {
    it('answers 404 for a form that is neither bespoke nor a published definition posting here', async () => {
      for (const id of ['no-such-form', 'bad id!', 'x'.repeat(65)]) {
        const response = await submitForm(postJson(id, contact), id, h.deps);
        expect(response.status).toBe(404);
        expect(await response.json()).toStrictEqual({ message: REJECTIONS.unknownForm });
      }
      await h.close();
      h = await harness(testConfig(temp.dir), { loadDefinition: async () => ({ ...proposal, formType: 'pardot' }) });
      expect((await submitForm(postJson('request-a-proposal', {}), 'request-a-proposal', h.deps)).status).toBe(404);
    });

    it('answers 503 with a message, never a stack trace, when the database is down', async () => {
      const response = await submitForm(postJson('gl-contact-us-hc', contact), 'gl-contact-us-hc', {
        ...h.deps,
        site: async () => {
          throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
        },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toStrictEqual({ message: UNAVAILABLE });
      expect(logs.lines).toContainEqual(
        expect.objectContaining({ level: 'error', msg: 'Submission could not be taken', error: 'ECONNREFUSED' }),
      );
    });
  });

  describe('content-service forms posted natively', () => {
    it('store the values and answer 303 to the thank-you page', async () => {
      const body = urlencoded([
        ['first_name', ' Ann '],
        ['email', 'ann@corp.example'],
        ['zip', '02110'],
        ['products', 'dental'],
        ['products', 'other'],
        ['products_other', 'Pet insurance'],
        ['utm_source', 'newsletter'],
        ['not_a_field', 'dropped'],
        ['pardot_extra_field', ''],
      ]);
      const response = await submitForm(post('request-a-proposal', body, { contentType: FORM }), 'request-a-proposal', h.deps);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/thank-you');
      const row = await h.site.forms.selectFrom('submissions').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ form_id: 'request-a-proposal', status: 'stored' });
      expect(JSON.parse(row.values)).toStrictEqual({
        first_name: 'Ann',
        email: 'ann@corp.example',
        zip: '02110',
        products: ['dental', 'other'],
        products_other: 'Pet insurance',
        utm_source: 'newsletter',
      });
    });

    it('answer 422 with an HTML page of the messages and a link back to the form', async () => {
      const body = urlencoded([
        ['first_name', ''],
        ['email', 'ann@corp.example'],
        ['zip', '2110'],
        ['products', 'other'],
      ]);
      const response = await submitForm(
        post('request-a-proposal', body, { contentType: FORM, headers: { referer: `${SITE}/employers/proposal?x=<1>` } }),
        'request-a-proposal',
        h.deps,
      );
      expect(response.status).toBe(422);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<h1 style="font-size:1.5rem;">Please correct the following:</h1>');
      expect(html).toContain('<li>Enter your first name</li>');
      expect(html).toContain('<li>Enter a valid 5-digit zip code</li>');
      expect(html).toContain('<li>Tell us what coverage you’re looking for</li>');
      expect(html).toContain('<a href="/employers/proposal?x=%3C1%3E">Go back to the form</a>');
      expect(await count('submissions')).toBe(0);
    });

    it('answer JSON to a native post that asks for it', async () => {
      const request = post('request-a-proposal', urlencoded([['email', 'nope']]), {
        contentType: FORM,
        headers: { accept: 'application/json' },
      });
      const response = await submitForm(request, 'request-a-proposal', h.deps);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toMatchObject({
        email: 'Enter a valid e-mail address',
      });
    });

    it('answer a cross-site native post with a 403 page', async () => {
      const request = post('request-a-proposal', urlencoded([['email', 'a@b.example']]), {
        contentType: FORM,
        headers: { origin: 'https://evil.example' },
      });
      const response = await submitForm(request, 'request-a-proposal', h.deps);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(REJECTIONS.crossOrigin);
    });
  });

  describe('logs', () => {
    it('carry ids and the leads-audit event, never a name, e-mail address or phone number', async () => {
      await h.close();
      await start({ LEADS_AUDIT_EMAILS: 'ann.lee@example.com' });
      const response = await submitForm(postJson('gl-contact-us-hc', contact), 'gl-contact-us-hc', h.deps);
      const { id } = (await response.json()) as { id: string };
      await submitForm(postJson('gl-contact-us-hc', { ...contact, phoneNumber: 'bad' }), 'gl-contact-us-hc', h.deps);
      await submitForm(
        postJson('annuities-form-hc', { firstName: 'Bo', lastName: 'Ray', email: 'bo@example.com', zipCode: '10001' }),
        'annuities-form-hc',
        h.deps,
      );
      await h.worker.drain();
      expect(logs.lines).toContainEqual(
        expect.objectContaining({ level: 'info', msg: 'Leads audit', form: 'gl-contact-us-hc', submission: id, audit: 'blacklisted' }),
      );
      expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'Leads audit', form: 'annuities-form-hc', audit: 'valid' }));
      expect(logs.lines).toContainEqual(
        expect.objectContaining({ level: 'info', msg: 'Submission accepted', form: 'gl-contact-us-hc', submission: id, deliveries: 2 }),
      );
      for (const line of logs.text) expect(line).not.toMatch(/Ann|Lee|ann\.lee|2125550100|Bo\b|Ray|bo@example|10001|policy/);
    });

    it('given the site request’s id, then the submission keeps it and every line of the submission and of its deliveries carries it', async () => {
      const handler = createFormsHandler({ config: () => h.config, site: h.deps.site, hooks: { loadDefinition: async () => undefined } });
      const response = await handler(postJson('gl-contact-us-hc', contact), 'gl-contact-us-hc', '198.51.100.20', undefined, 'req-7f3a');
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as { id: string };
      expect(await h.site.forms.selectFrom('submissions').select('request_id').where('id', '=', id).executeTakeFirst()).toEqual({
        request_id: 'req-7f3a',
      });
      await h.worker.drain();
      const mine = logs.lines.filter((line) => line.submission === id);
      expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(['Leads audit', 'Submission accepted', 'Delivery attempt']));
      for (const line of mine) expect(line.requestId, line.msg).toBe('req-7f3a');
    });
  });

  describe('the dental network form', () => {
    it('posts the web-to-lead fields to the test organisation outside production', async () => {
      const crm = await startRecorder(0, 302);
      try {
        await h.close();
        await start({ WEB_TO_LEAD_TEST_URL: `http://127.0.0.1:${crm.port}/servlet/servlet.WebToLead`, WEB_TO_LEAD_TEST_OID: '00DTEST' });
        const response = await submitForm(
          postJson('dental-network-sf-hc', dental, { utm_source: 'ignored-here' }),
          'dental-network-sf-hc',
          h.deps,
        );
        expect(response.status).toBe(202);
        await waitFor(() => crm.received.length === 1, 10_000, 'the web-to-lead post');
        const request = crm.received[0]!;
        expect(request.url).toBe('/servlet/servlet.WebToLead');
        expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
        const fields = new URLSearchParams(request.body);
        expect(fields.get('oid')).toBe('00DTEST');
        expect(fields.get('retURL')).toBe(`${SITE}/providers/join/thank-you`);
        expect(fields.get('FormSubmitDate__c')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(fields.get('lead_source')).toBe('Provider Solicitation');
        expect(fields.get('Network_Types__c')).toBe('DHMO/Managed Care');
        expect(fields.has('pardot_extra_field')).toBe(false);
        // a redirect to retURL is the web-to-lead success answer
        await waitFor(
          async () => (await h.site.forms.selectFrom('deliveries').select('status').executeTakeFirstOrThrow()).status === 'delivered',
        );
      } finally {
        await crm.close();
      }
    });
  });
});

describe('the database file', () => {
  it('defaults to .data/site.sqlite at the repository root', async () => {
    const { parseSiteDbConfig, repositoryRoot } = await import('@insurer/site-db');
    expect(parseSiteDbConfig({}).sqlitePath).toBe('.data/site.sqlite');
    expect(repositoryRoot(join(import.meta.dirname, '..', 'src'))).toBe(join(import.meta.dirname, '..', '..'));
  });
});
