import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteCorpusRequest } from './site-corpus-types.js';

/**
 * Generates the malformed-request corpus of the authoring workbench (workbench/README.md,
 * docs/requirements.md#decision-workbench-access), deterministically: its page, `/preview`,
 * `/api/config` and the Management API proxy `/api/cma/…`, crossed with foreign and malformed
 * `Host` and `Origin` headers, missing and wrong session secrets, other spaces and odd paths, bad
 * JSON, oversize and deep bodies, odd methods, broken HTTP framing and requests that never finish.
 * `npx tsx e2e/corpus/generate-workbench-malformed-requests.ts` rewrites
 * `workbench-malformed-requests.json`; the replaying spec checks the committed file is exactly this output.
 *
 * Placeholders, replaced at replay time: `{host}` (the workbench's `host:port`), `{port}`,
 * `{session}` (the process's session secret, read from its page) and `{space}`. A request without
 * `Host` is a raw one (an HTTP client fills an empty `Host` in).
 */

const SESSION = { 'X-Workbench-Session': '{session}' };
const JSON_HEADERS = { ...SESSION, 'Content-Type': 'application/vnd.contentful.management.v1+json' };
const ENTRIES = '/api/cma/spaces/{space}/environments/master/entries';

const rep = (s: string, n: number): string => (s.length * n > 256 ? `⟪repeat ${n}:${s}⟫` : s.repeat(n));
const deep = (n: number): string => `${rep('{"a":', n)}1${rep('}', n)}`;

const HOSTS = [
  'rebind.attacker.example:{port}',
  'localhost',
  'localhost:1',
  '127.0.0.2:{port}',
  ' ',
  'localhost:{port}.attacker.example',
  'LOCALHOST:{port}',
  '[::1]',
  '%00',
  rep('a', 300),
];
const ORIGINS = [
  'null',
  'foo',
  'http://',
  '::::',
  'http://localhost:1',
  'https://app.contentful.com',
  'http://rebind.attacker.example',
  rep('x', 500),
];
const SESSIONS: (string | undefined)[] = [undefined, '', 'guessed', '{session}x', ' {session}', rep('s', 5000)];
const ROUTES = ['/', '/api/config', `${ENTRIES}?limit=1`, '/preview?slug=%2F&session={session}'];

const PATHS = [
  '/api/cma/spaces/other/environments/master/entries',
  '/api/cma/spaces/{space}/../other/entries',
  '/api/cma/spaces/%7Bspace%7D/entries',
  '/api/cma/organizations/local-organization/app_definitions',
  '/api/cma/organizations/other/app_definitions/x',
  '/api/cma/',
  '/api/cma',
  '/api/nope',
  '/api/',
  `${ENTRIES}/%ZZ`,
  `${ENTRIES}/%00`,
  `${ENTRIES}/${rep('a', 3000)}`,
  `${ENTRIES}?limit=abc`,
  `${ENTRIES}?limit=100000`,
  `${ENTRIES}?skip=-1`,
  `${ENTRIES}?order=${rep('x', 2000)}`,
  `${ENTRIES}?fields.title[bogus]=1`,
  `${ENTRIES}?query=${rep('%F0%9F%92%A9', 200)}`,
  `${ENTRIES}/nope/snapshots`,
  `${ENTRIES}/nope/snapshots/nope`,
  '/api/cma/spaces/{space}/environments/nope/entries',
  '/%ZZ',
  '/..%2f..%2fetc%2fpasswd',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/fonts/../../package.json',
  `/${rep('a', 4000)}`,
];

const PREVIEWS = [
  '/preview',
  '/preview?slug=%2F',
  '/preview?session={session}',
  '/preview?slug=//evil.example&session={session}',
  '/preview?slug=https://evil.example&session={session}',
  '/preview?slug=/%5Cevil.example&session={session}',
  '/preview?slug=%00&session={session}',
  '/preview?slug=%ZZ&session={session}',
  `/preview?slug=/${rep('a', 5000)}&session={session}`,
  '/preview?slug=/&slug=//evil&session={session}',
  '/preview?slug=/&session={session}&session=x',
];

const BODIES: [string, string][] = [
  ['empty', ''],
  ['not JSON', 'fields='],
  ['truncated JSON', '{"fields":'],
  ['JSON null', 'null'],
  ['JSON array', '[]'],
  ['JSON string', '"x"'],
  ['fields a string', '{"fields":"x"}'],
  ['unknown field', '{"fields":{"nope":{"en-US":1}}}'],
  ['deep JSON', deep(200)],
  ['NUL bytes', '{"fields":{"title":{"en-US":"\\u0000"}}}'],
  ['lone surrogate', '{"fields":{"title":{"en-US":"\\ud800"}}}'],
];

function corpus(): SiteCorpusRequest[] {
  const out: SiteCorpusRequest[] = [];
  for (const host of HOSTS)
    for (const route of ROUTES)
      out.push({ name: `host ${JSON.stringify(host)} on ${route}`, method: 'GET', path: route, headers: { ...SESSION, Host: host } });
  for (const origin of ORIGINS) {
    for (const route of ROUTES)
      out.push({
        name: `origin ${JSON.stringify(origin)} on ${route}`,
        method: 'GET',
        path: route,
        headers: { ...SESSION, Origin: origin },
      });
    out.push({
      name: `origin ${JSON.stringify(origin)} creating an entry`,
      method: 'POST',
      path: ENTRIES,
      headers: { ...JSON_HEADERS, Origin: origin, 'X-Contentful-Content-Type': 'tagline' },
      body: '{"fields":{}}',
    });
  }
  for (const session of SESSIONS) {
    const headers: Record<string, string> = session === undefined ? {} : { 'X-Workbench-Session': session };
    for (const route of ['/api/config', `${ENTRIES}?limit=1`])
      out.push({ name: `session ${JSON.stringify(session)} on ${route}`, method: 'GET', path: route, headers });
    out.push({ name: `session ${JSON.stringify(session)} deleting`, method: 'DELETE', path: `${ENTRIES}/nope`, headers });
    out.push({
      name: `the constant header of old with session ${JSON.stringify(session)}`,
      method: 'GET',
      path: '/api/config',
      headers: { ...headers, 'X-Workbench': '1' },
    });
  }
  for (const path of PATHS) {
    for (const method of ['GET', 'PUT', 'DELETE'])
      out.push({ name: `${method} ${path}`, method, path, headers: JSON_HEADERS, ...(method === 'PUT' ? { body: '{}' } : {}) });
  }
  for (const path of PREVIEWS) out.push({ name: `preview ${path}`, method: 'GET', path });
  for (const [name, body] of BODIES) {
    out.push({
      name: `create an entry: ${name}`,
      method: 'POST',
      path: ENTRIES,
      headers: { ...JSON_HEADERS, 'X-Contentful-Content-Type': 'tagline' },
      body,
    });
    out.push({
      name: `update an entry: ${name}`,
      method: 'PUT',
      path: `${ENTRIES}/nope`,
      headers: { ...JSON_HEADERS, 'X-Contentful-Version': '1' },
      body,
    });
  }
  for (const version of ['', 'abc', '-1', '1.5', '99999999999999999999', rep('9', 300)])
    out.push({
      name: `publish with version ${JSON.stringify(version)}`,
      method: 'PUT',
      path: `${ENTRIES}/nope/published`,
      headers: { ...JSON_HEADERS, 'X-Contentful-Version': version },
    });
  out.push({
    name: 'oversize entry body',
    method: 'PUT',
    path: `${ENTRIES}/nope`,
    headers: { ...JSON_HEADERS, 'X-Contentful-Version': '1' },
    bodyRepeat: { chunk: rep('a', 1024), times: 6 * 1024 },
  });
  out.push({
    name: 'oversize upload',
    method: 'POST',
    path: '/api/cma/spaces/{space}/uploads',
    headers: { ...SESSION, 'Content-Type': 'application/octet-stream' },
    bodyRepeat: { chunk: rep('b', 1024), times: 51 * 1024 },
  });
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
    out.push({ name: `${method} on the page`, method, path: '/', headers: SESSION, ...(method === 'OPTIONS' ? {} : { body: 'x' }) });
  out.push({
    name: 'OPTIONS preflight to the proxy',
    method: 'OPTIONS',
    path: ENTRIES,
    headers: { Origin: 'http://rebind.attacker.example', 'Access-Control-Request-Method': 'DELETE' },
  });
  const raw: [string, string][] = [
    ['TRACE', 'TRACE / HTTP/1.1\r\nHost: {host}\r\n\r\n'],
    ['CONNECT', 'CONNECT {host} HTTP/1.1\r\nHost: {host}\r\n\r\n'],
    ['unknown method', 'FOO / HTTP/1.1\r\nHost: {host}\r\n\r\n'],
    ['asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: {host}\r\n\r\n'],
    [
      'absolute-form target to another host',
      'GET http://rebind.attacker.example/api/config HTTP/1.1\r\nHost: {host}\r\nX-Workbench-Session: {session}\r\n\r\n',
    ],
    ['no Host', 'GET /api/config HTTP/1.1\r\nX-Workbench-Session: {session}\r\n\r\n'],
    ['two Hosts', 'GET /api/config HTTP/1.1\r\nHost: {host}\r\nHost: rebind.attacker.example\r\nX-Workbench-Session: {session}\r\n\r\n'],
    ['HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n'],
    ['garbage request line', 'this is not http\r\n\r\n'],
    ['header without colon', 'GET / HTTP/1.1\r\nHost: {host}\r\nBroken header\r\n\r\n'],
    ['header overflow', `GET / HTTP/1.1\r\nHost: {host}\r\nX-Big: ${rep('a', 20000)}\r\n\r\n`],
    [
      'bad chunk size',
      `POST ${ENTRIES} HTTP/1.1\r\nHost: {host}\r\nX-Workbench-Session: {session}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'Content-Length and chunked',
      `POST ${ENTRIES} HTTP/1.1\r\nHost: {host}\r\nX-Workbench-Session: {session}\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['negative Content-Length', `POST ${ENTRIES} HTTP/1.1\r\nHost: {host}\r\nX-Workbench-Session: {session}\r\nContent-Length: -1\r\n\r\n`],
    ['headers that never finish', 'GET / HTTP/1.1\r\nHost: {host}\r\nX-Slow: 1\r\n'],
    [
      'a body that never finishes',
      `PUT ${ENTRIES}/nope HTTP/1.1\r\nHost: {host}\r\nX-Workbench-Session: {session}\r\nX-Contentful-Version: 1\r\nContent-Length: 1000\r\n\r\n{"fields":`,
    ],
    [
      'an upload that never finishes',
      'POST /api/cma/spaces/{space}/uploads HTTP/1.1\r\nHost: {host}\r\nX-Workbench-Session: {session}\r\nContent-Length: 100000\r\n\r\nabc',
    ],
  ];
  for (const [name, text] of raw) out.push({ name: `raw: ${name}`, method: 'RAW', path: '/', raw: text });
  return out;
}

/** The corpus file's exact text (one request per line). */
export function workbenchCorpusText(): string {
  return `[\n${corpus()
    .map((r) => JSON.stringify(r))
    .join(',\n')}\n]\n`;
}

export const WORKBENCH_CORPUS_PATH = fileURLToPath(new URL('./workbench-malformed-requests.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(WORKBENCH_CORPUS_PATH, workbenchCorpusText());
  console.log(`wrote ${corpus().length} requests to ${WORKBENCH_CORPUS_PATH}`);
}
