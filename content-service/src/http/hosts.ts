import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceConfig } from '../config.js';
import { ContentfulError } from '../errors.js';

/**
 * The `Host` values the service answers (docs/requirements.md#security): `localhost`,
 * `127.0.0.1` and `[::1]`, bare or on its HTTP and TLS ports, and the host of CONTENT_SERVICE_PUBLIC_URL
 * (the name other containers reach it by, e.g. `content-service:4000`), lower case.
 */
export function serviceHosts(config: Pick<ServiceConfig, 'port' | 'tlsPort' | 'publicUrl'>): Set<string> {
  // Bare names too (a client on the default port's form): no rebound name is among them.
  const hosts = new Set<string>(['localhost', '127.0.0.1', '[::1]']);
  for (const port of [config.port, config.tlsPort]) for (const name of ['localhost', '127.0.0.1', '[::1]']) hosts.add(`${name}:${port}`);
  hosts.add(new URL(config.publicUrl).host.toLowerCase());
  return hosts;
}

/**
 * Wraps the request listener with the `Host` allow-list, as the workbench has: a page on a name
 * rebound to 127.0.0.1 (DNS rebinding) reaches the service with its own name as `Host`, and gets
 * 421 `MisdirectedRequest` naming the allowed hosts, never an answer of the service. A request with
 * no `Host` goes on (the listener answers it 400). `hosts` is read per request: with port 0 the real
 * ports are known only after listening.
 */
export function withAllowedHosts(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  hosts: () => Set<string>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const host = req.headers.host?.toLowerCase();
    const allowed = hosts();
    if (host === undefined || allowed.has(host)) return listener(req, res);
    const error = new ContentfulError('MisdirectedRequest', `The content service answers only for ${[...allowed].join(', ')}.`);
    req.resume();
    res.writeHead(421, { 'Content-Type': 'application/json; charset=UTF-8', Connection: 'close' }).end(JSON.stringify(error.toBody()));
  };
}
