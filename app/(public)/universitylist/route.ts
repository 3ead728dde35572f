// GET /universitylist → /universities — the seed's path form, for old links and bookmarks: 308 to the canonical page, 404 for an unknown or hidden record.
import { legacyCatalogueRedirect } from '@/lib/catalogue/legacy-paths';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return legacyCatalogueRedirect(request, 'universitylist');
}
