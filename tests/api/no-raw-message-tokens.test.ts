// Messages by key (lib/i18n): the domain hands text around as message tokens ("key|{params}") that
// a page renders in the reader's words. A token that reaches the HTML unrendered is a page showing
// "values.salaryRange.between|{…}" to a person (a job page's meta description once did). This walks
// the public pages and each role's main pages and looks for tokens where a person or a crawler
// reads: the text between tags, the title and the attributes that are read out or shown.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import en from '@/lib/i18n/messages/en';
import { DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';

const baseUrl = inject('baseUrl');

/** Every catalogue namespace: a token's key starts with one of them. */
const namespaces = Object.keys(en).join('|');
const keyPattern = new RegExp(`\\b(?:${namespaces})\\.[A-Za-z0-9_.-]+`);
const paramsPattern = /\|\{("|&quot;)/;

/** What a person reads of a page: its text and the attributes that are shown or read out. */
function readableParts(html: string): string[] {
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  const text = [...body.matchAll(/>([^<]+)</g)].map((m) => m[1]);
  const attrs = [...body.matchAll(/\s(?:content|title|alt|aria-label|placeholder|value)="([^"]*)"/g)].map((m) => m[1]);
  return [...text, ...attrs].map((s) => s.trim()).filter(Boolean);
}

function rawTokensIn(html: string): string[] {
  return readableParts(html).filter((s) => paramsPattern.test(s) || keyPattern.test(s));
}

const publicPages = ['/', '/universities', '/programs', '/search?key=university', '/scholarships', '/jobs', '/contact', '/directhire', '/login', '/register', '/terms'];

const rolePages: Record<keyof typeof demoAccounts, string[]> = {
  admin: ['/admin/dashboard', '/admin/applications', '/admin/universities', '/admin/courses', '/admin/jobs', '/admin/payments', '/admin/employers', '/admin/candidates', '/admin/direct-hire', '/admin/part-time', '/admin/messages', '/admin/users', '/admin/settings', '/admin/cities'],
  student: ['/student/dashboard', '/student/applied-program', '/student/update-profile', '/student/notifications'],
  employer: ['/employer/dashboard', '/employer/jobs', '/employer/profile', '/employer/applicants', '/employer/contract-applicants'],
  candidate: ['/candidate/dashboard', '/candidate/jobs', '/candidate/resume', '/candidate/applied-jobs', '/candidate/cvs', '/candidate/part-time', '/candidate/profile'],
};

async function page(path: string, cookie?: string): Promise<string> {
  const res = await fetch(baseUrl + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  expect(res.status, path).toBe(200);
  return res.text();
}

describe('no message token reaches a page unrendered', () => {
  let jobPath: string;
  let universityPath: string;
  let coursePath: string;

  beforeAll(async () => {
    const first = (html: string, pattern: RegExp) => {
      const m = pattern.exec(html);
      if (!m) throw new Error(`no ${pattern}`);
      return m[1];
    };
    jobPath = first(await page('/jobs'), /href="(\/jobs\/[0-9a-f-]{36})"/);
    universityPath = first(await page('/universities'), /href="(\/universities\/[a-z0-9-]+)"/);
    coursePath = first(await page('/programs'), /href="(\/courses\/[a-z0-9-]+)"/);
  });

  it('finds a token when there is one (the check can fail)', () => {
    expect(rawTokensIn('<p>values.salaryRange.between|{&quot;lo&quot;:&quot;£1&quot;}</p>')).toHaveLength(1);
    expect(rawTokensIn('<meta name="description" content="A job: values.salaryType.year"/>')).toHaveLength(1);
    expect(rawTokensIn('<p>£24,000 – £27,500 per year</p><script>self.x="values.a|{"</script>')).toEqual([]);
  });

  it('public pages', async () => {
    const found: string[] = [];
    for (const path of [...publicPages, jobPath, universityPath, coursePath]) found.push(...rawTokensIn(await page(path)).map((t) => `${path}: ${t}`));
    expect(found).toEqual([]);
  });

  it.each(Object.keys(rolePages) as (keyof typeof demoAccounts)[])("the %s's pages", async (role) => {
    const cookie = await sessionCookie(baseUrl, demoAccounts[role], DEMO_PASSWORD);
    const found: string[] = [];
    for (const path of rolePages[role]) found.push(...rawTokensIn(await page(path, cookie)).map((t) => `${path}: ${t}`));
    expect(found).toEqual([]);
  });
});
