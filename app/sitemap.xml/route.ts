// GET /sitemap.xml — search engines: every public university, city, course and degree page (split above 50,000 URLs).
import { sitemapIndexResponse } from '@/lib/catalogue/sitemap-xml';

// Built at request time from the run-time cache, never at build time.
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return sitemapIndexResponse();
}
