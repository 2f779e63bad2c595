/**
 * The test lead service the e2e product sends its leads to (LEAD_ROUTE_URL and LEAD_ASSIGNMENT_URL in playwright.config.ts):
 * a real HTTP peer playing the routing client. `POST /api/lead-route/{il|di}-leads/validate`
 * answers `{ status: 'valid' }`; `…/{il|di}-leads/create` creates a lead and answers `{ lead_id, internal_lead_id }`;
 * any other POST `{ ok: true }`. It honours `Idempotency-Key` (a repeated key gets the first answer
 * and creates nothing). `GET /calls` lists every call (path, idempotency key, JSON body, answer) in order;
 * `GET /health` answers 200. Port: LEAD_SERVICE_PORT.
 */
import { createServer } from 'node:http';

interface Call {
  path: string;
  key: string;
  body: unknown;
  /** What the service answered. */
  answer: unknown;
}

const port = Number(process.env.LEAD_SERVICE_PORT ?? 3105);
const calls: Call[] = [];
const answers = new Map<string, unknown>();
let leads = 0;

function answerOf(path: string): unknown {
  if (/^\/(il|di)-leads\/validate$/.test(path)) return { status: 'valid' };
  if (/^\/(il|di)-leads\/create$/.test(path)) {
    leads += 1;
    return { lead_id: `L-${leads}`, internal_lead_id: `IL-${leads}` };
  }
  return { ok: true };
}

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.method === 'GET') {
    if (path === '/health') return json(200, { ok: true });
    if (path === '/calls') return json(200, { calls });
    return json(404, { message: 'Not found' });
  }
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return json(400, { message: 'Malformed JSON' });
    }
    const route = path.replace(/^\/api\/lead-route/, '');
    const key = String(req.headers['idempotency-key'] ?? '');
    const memo = `${route} ${key}`;
    if (!answers.has(memo)) answers.set(memo, answerOf(route));
    calls.push({ path: route, key, body, answer: answers.get(memo) });
    json(200, answers.get(memo));
  });
});

server.listen(port, '127.0.0.1', () => console.log(`[lead-service] listening on ${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
