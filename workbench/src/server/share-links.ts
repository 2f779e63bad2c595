import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSharablePath, sharedPreviewLink } from '@insurer/contracts/shared-preview';
import { json, readBody } from './http.js';

/** Where the workbench's page asks for a shared preview link. */
export const SHARE_LINKS_PATH = '/api/share-links';

/** Largest body of a share-link request, in bytes: `{ "slug": "/a/page" }` with room for a long path. */
const MAX_BODY_BYTES = 4096;

/** What a link is made with: the preview site, its preview secret (the link's key is derived from it) and the links' lifetime. */
export interface ShareLinkSettings {
  /** The preview site's origin (WORKBENCH_PREVIEW_URL). */
  siteUrl: string;
  /** CONTENTFUL_PREVIEW_SECRET, the site's. */
  previewSecret: string;
  /** Seconds a link opens its page (WORKBENCH_SHARE_LINK_SECONDS; `SHARED_PREVIEW_DEFAULT_SECONDS`, 7 days, by default). */
  lifetimeSeconds?: number;
}

/** What `POST /api/share-links` answers (201). */
export interface ShareLinkAnswer {
  /** The link: `{site}/shared-preview/{path}?expires=…&signature=…`. */
  url: string;
  /** The page it opens. */
  path: string;
  /** When it stops opening it (ISO 8601, whole seconds). */
  expiresAt: string;
}

/**
 * `POST /api/share-links` with `{ "slug": "/spring-campaign" }`: a shared preview link of that
 * page's draft for a reviewer without a workbench (docs/requirements.md#decision-shared-preview-links),
 * signed by `@insurer/contracts/shared-preview` with a key derived from the preview secret, which
 * never leaves this server. 201 with `ShareLinkAnswer`; 405 for another method; 413 past 4 KB; 400
 * for a body that is not JSON, was cut short or names no page path. The session check in front of
 * every `/api/` call applies (server.ts).
 */
export async function answerShareLink(settings: ShareLinkSettings, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return json(res, 405, { message: 'Share links are made with POST.' });
  }
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === 'too-large') return json(res, 413, { message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.` });
  if (body === 'unfinished') return json(res, 400, { message: 'The request body was cut short or does not match its Content-Length.' });
  let slug: unknown;
  try {
    slug = (JSON.parse(body.toString('utf8')) as { slug?: unknown } | null)?.slug;
  } catch {
    return json(res, 400, { message: 'The body must be JSON: { "slug": "/a/page" }.' });
  }
  if (typeof slug !== 'string' || !isSharablePath(slug))
    return json(res, 400, { message: 'slug must be a path on the site, starting with a single "/".' });
  const { url, expiresAt } = sharedPreviewLink(settings.siteUrl, slug, {
    previewSecret: settings.previewSecret,
    ...(settings.lifetimeSeconds === undefined ? {} : { lifetimeSeconds: settings.lifetimeSeconds }),
  });
  const answer: ShareLinkAnswer = { url, path: slug, expiresAt: expiresAt.toISOString() };
  json(res, 201, answer);
}
