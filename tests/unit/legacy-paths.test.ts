import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CatalogueFinders, legacyPathResponse, legacyPaths, legacyRecordTarget, legacyRedirectTarget } from '@/lib/http/legacy-paths';
import { accessRuleFor } from '@/lib/auth/access';

const root = path.resolve(import.meta.dirname, '../..');
const appDir = path.join(root, 'app');

/** The public record forms: the catalogue looks the record up (only these touch the database). */
const recordForms = ['/university', '/university-programs', '/universityCitylist', '/course'];

/** Every seed path form of the old admin, employer and candidate screens. */
const seedForms: Record<string, string> = {
  '/admin-dashboard': '/admin/dashboard',
  '/admin': '/admin/dashboard',
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
  '/postajob': '/employer/jobs/new',
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
  '/shopingcart': '/checkout',
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
    const expected = new Set([...Object.keys(seedForms), ...queryForms.map(([f]) => f.split('?')[0]), '/universitylist', '/job-category', '/candidate', ...recordForms]);
    expect(new Set(legacyPaths.map((p) => p.from))).toEqual(expected);
  });

  it('keeps other query parameters and drops the consumed id', () => {
    expect(legacyRedirectTarget('/candidate-findjob', '?q=nurse&city=Leeds')).toBe('/candidate/jobs?q=nurse&city=Leeds');
    expect(legacyRedirectTarget('/admin/update-course', 'id=6&tab=fees')).toBe('/admin/courses/6/edit?tab=fees');
    expect(legacyRedirectTarget('/shopingcart', 'application_id=12')).toBe('/checkout?application_id=12');
  });

  it('answers null for paths that are not seed forms (including the canonical ones)', () => {
    expect(legacyRedirectTarget('/admin/dashboard')).toBeNull();
    expect(legacyRedirectTarget('/Admin-dashboard')).toBeNull();
    expect(legacyRedirectTarget('/candidate-cvmanager')).toBeNull();
  });

  it('sends the old job category page to the public category page (the name dropped), else to /jobs', () => {
    expect(legacyRedirectTarget('/job-category', 'cart_id=45&cart_name=Health%20and%20Care')).toBe('/jobs/category/45');
    expect(legacyRedirectTarget('/job-category/', 'cart_name=Design')).toBe('/jobs');
    expect(legacyRedirectTarget('/job-category', 'cart_id=abc')).toBe('/jobs');
    expect(accessRuleFor('/jobs/category/45')).toBe('public');
    expect(accessRuleFor('/jobs')).toBe('public');
  });

  it('sends the old resume page (`/candidate?uuid=`) to the directory page (employers and admins), else to the directory', () => {
    const uuid = '0b3c8a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(legacyRedirectTarget('/candidate', `uuid=${uuid.toUpperCase()}`)).toBe(`/candidates/${uuid}`);
    expect(legacyRedirectTarget('/candidate/', `uuid=${uuid}&x=1`)).toBe(`/candidates/${uuid}?x=1`);
    for (const bad of ['', 'uuid=12', 'uuid=abc', `uuid=${uuid}0`]) expect(legacyRedirectTarget('/candidate', bad), bad).toBe('/candidates');
    expect(accessRuleFor(`/candidates/${uuid}`)).toEqual(['employer', 'admin']);
    expect(accessRuleFor('/candidates')).toEqual(['employer', 'admin']);
  });

  it("renames the old direct-hire list's `search` to the list's own `q` (the list's own `q` wins)", () => {
    expect(legacyRedirectTarget('/admin-add-contracthire-type', '?search=Forklift%20driver')).toBe('/admin/direct-hire?q=Forklift+driver');
    expect(legacyRedirectTarget('/admin-add-contracthire-type', '?search=a&status=new')).toBe('/admin/direct-hire?status=new&q=a');
    expect(legacyRedirectTarget('/admin-add-contracthire-type', '?q=mine&search=old')).toBe('/admin/direct-hire?q=mine');
    expect(legacyRedirectTarget('/admin-add-contracthire-type', '')).toBe('/admin/direct-hire');
  });

  it('carries the university list filters over, and nothing else', () => {
    expect(legacyRedirectTarget('/universitylist')).toBe('/universities');
    expect(legacyRedirectTarget('/universitylist/', 'city=beijing&evil=1&key=&page=2')).toBe('/universities?city=beijing&page=2');
  });

  it('answers the record forms only through a lookup, and 0, negative, huge or non-numeric ids find nothing', async () => {
    const asked: string[] = [];
    const find: CatalogueFinders = {
      universitySlug: async (id) => (asked.push(`u${id}`), id === 3 ? 'fx-peking' : null),
      courseSlug: async (id) => (asked.push(`c${id}`), id === 4 ? 'fx-cs' : null),
      citySlugByName: async (name) => (asked.push(`n${name}`), name === 'Beijing' ? 'beijing' : null),
    };
    for (const f of recordForms) expect(legacyRedirectTarget(f, 'id=3&name=Beijing')).toBeNull();
    expect(await legacyRecordTarget('university', new URLSearchParams('id=3'), find)).toBe('/universities/fx-peking');
    expect(await legacyRecordTarget('university-programs', new URLSearchParams('id=3'), find)).toBe('/universities/fx-peking/courses');
    expect(await legacyRecordTarget('course', new URLSearchParams('id=4'), find)).toBe('/courses/fx-cs');
    expect(await legacyRecordTarget('universityCitylist', new URLSearchParams('name=Beijing'), find)).toBe('/cities/beijing');
    asked.length = 0;
    for (const id of ['0', '-1', '99999999999', '2147483648', 'abc', '%25', '']) {
      expect(await legacyRecordTarget('university', new URLSearchParams({ id }), find)).toBeNull();
    }
    expect(await legacyRecordTarget('universityCitylist', new URLSearchParams('name=Bei%00jing'), find)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('sends each seed form to a page guarded for the right role', () => {
    for (const p of legacyPaths) {
      // The public forms (their own tests above) lead to public pages.
      // The directory's resume page (employers and admins) has its own test above.
      if (!p.to || p.from === '/universitylist' || p.from === '/job-category' || p.from === '/candidate') continue;
      const target = p.to.replace(':id', '1');
      const rule = accessRuleFor(target);
      // The fees page is the student's, outside the role folder.
      const area = target === '/checkout' ? 'student' : target.split('/')[1];
      expect(rule, target).toEqual([area]);
      if (p.fallback) expect(accessRuleFor(p.fallback)).toEqual([area]);
    }
  });
});

describe('legacy path answers (the proxy)', () => {
  const routeDirs = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return routeDirs(full);
      return /^(route|page)\.tsx?$/.test(e.name) ? [path.dirname(full)] : [];
    });

  it('has no route or page file at a seed form path (the table answers them all)', () => {
    const routes = new Set(
      routeDirs(appDir).map((d) => '/' + path.relative(appDir, d).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).join('/')),
    );
    for (const p of legacyPaths) expect(routes.has(p.from), p.from).toBe(false);
    expect(fs.existsSync(path.join(appDir, '(legacy)'))).toBe(false);
  });

  it('answers 308 with a relative Location, without asking the database for a plain form', async () => {
    const noDatabase = async (): Promise<CatalogueFinders> => {
      throw new Error('a plain form must not look anything up');
    };
    const res = await legacyPathResponse(new URL('http://localhost/admin/update-university?id=12&x=1'), noDatabase);
    expect(res?.status).toBe(308);
    expect(res?.headers.get('location')).toBe('/admin/universities/12/edit?x=1');
    const list = await legacyPathResponse(new URL('http://localhost/universitylist?city=beijing'), noDatabase);
    expect(list?.headers.get('location')).toBe('/universities?city=beijing');
    expect(await legacyPathResponse(new URL('http://localhost/nothing-here'), noDatabase)).toBeNull();
    expect(await legacyPathResponse(new URL('http://localhost/admin/universities'), noDatabase)).toBeNull();
  });

  it('answers a record form from the lookup: 308 to the page, or a 404 page', async () => {
    const find = async (): Promise<CatalogueFinders> => ({
      universitySlug: async (id) => (id === 5 ? 'fx-zju' : null),
      courseSlug: async () => null,
      citySlugByName: async () => null,
    });
    const found = await legacyPathResponse(new URL('http://localhost/university?id=5'), find);
    expect(found?.status).toBe(308);
    expect(found?.headers.get('location')).toBe('/universities/fx-zju');
    const missing = await legacyPathResponse(new URL('http://localhost/course?id=5'), find);
    expect(missing?.status).toBe(404);
    expect(await missing?.text()).toContain('We could not find that page');
  });
});
