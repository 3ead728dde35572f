import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { renderMessage } from '@/lib/i18n/catalogue';
import { errors as errorMessages } from '@/lib/messages';

/**
 * The API reference page (/api/docs): Swagger UI, a maintained renderer, with its script and style
 * served from this site (`/api/docs/<file>`), so the page loads nothing from another host (its
 * policy says so: `default-src 'self'`), and no fonts at all. It reads /api/openapi.json.
 */
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const start = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, validatorUrl: null, tryItOutEnabled: false });
});
`;

const policy = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; font-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export function docsPage(): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zhiyuan API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<noscript>The reference needs JavaScript. The document itself: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</noscript>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy, 'Cache-Control': 'public, max-age=300' } });
}

export async function docsAsset(file: string): Promise<Response> {
  const headers = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' };
  if (file === 'start.js') return new Response(start, { headers: { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' } });
  // Own keys only: `valueOf` or `constructor` name nothing here (not the object's prototype).
  const type = Object.hasOwn(assets, file) ? assets[file] : undefined;
  if (!type) return Response.json({ message: renderMessage(errorMessages.notFound) }, { status: 404 });
  const body = await fs.readFile(path.join(getAbsoluteFSPath(), file));
  return new Response(new Uint8Array(body), { headers: { ...headers, 'Content-Type': type } });
}
