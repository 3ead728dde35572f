import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sidebarItems } from '@/components/layout/sidebar-items';
import { renderMessage } from '@/lib/i18n/catalogue';
import { accessRuleFor, accessTable, isAdminOnly, isAllowed, resolveAccess, type AccessRule } from '@/lib/auth/access';
import { roles, type Role } from '@/lib/auth/actor';

const root = path.resolve(import.meta.dirname, '../..');

describe('access table resolution', () => {
  it.each<[string, string | undefined, AccessRule]>([
    ['/', undefined, 'public'],
    ['/universities/peking-university', undefined, 'public'],
    ['/universities/[slug]', undefined, 'public'],
    ['/universities/peking-university/courses', undefined, 'public'],
    ['/admin/login', undefined, 'public'],
    ['/admin/dashboard', undefined, ['admin']],
    ['/admin/universities/12/edit', undefined, ['admin']],
    ['/admin', undefined, ['admin']],
    ['/student/dashboard', undefined, ['student']],
    ['/employer/jobs/new', undefined, ['employer']],
    ['/candidate/cvs', undefined, ['candidate']],
    ['/application', undefined, ['student']],
    ['/checkout?application_id=3', undefined, ['student']],
    ['/candidates', undefined, ['employer', 'admin']],
    ['/candidates/0b5b2b0e-2bd5-4c8e-8f43-0a1f9e8c1d11', undefined, ['employer', 'admin']],
    ['/change-password', undefined, 'signed-in'],
    ['/api/auth/login', 'POST', 'public'],
    ['/api/auth/callback/credentials', 'POST', 'public'],
    ['/api/access/change_password/', 'POST', 'signed-in'],
    ['/api/access/verification/', 'POST', 'public'],
    ['/api/web/university/list', 'GET', 'public'],
    ['/api/web/application', 'POST', ['student']],
    ['/api/web/application/list/7', 'GET', ['student']],
    ['/api/applications/7/documents/passport', 'GET', 'signed-in'],
    ['/api/applications/7/documents/passport', 'POST', ['student']],
    ['/api/applications/7/documents/passport', 'DELETE', ['student']],
    ['/api/web/student/7', 'GET', ['student']],
    ['/api/admin/university', 'GET', ['admin']],
    ['/api/admin/application/show/3', 'GET', ['admin']],
    ['/api/anonymous/job-list/', 'GET', 'public'],
    ['/api/recruiter/org_type/', 'GET', ['employer']],
    ['/api/recruiter/dashboard/', 'GET', ['employer', 'admin']],
    ['/api/applicant/job_application/', 'GET', ['candidate']],
    ['/api/app_admin/jobList/', 'GET', ['admin']],
    ['/api/university/create', 'POST', ['admin']],
  ])('%s %s → %j', (p, method, rule) => {
    expect(resolveAccess(p, method)?.rule).toEqual(rule);
  });

  it('leaves the seed path forms to the proxy: no page or endpoint entry at their paths', () => {
    // `/admin-dashboard` and the other seed forms answer 308 from the proxy for anyone
    // (lib/http/legacy-paths.ts, tests/api/legacy-paths.test.ts) before any page is matched.
    expect(resolveAccess('/admin-dashboard', 'GET')).toBeNull();
    expect(resolveAccess('/candidate-CvManager', 'GET')).toBeNull();
  });

  it('has no entry for a route nobody wrote down, and says so loudly', () => {
    expect(resolveAccess('/some-new-page')).toBeNull();
    expect(resolveAccess('/api/something-new')).toBeNull();
    // The API's fallback route has an entry of its own, which covers no other path.
    expect(resolveAccess('/api/[[...path]]')).toEqual({ key: '/api/[[...path]]', rule: 'public' });
    expect(() => accessRuleFor('/some-new-page')).toThrow(/No access entry/);
  });

  it('prefers literal segments, then one-segment wildcards, then `**`, then method-specific entries', () => {
    const table: Record<string, AccessRule> = {
      '/x/**': ['admin'],
      '/x/*': ['student'],
      '/x/[id]/edit': ['employer'],
      '/x/new': 'public',
      'POST /x/new': ['candidate'],
      '/y/[...rest]': 'signed-in',
    };
    expect(resolveAccess('/x/new', 'GET', table)?.rule).toBe('public');
    expect(resolveAccess('/x/new', 'POST', table)?.rule).toEqual(['candidate']);
    expect(resolveAccess('/x/5', 'GET', table)?.rule).toEqual(['student']);
    expect(resolveAccess('/x/5/edit', 'GET', table)?.rule).toEqual(['employer']);
    expect(resolveAccess('/x/5/other', 'GET', table)?.rule).toEqual(['admin']);
    expect(resolveAccess('/x', 'GET', table)?.rule).toEqual(['admin']);
    // A catch-all needs at least one segment, as in Next.
    expect(resolveAccess('/y', 'GET', table)).toBeNull();
    expect(resolveAccess('/y/a/b', 'GET', table)?.rule).toBe('signed-in');
    // A route of the build with a catch-all segment is matched by `**` or the same catch-all, not by `*`.
    expect(resolveAccess('/x/[...slug]', 'GET', table)?.key).toBe('/x/**');
  });

  it('ignores trailing slashes and query strings', () => {
    expect(resolveAccess('/admin/users/?page=2')?.key).toBe('/admin/**');
    expect(resolveAccess('/api/recruiter/dashboard/')?.key).toBe('/api/recruiter/dashboard');
  });

  it('lets roles in as the rule says', () => {
    expect(isAllowed('public', null)).toBe(true);
    expect(isAllowed('signed-in', null)).toBe(false);
    expect(isAllowed('signed-in', 'candidate')).toBe(true);
    expect(isAllowed(['employer', 'admin'], 'admin')).toBe(true);
    expect(isAllowed(['employer', 'admin'], 'student')).toBe(false);
    expect(isAllowed(['admin'], null)).toBe(false);
    expect(isAdminOnly(['admin'])).toBe(true);
    expect(isAdminOnly(['employer', 'admin'])).toBe(false);
    expect(isAdminOnly('signed-in')).toBe(false);
  });

  it('keeps every key well-formed', () => {
    for (const key of Object.keys(accessTable)) {
      expect(key, key).toMatch(/^(?:(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) )?\/[^\s?#]*$/);
      const rule = accessTable[key];
      if (Array.isArray(rule)) {
        expect(rule.length, key).toBeGreaterThan(0);
        for (const r of rule) expect(roles).toContain(r);
      }
      // `**` only as the last segment.
      expect(key.split('/').slice(0, -1), key).not.toContain('**');
    }
  });
});

/** `/admin/users` → app/(account)/admin/(area)/users/page.tsx, `/student/dashboard` → app/(account)/student/dashboard/page.tsx. */
function pageFileFor(route: string): string | undefined {
  const candidates = [
    path.join(root, 'app/(account)', route, 'page.tsx'),
    path.join(root, 'app/(account)/admin/(area)', route.replace(/^\/admin/, ''), 'page.tsx'),
  ];
  return candidates.find((f) => fs.existsSync(f));
}

describe('sidebars', () => {
  it.each(roles)('every %s entry leads to a real page that the role may open', (role: Role) => {
    expect(sidebarItems[role].length).toBeGreaterThan(0);
    for (const item of sidebarItems[role]) {
      expect(pageFileFor(item.href), `${item.href} has no page`).toBeDefined();
      const rule = accessRuleFor(item.href);
      expect(isAllowed(rule, role), `${role} may not open ${item.href}`).toBe(true);
      for (const other of roles.filter((r) => r !== role)) expect(isAllowed(rule, other), `${other} may open ${item.href}`).toBe(false);
    }
  });

  it('has the seed entries in the seed order', () => {
    // The labels are message tokens: their English words.
    const labels = (role: Role) => sidebarItems[role].map((i) => renderMessage(i.label));
    expect(labels('admin')).toEqual([
      'Dashboard', 'University', 'Category', 'Program', 'Course', 'City', 'Country', 'Applicants', 'Payments', 'Scholarships',
      'Messages', 'Jobs', 'Job categories', 'Employer types', 'Direct hire', 'Part time', 'Employers', 'Candidates', 'Job applications', 'Users', 'Settings', 'Change Password',
    ]);
    // Job applications (issue 31) is new: the board's job applications, the list the dashboard's job application figures open.
    expect(labels('student')).toEqual(['Student Dashboard', 'Notifications', 'Applied University', 'Profile', 'Change Password', 'Delete Profile']);
    expect(labels('employer')).toEqual([
      'Dashboard', 'Company Profile', 'Post a Job', 'Manage Jobs', 'All Applicants', 'Contractual Applicants', 'Change Password', 'Delete Profile',
    ]);
    // Part-time Work (issue 18) is new: the old client had no page for the part-time form.
    expect(labels('candidate')).toEqual([
      'Dashboard', 'Resume', 'CV Manager', 'Find Jobs', 'Applied Jobs', 'Part-time Work', 'Change Password', 'Delete Profile',
    ]);
  });
});
