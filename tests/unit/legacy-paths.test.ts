import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessRuleFor, resolveAccess } from '@/lib/auth/access';
import { legacyPathGET, legacyPaths, legacyRedirectTarget } from '@/lib/legacy-paths';

const root = path.resolve(import.meta.dirname, '../..');
const legacyDir = path.join(root, 'app/(legacy)');

/** Every seed path form of PRODUCT.md section 2's admin, employer and candidate tables. */
const seedForms: Record<string, string> = {
  '/admin-dashboard': '/admin/dashboard',
  '/admin/universitylist': '/admin/universities',
  '/admin/add-university': '/admin/universities/new',
  '/admin/categorylist': '/admin/categories',
  '/admin/add-category': '/admin/categories/new',
  '/employer-manage-category': '/admin/categories',
  '/employer-add-category': '/admin/categories/new',
  '/admin/programlist': '/admin/programs',
  '/admin/add-program': '/admin/programs/new',
  '/admin/courselist': '/admin/courses',
  '/admin/add-course': '/admin/courses/new',
  '/create-program': '/admin/courses/new',
  '/admin/citylist': '/admin/cities',
  '/admin/add-city': '/admin/cities/new',
  '/admin/country-list': '/admin/countries',
  '/admin/add-country': '/admin/countries/new',
  '/admin/applicant-list': '/admin/applications',
  '/admin-payment-status': '/admin/payments',
  '/create-offer': '/admin/scholarships/new',
  '/admin-managejob': '/admin/jobs',
  '/admin-add-job-category': '/admin/job-categories',
  '/admin-add-employer-type': '/admin/employer-types',
  '/admin-add-contracthire-type': '/admin/direct-hire',
  '/admin-add-contract-type': '/admin/part-time',
  '/admin-dashboard-allemployer': '/admin/employers',
  '/admin-dashboard-allapplicant': '/admin/candidates',
  '/admin-delete-profile': '/admin/users',
  '/admin-change-password': '/admin/change-password',
  '/employee-dashboard': '/employer/dashboard',
  '/employer-profile': '/employer/profile',
  '/employer-managejob': '/employer/jobs',
  '/employer-postjob': '/employer/jobs/new',
  '/employer-allapplicants': '/employer/applicants',
  '/employer-contractapplicants': '/employer/contract-applicants',
  '/employer-changepassword': '/employer/change-password',
  '/employer-deleteprofile': '/employer/delete-profile',
  '/candidate-dashboard': '/candidate/dashboard',
  '/candidate-profile': '/candidate/profile',
  '/candidate-resume': '/candidate/resume',
  '/candidate-CvManager': '/candidate/cvs',
  '/candidate-findjob': '/candidate/jobs',
  '/candidate-appliedjob': '/candidate/applied-jobs',
  '/candidate-change-password': '/candidate/change-password',
};

const queryForms: [string, string, string][] = [
  ['/admin/update-university?id=3', '/admin/universities/3/edit', '/admin/universities'],
  ['/admin/update-category?id=4', '/admin/categories/4/edit', '/admin/categories'],
  ['/admin/update-program?id=5', '/admin/programs/5/edit', '/admin/programs'],
  ['/admin/update-course?id=6', '/admin/courses/6/edit', '/admin/courses'],
  ['/admin/update-city?id=7', '/admin/cities/7/edit', '/admin/cities'],
  ['/admin/application-view?id=8', '/admin/applications/8', '/admin/applications'],
  ['/admin-employer-detail?id=9', '/admin/employers/9', '/admin/employers'],
  ['/admin-applicant-detail?id=10', '/admin/candidates/10', '/admin/candidates'],
];

describe('legacy path table', () => {
  it.each(Object.entries(seedForms))('%s → %s', (from, to) => {
    expect(legacyRedirectTarget(from)).toBe(to);
    expect(legacyRedirectTarget(`${from}/`)).toBe(to);
  });

  it.each(queryForms)('%s → %s (else %s)', (from, to, fallback) => {
    const [p, q] = from.split('?');
    expect(legacyRedirectTarget(p, q)).toBe(to);
    expect(legacyRedirectTarget(p, '')).toBe(fallback);
    expect(legacyRedirectTarget(p, 'id=abc')).toBe(fallback);
    expect(legacyRedirectTarget(p, 'id=-1')).toBe(fallback);
    expect(legacyRedirectTarget(p, 'id=99999999999')).toBe(fallback);
  });

  it('covers exactly the seed forms', () => {
    const expected = new Set([...Object.keys(seedForms), ...queryForms.map(([f]) => f.split('?')[0])]);
    expect(new Set(legacyPaths.map((p) => p.from))).toEqual(expected);
  });

  it('keeps other query parameters and drops the consumed id', () => {
    expect(legacyRedirectTarget('/candidate-findjob', '?q=nurse&city=Leeds')).toBe('/candidate/jobs?q=nurse&city=Leeds');
    expect(legacyRedirectTarget('/admin/update-course', 'id=6&tab=fees')).toBe('/admin/courses/6/edit?tab=fees');
  });

  it('answers null for paths that are not seed forms (including the canonical ones)', () => {
    expect(legacyRedirectTarget('/admin/dashboard')).toBeNull();
    expect(legacyRedirectTarget('/Admin-dashboard')).toBeNull();
    expect(legacyRedirectTarget('/candidate-cvmanager')).toBeNull();
  });

  it('sends each seed form to a page guarded for the right role, and the seed form itself is open', () => {
    for (const p of legacyPaths) {
      expect(accessRuleFor(p.from)).toBe('public');
      const target = p.to.replace(':id', '1');
      const rule = accessRuleFor(target);
      const area = target.split('/')[1];
      expect(rule, target).toEqual([area]);
      if (p.fallback) expect(accessRuleFor(p.fallback)).toEqual([area]);
    }
  });
});

describe('legacy route handlers', () => {
  const routeFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? routeFiles(full) : e.name === 'route.ts' ? [full] : [];
    });

  it('has one two-line handler per seed form and nothing else', () => {
    const files = routeFiles(legacyDir);
    const routes = files.map((f) => '/' + path.relative(legacyDir, path.dirname(f)).split(path.sep).join('/'));
    expect(new Set(routes)).toEqual(new Set(legacyPaths.map((p) => p.from)));
    for (const f of files) expect(fs.readFileSync(f, 'utf8')).toMatch(/export \{ legacyPathGET as GET \} from '@\/lib\/legacy-paths';/);
    // No page in app/ answers at a seed form's path (it would hide the redirect).
    for (const p of legacyPaths) expect(resolveAccess(p.from)?.key).toBe(p.from);
  });

  it('answers 308 with a relative Location', async () => {
    const res = await legacyPathGET(new Request('http://localhost/admin/update-university?id=12&x=1'));
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/admin/universities/12/edit?x=1');
    const unknown = await legacyPathGET(new Request('http://localhost/nothing-here'));
    expect(unknown.status).toBe(404);
  });
});
