import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteCorpusRequest } from './site-corpus-types.js';
import { DRAFT_MODE_COOKIE } from '../../preview-app/src/next-internals/draft-mode.js';

/**
 * Generates the malformed-request corpus of the site's API routes, deterministically (no
 * randomness, no clock): `POST /api/forms/{formId}` (bespoke, content-service, unknown and odd
 * ids), `GET /api/draft`, `GET /api/draft/disable`, `POST /api/revalidate`, the analytics
 * collector and reader, the privacy choice and site search, crossed with bad JSON,
 * wrong shapes, wrong content types, huge and deep bodies, bad encodings, header abuse, odd
 * methods and paths, broken HTTP framing and unfinished bodies (docs/requirements.md#security).
 * `npx tsx e2e/corpus/generate-site-malformed-requests.ts` rewrites `site-malformed-requests.json`;
 * the replaying spec checks the committed file is exactly this output.
 */

/**
 * `n` copies of `s`; long repetitions are written as the macro `⟪repeat N:TEXT⟫`, which the
 * replaying spec expands (`expandRepeats`), so the committed file stays small.
 */
const rep = (s: string, n: number): string => (s.length * n > 256 ? `⟪repeat ${n}:${s}⟫` : s.repeat(n));

/** Expands every `⟪repeat N:TEXT⟫` macro of `text`. */
export function expandRepeats(text: string): string {
  return text.replace(/⟪repeat (\d+):([^⟫]*)⟫/g, (_, n: string, s: string) => s.repeat(Number(n)));
}

const deepArray = (n: number): string => `${rep('[', n)}${rep(']', n)}`;
const deepObject = (n: number): string => `${rep('{"a":', n)}1${rep('}', n)}`;

const JSON_HEADERS = { 'Content-Type': 'application/json', Origin: '{origin}' };
const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: '{origin}' };

/** Bespoke forms (contracts/src/forms/contract.ts) and the seeded content-service form. */
const KNOWN_FORMS = [
  'gl-contact-us-hc',
  'dental-network-sf-hc',
  'annuities-form-hc',
  'edge-newsletter',
  'request-a-proposal',
  'retirement-calculator-share',
  'rila-tool-share',
  // A form identifier (docs/requirements.md#decision-form-identifiers)
  'schedule-meeting-contact',
];

/**
 * RILA share requests the server must refuse with a message (docs/requirements.md#decision-rila-share-flow):
 * figures, tables and images the browser has no say in, codes that are not codes, slots out of order,
 * widgets that do not exist.
 */
const RILA_CONTACT = { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.com', emailOption: 'myself' };
const RILA_SLOT = { slot: 'ipcs1', selections: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' } };
const RILA_SHARES: [string, unknown][] = [
  [
    'code markup',
    {
      tool: 'rila',
      widgetId: 'x',
      investmentAmount: 100000,
      slots: [{ slot: 'ipcs1', selections: { strategyTerm: '<a>', buffer: '10B', index: 'SPX' } }],
    },
  ],
  [
    'code huge',
    {
      tool: 'rila',
      widgetId: 'x',
      investmentAmount: 100000,
      slots: [{ slot: 'ipcs1', selections: { strategyTerm: rep('1', 5000), buffer: '10B', index: 'SPX' } }],
    },
  ],
  ['slots reversed', { tool: 'rila', widgetId: 'x', investmentAmount: 100000, slots: [{ ...RILA_SLOT, slot: 'ipcs2' }, RILA_SLOT] }],
  ['slots three', { tool: 'rila', widgetId: 'x', investmentAmount: 100000, slots: [RILA_SLOT, RILA_SLOT, RILA_SLOT] }],
  ['amount fraction', { tool: 'rila', widgetId: 'x', investmentAmount: 100000.5, slots: [RILA_SLOT] }],
  ['amount negative', { tool: 'rila', widgetId: 'x', investmentAmount: -1, slots: [RILA_SLOT] }],
  ['widget path', { tool: 'rila', widgetId: '../../entries', investmentAmount: 100000, slots: [RILA_SLOT] }],
  ['widget unknown', { tool: 'rila', widgetId: 'no-such-widget', investmentAmount: 100000, slots: [RILA_SLOT] }],
  ['widget missing', { tool: 'rila', investmentAmount: 100000, slots: [RILA_SLOT] }],
  [
    'old wire shape',
    { tool: 'rila', variant: 'v3', investmentAmount: 100000, slots: [{ ...RILA_SLOT, chartImage: 'iVBORw0KGgo=', outcomesTableRows: [] }] },
  ],
];

/** Form ids that name no form, or could not be one. */
const ODD_FORM_IDS = [
  'nope',
  'GL-CONTACT-US-HC',
  'gl-contact-us-hc ',
  rep('a', 64),
  rep('a', 65),
  rep('a', 5000),
  '%00',
  '%ZZ',
  '%',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  'caf%C3%A9',
  '%F0%9F%92%A9',
  '%FF%FE',
  '__proto__',
  'constructor',
  'toString',
  'a;b',
  'a.b',
  '-',
  '%0d%0aX-Injected:%201',
  '%3Cscript%3E',
  'hasOwnProperty',
];

/** Bodies that are not JSON, or not the JSON object the submit contract expects. */
const BAD_JSON: [string, string][] = [
  ['empty', ''],
  ['whitespace', '   \n\t '],
  ['truncated object', '{"values": {"email": "a@b.c"}'],
  ['trailing comma', '{"values": {}, "tracking": {},}'],
  ['single quotes', "{'values': {}}"],
  ['unquoted key', '{values: {}}'],
  ['NaN literal', '{"values": NaN}'],
  ['comment', '/* c */ {"values": {}, "tracking": {}}'],
  ['bare string', '"values"'],
  ['number', '42'],
  ['null', 'null'],
  ['true', 'true'],
  ['array', '[]'],
  ['array of objects', '[{"values": {}, "tracking": {}}]'],
  ['lone surrogate', '{"values": {"firstName": "\\ud800"}, "tracking": {}}'],
  ['bad escape', '{"values": {"firstName": "\\x41"}, "tracking": {}}'],
  ['control char', '{"values": {"firstName": "a\u0001b"}, "tracking": {}}'],
  ['BOM prefix', '\ufeff{"values": {}, "tracking": {}}'],
  ['deep arrays 5000', deepArray(5000)],
  ['deep objects 5000', deepObject(5000)],
  ['deep values 20000', `{"values": {"firstName": ${deepArray(20000)}}, "tracking": {}}`],
  ['unclosed deep', rep('[', 3000)],
  ['binary', '\u0000\u0001\u0002\u00ff'],
];

/** JSON of the right syntax but the wrong shape or values. */
const BAD_SHAPES: [string, unknown][] = [
  ['values missing', { tracking: {} }],
  ['tracking missing', { values: {} }],
  ['values string', { values: 'x', tracking: {} }],
  ['values array', { values: [], tracking: {} }],
  ['values null', { values: null, tracking: {} }],
  ['tracking string', { values: {}, tracking: 'x' }],
  ['tracking array', { values: {}, tracking: [1] }],
  ['tracking number values', { values: {}, tracking: { utm_source: 5, CampaignSuccessLocation: 7 } }],
  ['tracking javascript redirect', { values: {}, tracking: { CampaignSuccessLocation: 'javascript:alert(1)' } }],
  ['empty values', { values: {}, tracking: {} }],
  ['value object', { values: { email: { a: 1 }, firstName: ['x'] }, tracking: {} }],
  ['value number', { values: { email: 5, zip: 1e308 }, tracking: {} }],
  ['value huge', { values: { firstName: rep('x', 200_000) }, tracking: {} }],
  ['many values', { values: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`f${i}`, 'x'])), tracking: {} }],
  ['proto values', JSON.parse('{"values": {"__proto__": {"email": "a@b.c"}}, "tracking": {"__proto__": {"x": 1}}}')],
  ['constructor values', { values: { constructor: 'x', toString: 'y' }, tracking: {} }],
  ['email header injection', { values: { email: 'a@b.c\r\nBcc: victim@example.com', firstName: 'A\r\nB' }, tracking: {} }],
  ['script values', { values: { firstName: '<script>alert(1)</script>', email: '"><img src=x onerror=alert(1)>@b.c' }, tracking: {} }],
  ['honeypot object', { values: { website: { a: 1 } }, tracking: {} }],
];

/** Urlencoded bodies a content-service form could be posted with, broken. */
const BAD_FORM_BODIES: [string, string][] = [
  ['empty', ''],
  ['bare percent', '%'],
  ['bad percent', 'email=%ZZ&firstName=%E0%A4%A'],
  ['no equals', 'emailfirstName'],
  ['only ampersands', rep('&', 200)],
  ['repeated names', rep('email=a%40b.c&', 2000)],
  ['many names', Array.from({ length: 2000 }, (_, i) => `f${i}=x`).join('&')],
  ['nul', 'email=%00&firstName=%00'],
  ['brackets', 'values[email]=a&values[__proto__][x]=1'],
  ['json in form', '{"values": {}, "tracking": {}}'],
];

function forms(): SiteCorpusRequest[] {
  const out: SiteCorpusRequest[] = [];
  for (const id of KNOWN_FORMS) {
    for (const [name, body] of BAD_JSON) {
      out.push({ name: `forms ${id} bad json: ${name}`, method: 'POST', path: `/api/forms/${id}`, headers: JSON_HEADERS, body });
    }
  }
  for (const id of ['gl-contact-us-hc', 'annuities-form-hc', 'request-a-proposal']) {
    for (const [name, body] of BAD_SHAPES) {
      const text = JSON.stringify(body);
      out.push({ name: `forms ${id} bad shape: ${name}`, method: 'POST', path: `/api/forms/${id}`, headers: JSON_HEADERS, body: text });
    }
  }
  for (const id of ['request-a-proposal', 'gl-contact-us-hc', 'nope']) {
    for (const [name, body] of BAD_FORM_BODIES) {
      out.push({ name: `forms ${id} bad urlencoded: ${name}`, method: 'POST', path: `/api/forms/${id}`, headers: FORM_HEADERS, body });
    }
  }
  for (const id of ODD_FORM_IDS) {
    const label = id.slice(0, 40);
    out.push({
      name: `forms odd id ${label} (${id.length}) json`,
      method: 'POST',
      path: `/api/forms/${id}`,
      headers: JSON_HEADERS,
      body: '{"values": {}, "tracking": {}}',
    });
    out.push({
      name: `forms odd id ${label} (${id.length}) urlencoded`,
      method: 'POST',
      path: `/api/forms/${id}`,
      headers: FORM_HEADERS,
      body: 'a=b',
    });
  }
  for (const [name, results] of RILA_SHARES) {
    out.push({
      name: `forms rila share ${name}`,
      method: 'POST',
      path: '/api/forms/rila-tool-share',
      headers: JSON_HEADERS,
      body: JSON.stringify({ values: { ...RILA_CONTACT, results }, tracking: {} }),
    });
  }
  const typeVariants: [string, Record<string, string>, string][] = [
    // Issue 31 finding 7: the forms compare Origin with the configured site origin, not Host.
    ['origin foo', { 'Content-Type': 'application/json', Origin: 'foo' }, '{"values": {}, "tracking": {}}'],
    ['origin scheme only', { 'Content-Type': 'application/json', Origin: 'http://' }, '{"values": {}, "tracking": {}}'],
    ['no content type', { Origin: '{origin}' }, '{"values": {}, "tracking": {}}'],
    ['text/plain', { Origin: '{origin}', 'Content-Type': 'text/plain' }, '{"values": {}, "tracking": {}}'],
    [
      'multipart',
      { Origin: '{origin}', 'Content-Type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    ],
    ['multipart no boundary', { Origin: '{origin}', 'Content-Type': 'multipart/form-data' }, 'a'],
    ['xml', { Origin: '{origin}', 'Content-Type': 'application/xml' }, '<values/>'],
    ['garbage type', { Origin: '{origin}', 'Content-Type': ';;;=' }, '{}'],
    ['json charset bogus', { Origin: '{origin}', 'Content-Type': 'application/json; charset=ebcdic' }, '{"values": {}, "tracking": {}}'],
    ['json utf-16 charset', { Origin: '{origin}', 'Content-Type': 'application/json; charset=utf-16' }, '{"values": {}, "tracking": {}}'],
    ['JSON upper case', { Origin: '{origin}', 'Content-Type': 'APPLICATION/JSON' }, '{"values": {}, "tracking": {}}'],
    ['json suffix type', { Origin: '{origin}', 'Content-Type': 'application/vnd.api+json' }, '{}'],
    ['huge content type', { Origin: '{origin}', 'Content-Type': `application/json; ${rep('x=1; ', 1000)}` }, '{}'],
    ['no origin', { 'Content-Type': 'application/json' }, '{"values": {}, "tracking": {}}'],
    ['origin null', { 'Content-Type': 'application/json', Origin: 'null' }, '{"values": {}, "tracking": {}}'],
    ['origin other site', { 'Content-Type': 'application/json', Origin: 'https://evil.example' }, '{"values": {}, "tracking": {}}'],
    ['origin lookalike', { 'Content-Type': 'application/json', Origin: '{origin}.evil.example' }, '{"values": {}, "tracking": {}}'],
    ['origin garbage', { 'Content-Type': 'application/json', Origin: '::::' }, '{"values": {}, "tracking": {}}'],
    ['referer only', { 'Content-Type': 'application/json', Referer: '{origin}/contact-us' }, '{"values": {}, "tracking": {}}'],
    ['referer garbage', { 'Content-Type': 'application/json', Referer: 'http://[::' }, '{"values": {}, "tracking": {}}'],
    [
      'forwarded host',
      { ...JSON_HEADERS, Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      '{}',
    ],
    ['forwarded for garbage', { ...JSON_HEADERS, 'X-Forwarded-For': 'not an address, ::::, 999.1.1.1' }, '{}'],
    ['accept json on urlencoded', { ...FORM_HEADERS, Accept: 'application/json' }, '%'],
    ['accept image', { ...JSON_HEADERS, Accept: 'image/png' }, '{'],
    ['content-encoding gzip not gzip', { ...JSON_HEADERS, 'Content-Encoding': 'gzip' }, '{"values": {}, "tracking": {}}'],
    ['content-encoding bogus', { ...JSON_HEADERS, 'Content-Encoding': 'bogus' }, '{"values": {}, "tracking": {}}'],
    ['huge cookie', { ...JSON_HEADERS, Cookie: `a=${rep('c', 6000)}` }, '{'],
    ['many cookies', { ...JSON_HEADERS, Cookie: Array.from({ length: 300 }, (_, i) => `c${i}=v`).join('; ') }, '{'],
  ];
  for (const [name, headers, body] of typeVariants) {
    out.push({ name: `forms header ${name}`, method: 'POST', path: '/api/forms/gl-contact-us-hc', headers, body });
  }
  const encodings: [string, string][] = [
    ['invalid utf-8', Buffer.from([0x7b, 0x22, 0x76, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]).toString('base64')],
    [
      'overlong utf-8',
      Buffer.concat([
        Buffer.from('{"values": {"firstName": "'),
        Buffer.from([0xc0, 0xaf, 0xe0, 0x80, 0xaf]),
        Buffer.from('"}, "tracking": {}}'),
      ]).toString('base64'),
    ],
    ['utf-16le json', Buffer.from('{"values": {}, "tracking": {}}', 'utf16le').toString('base64')],
    [
      'utf-16 BOM json',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"values": {}, "tracking": {}}', 'utf16le')]).toString('base64'),
    ],
    ['gzip bytes', Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]).toString('base64')],
    ['nul bytes', Buffer.alloc(64).toString('base64')],
  ];
  for (const [name, bodyBase64] of encodings) {
    out.push({
      name: `forms encoding json ${name}`,
      method: 'POST',
      path: '/api/forms/gl-contact-us-hc',
      headers: JSON_HEADERS,
      bodyBase64,
    });
    out.push({
      name: `forms encoding urlencoded ${name}`,
      method: 'POST',
      path: '/api/forms/request-a-proposal',
      headers: FORM_HEADERS,
      bodyBase64,
    });
  }
  const big = { chunk: '0123456789abcdef'.repeat(64), times: 10 * 1024 };
  out.push({
    name: 'forms oversize json 10MB',
    method: 'POST',
    path: '/api/forms/gl-contact-us-hc',
    headers: JSON_HEADERS,
    bodyRepeat: big,
  });
  out.push({
    name: 'forms oversize urlencoded 10MB',
    method: 'POST',
    path: '/api/forms/request-a-proposal',
    headers: FORM_HEADERS,
    bodyRepeat: big,
  });
  out.push({ name: 'forms oversize unknown form 10MB', method: 'POST', path: '/api/forms/nope', headers: JSON_HEADERS, bodyRepeat: big });
  out.push({
    name: 'forms body 200kB',
    method: 'POST',
    path: '/api/forms/gl-contact-us-hc',
    headers: JSON_HEADERS,
    body: JSON.stringify({ values: { message: rep('m', 200_000) }, tracking: {} }),
  });
  return out;
}

const SECRETS = [
  '',
  'wrong',
  '{previewSecret} ',
  ' {previewSecret}',
  '{previewSecret}x',
  'LOCAL-PREVIEW-SECRET',
  rep('s', 10_000),
  '%00',
  '%',
  '%ZZ',
  '%C3%A9%C3%A9',
  '%F0%9F%92%A9',
  '%FF',
  '{previewSecret}%00',
  '{previewSecret}&secret=wrong',
  'wrong&secret={previewSecret}',
];

const SLUGS = [
  '',
  '/',
  'life-insurance',
  '//evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/%0d%0aSet-Cookie:%20x=1',
  '/%00',
  '/%',
  '/%ZZ',
  `/${rep('a', 8000)}`,
  '/a%2F..%2F..%2Fetc%2Fpasswd',
  '/..%2f..%2f',
  '/life-insurance#%3Cscript%3E',
  '/?%',
  '/%E0%A4%A',
  '/%C3%A9',
  '/&slug=//evil.example',
];

function draft(): SiteCorpusRequest[] {
  const out: SiteCorpusRequest[] = [];
  for (const secret of SECRETS) {
    out.push({
      name: `draft secret "${secret.slice(0, 40)}" (${secret.length})`,
      method: 'GET',
      path: `/api/draft?secret=${secret}&slug=/`,
    });
  }
  out.push({ name: 'draft no secret', method: 'GET', path: '/api/draft?slug=/' });
  out.push({ name: 'draft no query', method: 'GET', path: '/api/draft' });
  out.push({ name: 'draft secret array', method: 'GET', path: '/api/draft?secret[]={previewSecret}&slug=/' });
  for (const slug of SLUGS) {
    const label = `"${slug.slice(0, 40)}" (${slug.length})`;
    out.push({ name: `draft slug ${label}`, method: 'GET', path: `/api/draft?secret={previewSecret}&slug=${slug}` });
    out.push({ name: `draft slug wrong secret ${label}`, method: 'GET', path: `/api/draft?secret=wrong&slug=${slug}` });
    out.push({ name: `draft disable slug ${label}`, method: 'GET', path: `/api/draft/disable?slug=${slug}` });
  }
  out.push({ name: 'draft query 8000 params', method: 'GET', path: `/api/draft?${rep('x=1&', 8000)}secret=wrong` });
  out.push({ name: 'draft disable 8000 params', method: 'GET', path: `/api/draft/disable?${rep('slug=/&', 8000)}` });
  out.push({
    name: 'draft huge cookie',
    method: 'GET',
    path: '/api/draft/disable?slug=/',
    headers: { Cookie: `${DRAFT_MODE_COOKIE}=${rep('x', 6000)}` },
  });
  out.push({
    name: 'draft garbage bypass cookie',
    method: 'GET',
    path: '/',
    headers: { Cookie: `${DRAFT_MODE_COOKIE}=%ZZ; __next_preview_data=%%%` },
  });
  out.push({
    name: 'draft bypass cookie and no secret',
    method: 'GET',
    path: '/life-insurance',
    headers: { Cookie: `${DRAFT_MODE_COOKIE}=forged` },
  });
  return out;
}

const TOPICS = [
  '',
  'nope',
  'ContentManagement.Entry.save',
  'ContentManagement.Entry.publish ',
  'contentmanagement.entry.publish',
  'ContentManagement.ContentType.publish',
  'ContentManagement.Entry.publish.x',
  rep('T', 5000),
  'ContentManagement.Entry.publish\u00e9',
];

function revalidate(): SiteCorpusRequest[] {
  const out: SiteCorpusRequest[] = [];
  const ok = { 'X-Contentful-Webhook-Secret': '{webhookSecret}', 'Content-Type': 'application/vnd.contentful.management.v1+json' };
  for (const topic of TOPICS) {
    out.push({
      name: `revalidate topic "${topic.slice(0, 40)}" (${topic.length})`,
      method: 'POST',
      path: '/api/revalidate',
      headers: { ...ok, 'X-Contentful-Topic': topic },
      body: '{}',
    });
  }
  const secrets: [string, Record<string, string>][] = [
    ['no secret', {}],
    ['empty secret', { 'X-Contentful-Webhook-Secret': '' }],
    ['wrong secret', { 'X-Contentful-Webhook-Secret': 'wrong' }],
    ['huge secret', { 'X-Contentful-Webhook-Secret': rep('s', 8000) }],
    ['secret with spaces', { 'X-Contentful-Webhook-Secret': ' {webhookSecret} ' }],
    ['preview secret', { 'X-Contentful-Webhook-Secret': '{previewSecret}' }],
    ['latin1 secret', { 'X-Contentful-Webhook-Secret': '\u00e9\u00e9\u00e9' }],
    ['bearer instead', { Authorization: 'Bearer {webhookSecret}' }],
  ];
  for (const [name, headers] of secrets) {
    out.push({
      name: `revalidate ${name}`,
      method: 'POST',
      path: '/api/revalidate',
      headers: { ...headers, 'X-Contentful-Topic': 'ContentManagement.Entry.publish', 'Content-Type': 'application/json' },
      body: '{}',
    });
  }
  for (const [name, body] of BAD_JSON) {
    out.push({
      name: `revalidate bad json no secret: ${name}`,
      method: 'POST',
      path: '/api/revalidate',
      headers: { 'X-Contentful-Topic': 'ContentManagement.Entry.publish', 'Content-Type': 'application/json' },
      body,
    });
  }
  for (const [name, body] of BAD_JSON.slice(0, 8)) {
    out.push({
      name: `revalidate bad json bad topic: ${name}`,
      method: 'POST',
      path: '/api/revalidate',
      headers: { ...ok, 'X-Contentful-Topic': 'x' },
      body,
    });
  }
  out.push({
    name: 'revalidate oversize body 10MB',
    method: 'POST',
    path: '/api/revalidate',
    headers: { 'Content-Type': 'application/json' },
    bodyRepeat: { chunk: '0123456789abcdef'.repeat(64), times: 10 * 1024 },
  });
  out.push({
    name: 'revalidate query secret',
    method: 'POST',
    path: '/api/revalidate?secret={webhookSecret}',
    headers: { 'X-Contentful-Topic': 'x' },
  });
  return out;
}

const SEARCH = '/api/searchapi/api/apps/ProjectOne/query/ProjectOne';

const API_ROUTES = [
  '/api/forms/gl-contact-us-hc',
  '/api/forms/nope',
  '/api/draft',
  '/api/draft/disable',
  '/api/revalidate',
  '/api/analytics/v1/t',
  '/api/analytics/v1/batch',
  '/api/analytics/events',
  '/api/privacy-choices',
  SEARCH,
];

/**
 * The routes of the analytics collector (Segment's tracking API), the privacy choice and site
 * search: bad JSON and shapes, oversize and deep bodies, odd message types, bad or repeated
 * query parameters, search syntax that must stay text.
 */
function analyticsPrivacySearch(): SiteCorpusRequest[] {
  const out: SiteCorpusRequest[] = [];
  const bodies: [string, string][] = [
    ['empty', ''],
    ['not json', 'not json'],
    ['array', '[]'],
    ['null', 'null'],
    ['number', '42'],
    ['string', '"x"'],
    ['truncated', '{"type":"track","event":"A"'],
    ['no type', '{"event":"A"}'],
    ['event number', '{"type":"track","event":5,"anonymousId":"a"}'],
    ['event huge', `{"type":"track","event":"${rep('e', 40000)}","anonymousId":"a"}`],
    ['properties deep', `{"type":"track","event":"A","anonymousId":"a","properties":${deepObject(3000)}}`],
    ['batch not array', '{"batch":{"type":"track"}}'],
    ['batch of junk', '{"batch":[1,"x",null,[]]}'],
    [
      'batch huge',
      `{"batch":[${rep('{"type":"track","event":"A","anonymousId":"a"},', 5000)}{"type":"track","event":"A","anonymousId":"a"}]}`,
    ],
    ['proto', '{"__proto__":{"type":"track"},"constructor":{"prototype":{}}}'],
    ['bad utf8 escape', '{"type":"track","event":"\\ud800","anonymousId":"a"}'],
  ];
  for (const type of ['t', 'p', 'i', 'batch', 'b', 'x', '%00', 'T', rep('t', 300)]) {
    for (const [name, body] of bodies) {
      out.push({
        name: `analytics ${type.slice(0, 20)} ${name}`,
        method: 'POST',
        path: `/api/analytics/v1/${type}`,
        headers: JSON_HEADERS,
        body,
      });
    }
    out.push({
      name: `analytics ${type.slice(0, 20)} as text/plain`,
      method: 'POST',
      path: `/api/analytics/v1/${type}`,
      headers: { 'Content-Type': 'text/plain' },
      body: '{"type":"track","event":"A","anonymousId":"a"}',
    });
  }
  out.push({
    name: 'analytics 10MB body',
    method: 'POST',
    path: '/api/analytics/v1/batch',
    headers: JSON_HEADERS,
    bodyRepeat: { chunk: '0123456789abcdef'.repeat(64), times: 10 * 1024 },
  });
  for (const query of [
    '',
    '?secret=',
    '?secret=wrong',
    '?limit=-1',
    '?limit=abc',
    `?limit=${rep('9', 400)}`,
    '?secret[]=x',
    `?${rep('a=1&', 4000)}`,
  ]) {
    out.push({
      name: `analytics events GET ${query.slice(0, 40)} (${query.length})`,
      method: 'GET',
      path: `/api/analytics/events${query}`,
    });
  }
  const auths: Record<string, string>[] = [
    {},
    { Authorization: 'Bearer wrong' },
    { Authorization: `Bearer ${rep('x', 9000)}` },
    { Authorization: 'Basic Og==' },
  ];
  for (const headers of auths) {
    out.push({
      name: `analytics events auth ${JSON.stringify(headers).slice(0, 40)}`,
      method: 'GET',
      path: '/api/analytics/events',
      headers,
    });
  }
  const choices: [string, string, Record<string, string>][] = [
    ['empty form', '', FORM_HEADERS],
    ['unknown choice', 'choice=maybe', FORM_HEADERS],
    ['choice twice', 'choice=opt-out&choice=opt-in', FORM_HEADERS],
    ['huge choice', `choice=${rep('a', 20000)}`, FORM_HEADERS],
    ['bad percent', 'choice=%ZZ', FORM_HEADERS],
    ['json', '{"choice":"opt-out"}', JSON_HEADERS],
    ['bad json', '{"choice":', JSON_HEADERS],
    ['no content type', 'choice=opt-out', { Origin: '{origin}' }],
    ['foreign origin', 'choice=opt-out', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' }],
    // Issue 31 finding 4: a sandboxed frame's Origin null, malformed origins, none at all.
    ['origin null', 'choice=opt-in', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null' }],
    ['origin foo', 'choice=opt-in', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'foo' }],
    ['origin scheme only', 'choice=opt-in', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://' }],
    ['origin colons', 'choice=opt-in', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: '::::' }],
    ['origin with path', 'choice=opt-in', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: '{origin}/privacy-choices' }],
    ['no origin', 'choice=opt-in', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['referer garbage', 'choice=opt-in', { 'Content-Type': 'application/x-www-form-urlencoded', Referer: 'http://[::' }],
  ];
  for (const [name, body, headers] of choices)
    out.push({ name: `privacy choice ${name}`, method: 'POST', path: '/api/privacy-choices', headers, body });
  // A page on a name rebound to the site sends a Host and an Origin that match each other, not the
  // site (issue 31): raw, since fetch will not send another Host.
  for (const [name, path, type, body] of [
    ['forms', '/api/forms/gl-contact-us-hc', 'application/json', '{"values": {}, "tracking": {}}'],
    ['privacy choice', '/api/privacy-choices', 'application/x-www-form-urlencoded', 'choice=opt-in'],
  ] as const) {
    out.push({
      name: `host rebound ${name}`,
      method: 'RAW',
      path: '',
      raw: `POST ${path} HTTP/1.1\r\nHost: rebind.attacker.example\r\nOrigin: http://rebind.attacker.example\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    });
  }
  const searches: [string, string][] = [
    ['no q', ''],
    ['blank q', '?q='],
    ['spaces q', '?q=%20%20%20'],
    ['q twice', '?q=life&q=dental'],
    ['q array', '?q[]=life'],
    ['q 201 chars', `?q=${rep('a', 201)}`],
    ['q 8000 chars', `?q=${rep('a', 8000)}`],
    ['rows 0', '?q=life&rows=0'],
    ['rows -1', '?q=life&rows=-1'],
    ['rows 51', '?q=life&rows=51'],
    ['rows abc', '?q=life&rows=abc'],
    ['rows 1e3', '?q=life&rows=1e3'],
    ['rows huge', `?q=life&rows=${rep('9', 400)}`],
    ['start -1', '?q=life&start=-1'],
    ['start 10001', '?q=life&start=10001'],
    ['start 1.5', '?q=life&start=1.5'],
    ['start NaN', '?q=life&start=NaN'],
    ['fts quote', '?q=%22life'],
    ['fts star', '?q=*'],
    ['fts near', '?q=NEAR(life%20dental)'],
    ['fts column', '?q=title%3Alife'],
    ['fts operators', '?q=life%20OR%20NOT%20dental%20AND'],
    ['sql quote', "?q=life'%3B%20DROP%20TABLE%20search_documents%3B--"],
    ['nul', '?q=life%00'],
    ['bad percent', '?q=%ZZ'],
    ['emoji', '?q=%F0%9F%92%A9'],
    ['rtl and combining', '?q=%D8%AA%D8%A3%D9%85%D9%8A%D9%86%CC%81'],
    ['only punctuation', '?q=!!!%3F%3F'],
  ];
  for (const [name, query] of searches) out.push({ name: `search ${name}`, method: 'GET', path: `${SEARCH}${query}` });
  out.push({ name: 'search POST json', method: 'POST', path: `${SEARCH}?q=life`, headers: JSON_HEADERS, body: '{"q":"life"}' });
  for (const path of [
    `${SEARCH}/x`,
    '/api/searchapi',
    '/api/searchapi/api/apps/Other/query/Other?q=life',
    '/api/analytics',
    '/api/analytics/v1',
    '/api/analytics/v1/t/x',
  ]) {
    out.push({ name: `search and analytics odd path ${path.slice(0, 60)}`, method: 'GET', path });
  }
  return out;
}

function methods(): SiteCorpusRequest[] {
  const out: SiteCorpusRequest[] = [];
  for (const path of API_ROUTES) {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST', 'PROPFIND', 'FOO']) {
      out.push({ name: `method ${method} ${path}`, method, path, headers: { Origin: '{origin}', 'Content-Type': 'application/json' } });
    }
  }
  for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PURGE', 'get', 'M-SEARCH']) {
    for (const path of ['/', '/api/forms/gl-contact-us-hc', '/api/draft', '/api/revalidate']) {
      out.push({
        name: `raw ${method} ${path}`,
        method,
        path,
        raw: `${method} ${path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n`,
      });
    }
  }
  return out;
}

/**
 * Transform parameters the site's `/images/` route refuses (400 with a message, never the Images
 * API's answer): values off the offered list (issue 31, finding 5) and values that are no value.
 */
const BAD_IMAGE_QUERIES = [
  'w=0',
  'w=-1',
  'w=321',
  'w=4001',
  'w=abc',
  'w=1e3',
  'w=',
  'w=99999999999999999999',
  'w=320&w=480',
  'h=0',
  'h=180',
  'w=320&h=181&fit=fill',
  'w=320&h=180&fit=pad',
  'q=0',
  'q=abc',
  'q=101',
  'q=74',
  'fm=exe',
  'fm=avif',
  'fm=',
  'fm=%00',
  'fit=fill',
  'f=face',
  'r=max',
  'bg=rgb:000000',
  'fl=png8',
  'w=%',
  '%ZZ=1',
];

/** The image route (`{image}` is a real image path of the demo site, found at run time). */
function images(): SiteCorpusRequest[] {
  const out: SiteCorpusRequest[] = [];
  for (const query of BAD_IMAGE_QUERIES) {
    out.push({ name: `images GET ?${query}`, method: 'GET', path: `{image}?${query}` });
  }
  for (const [name, path] of [
    ['unknown file with params', '/images/insurerlocal/a/b/c.png?w=320&fm=webp&q=75'],
    ['unknown file bad params', '/images/insurerlocal/a/b/c.png?w=0'],
    ['other space', '/images/otherspace/a/b/c.png?w=320'],
    ['short path', '/images/insurerlocal?w=0'],
    ['bad escape', '/images/insurerlocal/%ZZ/%ZZ/%ZZ?q=abc'],
    ['dot segments', '/images/insurerlocal/..%2F..%2Fcontent/v1/x?fm=exe'],
  ] as const) {
    out.push({ name: `images GET ${name}`, method: 'GET', path });
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    out.push({ name: `images ${method}`, method, path: '{image}?w=320', headers: JSON_HEADERS, body: '{}' });
  }
  return out;
}

const ODD_PATHS = [
  '/api',
  '/api/',
  '/api/forms',
  '/api/forms/',
  '/api/forms//',
  '/api/forms/gl-contact-us-hc/extra',
  '/api/forms/a/b/c',
  '/api/draft/',
  '/api/draft/disable/',
  '/api/draft/nope',
  '/api/revalidate/',
  '/api/revalidate/x',
  '/api/nope',
  '/api/%ZZ',
  '/api/%00',
  '/api/..%2f..%2fetc%2fpasswd',
  '/api/forms/..%2f..%2fdraft',
  '//api/draft',
  '/API/draft',
  '/api/draft;x=1',
  '/api/draft%2Fdisable',
  '/%',
  '/%E0%A4%A',
  '/..%2f..%2fetc%2fpasswd',
  '/.env',
  '/.git/config',
  '/_next/',
  '/_next/static/..%2f..%2fpackage.json',
  '/_next/image?url=%2F%2Fevil.example%2Fx.png&w=64&q=75',
  '/_next/image?url=http://127.0.0.1:1/x&w=abc&q=-1',
  `/${rep('a', 8000)}`,
  `/?${rep('a', 8000)}`,
  `/${rep('a/', 2000)}`,
  '/?clientcode=%',
  '/?utm_source=%ZZ&gclid=%00',
  '/nh',
  '/nh/%ZZ',
];

function oddPaths(): SiteCorpusRequest[] {
  const out: SiteCorpusRequest[] = [];
  for (const path of ODD_PATHS) {
    out.push({ name: `odd path GET ${path.slice(0, 60)} (${path.length})`, method: 'GET', path });
    out.push({
      name: `odd path POST ${path.slice(0, 60)} (${path.length})`,
      method: 'POST',
      path,
      headers: JSON_HEADERS,
      body: '{"values": {}, "tracking": {}}',
    });
  }
  const rawTargets = [
    '*',
    'http://evil.example/',
    'http://{host}/api/draft',
    'https://{host}/api/revalidate',
    'api/draft',
    '/api/draft#frag',
    '/a b',
    '/\u00e9',
    '/%00',
    '//evil.example/x',
  ];
  for (const target of rawTargets) {
    for (const method of ['GET', 'OPTIONS', 'POST']) {
      out.push({
        name: `raw ${method} target ${target}`,
        method,
        path: target,
        raw: `${method} ${target} HTTP/1.1\r\nHost: {host}\r\nOrigin: {origin}\r\nContent-Type: application/json\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      });
    }
  }
  return out;
}

function rawFraming(): SiteCorpusRequest[] {
  const F = '/api/forms/gl-contact-us-hc';
  const post = (headers: string, body = ''): string =>
    `POST ${F} HTTP/1.1\r\nHost: {host}\r\nOrigin: {origin}\r\nContent-Type: application/json\r\n${headers}Connection: close\r\n\r\n${body}`;
  const raw: [string, string][] = [
    ['content-length short', post('Content-Length: 5\r\n', '{"values": {}, "tracking": {}}')],
    ['content-length negative', post('Content-Length: -1\r\n')],
    ['content-length not a number', post('Content-Length: abc\r\n')],
    ['content-length twice', post('Content-Length: 2\r\nContent-Length: 3\r\n', '{}')],
    ['content-length huge', post('Content-Length: 99999999999999999999\r\n', '{}')],
    ['content-length and chunked', post('Content-Length: 2\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n')],
    ['transfer-encoding bogus', post('Transfer-Encoding: bogus\r\n')],
    ['chunk size garbage', post('Transfer-Encoding: chunked\r\n', 'zz\r\nab\r\n0\r\n\r\n')],
    ['chunk extension huge', post('Transfer-Encoding: chunked\r\n', `2;${rep('e', 20000)}\r\n{}\r\n0\r\n\r\n`)],
    ['chunked json', post('Transfer-Encoding: chunked\r\n', '5\r\n{"val\r\n3\r\nues\r\n0\r\n\r\n')],
    ['header without colon', 'GET / HTTP/1.1\r\nHost: {host}\r\nNoColonHere\r\nConnection: close\r\n\r\n'],
    ['header name with space', 'GET /api/draft HTTP/1.1\r\nHost: {host}\r\nBad Name: x\r\nConnection: close\r\n\r\n'],
    ['header value with NUL', 'GET /api/draft HTTP/1.1\r\nHost: {host}\r\nX-A: a\u0000b\r\nConnection: close\r\n\r\n'],
    ['header 20kB', `GET /api/draft HTTP/1.1\r\nHost: {host}\r\nX-Big: ${rep('b', 20000)}\r\nConnection: close\r\n\r\n`],
    [
      '3000 headers',
      `GET /api/draft HTTP/1.1\r\nHost: {host}\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: 1\r\n`).join('')}Connection: close\r\n\r\n`,
    ],
    ['no host HTTP/1.1', 'GET /api/draft HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['two hosts', 'GET /api/draft HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'],
    ['host garbage', 'GET /api/draft HTTP/1.1\r\nHost: ::::\r\nConnection: close\r\n\r\n'],
    ['host evil', 'GET /api/draft/disable?slug=/x HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'],
    ['host with path', 'GET /api/draft HTTP/1.1\r\nHost: evil.example/x?\r\nConnection: close\r\n\r\n'],
    ['host huge', `GET /api/draft HTTP/1.1\r\nHost: ${rep('h', 5000)}\r\nConnection: close\r\n\r\n`],
    ['forms host evil', post('Host: evil.example\r\nContent-Length: 2\r\n', '{}').replace('Host: {host}\r\n', '')],
    ['HTTP/1.0', 'GET /api/draft HTTP/1.0\r\n\r\n'],
    ['HTTP/2.0 line', 'GET /api/draft HTTP/2.0\r\nHost: {host}\r\n\r\n'],
    ['HTTP/9.9', 'GET /api/draft HTTP/9.9\r\nHost: {host}\r\n\r\n'],
    ['no version', 'GET /api/draft\r\nHost: {host}\r\n\r\n'],
    ['garbage line', 'HELLO\r\n\r\n'],
    ['binary line', '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\r\n\r\n'],
    ['LF only', 'GET /api/draft HTTP/1.1\nHost: {host}\nConnection: close\n\n'],
    ['obs-fold header', 'GET /api/draft HTTP/1.1\r\nHost: {host}\r\nX-A: a\r\n b\r\nConnection: close\r\n\r\n'],
    ['expect 100-continue', post('Expect: 100-continue\r\nContent-Length: 0\r\n')],
    ['expect bogus', post('Expect: bogus\r\nContent-Length: 0\r\n')],
    ['upgrade websocket', 'GET /api/draft HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'],
    [
      'upgrade h2c',
      'GET /api/draft HTTP/1.1\r\nHost: {host}\r\nUpgrade: h2c\r\nConnection: Upgrade, HTTP2-Settings\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n',
    ],
    ['http2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['request smuggling CL.TE', post('Content-Length: 4\r\nTransfer-Encoding: chunked\r\n', '1\r\nZ\r\nQ\r\n\r\n')],
    ['request smuggling TE.TE', post('Transfer-Encoding: chunked\r\nTransfer-Encoding: x\r\n', '0\r\n\r\n')],
  ];
  const out: SiteCorpusRequest[] = raw.map(([name, text]) => ({ name: `raw header ${name}`, method: 'RAW', path: '', raw: text }));
  // Unfinished bodies: the declared length never arrives; the server must answer or close in 30 s.
  const unfinished: [string, string][] = [
    ['forms json', post('Content-Length: 1000\r\n', '{"values": {')],
    ['forms urlencoded', post('Content-Length: 500\r\n', 'a=b').replace('application/json', 'application/x-www-form-urlencoded')],
    [
      'revalidate',
      'POST /api/revalidate HTTP/1.1\r\nHost: {host}\r\nX-Contentful-Webhook-Secret: {webhookSecret}\r\nX-Contentful-Topic: ContentManagement.Entry.publish\r\nContent-Length: 100\r\n\r\n{',
    ],
    ['draft', 'GET /api/draft?secret=wrong HTTP/1.1\r\nHost: {host}\r\nContent-Length: 100\r\n\r\nx'],
    ['forms chunked', post('Transfer-Encoding: chunked\r\n', '10\r\n{"values"')],
    ['headers never end', 'POST /api/forms/gl-contact-us-hc HTTP/1.1\r\nHost: {host}\r\nX-Slow: 1\r\n'],
  ];
  for (const [name, text] of unfinished) out.push({ name: `raw unfinished ${name}`, method: 'RAW', path: '', raw: text });
  return out;
}

/**
 * React server actions (the quote results' survey actions, docs/requirements.md#decision-survey-lead-actions):
 * a page POST naming an action that does not exist, a malformed action id, bodies that are not an
 * action's arguments, a foreign or null Origin.
 */
function serverActions(): SiteCorpusRequest[] {
  const out: SiteCorpusRequest[] = [];
  const page = '/life-insurance/term/calculator-quote/results';
  const variants: [string, Record<string, string>, string][] = [
    ['unknown id', { 'Next-Action': '0'.repeat(42) }, '[]'],
    ['short id', { 'Next-Action': 'x' }, '[]'],
    ['huge id', { 'Next-Action': rep('a', 8000) }, '[]'],
    ['empty id', { 'Next-Action': '' }, '[]'],
    ['id with markup', { 'Next-Action': '<script>' }, '[]'],
    ['bad body', { 'Next-Action': '0'.repeat(42) }, '['],
    ['huge body', { 'Next-Action': '0'.repeat(42) }, `[${rep('"a",', 20000)}"a"]`],
    [
      'multipart',
      { 'Next-Action': '0'.repeat(42), 'Content-Type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="1"\r\n\r\nb\r\n--x--\r\n',
    ],
    ['origin null', { 'Next-Action': '0'.repeat(42), Origin: 'null' }, '[]'],
    ['origin other site', { 'Next-Action': '0'.repeat(42), Origin: 'https://evil.example' }, '[]'],
  ];
  for (const [name, headers, body] of variants) {
    out.push({
      name: `server action ${name}`,
      method: 'POST',
      path: page,
      headers: { Origin: '{origin}', 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', ...headers },
      body,
    });
  }
  return out;
}

/** The whole corpus, in a stable order. */
export function generateCorpus(): SiteCorpusRequest[] {
  return [
    ...forms(),
    ...draft(),
    ...revalidate(),
    ...analyticsPrivacySearch(),
    ...serverActions(),
    ...methods(),
    ...oddPaths(),
    ...rawFraming(),
    ...images(),
  ];
}

export const CORPUS_PATH = fileURLToPath(new URL('./site-malformed-requests.json', import.meta.url));

/** The corpus file's exact text (stable key order, one request per line). */
export function corpusText(corpus: SiteCorpusRequest[] = generateCorpus()): string {
  return `[\n${corpus.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CORPUS_PATH, corpusText());
  console.log(`wrote ${generateCorpus().length} requests to ${CORPUS_PATH}`);
}
