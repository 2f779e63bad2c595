import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { ProxyTrust } from '../src/lib/client-address.js';

/** Headers only a trusted proxy may set. */
const PROXY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'] as const;

/**
 * What a Node process exposed directly must do that the app cannot (it never sees the socket):
 * rewrites `request`'s forwarding headers in place, so X-Forwarded-For becomes the client address
 * alone (from the socket and the proxies `trust` names, with `proxy-addr`), and the other proxy
 * headers stay only when the peer is a trusted proxy. The app's own policy
 * (src/lib/client-address.ts) then reads that one entry. docs/requirements.md#security
 */
export function normaliseForwarding(request: IncomingMessage, trust: ProxyTrust): void {
  const peer = request.socket.remoteAddress ?? '';
  const client = proxyAddr(request, trust);
  request.headers['x-forwarded-for'] = client;
  if (!peer || !trust(peer, 0)) for (const header of PROXY_HEADERS) delete request.headers[header];
}
