import 'server-only';
import { env } from '@/lib/env';
import { countSitemapFilesCached } from './cache';
import { listSitemapEntries, type SitemapEntry } from './sitemap';
import { renderMessage } from '@/lib/i18n/catalogue';
import { languageAlternates } from '@/lib/i18n/paths';
import { errors as errorMessages } from '@/lib/messages';

/**
 * sitemap.xml documents, built at request time. The entries are read fresh (a file of 50,000 URLs
 * is larger than the data cache keeps, and crawlers ask rarely); the file count is cached.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function xml(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}

function urlset(entries: SitemapEntry[]): Response {
  const urls = entries
    .map((e) => {
      const parts = [`<loc>${esc(env.appUrl + e.path)}</loc>`];
      if (e.lastModified) parts.push(`<lastmod>${esc(e.lastModified)}</lastmod>`);
      if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
      // The same page in every language (issue 29): hreflang alternates, English as x-default
      // (after the sitemap's own elements, where its schema allows other namespaces).
      for (const [hreflang, href] of Object.entries(languageAlternates(e.path))) {
        parts.push(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${esc(env.appUrl + href)}"/>`);
      }
      return `<url>${parts.join('')}</url>`;
    })
    .join('\n');
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`);
}

/** `/sitemap.xml`: every URL when they fit in one file, else an index of `/sitemap/<n>.xml`. */
export async function sitemapIndexResponse(): Promise<Response> {
  const files = await countSitemapFilesCached();
  if (files <= 1) return urlset(await listSitemapEntries(0));
  const items = Array.from({ length: files }, (_, n) => `<sitemap><loc>${esc(`${env.appUrl}/sitemap/${n}.xml`)}</loc></sitemap>`).join('\n');
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`);
}

/** `/sitemap/<n>.xml`: file n (0-based), 404 past the end. */
export async function sitemapFileResponse(file: string): Promise<Response> {
  const m = /^(\d{1,5})\.xml$/.exec(file);
  const n = m ? Number(m[1]) : -1;
  const files = await countSitemapFilesCached();
  if (n < 0 || n >= files) return new Response(renderMessage(errorMessages.notFound), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return urlset(await listSitemapEntries(n));
}
