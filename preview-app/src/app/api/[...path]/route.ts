import { NextResponse } from 'next/server';

/**
 * Any address under /api/ that is not one of the site's routes: 404 with a JSON `{ message }` for
 * every method, as the routes themselves answer, instead of the HTML page a visitor gets
 * (docs/requirements.md#security).
 */
function unknownRoute(): Response {
  return NextResponse.json({ message: 'There is no such API route.' }, { status: 404 });
}

export const GET = unknownRoute;
export const POST = unknownRoute;
export const OPTIONS = unknownRoute;
