// GET /api/openapi.json — anyone (API clients, the reference page at /api/docs): the OpenAPI 3.1 document of every route under app/api.
import { openApiDocument } from '@/lib/api/openapi';
import { env } from '@/lib/env';
import { apiRoutes } from './api-routes';

export const dynamic = 'force-static';

let document: string | undefined;

export function GET(): Response {
  document ??= JSON.stringify(openApiDocument(apiRoutes, { version: '1', serverUrl: env.appUrl }));
  return new Response(document, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
