import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import ipaddr from 'ipaddr.js';

/** Why a remote file was not read: the message goes into the 422's `details`. */
export class RemoteFileRefused extends Error {}

/**
 * Whether `address` is a public unicast address: not loopback, link-local, private (RFC 1918,
 * IPv6 unique local), carrier-grade NAT, unspecified, multicast or reserved (ipaddr.js's ranges;
 * an IPv4-mapped IPv6 address counts as its IPv4).
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

type Lookup = NonNullable<Parameters<typeof httpRequest>[1]>['lookup'];

/** `dns.lookup` that refuses, at connect time, a name any of whose addresses is not public (so a name cannot be rebound between a check and the connection). */
const publicOnlyLookup: Lookup = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.some((a) => !isPublicAddress(a.address)))
      return callback(new RemoteFileRefused(`${hostname} is not a public address.`), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * Downloads `url` (http or https) as Contentful's asset processing does: public addresses only
 * unless `allowPrivate` (CONTENT_SERVICE_PRIVATE_UPLOAD_URLS), at most `maxBytes` (by
 * Content-Length and while reading), within `timeoutMs` in all, following at most 5 redirects,
 * each checked the same way.
 * @throws RemoteFileRefused with a message for a private address, a file too large, a non-2xx
 *   answer, too many redirects; the connection's own error otherwise.
 */
export async function downloadRemoteFile(
  url: URL,
  options: { allowPrivate: boolean; maxBytes: number; timeoutMs: number },
): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  for (let redirects = 0; redirects <= 5; redirects++) {
    const host = current.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host))
      throw new RemoteFileRefused(`${host} is not a public address.`);
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const send = current.protocol === 'https:' ? httpsRequest : httpRequest;
      send(current, { signal, ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }) }, resolve)
        .on('error', reject)
        .end();
    });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      current = new URL(location, current);
      if (current.protocol !== 'http:' && current.protocol !== 'https:') throw new RemoteFileRefused('It redirects to another scheme.');
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new RemoteFileRefused(`the server answered ${status}.`);
    }
    if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
      response.destroy();
      throw new RemoteFileRefused(`The file is larger than ${options.maxBytes} bytes.`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > options.maxBytes) {
        response.destroy();
        throw new RemoteFileRefused(`The file is larger than ${options.maxBytes} bytes.`);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }
  throw new RemoteFileRefused('It redirects more than 5 times.');
}
