/**
 * THE table of the seed's path forms (old links, bookmarks, the old clients' screens) and the
 * canonical page each one answers 308 to. The proxy (proxy.ts) answers them before any page or
 * route is matched, so there is no route file per form: one place to read, and one place to
 * delete when the old clients retire.
 *
 * - A plain form (`/admin/universitylist`) is a pure lookup: no database.
 * - A query-id form of the role areas (`/admin/update-university?id=3`) takes the record id from
 *   the query (`/admin/universities/3/edit`); without a usable id it goes to `fallback` (the list).
 *   Still pure: the page it lands on checks the record and who may see it.
 * - `/universitylist` carries the list's filters over (pure).
 * - The public record forms (`/university?id=`, `/course?id=`, `/universityCitylist?name=`) must
 *   look the record up to know its slug: only these touch the database, and an unknown or hidden
 *   record answers 404.
 *
 * A plain form carries the other query parameters over (the consumed id dropped); a record form
 * answers with the record's page alone.
 */
export type CatalogueLookup = 'university' | 'university-programs' | 'universityCitylist' | 'course';

export interface LegacyPath {
  from: string;
  /** The canonical page; `:id` is replaced by the `param` query value. Absent for record lookups. */
  to?: string;
  /** The query parameter that holds the record id (numeric unless `paramKind` says uuid). */
  param?: string;
  /** What the id looks like: a number (the default) or a uuid (a candidate's directory page). */
  paramKind?: 'id' | 'uuid';
  /** Where a query-form path without a usable id goes. */
  fallback?: string;
  /** Query parameters carried over (all when absent). */
  keep?: readonly string[];
  /** Query parameters the old page named otherwise: old name → the canonical page's name. */
  rename?: Readonly<Record<string, string>>;
  /** A public record form: the catalogue looks the record up (database). */
  lookup?: CatalogueLookup;
}

const byId = (from: string, to: string, fallback: string): LegacyPath => ({ from, to, param: 'id', fallback });

export const legacyPaths: readonly LegacyPath[] = [
  // Public (catalogue).
  { from: '/universitylist', to: '/universities', keep: ['key', 'city', 'province', 'type', 'scholarship', 'page', 'per_page'] },
  { from: '/university', lookup: 'university' },
  { from: '/university-programs', lookup: 'university-programs' },
  { from: '/universityCitylist', lookup: 'universityCitylist' },
  { from: '/course', lookup: 'course' },
  // The old board's category page (`/job-category?cart_id=44&cart_name=Accounting`): the category's job list.
  { from: '/job-category', to: '/jobs/category/:id', param: 'cart_id', fallback: '/jobs', keep: [] },
  // Student: the old shopping cart is the fees page of one application (`application_id` carried over).
  { from: '/shopingcart', to: '/checkout' },
  // Admin (one back office for both sides).
  { from: '/admin-dashboard', to: '/admin/dashboard' },
  // `/admin` itself: the dashboard (whose guard sends a visitor to the admin login).
  { from: '/admin', to: '/admin/dashboard' },
  { from: '/admin/universitylist', to: '/admin/universities' },
  { from: '/admin/add-university', to: '/admin/universities/new' },
  byId('/admin/update-university', '/admin/universities/:id/edit', '/admin/universities'),
  { from: '/admin/categorylist', to: '/admin/categories' },
  { from: '/admin/add-category', to: '/admin/categories/new' },
  byId('/admin/update-category', '/admin/categories/:id/edit', '/admin/categories'),
  { from: '/employer-manage-category', to: '/admin/categories' },
  { from: '/employer-add-category', to: '/admin/categories/new' },
  { from: '/admin/programlist', to: '/admin/programs' },
  { from: '/admin/add-program', to: '/admin/programs/new' },
  byId('/admin/update-program', '/admin/programs/:id/edit', '/admin/programs'),
  { from: '/admin/courselist', to: '/admin/courses' },
  { from: '/admin/add-course', to: '/admin/courses/new' },
  byId('/admin/update-course', '/admin/courses/:id/edit', '/admin/courses'),
  { from: '/create-program', to: '/admin/courses/new' },
  { from: '/admin/citylist', to: '/admin/cities' },
  { from: '/admin/add-city', to: '/admin/cities/new' },
  byId('/admin/update-city', '/admin/cities/:id/edit', '/admin/cities'),
  { from: '/admin/country-list', to: '/admin/countries' },
  { from: '/admin/add-country', to: '/admin/countries/new' },
  { from: '/admin/applicant-list', to: '/admin/applications' },
  byId('/admin/application-view', '/admin/applications/:id', '/admin/applications'),
  { from: '/admin-payment-status', to: '/admin/payments' },
  { from: '/create-offer', to: '/admin/scholarships/new' },
  { from: '/admin-managejob', to: '/admin/jobs' },
  { from: '/admin-add-job-category', to: '/admin/job-categories' },
  { from: '/admin-add-employer-type', to: '/admin/employer-types' },
  // The old list searched with `?search=`; the list's own parameter is `q`.
  { from: '/admin-add-contracthire-type', to: '/admin/direct-hire', rename: { search: 'q' } },
  { from: '/admin-add-contract-type', to: '/admin/part-time' },
  { from: '/admin-dashboard-allemployer', to: '/admin/employers' },
  byId('/admin-employer-detail', '/admin/employers/:id', '/admin/employers'),
  { from: '/admin-dashboard-allapplicant', to: '/admin/candidates' },
  byId('/admin-applicant-detail', '/admin/candidates/:id', '/admin/candidates'),
  { from: '/admin-delete-profile', to: '/admin/users' },
  { from: '/admin-change-password', to: '/admin/change-password' },
  // Employer.
  { from: '/employee-dashboard', to: '/employer/dashboard' },
  { from: '/employer-profile', to: '/employer/profile' },
  { from: '/employer-managejob', to: '/employer/jobs' },
  { from: '/employer-postjob', to: '/employer/jobs/new' },
  // The public "Post a job" link: an employer lands on the form; anyone else on the sign-in that
  // page asks for (login, with "Create an Account" for a new employer, then back to the form).
  { from: '/postajob', to: '/employer/jobs/new' },
  { from: '/employer-allapplicants', to: '/employer/applicants' },
  { from: '/employer-contractapplicants', to: '/employer/contract-applicants' },
  { from: '/employer-changepassword', to: '/employer/change-password' },
  { from: '/employer-deleteprofile', to: '/employer/delete-profile' },
  // Candidate.
  { from: '/candidate-dashboard', to: '/candidate/dashboard' },
  { from: '/candidate-profile', to: '/candidate/profile' },
  { from: '/candidate-resume', to: '/candidate/resume' },
  { from: '/candidate-CvManager', to: '/candidate/cvs' },
  { from: '/candidate-findjob', to: '/candidate/jobs' },
  { from: '/candidate-appliedjob', to: '/candidate/applied-jobs' },
  { from: '/candidate-change-password', to: '/candidate/change-password' },
  // The old directory's resume page (`/candidate?uuid=…`): the candidate's directory page.
  { from: '/candidate', to: '/candidates/:id', param: 'uuid', paramKind: 'uuid', fallback: '/candidates' },
];

const byFrom = new Map(legacyPaths.map((p) => [p.from, p]));
const maxId = 2_147_483_647;

/** A record id from the query: digits within Postgres' integer range, else null. */
export function queryId(raw: string | null | undefined): number | null {
  const v = raw?.trim() ?? '';
  return /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= maxId ? Number(v) : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record uuid from the query (lower-cased), else null. */
export function queryUuid(raw: string | null | undefined): string | null {
  const v = raw?.trim() ?? '';
  return uuidPattern.test(v) ? v.toLowerCase() : null;
}

/** The table's entry for a path (a trailing slash ignored), or undefined. */
export function findLegacyPath(pathname: string): LegacyPath | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byFrom.get(path);
}

/**
 * The pure lookup: where a seed path form goes (the canonical path with the query, minus the
 * consumed id), or null for a path that is not a plain seed form (a record form needs
 * `legacyPathResponse`). `search` may be a query string or URLSearchParams.
 */
export function legacyRedirectTarget(pathname: string, search: string | URLSearchParams = ''): string | null {
  const entry = findLegacyPath(pathname);
  if (!entry?.to) return null;
  const query = new URLSearchParams(search);
  let target = entry.to;
  if (entry.param) {
    const raw = query.get(entry.param);
    const id = entry.paramKind === 'uuid' ? queryUuid(raw) : queryId(raw);
    query.delete(entry.param);
    target = id !== null ? entry.to.replace(':id', String(id)) : (entry.fallback ?? entry.to);
  }
  for (const [from, to] of Object.entries(entry.rename ?? {})) {
    const values = query.getAll(from);
    query.delete(from);
    // The canonical name wins when both are given.
    if (!query.has(to)) for (const v of values) query.append(to, v);
  }
  if (entry.keep) {
    for (const k of [...query.keys()]) if (!entry.keep.includes(k) || !query.get(k)) query.delete(k);
  }
  const rest = query.toString();
  return rest ? `${target}?${rest}` : target;
}

/** The lookups a record form needs; given by the caller (the proxy) so this table stays pure. */
export interface CatalogueFinders {
  universitySlug(id: number): Promise<string | null>;
  courseSlug(id: number): Promise<string | null>;
  citySlugByName(name: string): Promise<string | null>;
}

/** The canonical path of a public record form, or null when there is no such public record. */
export async function legacyRecordTarget(lookup: CatalogueLookup, query: URLSearchParams, find: CatalogueFinders): Promise<string | null> {
  switch (lookup) {
    case 'university':
    case 'university-programs': {
      const id = queryId(query.get('id'));
      const slug = id === null ? null : await find.universitySlug(id);
      if (!slug) return null;
      return lookup === 'university' ? `/universities/${slug}` : `/universities/${slug}/courses`;
    }
    case 'universityCitylist': {
      const name = query.get('name')?.trim();
      // A NUL character names no city (and the database would refuse it).
      const slug = name && !name.includes('\u0000') ? await find.citySlugByName(name) : null;
      return slug ? `/cities/${slug}` : null;
    }
    case 'course': {
      const id = queryId(query.get('id'));
      const slug = id === null ? null : await find.courseSlug(id);
      return slug ? `/courses/${slug}` : null;
    }
  }
}

const notFoundHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page not found · Zhiyuan — Study in China</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><p style="color:#961d17;font-weight:600">404</p><h1>We could not find that page</h1><p>The university, city or course may no longer be listed.</p><p><a href="/programs">Find a course</a> · <a href="/universities">Browse universities</a></p></body></html>`;

/**
 * The answer to a seed path form, or null when the path is not one: 308 with a relative Location
 * (right behind any host or proxy), or for a record form whose record is unknown or hidden, a 404
 * page. `find` is only called for the record forms.
 */
export async function legacyPathResponse(url: URL, find: () => Promise<CatalogueFinders>): Promise<Response | null> {
  const entry = findLegacyPath(url.pathname);
  if (!entry) return null;
  if (entry.to) {
    const target = legacyRedirectTarget(url.pathname, url.search)!;
    return new Response(null, { status: 308, headers: { Location: target, 'Cache-Control': 'public, max-age=3600' } });
  }
  const target = await legacyRecordTarget(entry.lookup!, url.searchParams, await find());
  if (!target) return new Response(notFoundHtml, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(null, { status: 308, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
