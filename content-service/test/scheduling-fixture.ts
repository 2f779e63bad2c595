import { createClient, type PlainClientAPI } from 'contentful-management';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MANAGEMENT_TOKEN, SPACE, type TestService } from './helpers.js';

/** The scope every call of these tests uses. */
export const scope = { spaceId: SPACE, environmentId: 'master' };

/** The plain `contentful-management` client against `service`, only `host` (and `insecure`) changed. */
export function plainClient(service: TestService): PlainClientAPI {
  return createClient({ accessToken: MANAGEMENT_TOKEN, host: service.httpHost, insecure: true }, { type: 'plain' });
}

/** A webhook target: every delivery's topic and entity id, in order of arrival. */
export interface Receiver {
  url: string;
  received: { topic: string; id: string }[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { sys: { id: string } };
      received.push({ topic: String(req.headers['x-contentful-topic']), id: parsed.sys.id });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The model of these tests: `page` (title required, url unique, blocks linking `block` entries)
 * and `block` (title required), both published.
 */
export async function defineModel(client: PlainClientAPI): Promise<void> {
  const block = await client.contentType.createWithId(
    { ...scope, contentTypeId: 'block' },
    { name: 'Block', displayField: 'title', fields: [{ id: 'title', name: 'Title', type: 'Symbol', required: true, localized: false }] },
  );
  await client.contentType.publish({ ...scope, contentTypeId: 'block' }, block);
  const page = await client.contentType.createWithId(
    { ...scope, contentTypeId: 'page' },
    {
      name: 'Page',
      displayField: 'title',
      fields: [
        { id: 'title', name: 'Title', type: 'Symbol', required: true, localized: false },
        { id: 'url', name: 'URL', type: 'Symbol', required: false, localized: false, validations: [{ unique: true }] },
        { id: 'blocks', name: 'Blocks', type: 'Array', required: false, localized: false, items: { type: 'Link', linkType: 'Entry' } },
      ],
    },
  );
  await client.contentType.publish({ ...scope, contentTypeId: 'page' }, page);
}

/** Creates a draft page (`title` undefined leaves the required title out). */
export function createPage(client: PlainClientAPI, entryId: string, title: string | undefined, url = `/${entryId}`, blocks: string[] = []) {
  return client.entry.createWithId(
    { ...scope, entryId, contentTypeId: 'page' },
    {
      fields: {
        ...(title === undefined ? {} : { title: { 'en-US': title } }),
        url: { 'en-US': url },
        blocks: { 'en-US': blocks.map((id) => ({ sys: { type: 'Link', linkType: 'Entry', id } })) },
      },
    },
  );
}

/** `{ sys: { type: 'Link', linkType, id } }` */
export function link<T extends string>(linkType: T, id: string) {
  return { sys: { type: 'Link' as const, linkType, id } };
}

/** Waits until `read` answers something `done` accepts (every 100 ms, at most `ms`). @throws Error with the last value when it never does. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > until) throw new Error(`Still not done after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The ISO 8601 time `ms` from now. */
export function inMs(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}
