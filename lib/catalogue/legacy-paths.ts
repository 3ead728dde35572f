import 'server-only';
import { findCourseSlug } from './courses';
import { findCityByName } from './places';
import { findUniversitySlug } from './universities';

/**
 * The public seed path forms (PRODUCT.md section 2) and their canonical pages: each answers 308 to
 * the record's page, or 404 when the record is unknown or not public. Route handlers call
 * `legacyCatalogueRedirect(request, kind)`.
 */
export type LegacyCataloguePath = 'universitylist' | 'university' | 'university-programs' | 'universityCitylist' | 'course';

const idOf = (v: string | null) => (v && /^[1-9][0-9]{0,9}$/.test(v.trim()) ? Number(v.trim()) : null);

/** The canonical path for a seed path form's query, or null when there is no such public record. */
export async function legacyCatalogueTarget(kind: LegacyCataloguePath, query: URLSearchParams): Promise<string | null> {
  switch (kind) {
    case 'universitylist': {
      const q = new URLSearchParams();
      for (const k of ['key', 'city', 'province', 'type', 'scholarship', 'page', 'per_page']) {
        const v = query.get(k);
        if (v) q.set(k, v);
      }
      return q.size ? `/universities?${q}` : '/universities';
    }
    case 'university': {
      const id = idOf(query.get('id'));
      const slug = id === null ? null : await findUniversitySlug(id);
      return slug ? `/universities/${slug}` : null;
    }
    case 'university-programs': {
      const id = idOf(query.get('id'));
      const slug = id === null ? null : await findUniversitySlug(id);
      return slug ? `/universities/${slug}/courses` : null;
    }
    case 'universityCitylist': {
      const name = query.get('name');
      const city = name ? await findCityByName(name) : null;
      return city ? `/cities/${city.slug}` : null;
    }
    case 'course': {
      const id = idOf(query.get('id'));
      const slug = id === null ? null : await findCourseSlug(id);
      return slug ? `/courses/${slug}` : null;
    }
  }
}

const notFoundHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page not found · Zhiyuan — Study in China</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><p style="color:#961d17;font-weight:600">404</p><h1>We could not find that page</h1><p>The university, city or course may no longer be listed.</p><p><a href="/programs">Find a course</a> · <a href="/universities">Browse universities</a></p></body></html>`;

/** 308 to the canonical page, or a 404 page. */
export async function legacyCatalogueRedirect(request: Request, kind: LegacyCataloguePath): Promise<Response> {
  const url = new URL(request.url);
  const target = await legacyCatalogueTarget(kind, url.searchParams);
  if (!target) {
    return new Response(notFoundHtml, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  // A relative Location keeps the host the client used (behind a proxy too).
  return new Response(null, { status: 308, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
