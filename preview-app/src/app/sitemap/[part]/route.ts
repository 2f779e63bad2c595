import { NextResponse } from 'next/server';
import { methodNotAllowed } from '../../../lib/method-not-allowed';
import { sitemapEntries, xmlResponse } from '../../../lib/sitemap';
import { sitemapPartXml } from '../../../lib/sitemap-xml';

export const dynamic = 'force-dynamic';

/**
 * `/sitemap/{n}.xml`: part `n` (from 0) of the sitemap index, 50,000 URLs at most
 * (docs/requirements.md#decision-sitemap-index). 404 while the sitemap fits in `/sitemap.xml`, or
 * for a part that does not exist.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }): Promise<Response> {
  const match = /^(\d{1,6})\.xml$/.exec((await params).part);
  const xml = match ? sitemapPartXml(await sitemapEntries(), Number(match[1])) : undefined;
  if (xml === undefined) return NextResponse.json({ message: 'No such sitemap part.' }, { status: 404 });
  return xmlResponse(xml);
}

/** Only read: 405 with a message. */
export const POST = methodNotAllowed('GET');
