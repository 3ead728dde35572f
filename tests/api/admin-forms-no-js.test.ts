import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, signIn } from '../helpers/auth';
import { formEntries, serverActionForms, visibleFields } from './html-forms';

/**
 * The back office's add forms of the catalogue resources (categories, cities, countries,
 * programs, scholarship offers) and of the job board's reference lists (job categories, employer
 * types), sent without JavaScript and refused (every text field empty): the page answers with the
 * field messages. Their actions are bound to the list and id; bound in the browser component,
 * that answer never came (the request hung). Refused, so the demo data does not change.
 */
const baseUrl = inject('baseUrl');
let cookie: string;

beforeAll(async () => {
  cookie = (await signIn(baseUrl, demoAccounts.admin, DEMO_PASSWORD)).cookie;
}, 60_000);

describe('admin add forms without JavaScript', () => {
  it.each(['/admin/categories/new', '/admin/cities/new', '/admin/countries/new', '/admin/programs/new', '/admin/scholarships/new', '/admin/job-categories/new', '/admin/employer-types/new'])(
    '%s: a refused post answers the form with its messages',
    async (page) => {
      const html = await (await fetch(baseUrl + page, { headers: { cookie } })).text();
      const form = serverActionForms(html).find((f) => visibleFields(f).some((x) => x.type === 'text'));
      expect(form, `the add form on ${page}`).toBeDefined();
      const empty = new Map(form!.fields.filter((f) => f.type === 'text' || f.type === 'textarea').map((f) => [f, ''] as const));
      const res = await fetch(baseUrl + page, {
        method: 'POST',
        headers: { cookie, origin: new URL(baseUrl).origin },
        body: formEntries(form!, empty),
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('This field is required');
    },
    60_000,
  );
});
