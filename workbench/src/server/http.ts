/**
 * The workbench server's small HTTP helpers: JSON answers, bodies read with a size limit, and JSON
 * bodies read into a value or a 4xx answer (never a 500 for what a client sent).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import getRawBody from 'raw-body';

/** Answers `body` as JSON with `status`, never stored by a cache. */
export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    .end(JSON.stringify(body));
}

/** The body through `raw-body`, refusing more than `limit` bytes (by Content-Length up front, else while streaming). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large' | 'unfinished'> {
  try {
    return await getRawBody(req, { limit, length: req.headers['content-length'] ?? null });
  } catch (error) {
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large') return 'too-large';
    if (typeof type === 'string') return 'unfinished';
    throw error;
  }
}

/** Largest JSON body of the workbench's own API (sign-in, reviews), in bytes. */
export const MAX_API_BODY_BYTES = 16 * 1024;

/**
 * The request's JSON object body (at most `MAX_API_BODY_BYTES`), or undefined once it has answered
 * the client's mistake: 413 too large, 400 cut short, not JSON, or not an object.
 */
export async function readJsonObject(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(req, MAX_API_BODY_BYTES);
  if (body === 'too-large') return void json(res, 413, { message: `Request bodies are limited to ${MAX_API_BODY_BYTES} bytes.` });
  if (body === 'unfinished')
    return void json(res, 400, { message: 'The request body was cut short or does not match its Content-Length.' });
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return void json(res, 400, { message: 'The request body must be a JSON object.' });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return void json(res, 400, { message: 'The request body must be a JSON object.' });
  return value as Record<string, unknown>;
}

/** The calling client's address as this server sees it (the socket's; the workbench trusts no forwarded header). */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
