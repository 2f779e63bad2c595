import { NextResponse } from 'next/server';

/**
 * A route handler answering 405 with a JSON `{ message }` and the `Allow` header, for the methods
 * a route does not take (Next.js's own 405 has an empty body; docs/requirements.md#security).
 */
export function methodNotAllowed(allowed: string): () => Response {
  return () => NextResponse.json({ message: `This address only takes ${allowed}.` }, { status: 405, headers: { Allow: allowed } });
}
