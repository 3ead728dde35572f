// GET /api/docs — anyone: the API reference, a page that renders /api/openapi.json (Swagger UI, served from here: no other host).
import { docsPage } from '@/lib/api/docs';

export const dynamic = 'force-static';

export function GET(): Response {
  return docsPage();
}
