/**
 * The role areas' seed path forms (PRODUCT.md section 2, the admin, employer and candidate tables)
 * and the canonical page each one answers 308 to. One table; each `from` has a two-line route
 * handler under app/(legacy)/ that calls `legacyPathGET` (tests/unit/legacy-paths.test.ts checks
 * that the handlers and the table match, tests/api/legacy-paths.test.ts that each answers 308).
 *
 * A query-form path (`/admin/update-university?id=3`) takes its record id from the query:
 * `/admin/universities/3/edit`; without a usable id it goes to `fallback` (the list). Any other
 * query parameters are carried over. The public seed forms (`/university?id=`) belong to the
 * catalogue, which looks records up by id.
 */
export interface LegacyPath {
  from: string;
  /** The canonical page; `:id` is replaced by the `param` query value. */
  to: string;
  /** The query parameter that holds the record id (numeric). */
  param?: string;
  /** Where a query-form path without a usable id goes. */
  fallback?: string;
}

const byId = (from: string, to: string, fallback: string): LegacyPath => ({ from, to, param: 'id', fallback });

export const legacyPaths: readonly LegacyPath[] = [
  // Admin (one back office for both sides).
  { from: '/admin-dashboard', to: '/admin/dashboard' },
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
  { from: '/admin-add-contracthire-type', to: '/admin/direct-hire' },
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
];

const byFrom = new Map(legacyPaths.map((p) => [p.from, p]));

/**
 * Where a seed path form goes: the canonical path with the query (minus the consumed id), or null
 * for a path that is not a seed form. `search` may be a query string or URLSearchParams.
 */
export function legacyRedirectTarget(pathname: string, search: string | URLSearchParams = ''): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entry = byFrom.get(path);
  if (!entry) return null;
  const query = new URLSearchParams(search);
  let target = entry.to;
  if (entry.param) {
    const raw = query.get(entry.param)?.trim() ?? '';
    query.delete(entry.param);
    target = /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? entry.to.replace(':id', raw) : (entry.fallback ?? entry.to);
  }
  const rest = query.toString();
  return rest ? `${target}?${rest}` : target;
}

/**
 * The route handler every seed path form shares (`export { legacyPathGET as GET }`): 308 with a
 * relative Location, so it is right behind any host or proxy.
 */
export async function legacyPathGET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = legacyRedirectTarget(url.pathname, url.search);
  if (!target) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(null, { status: 308, headers: { Location: target, 'Cache-Control': 'public, max-age=3600' } });
}
