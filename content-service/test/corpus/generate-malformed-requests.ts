import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CorpusRequest } from './corpus-types.js';

/**
 * Generates the malformed-request corpus of the content service, deterministically (no
 * randomness, no clock): every route (CMA, uploads, GraphQL, Images API, health) crossed with
 * bad JSON, wrong types, huge values, bad ids, bad versions, bad methods, odd paths, bad headers
 * and oversize bodies. `npx tsx content-service/test/corpus/generate-malformed-requests.ts`
 * rewrites `malformed-requests.json`; the corpus test checks the file matches this output.
 */

const CMA = 'application/vnd.contentful.management.v1+json';
const auth = { Authorization: 'Bearer {mgmt}', 'Content-Type': CMA };
const ENV = '/spaces/{space}/environments/master';
const BASES = [ENV, '/spaces/{space}'];

/**
 * `n` copies of `s`; long repetitions are written as the macro `⟪repeat N:TEXT⟫`, which the
 * replaying test expands (`expandRepeats`), so the committed file stays small.
 */
const rep = (s: string, n: number): string => (s.length * n > 256 ? `⟪repeat ${n}:${s}⟫` : s.repeat(n));

/** Expands every `⟪repeat N:TEXT⟫` macro of `text`. */
export function expandRepeats(text: string): string {
  return text.replace(/⟪repeat (\d+):([^⟫]*)⟫/g, (_, n: string, s: string) => s.repeat(Number(n)));
}
const deepArray = (n: number): string => `${rep('[', n)}${rep(']', n)}`;
const deepObject = (n: number): string => `${rep('{"a":', n)}1${rep('}', n)}`;

/** Bodies that are not JSON, or not the JSON object every CMA write expects. */
const BAD_JSON: [string, string][] = [
  ['empty', ''],
  ['whitespace', '   \n\t '],
  ['truncated object', '{"fields": {"title": {"en-US": "x"}'],
  ['trailing comma', '{"fields": {},}'],
  ['single quotes', "{'fields': {}}"],
  ['unquoted key', '{fields: {}}'],
  ['NaN literal', '{"fields": NaN}'],
  ['comment', '/* c */ {"fields": {}}'],
  ['bare string', '"fields"'],
  ['number', '42'],
  ['null', 'null'],
  ['true', 'true'],
  ['array', '[]'],
  ['array of objects', '[{"fields": {}}]'],
  ['lone surrogate', '{"name": "\\ud800"}'],
  ['bad escape', '{"name": "\\x41"}'],
  ['control char', '{"name": "a\u0001b"}'],
  ['BOM prefix', '\ufeff{"fields": {}}'],
  ['deep arrays 5000', deepArray(5000)],
  ['deep objects 5000', deepObject(5000)],
  ['deep fields 101', `{"fields": {"title": {"en-US": ${deepArray(101)}}}}`],
  ['deep fields 20000', `{"fields": {"title": {"en-US": ${deepArray(20000)}}}}`],
  ['unclosed deep', rep('[', 3000)],
  ['binary', '\u0000\u0001\u0002\u00ff'],
];

/** Entry bodies of the right JSON shape with wrong types or huge values (a string is the body text itself). */
const BAD_ENTRY_BODIES: [string, unknown][] = [
  ['fields string', { fields: 'x' }],
  ['fields array', { fields: [] }],
  ['fields number', { fields: 1 }],
  ['field not localised', { fields: { title: 'x' } }],
  ['field locale null', { fields: { title: { 'en-US': null } } }],
  ['field unknown locale', { fields: { title: { 'xx-XX': 'x' } } }],
  ['field object value', { fields: { title: { 'en-US': { a: 1 } } } }],
  ['integer as string', { fields: { count: { 'en-US': '12' } } }],
  ['integer float', { fields: { count: { 'en-US': 1.5 } } }],
  ['integer huge', { fields: { count: { 'en-US': 1e308 } } }],
  ['integer negative huge', { fields: { count: { 'en-US': -1e308 } } }],
  ['unknown field', { fields: { nope: { 'en-US': 'x' } } }],
  ['empty field name', { fields: { '': { 'en-US': 'x' } } }],
  ['proto field', JSON.parse('{"fields": {"__proto__": {"en-US": "x"}}}')],
  ['constructor field', { fields: { constructor: { 'en-US': 'x' } } }],
  ['sys string', { sys: 'x', fields: {} }],
  ['sys id number', { sys: { id: 5 }, fields: {} }],
  ['metadata string', { fields: {}, metadata: 'x' }],
  ['metadata tags object', { fields: {}, metadata: { tags: {} } }],
  ['metadata tags bad link', { fields: {}, metadata: { tags: [{ sys: { id: 1 } }] } }],
  ['metadata tags null', { fields: {}, metadata: { tags: [null] } }],
  ['huge string 1MB', { fields: { title: { 'en-US': rep('x', 1024 * 1024) } } }],
  // A string here is the body text itself (too large to keep expanded).
  ['huge array 20000', `{"fields": {"title": {"en-US": [${rep('"x",', 19999)}"x"]}}}`],
  ['many fields 1000', { fields: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, { 'en-US': i }])) }],
  ['many locales 2000', { fields: { title: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`l${i}`, 'x'])) } }],
  ['link bad type', { fields: { title: { 'en-US': { sys: { type: 'Link', linkType: 'Nope', id: 'x' } } } } }],
  ['rich text bogus', { fields: { title: { 'en-US': { nodeType: 'document', content: 'x' } } } }],
];

const BAD_CONTENT_TYPE_BODIES: [string, unknown][] = [
  ['fields object', { name: 'x', fields: {} }],
  ['fields null', { name: 'x', fields: null }],
  ['name number', { name: 5, fields: [] }],
  ['field without id', { name: 'x', fields: [{ name: 'a', type: 'Symbol' }] }],
  ['field bad type', { name: 'x', fields: [{ id: 'a', name: 'a', type: 'Nope' }] }],
  ['field type number', { name: 'x', fields: [{ id: 'a', name: 'a', type: 7 }] }],
  ['array without items', { name: 'x', fields: [{ id: 'a', name: 'a', type: 'Array' }] }],
  ['link without linkType', { name: 'x', fields: [{ id: 'a', name: 'a', type: 'Link' }] }],
  ['validations string', { name: 'x', fields: [{ id: 'a', name: 'a', type: 'Symbol', validations: 'x' }] }],
  [
    'validation regexp invalid',
    { name: 'x', fields: [{ id: 'a', name: 'a', type: 'Symbol', validations: [{ regexp: { pattern: '(' } }] }] },
  ],
  ['validation size strings', { name: 'x', fields: [{ id: 'a', name: 'a', type: 'Symbol', validations: [{ size: { min: 'a' } }] }] }],
  [
    'duplicate field ids',
    {
      name: 'x',
      fields: [
        { id: 'a', name: 'a', type: 'Symbol' },
        { id: 'a', name: 'b', type: 'Symbol' },
      ],
    },
  ],
  ['displayField unknown', { name: 'x', displayField: 'zz', fields: [{ id: 'a', name: 'a', type: 'Symbol' }] }],
  ['1000 fields', { name: 'x', fields: Array.from({ length: 1000 }, (_, i) => ({ id: `f${i}`, name: `f${i}`, type: 'Symbol' })) }],
  ['field id with spaces', { name: 'x', fields: [{ id: 'a b', name: 'a', type: 'Symbol' }] }],
];

const BAD_ASSET_BODIES: [string, unknown][] = [
  ['file string', { fields: { file: { 'en-US': 'x' } } }],
  ['file no fileName', { fields: { file: { 'en-US': { contentType: 'image/png', upload: 'http://127.0.0.1:1/x.png' } } } }],
  ['file upload not url', { fields: { file: { 'en-US': { fileName: 'a.png', contentType: 'image/png', upload: 'not a url' } } } }],
  [
    'file upload file scheme',
    { fields: { file: { 'en-US': { fileName: 'a.png', contentType: 'image/png', upload: 'file:///etc/passwd' } } } },
  ],
  [
    'file upload bad data url',
    { fields: { file: { 'en-US': { fileName: 'a.png', contentType: 'image/png', upload: 'data:image/png;base64,@@@' } } } },
  ],
  ['file uploadFrom bad', { fields: { file: { 'en-US': { fileName: 'a.png', contentType: 'image/png', uploadFrom: 'x' } } } }],
  [
    'file uploadFrom missing',
    {
      fields: {
        file: {
          'en-US': {
            fileName: 'a.png',
            contentType: 'image/png',
            uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: 'missing' } },
          },
        },
      },
    },
  ],
  ['title number', { fields: { title: { 'en-US': 5 } } }],
  ['fields array', { fields: [] }],
];

const BAD_VERSIONS = ['-1', 'abc', '1.5', '99999999999999999999999', '', '0x10', ' 1 ', '1e3', 'NaN', 'Infinity', '0', '1,2'];

const BAD_IDS = [
  rep('a', 300),
  'a%20b',
  '%2e%2e',
  '..',
  '%00',
  '%ZZ',
  '%',
  'caf%C3%A9',
  '%F0%9F%92%A9',
  '%FF%FE',
  'a;b',
  '__proto__',
  'constructor',
  'a.b',
  '-',
  '%0d%0aX-Injected:%201',
];

const BAD_QUERIES = [
  'limit=-1',
  'limit=abc',
  'limit=1e9',
  'limit=1001',
  'limit=99999999999999999999',
  'skip=-5',
  'skip=abc',
  'skip=1e20',
  'order=',
  'order=-',
  'order=fields.nope,-sys.nope',
  'sys.id[in]=',
  'sys.id[nin]=a,,b',
  'sys.id[bogus]=1',
  'fields.title[match]=',
  'fields.count[gte]=abc',
  'fields.count[lt]=1e999',
  'sys.createdAt[gte]=not-a-date',
  'content_type=',
  'content_type=nope',
  'query=' + rep('%25', 500),
  'metadata.tags.sys.id[all]=',
  'links_to_entry=',
  'select=fields.' + rep('a', 2000),
  'limit=1&limit=2',
  '%ZZ=1',
  'a=%',
  rep('x=1&', 2000),
];

/** Paths that are odd on every route family. */
const ODD_PATHS = [
  '//',
  '///spaces',
  '/spaces/',
  '/spaces//entries',
  '/spaces/{space}//entries',
  '/spaces/{space}/environments/',
  '/spaces/{space}/environments//entries',
  '/spaces/{space}/environments/nope/entries',
  '/spaces/nope/entries',
  '/spaces/%00/entries',
  '/spaces/%ZZ',
  '/spaces/{space}/%2e%2e/%2e%2e/etc/passwd',
  '/spaces/{space}/../../etc/passwd',
  '/spaces/{space}/entries/%2F',
  '/' + rep('a', 8000),
  '/spaces/{space}/' + rep('a/', 2000),
  '/content/v1/',
  '/content/v1/spaces/',
  '/content/v1/spaces/{space}/environments/',
  '/content/v1/spaces/{space}/environments/nope',
  '/content/v1/spaces/nope',
  '/images/',
  '/images/{space}',
  '/images/{space}/a/b',
  '/images/{space}/a/b/c',
  '/images/nope/a/b/c.png',
  '/images/{space}/%ZZ/%ZZ/%ZZ',
  '/healthz/',
  '/healthz?x=%',
  '/favicon.ico',
  '/.env',
  '/.git/config',
  '/?' + rep('a', 8000),
  '/%',
  '/%E0%A4%A',
  '/spaces/{space}/entries?%',
  '/spaces/{space}/public/content_types/x',
  '/spaces/{space}/webhook_definitions',
  '/spaces/{space}/api_keys',
  '/spaces/{space}/environments/master/bulk_actions/publish',
];

const ODD_METHODS = ['PATCH', 'PROPFIND', 'MKCOL', 'LOCK', 'FOO', 'SEARCH', 'PURGE', 'LINK', 'REPORT'];

/** Collection and entity routes, with the methods they accept (for the method matrix). */
const ROUTES: string[] = [
  '/',
  '/healthz',
  '/spaces',
  '/spaces/{space}',
  '/spaces/{space}/environments',
  '/spaces/{space}/environments/master',
  ...BASES.flatMap((b) => [
    `${b}/content_types`,
    `${b}/content_types/{contentType}`,
    `${b}/content_types/{contentType}/published`,
    `${b}/content_types/{contentType}/editor_interface`,
    `${b}/editor_interfaces`,
    `${b}/public/content_types`,
    `${b}/entries`,
    `${b}/entries/{entry}`,
    `${b}/entries/{entry}/published`,
    `${b}/entries/{entry}/archived`,
    `${b}/assets`,
    `${b}/assets/{asset}`,
    `${b}/assets/{asset}/published`,
    `${b}/assets/{asset}/archived`,
    `${b}/assets/{asset}/files/en-US/process`,
    `${b}/locales`,
    `${b}/tags`,
    `${b}/uploads`,
    `${b}/uploads/{upload}`,
  ]),
  '/spaces/{space}/uploads',
  '/spaces/{space}/uploads/{upload}',
  '/spaces/{space}/scheduled_actions',
  '/spaces/{space}/scheduled_actions/{scheduledAction}',
  `${ENV}/releases`,
  `${ENV}/releases/{release}`,
  `${ENV}/releases/{release}/published`,
  `${ENV}/releases/{release}/archived`,
  `${ENV}/releases/{release}/validate`,
  `${ENV}/releases/{release}/actions/nope`,
  `${ENV}/release_actions`,
  '/content/v1/spaces/{space}',
  '/content/v1/spaces/{space}/environments/master',
  '{image}',
];

const GQL = '/content/v1/spaces/{space}/environments/master';
const gqlAuth = { Authorization: 'Bearer {delivery}', 'Content-Type': 'application/json' };

const deepQuery = (n: number): string => `{ ${rep('a { ', n)}b${rep(' }', n)} }`;

const BAD_GRAPHQL_BODIES: [string, string][] = [
  ...BAD_JSON.map(([name, body]): [string, string] => [`json ${name}`, body]),
  ['query number', '{"query": 5}'],
  ['query array', '{"query": ["{ __typename }"]}'],
  ['query object', '{"query": {"a": 1}}'],
  ['variables number', '{"query": "{ __typename }", "variables": 5}'],
  ['variables array', '{"query": "{ __typename }", "variables": []}'],
  ['variables bad json string', '{"query": "{ __typename }", "variables": "{nope"}'],
  ['variables deep', `{"query": "query($v: JSON) { __typename }", "variables": {"v": ${deepArray(5000)}}}`],
  ['variables deep string', `{"query": "{ __typename }", "variables": ${JSON.stringify(deepArray(5000))}}`],
  ['extensions number', '{"query": "{ __typename }", "extensions": 1}'],
  ['extensions deep', `{"query": "{ __typename }", "extensions": ${deepObject(3000)}}`],
  ['operationName number', '{"query": "{ __typename }", "operationName": 5}'],
  ['operationName unknown', '{"query": "query A { __typename }", "operationName": "B"}'],
  ['two operations no name', '{"query": "query A { __typename } query B { __typename }"}'],
  ['empty query', '{"query": ""}'],
  ['whitespace query', '{"query": "   "}'],
  ['syntax error', '{"query": "{ entryCollection { "}'],
  ['unknown field', '{"query": "{ nope }"}'],
  ['mutation', '{"query": "mutation { a }"}'],
  ['subscription', '{"query": "subscription { a }"}'],
  ['deep selection 1000', JSON.stringify({ query: deepQuery(1000) })],
  ['deep selection 4000', JSON.stringify({ query: deepQuery(2000) })],
  ['deep list value', JSON.stringify({ query: `{ __type(name: ${rep('[', 3000)}"a"${rep(']', 3000)}) { name } }` })],
  ['deep object value', JSON.stringify({ query: `{ __type(name: ${rep('{a:', 2000)}1${rep('}', 2000)}) { name } }` })],
  ['query over 8kB', JSON.stringify({ query: `{ ${rep('__typename ', 1000)}}` })],
  ['many aliases', JSON.stringify({ query: `{ ${Array.from({ length: 700 }, (_, i) => `a${i}: __typename`).join(' ')} }` })],
  ['fragment cycle', JSON.stringify({ query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' })],
  ['undefined variable', JSON.stringify({ query: 'query { __type(name: $n) { name } }' })],
  ['variable wrong type', JSON.stringify({ query: 'query($n: String!) { __type(name: $n) { name } }', variables: { n: 5 } })],
  ['variable missing', JSON.stringify({ query: 'query($n: String!) { __type(name: $n) { name } }' })],
  ['introspection deep', JSON.stringify({ query: `{ __schema { types { ${rep('fields { type { ', 20)} name ${rep('} } ', 20)} } } }` })],
  ['collection limit huge', JSON.stringify({ query: '{ entryCollection(limit: 99999999999) { total } }' })],
  ['collection limit negative', JSON.stringify({ query: '{ entryCollection(limit: -1) { total } }' })],
  ['collection skip float', JSON.stringify({ query: '{ entryCollection(skip: 1.5) { total } }' })],
  ['persisted query unknown', JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } })],
  [
    'persisted query bad hash',
    JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'zz' } } }),
  ],
  [
    'persisted query bad version',
    JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: { version: 'x', sha256Hash: 5 } } }),
  ],
  ['persisted query null', JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: null } })],
  ['asset bad transform', JSON.stringify({ query: '{ asset(id: "{asset}") { url(transform: { width: -5, quality: 500 }) } }' })],
  ['asset id wrong type', JSON.stringify({ query: '{ asset(id: 5) { title } }' })],
  ['entry bad locale', JSON.stringify({ query: '{ entryCollection(locale: "zz-ZZ") { total } }' })],
  ['preview without preview token', JSON.stringify({ query: '{ entryCollection(preview: true) { total } }' })],
];

const BAD_IMAGE_QUERIES = [
  'w=0',
  'w=-1',
  'w=4001',
  'w=abc',
  'w=1.5',
  'w=1e3',
  'w=',
  'w=99999999999999999999',
  'h=0',
  'h=4001',
  'h=%20',
  'w=4000&h=4000',
  'w=4000&h=4000&fm=avif&q=100',
  'w=3000&h=3000&fm=avif',
  'w=4000&fm=avif&q=100',
  'h=4000&fm=webp',
  'q=0',
  'q=101',
  'q=-5',
  'q=abc',
  'q=50.5',
  'fit=bogus',
  'fit=',
  'f=middle',
  'r=-1',
  'r=abc',
  'r=1e999',
  'bg=rgb:zzzzzz',
  'bg=red',
  'bg=rgb:12345',
  'fm=bmp',
  'fm=exe',
  'fm=',
  'fm=JPG',
  'fl=bogus',
  'fl=png8&fm=jpg',
  'fit=crop&w=4000&h=4000',
  'fit=pad&w=4000&h=1000&bg=rgb:000000',
  'w=100&w=200',
  '%ZZ=1',
  'w=%',
];

function cmaWrites(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  const writes: [string, string, [string, unknown][]][] = [
    ['POST', `${ENV}/entries`, BAD_ENTRY_BODIES],
    ['PUT', `${ENV}/entries/{entry}`, BAD_ENTRY_BODIES],
    ['POST', `${ENV}/content_types`, BAD_CONTENT_TYPE_BODIES],
    ['PUT', `${ENV}/content_types/corpus-new-type`, BAD_CONTENT_TYPE_BODIES],
    ['POST', `${ENV}/assets`, BAD_ASSET_BODIES],
    ['PUT', `${ENV}/assets/{asset}`, BAD_ASSET_BODIES],
  ];
  const jsonTargets: [string, string, Record<string, string>][] = [
    ['POST', `${ENV}/entries`, { 'X-Contentful-Content-Type': '{contentType}' }],
    ['PUT', `${ENV}/entries/{entry}`, {}],
    ['POST', `${ENV}/content_types`, {}],
    ['PUT', `${ENV}/content_types/{contentType}`, {}],
    ['POST', `${ENV}/assets`, {}],
    ['PUT', `${ENV}/assets/{asset}`, {}],
    ['POST', `${ENV}/locales`, {}],
    ['PUT', `${ENV}/tags/corpus-tag`, {}],
    ['PUT', `${ENV}/content_types/{contentType}/editor_interface`, {}],
    ['PUT', '/spaces/{space}/environments/corpus-env', {}],
  ];
  for (const [method, path, extra] of jsonTargets) {
    for (const [name, body] of BAD_JSON) {
      out.push({ name: `cma ${method} ${path} bad json: ${name}`, method, path, headers: { ...auth, ...extra }, body });
    }
  }
  for (const [method, path, bodies] of writes) {
    for (const [name, body] of bodies) {
      const headers: Record<string, string> = { ...auth, 'X-Contentful-Content-Type': '{contentType}' };
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      out.push({ name: `cma ${method} ${path} wrong type: ${name}`, method, path, headers, body: text });
    }
  }
  const locales: [string, unknown][] = [
    ['code missing', { name: 'x' }],
    ['code number', { name: 'x', code: 5 }],
    ['code bogus', { name: 'x', code: 'not a locale!' }],
    ['fallback unknown', { name: 'x', code: 'de-DE', fallbackCode: 'zz-ZZ' }],
    ['default true', { name: 'x', code: 'fr-FR', default: true }],
    ['code huge', { name: 'x', code: rep('a', 10000) }],
  ];
  for (const [name, body] of locales) {
    out.push({ name: `cma POST locales: ${name}`, method: 'POST', path: `${ENV}/locales`, headers: auth, body: JSON.stringify(body) });
  }
  const tags: [string, unknown][] = [
    ['name missing', { sys: { visibility: 'private' } }],
    ['name number', { name: 5, sys: { visibility: 'private' } }],
    ['visibility bogus', { name: 'x', sys: { visibility: 'nope' } }],
  ];
  for (const [name, body] of tags) {
    out.push({ name: `cma PUT tag: ${name}`, method: 'PUT', path: `${ENV}/tags/corpus-tag-2`, headers: auth, body: JSON.stringify(body) });
  }
  return out;
}

function cmaVersions(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  const targets: [string, string][] = [
    ['PUT', `${ENV}/entries/{entry}`],
    ['PUT', `${ENV}/entries/{entry}/published`],
    ['DELETE', `${ENV}/entries/{entry}/published`],
    ['PUT', `${ENV}/entries/{entry}/archived`],
    ['PUT', `${ENV}/content_types/{contentType}`],
    ['PUT', `${ENV}/content_types/{contentType}/published`],
    ['PUT', `${ENV}/assets/{asset}/files/en-US/process`],
    ['PUT', `${ENV}/assets/{asset}/published`],
  ];
  for (const [method, path] of targets) {
    for (const version of [...BAD_VERSIONS, '999']) {
      const body = method === 'PUT' && (path.endsWith('{entry}') || path.endsWith('{contentType}')) ? '{"fields": {}}' : undefined;
      out.push({
        name: `cma ${method} ${path} version "${version}"`,
        method,
        path,
        headers: { ...auth, 'X-Contentful-Version': version },
        ...(body !== undefined ? { body } : {}),
      });
    }
  }
  return out;
}

function cmaIds(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  for (const id of BAD_IDS) {
    for (const [method, suffix] of [
      ['GET', `/entries/${id}`],
      ['PUT', `/entries/${id}`],
      ['DELETE', `/entries/${id}`],
      ['GET', `/content_types/${id}`],
      ['PUT', `/assets/${id}`],
      ['PUT', `/entries/${id}/published`],
    ] as const) {
      const body = method === 'PUT' && !suffix.endsWith('published') ? '{"fields": {}}' : undefined;
      out.push({
        name: `cma ${method} bad id ${id.slice(0, 40)} ${suffix.split('/')[1]}${suffix.endsWith('published') ? ' published' : ''}`,
        method,
        path: `${ENV}${suffix}`,
        headers: { ...auth, 'X-Contentful-Content-Type': '{contentType}', 'X-Contentful-Version': '1' },
        ...(body !== undefined ? { body } : {}),
      });
    }
  }
  return out;
}

function cmaQueries(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  for (const collection of ['entries', 'assets', 'content_types', 'tags', 'locales']) {
    for (const q of BAD_QUERIES) {
      out.push({ name: `cma GET ${collection}?${q.slice(0, 60)}`, method: 'GET', path: `${ENV}/${collection}?${q}`, headers: auth });
    }
  }
  return out;
}

function methods(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  for (const path of ROUTES) {
    for (const method of ['PATCH', 'FOO', 'OPTIONS', 'HEAD', 'DELETE', 'POST']) {
      out.push({ name: `method ${method} ${path}`, method, path, headers: auth });
    }
  }
  for (const method of ODD_METHODS) {
    out.push({ name: `method ${method} entries`, method, path: `${ENV}/entries`, headers: auth });
  }
  for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
    for (const path of ['/', `${ENV}/entries`, GQL, '{image}']) {
      out.push({
        name: `raw ${method} ${path}`,
        method,
        path,
        raw: `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      });
    }
  }
  return out;
}

function oddPaths(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  for (const path of ODD_PATHS) {
    out.push({ name: `odd path GET ${path.slice(0, 60)}`, method: 'GET', path, headers: auth });
    out.push({ name: `odd path POST ${path.slice(0, 60)}`, method: 'POST', path, headers: auth, body: '{}' });
  }
  const rawTargets = [
    '*',
    'http://evil.example/',
    'http://localhost/spaces',
    'spaces',
    '/spaces/{space}/entries#frag',
    '/a b',
    '/\u00e9',
    '/%00',
    '//evil.example/x',
    '/content/v1/spaces/{space}?query=%',
  ];
  for (const target of rawTargets) {
    for (const method of ['GET', 'OPTIONS', 'POST']) {
      out.push({
        name: `raw ${method} target ${target}`,
        method,
        path: target,
        raw: `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer {mgmt}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      });
    }
  }
  return out;
}

function badHeaders(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  const entryBody = JSON.stringify({ fields: { title: { 'en-US': 'x' } } });
  const variants: [string, Record<string, string>][] = [
    ['no auth', { 'Content-Type': CMA }],
    ['bearer empty', { Authorization: 'Bearer ', 'Content-Type': CMA }],
    ['bearer only', { Authorization: 'Bearer', 'Content-Type': CMA }],
    ['basic auth', { Authorization: 'Basic YTpi', 'Content-Type': CMA }],
    ['wrong token', { Authorization: 'Bearer CFPAT-wrong', 'Content-Type': CMA }],
    ['delivery token on CMA', { Authorization: 'Bearer {delivery}', 'Content-Type': CMA }],
    ['token prefix', { Authorization: 'Bearer CFPAT', 'Content-Type': CMA }],
    ['huge token', { Authorization: `Bearer ${rep('t', 6000)}`, 'Content-Type': CMA }],
    ['two tokens', { Authorization: 'Bearer {mgmt} {mgmt}', 'Content-Type': CMA }],
    ['content-type text', { ...auth, 'Content-Type': 'text/plain' }],
    ['content-type form', { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['content-type multipart', { ...auth, 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['content-type garbage', { ...auth, 'Content-Type': ';;;=' }],
    ['content-type charset bogus', { ...auth, 'Content-Type': 'application/json; charset=ebcdic' }],
    ['content type header missing', { ...auth }],
    ['content type header bogus', { ...auth, 'X-Contentful-Content-Type': 'nope' }],
    ['content type header empty', { ...auth, 'X-Contentful-Content-Type': '' }],
    ['content type header huge', { ...auth, 'X-Contentful-Content-Type': rep('x', 5000) }],
    ['origin not allowed', { ...auth, Origin: 'https://evil.example' }],
    ['origin null', { ...auth, Origin: 'null' }],
    ['origin garbage', { ...auth, Origin: '::::' }],
    ['origin allowed lookalike', { ...auth, Origin: 'http://localhost:3000.evil.example' }],
    ['accept image', { ...auth, Accept: 'image/png' }],
    ['accept-encoding bogus', { ...auth, 'Accept-Encoding': 'zstd;q=abc' }],
    ['content-encoding gzip not gzip', { ...auth, 'Content-Encoding': 'gzip' }],
    ['if-none-match garbage', { ...auth, 'If-None-Match': '"\u00ff' }],
    ['source environment header bogus', { ...auth, 'X-Contentful-Source-Environment': 'nope' }],
  ];
  const targets: [string, string, string | undefined][] = [
    ['POST', `${ENV}/entries`, entryBody],
    ['GET', `${ENV}/entries`, undefined],
    ['POST', '/spaces/{space}/uploads', 'bytes'],
    ['PUT', '/spaces/{space}/environments/corpus-env-2', '{}'],
  ];
  for (const [name, headers] of variants) {
    for (const [method, path, body] of targets) {
      out.push({ name: `header ${name}: ${method} ${path}`, method, path, headers, ...(body !== undefined ? { body } : {}) });
    }
  }
  const gqlHeaders: [string, Record<string, string>][] = [
    ['no token', { 'Content-Type': 'application/json' }],
    ['wrong token', { Authorization: 'Bearer nope', 'Content-Type': 'application/json' }],
    ['management token', { Authorization: 'Bearer {mgmt}', 'Content-Type': 'application/json' }],
    ['bearer only', { Authorization: 'Bearer', 'Content-Type': 'application/json' }],
    ['text body', { Authorization: 'Bearer {delivery}', 'Content-Type': 'text/plain' }],
    ['form body', { Authorization: 'Bearer {delivery}', 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['origin not allowed', { ...gqlAuth, Origin: 'https://evil.example' }],
  ];
  for (const [name, headers] of gqlHeaders) {
    out.push({ name: `graphql header ${name}`, method: 'POST', path: GQL, headers, body: '{"query": "{ __typename }"}' });
  }
  const rawHeaders: [string, string][] = [
    [
      'content-length mismatch short',
      'POST {e}/entries HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer {mgmt}\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{"fields": {}}',
    ],
    ['content-length negative', 'POST {e}/entries HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\nConnection: close\r\n\r\n'],
    ['content-length not a number', 'POST {e}/entries HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\nConnection: close\r\n\r\n'],
    [
      'content-length twice',
      'POST {e}/entries HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}',
    ],
    [
      'content-length and chunked',
      'POST {e}/entries HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    ],
    ['transfer-encoding bogus', 'POST {e}/entries HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: bogus\r\nConnection: close\r\n\r\n'],
    [
      'chunk size garbage',
      'POST {e}/entries HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nab\r\n0\r\n\r\n',
    ],
    ['header without colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nNoColonHere\r\nConnection: close\r\n\r\n'],
    ['header name with space', 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Name: x\r\nConnection: close\r\n\r\n'],
    ['header value with NUL', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0000b\r\nConnection: close\r\n\r\n'],
    ['header 20kB', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${rep('b', 20000)}\r\nConnection: close\r\n\r\n`],
    [
      '3000 headers',
      `GET / HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: 1\r\n`).join('')}Connection: close\r\n\r\n`,
    ],
    ['no host HTTP/1.1', 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['two hosts', 'GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'],
    ['host garbage', 'GET /healthz HTTP/1.1\r\nHost: ::::\r\nConnection: close\r\n\r\n'],
    ['HTTP/1.0', 'GET /healthz HTTP/1.0\r\n\r\n'],
    ['HTTP/2.0 line', 'GET /healthz HTTP/2.0\r\nHost: localhost\r\n\r\n'],
    ['HTTP/9.9', 'GET /healthz HTTP/9.9\r\nHost: localhost\r\n\r\n'],
    ['lowercase method', 'get /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['no version', 'GET /healthz\r\nHost: localhost\r\n\r\n'],
    ['garbage line', 'HELLO\r\n\r\n'],
    ['binary line', '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\r\n\r\n'],
    ['LF only', 'GET /healthz HTTP/1.1\nHost: localhost\nConnection: close\n\n'],
    ['obs-fold header', 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-A: a\r\n b\r\nConnection: close\r\n\r\n'],
    [
      'expect 100-continue',
      'POST {e}/entries HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer {mgmt}\r\nExpect: 100-continue\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    ],
    ['expect bogus', 'POST {e}/entries HTTP/1.1\r\nHost: localhost\r\nExpect: bogus\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'],
    ['upgrade websocket', 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'],
    [
      'upgrade h2c',
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nUpgrade: h2c\r\nConnection: Upgrade, HTTP2-Settings\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n',
    ],
    ['http2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ];
  for (const [name, raw] of rawHeaders) {
    out.push({ name: `raw header ${name}`, method: 'RAW', path: '', raw: raw.replaceAll('{e}', ENV) });
  }
  return out;
}

function oversize(): CorpusRequest[] {
  const big = { chunk: '0123456789abcdef'.repeat(64), times: 51 * 1024 };
  return [
    {
      name: 'oversize entry body 51MB',
      method: 'POST',
      path: `${ENV}/entries`,
      headers: { ...auth, 'X-Contentful-Content-Type': '{contentType}' },
      bodyRepeat: big,
    },
    {
      name: 'oversize upload 51MB',
      method: 'POST',
      path: '/spaces/{space}/uploads',
      headers: { ...auth, 'Content-Type': 'application/octet-stream' },
      bodyRepeat: big,
    },
    { name: 'oversize graphql body 51MB', method: 'POST', path: GQL, headers: gqlAuth, bodyRepeat: big },
    {
      name: 'oversize environment body 51MB',
      method: 'PUT',
      path: '/spaces/{space}/environments/corpus-env-3',
      headers: auth,
      bodyRepeat: big,
    },
    {
      name: 'large graphql body 2MB',
      method: 'POST',
      path: GQL,
      headers: gqlAuth,
      body: JSON.stringify({ query: '{ __typename }', variables: { a: rep('x', 2 * 1024 * 1024) } }),
    },
    { name: 'large query param', method: 'GET', path: `${GQL}?query=${rep('a', 30000)}`, headers: gqlAuth },
  ];
}

function graphql(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  for (const [name, body] of BAD_GRAPHQL_BODIES) {
    out.push({ name: `graphql POST ${name}`, method: 'POST', path: GQL, headers: gqlAuth, body });
  }
  const getParams = [
    '',
    'query=',
    'query=%7B',
    'query={ nope }',
    'query={ __typename }&variables={nope',
    'query={ __typename }&variables=5',
    'query={ __typename }&variables=[]',
    `query={ __typename }&variables=${deepArray(3000)}`,
    'query={ __typename }&extensions={nope',
    'query={ __typename }&extensions=7',
    'query={ __typename }&operationName=Nope',
    'query=mutation { a }',
    'query=%',
    'query={ __typename }&access_token=nope',
    `query=${deepQuery(500)}`,
  ];
  for (const q of getParams) {
    out.push({
      name: `graphql GET ?${q.slice(0, 60)}`,
      method: 'GET',
      path: `${GQL}?${q}`,
      headers: { Authorization: 'Bearer {delivery}' },
    });
  }
  return out;
}

function images(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  for (const q of BAD_IMAGE_QUERIES) {
    out.push({ name: `images GET ?${q}`, method: 'GET', path: `{image}?${q}` });
  }
  for (const [name, path] of [
    ['unknown token', '/images/{space}/{asset}/00000000000000000000000000000000/file.png'],
    ['wrong space', '/images/otherspace/{asset}/00000000000000000000000000000000/file.png'],
    ['token huge', `/images/{space}/{asset}/${rep('f', 5000)}/file.png`],
    ['file name encoded slash', '/images/{space}/{asset}/abc/..%2F..%2Fetc%2Fpasswd'],
  ]) {
    out.push({ name: `images ${name}`, method: 'GET', path: path! });
    out.push({ name: `images ${name} with params`, method: 'GET', path: `${path!}?w=100&fm=webp` });
  }
  for (const [name, headers] of [
    ['if-none-match garbage', { 'If-None-Match': 'garbage,,,"' }],
    ['range bogus', { Range: 'bytes=abc' }],
    ['range huge', { Range: 'bytes=0-99999999999999' }],
    ['origin not allowed', { Origin: 'https://evil.example' }],
  ] as const) {
    out.push({ name: `images header ${name}`, method: 'GET', path: '{image}?w=50', headers: { ...headers } });
  }
  const uploadTargets = ['/spaces/{space}/uploads', `${ENV}/uploads`, '/spaces/nope/uploads', '/spaces/{space}/environments/nope/uploads'];
  for (const base of uploadTargets) {
    out.push({
      name: `uploads POST empty ${base}`,
      method: 'POST',
      path: base,
      headers: { ...auth, 'Content-Type': 'application/octet-stream' },
      body: '',
    });
    out.push({
      name: `uploads POST no auth ${base}`,
      method: 'POST',
      path: base,
      headers: { 'Content-Type': 'application/octet-stream' },
      body: 'x',
    });
    out.push({ name: `uploads GET unknown ${base}`, method: 'GET', path: `${base}/nope`, headers: auth });
    out.push({ name: `uploads DELETE unknown ${base}`, method: 'DELETE', path: `${base}/nope`, headers: auth });
    out.push({ name: `uploads GET bad id ${base}`, method: 'GET', path: `${base}/%ZZ`, headers: auth });
  }
  return out;
}

const SCHEDULED = '/spaces/{space}/scheduled_actions';
const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });
const goodAction = {
  entity: link('Entry', '{entry}'),
  environment: link('Environment', 'master'),
  action: 'publish',
  scheduledFor: { datetime: '2099-01-01T00:00:00.000Z' },
};

/** Scheduled-action bodies of the right JSON shape with wrong types, values out of range or unknown targets. */
const BAD_SCHEDULED_ACTION_BODIES: [string, unknown][] = [
  ['empty object', {}],
  ['action unknown', { ...goodAction, action: 'archive' }],
  ['action number', { ...goodAction, action: 1 }],
  ['entity string', { ...goodAction, entity: 'x' }],
  ['entity content type', { ...goodAction, entity: link('ContentType', '{contentType}') }],
  ['entity missing', { ...goodAction, entity: link('Entry', 'nope') }],
  ['entity release missing', { ...goodAction, entity: link('Release', 'nope') }],
  ['environment missing', { ...goodAction, environment: undefined }],
  ['environment unknown', { ...goodAction, environment: link('Environment', 'nope') }],
  ['scheduledFor string', { ...goodAction, scheduledFor: '2099-01-01' }],
  ['datetime past', { ...goodAction, scheduledFor: { datetime: '2000-01-01T00:00:00Z' } }],
  ['datetime too far', { ...goodAction, scheduledFor: { datetime: '2999-01-01T00:00:00Z' } }],
  ['datetime not a date', { ...goodAction, scheduledFor: { datetime: 'tomorrow' } }],
  ['datetime feb 30', { ...goodAction, scheduledFor: { datetime: '2099-02-30T00:00:00Z' } }],
  ['datetime huge', { ...goodAction, scheduledFor: { datetime: rep('9', 10000) } }],
  ['timezone unknown', { ...goodAction, scheduledFor: { datetime: '2099-01-01T00:00:00Z', timezone: 'Mars/Olympus' } }],
  ['timezone number', { ...goodAction, scheduledFor: { datetime: '2099-01-01T00:00:00Z', timezone: 5 } }],
  ['payload string', { ...goodAction, payload: 'x' }],
  ['withReferences bad', { ...goodAction, payload: { withReferences: { nope: 1 } } }],
  [
    'withReferences on unpublish',
    { ...goodAction, action: 'unpublish', payload: { withReferences: { 'sys.contentType.metadata.annotations.ContentType[nin]': [] } } },
  ],
  ['unknown property', { ...goodAction, when: 'soon' }],
];

/** Release bodies of the right JSON shape with wrong types, too many items or unknown entities. */
const BAD_RELEASE_BODIES: [string, unknown][] = [
  ['empty object', {}],
  ['title number', { title: 5, entities: { sys: { type: 'Array' }, items: [] } }],
  ['title huge', { title: rep('t', 10000), entities: { sys: { type: 'Array' }, items: [] } }],
  ['entities array', { title: 'x', entities: [] }],
  ['items object', { title: 'x', entities: { sys: { type: 'Array' }, items: {} } }],
  ['item not a link', { title: 'x', entities: { sys: { type: 'Array' }, items: [{ id: 'x' }] } }],
  ['item content type link', { title: 'x', entities: { sys: { type: 'Array' }, items: [link('ContentType', '{contentType}')] } }],
  ['item missing entry', { title: 'x', entities: { sys: { type: 'Array' }, items: [link('Entry', 'nope')] } }],
  ['item twice', { title: 'x', entities: { sys: { type: 'Array' }, items: [link('Entry', '{entry}'), link('Entry', '{entry}')] } }],
  ['201 items', { title: 'x', entities: { sys: { type: 'Array' }, items: Array.from({ length: 201 }, (_, i) => link('Entry', `e${i}`)) } }],
  ['schema v2', { sys: { type: 'Release', schemaVersion: 'Release.v2' }, title: 'x', entities: { sys: { type: 'Array' }, items: [] } }],
  ['unknown property', { title: 'x', entities: { sys: { type: 'Array' }, items: [] }, colour: 'red' }],
];

const BAD_SCHEDULING_QUERIES = [
  '',
  'environment.sys.id=',
  'environment.sys.id=nope',
  'environment.sys.id=master&sys.status[in]=done',
  'environment.sys.id=master&limit=0',
  'environment.sys.id=master&limit=5000',
  'environment.sys.id=master&next=%25%25',
  'environment.sys.id=master&next=' + rep('A', 500),
  'environment.sys.id=master&order=title',
  'environment.sys.id=master&scheduledFor.datetime[gte]=soon',
  'environment.sys.id=master&entity.id=x',
];

const BAD_RELEASE_QUERIES = [
  'limit=0',
  'limit=abc',
  'order=-nope',
  'pageNext=%25',
  'entities.sys.id[in]=x',
  'entities[exists]=maybe',
  'sys.schemaVersion=Release.v2',
  'colour=red',
];

/** Scheduled actions and releases: bad JSON, wrong bodies, bad queries, versions and ids. */
function scheduling(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  const jsonTargets: [string, string][] = [
    ['POST', SCHEDULED],
    ['PUT', `${SCHEDULED}/{scheduledAction}`],
    ['POST', `${ENV}/releases`],
    ['PUT', `${ENV}/releases/{release}`],
    ['POST', `${ENV}/releases/{release}/validate`],
  ];
  for (const [method, path] of jsonTargets) {
    for (const [name, body] of BAD_JSON) {
      out.push({
        name: `scheduling ${method} ${path} bad json: ${name}`,
        method,
        path,
        headers: { ...auth, 'X-Contentful-Version': '1' },
        body,
      });
    }
  }
  const writes: [string, string, [string, unknown][]][] = [
    ['POST', SCHEDULED, BAD_SCHEDULED_ACTION_BODIES],
    ['PUT', `${SCHEDULED}/{scheduledAction}`, BAD_SCHEDULED_ACTION_BODIES],
    ['POST', `${ENV}/releases`, BAD_RELEASE_BODIES],
    ['PUT', `${ENV}/releases/{release}`, BAD_RELEASE_BODIES],
  ];
  for (const [method, path, bodies] of writes) {
    for (const [name, body] of bodies) {
      out.push({
        name: `scheduling ${method} ${path} wrong: ${name}`,
        method,
        path,
        headers: { ...auth, 'X-Contentful-Version': '1' },
        body: JSON.stringify(body),
      });
    }
  }
  for (const q of BAD_SCHEDULING_QUERIES)
    out.push({ name: `scheduling GET scheduled_actions?${q.slice(0, 60)}`, method: 'GET', path: `${SCHEDULED}?${q}`, headers: auth });
  for (const q of BAD_RELEASE_QUERIES)
    out.push({ name: `scheduling GET releases?${q.slice(0, 60)}`, method: 'GET', path: `${ENV}/releases?${q}`, headers: auth });
  for (const version of [...BAD_VERSIONS, '999']) {
    for (const [method, path] of [
      ['PUT', `${ENV}/releases/{release}/published`],
      ['DELETE', `${ENV}/releases/{release}/published`],
      ['PUT', `${ENV}/releases/{release}/archived`],
      ['PUT', `${SCHEDULED}/{scheduledAction}`],
    ] as const) {
      const body = method === 'PUT' && path.startsWith(SCHEDULED) ? JSON.stringify(goodAction) : undefined;
      out.push({
        name: `scheduling ${method} ${path} version "${version}"`,
        method,
        path,
        headers: { ...auth, 'X-Contentful-Version': version },
        ...(body !== undefined ? { body } : {}),
      });
    }
  }
  for (const id of BAD_IDS) {
    out.push({
      name: `scheduling GET bad id ${id.slice(0, 40)} scheduled action`,
      method: 'GET',
      path: `${SCHEDULED}/${id}`,
      headers: auth,
    });
    out.push({
      name: `scheduling DELETE bad id ${id.slice(0, 40)} scheduled action`,
      method: 'DELETE',
      path: `${SCHEDULED}/${id}`,
      headers: auth,
    });
    out.push({ name: `scheduling GET bad id ${id.slice(0, 40)} release`, method: 'GET', path: `${ENV}/releases/${id}`, headers: auth });
    out.push({
      name: `scheduling PUT bad id ${id.slice(0, 40)} release published`,
      method: 'PUT',
      path: `${ENV}/releases/${id}/published`,
      headers: { ...auth, 'X-Contentful-Version': '1' },
    });
  }
  return out;
}

/** The whole corpus, in a fixed order; names are unique. */
export function generateCorpus(): CorpusRequest[] {
  const all = [
    ...cmaWrites(),
    ...cmaVersions(),
    ...cmaIds(),
    ...cmaQueries(),
    ...methods(),
    ...oddPaths(),
    ...badHeaders(),
    ...oversize(),
    ...graphql(),
    ...images(),
    ...scheduling(),
  ];
  const seen = new Map<string, number>();
  return all.map((request) => {
    const count = (seen.get(request.name) ?? 0) + 1;
    seen.set(request.name, count);
    return count === 1 ? request : { ...request, name: `${request.name} #${count}` };
  });
}

/** Path of the committed corpus file. */
export const CORPUS_PATH = fileURLToPath(new URL('./malformed-requests.json', import.meta.url));

/** The corpus file's exact text (stable key order, one request per line). */
export function corpusText(corpus: CorpusRequest[] = generateCorpus()): string {
  return `[\n${corpus.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CORPUS_PATH, corpusText());
  console.log(`wrote ${generateCorpus().length} requests to ${CORPUS_PATH}`);
}
