import { expect } from 'vitest';
import type { Asset, ContentType, ContentTypeField, Entry, EntityType, EnvRef, Locale, Sys, Tag } from '../src/types.js';
import { DELIVERY_TOKEN, SPACE, type TestService } from './helpers.js';

/**
 * Builds CMA-shaped records straight into the store of a test service (the GraphQL API only
 * reads the store), and calls the GraphQL Content API over HTTP.
 */

export const MASTER: EnvRef = { spaceId: SPACE, environmentId: 'master' };

/** A localized map in the default locale: `{ 'en-US': value }`. */
export function en<T>(value: T): Record<string, T> {
  return { 'en-US': value };
}

export function link(linkType: 'Entry' | 'Asset' | 'Tag', id: string): { sys: { type: 'Link'; linkType: typeof linkType; id: string } } {
  return { sys: { type: 'Link', linkType, id } };
}

export type FieldSpec = Partial<ContentTypeField> & Pick<ContentTypeField, 'id' | 'type'>;

export type EntityState = 'published' | 'draft' | 'changed' | 'archived';

export interface EntryOptions {
  state?: EntityState;
  /** Fields of the draft when `state` is `changed` (the published snapshot keeps `fields`). */
  draftFields?: Record<string, Record<string, unknown>>;
  tags?: string[];
  /** Publication time; entries otherwise get increasing times in creation order. */
  publishedAt?: string;
  firstPublishedAt?: string;
  publishedVersion?: number;
}

export interface AssetOptions {
  state?: EntityState;
  title?: Record<string, string>;
  description?: Record<string, string>;
  fileName?: string;
  contentType?: string;
  width?: number;
  height?: number;
  size?: number;
  tags?: string[];
  publishedAt?: string;
}

export class ContentFixture {
  private clock = Date.parse('2024-01-01T00:00:00.000Z');

  constructor(
    readonly service: TestService,
    readonly env: EnvRef = MASTER,
  ) {}

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  private baseSys(type: EntityType, id: string, now: string): Sys {
    return {
      id,
      type,
      space: { sys: { type: 'Link', linkType: 'Space', id: this.env.spaceId } },
      environment: { sys: { type: 'Link', linkType: 'Environment', id: this.env.environmentId } },
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
  }

  locale(code: string, fallbackCode: string | null): void {
    const now = this.tick();
    const locale: Locale = {
      sys: this.baseSys('Locale', `locale-${code}`, now),
      name: code,
      code,
      fallbackCode,
      default: false,
      optional: true,
      contentManagementApi: true,
      contentDeliveryApi: true,
    };
    this.service.ctx.store.save(this.env, 'Locale', { id: locale.sys.id, draft: locale, published: locale });
  }

  contentType(id: string, fields: FieldSpec[], options: { published?: boolean; description?: string } = {}): void {
    const now = this.tick();
    const ct: ContentType = {
      sys: { ...this.baseSys('ContentType', id, now), version: 2, publishedVersion: 1, publishedAt: now, firstPublishedAt: now },
      name: id,
      description: options.description ?? null,
      displayField: fields[0]?.id ?? null,
      fields: fields.map((f) => ({ name: f.id, localized: false, required: false, validations: [], ...f })),
    };
    this.service.ctx.store.save(this.env, 'ContentType', { id, draft: ct, published: options.published === false ? null : ct });
  }

  entry(id: string, contentTypeId: string, fields: Record<string, Record<string, unknown>>, options: EntryOptions = {}): void {
    const state = options.state ?? 'published';
    const now = this.tick();
    const publishedAt = options.publishedAt ?? now;
    const base: Sys = {
      ...this.baseSys('Entry', id, now),
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentTypeId } },
    };
    const metadata = { tags: (options.tags ?? []).map((t) => ({ sys: { type: 'Link' as const, linkType: 'Tag' as const, id: t } })) };
    const publishedSys: Sys = {
      ...base,
      updatedAt: publishedAt,
      version: (options.publishedVersion ?? 1) + 1,
      publishedVersion: options.publishedVersion ?? 1,
      publishedAt,
      firstPublishedAt: options.firstPublishedAt ?? publishedAt,
      publishedCounter: 1,
    };
    let record: { id: string; draft: Entry; published: Entry | null };
    if (state === 'published') {
      const entry: Entry = { sys: publishedSys, fields, metadata };
      record = { id, draft: entry, published: structuredClone(entry) };
    } else if (state === 'changed') {
      const draftSys = { ...publishedSys, version: publishedSys.version + 1, updatedAt: this.tick() };
      record = {
        id,
        draft: { sys: draftSys, fields: options.draftFields ?? fields, metadata },
        published: { sys: publishedSys, fields, metadata },
      };
    } else if (state === 'archived') {
      record = { id, draft: { sys: { ...base, version: 2, archivedAt: now, archivedVersion: 1 }, fields, metadata }, published: null };
    } else {
      record = { id, draft: { sys: base, fields, metadata }, published: null };
    }
    this.service.ctx.store.save(this.env, 'Entry', record);
  }

  asset(id: string, options: AssetOptions = {}): void {
    const now = this.tick();
    const state = options.state ?? 'published';
    const fileName = options.fileName ?? `${id}.png`;
    const contentType = options.contentType ?? 'image/png';
    const host = this.service.httpUrl.replace(/^https?:/, '');
    const image = options.width !== undefined ? { width: options.width, height: options.height ?? options.width } : undefined;
    const asset: Asset = {
      sys:
        state === 'published'
          ? {
              ...this.baseSys('Asset', id, now),
              version: 2,
              publishedVersion: 1,
              publishedAt: options.publishedAt ?? now,
              firstPublishedAt: options.publishedAt ?? now,
            }
          : this.baseSys('Asset', id, now),
      fields: {
        title: options.title ?? en(`Title of ${id}`),
        ...(options.description ? { description: options.description } : {}),
        file: en({
          url: `${host}/images/${SPACE}/${id}/token/${fileName}`,
          fileName,
          contentType,
          details: { size: options.size ?? 1234, ...(image ? { image } : {}) },
        }),
      },
      metadata: { tags: (options.tags ?? []).map((t) => ({ sys: { type: 'Link' as const, linkType: 'Tag' as const, id: t } })) },
    };
    this.service.ctx.store.save(this.env, 'Asset', { id, draft: asset, published: state === 'published' ? structuredClone(asset) : null });
  }

  tag(id: string, name: string, visibility: 'public' | 'private' = 'public'): void {
    const tag: Tag = { sys: { ...this.baseSys('Tag', id, this.tick()), visibility }, name };
    this.service.ctx.store.save(this.env, 'Tag', { id, draft: tag, published: tag });
  }

  remove(type: EntityType, id: string): void {
    this.service.ctx.store.remove(this.env, type, id);
  }
}

export interface GraphQLCall {
  variables?: Record<string, unknown>;
  operationName?: string;
  extensions?: Record<string, unknown>;
  /** Access token (default: the delivery token); `null` sends none. */
  token?: string | null;
  /** Path after `/content/v1/spaces/{space}` (default: `/environments/master`). */
  path?: string;
  method?: 'GET' | 'POST';
}

export interface GraphQLAnswer {
  status: number;
  body: any;
  headers: Headers;
}

/** Calls the GraphQL Content API of `service`. */
export async function gql(service: TestService, query: string | undefined, call: GraphQLCall = {}): Promise<GraphQLAnswer> {
  const token = call.token === undefined ? DELIVERY_TOKEN : call.token;
  const base = `${service.httpUrl}/content/v1/spaces/${SPACE}${call.path ?? '/environments/master'}`;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let res: Response;
  if (call.method === 'GET') {
    const url = new URL(base);
    if (query !== undefined) url.searchParams.set('query', query);
    if (call.variables) url.searchParams.set('variables', JSON.stringify(call.variables));
    if (call.operationName) url.searchParams.set('operationName', call.operationName);
    if (call.extensions) url.searchParams.set('extensions', JSON.stringify(call.extensions));
    res = await fetch(url, { headers });
  } else {
    res = await fetch(base, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables: call.variables, operationName: call.operationName, extensions: call.extensions }),
    });
  }
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** The codes of an answer's errors. */
export function codes(answer: GraphQLAnswer): string[] {
  return (answer.body?.errors ?? []).map((e: any) => e.extensions?.contentful?.code);
}

/**
 * Asserts that `answer` is Contentful's refusal of a query over the complexity limit ("Query
 * complexity limits", "GraphQL Errors"): 400 `TOO_COMPLEX_QUERY`, no data, `cost` in the message
 * and in `details.cost`.
 */
export function expectTooComplex(answer: GraphQLAnswer, cost: number): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    errors: [
      {
        message: `Query cannot be executed. The maximum allowed complexity for a query is 11000 but it was ${cost}. Simplify the query e.g. by setting lower limits for collections.`,
        extensions: {
          contentful: {
            code: 'TOO_COMPLEX_QUERY',
            requestId: answer.headers.get('x-contentful-request-id'),
            details: { cost, maximumCost: 11000 },
          },
        },
      },
    ],
  });
}
