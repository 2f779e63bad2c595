import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ProxyTrust } from '../src/lib/client-address.js';
import { REQUEST_ID_PATTERN } from '../src/lib/request-id.js';

/**
 * The id of `request` (docs/architecture.md#running-at-scale): the `X-Request-Id` a trusted proxy
 * (TRUSTED_PROXIES) sent, when it is well formed (`REQUEST_ID_PATTERN`), else a new UUID. Anyone
 * else's header is replaced, so a client cannot make its requests' log lines look like another's.
 * Written back into the request's headers, so the app reads the same id.
 */
export function assignRequestId(request: IncomingMessage, trust: ProxyTrust): string {
  const peer = request.socket.remoteAddress ?? '';
  const sent = request.headers['x-request-id'];
  const id = typeof sent === 'string' && peer && trust(peer, 0) && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
  request.headers['x-request-id'] = id;
  return id;
}
