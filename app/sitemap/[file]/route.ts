// GET /sitemap/<n>.xml — search engines: one part of a split sitemap (listed by /sitemap.xml).
import { sitemapFileResponse } from '@/lib/catalogue/sitemap-xml';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return sitemapFileResponse((await params).file);
}
