import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, signIn } from '../helpers/auth';
import { formEntries, serverActionForms, visibleFields, type HtmlForm } from './html-forms';

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

/**
 * The course form's university is a type-ahead (a season has 10,000 universities: no menu of
 * them all). Without JavaScript the typed name is sent and the server resolves it once the rest of
 * the form is valid: one match is the university, none or several the field's message, several
 * offered as radio buttons; every other typed value comes back. Nothing is saved: the names that
 * resolve are sent with the address (slug) of a course that exists, which the save refuses.
 */
describe('the course form without JavaScript: the university typed by name', () => {
  let takenSlug: string;
  let filled: Record<string, string>;
  beforeAll(async () => {
    const finder = await (await fetch(baseUrl + '/programs')).text();
    takenSlug = /href="\/courses\/([a-z0-9-]+)"/.exec(finder)![1];
    const form = courseForm(await (await fetch(baseUrl + '/admin/courses/new', { headers: { cookie } })).text());
    const degree = form.fields.find((f) => f.name === 'program_id')!.options.find((v) => v !== '')!;
    filled = { title: 'Typed University Course', program_id: degree, major: 'Kept Major', slug: takenSlug };
  }, 60_000);

  const courseForm = (html: string) => {
    const form = serverActionForms(html).find((f) => f.fields.some((x) => x.name === 'university_q'));
    expect(form, 'the course form').toBeDefined();
    return form!;
  };
  const post = async (form: HtmlForm, values: Record<string, string>) => {
    const given = new Map(form.fields.filter((f) => f.name in values && f.type !== 'radio').map((f) => [f, values[f.name]] as const));
    // A radio button is chosen by its value (the university's id).
    for (const f of form.fields) if (f.type === 'radio' && values[f.name] === f.value) given.set(f, f.value);
    const res = await fetch(baseUrl + '/admin/courses/new', {
      method: 'POST',
      headers: { cookie, origin: new URL(baseUrl).origin },
      body: formEntries(form, given),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    expect(res.status).toBe(200);
    return res.text();
  };
  const hidden = (form: HtmlForm, name: string) => form.fields.filter((f) => f.type === 'hidden' && f.name === name).map((f) => f.value);
  // The messages shown under the fields (every page also carries the form messages' catalogue in its scripts).
  const fieldMessages = (html: string) =>
    [...html.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/<p\b[^>]*data-field-error[^>]*>([^<]*)<\/p>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const slugTaken = 'This address is already used by another record';

  it('offers the matches of a name that names several, keeps what was typed, and takes the one chosen', async () => {
    const form = courseForm(await (await fetch(baseUrl + '/admin/courses/new', { headers: { cookie } })).text());
    expect(form.fields.find((f) => f.name === 'university_q')?.type).toBe('text');
    expect(form.fields.some((f) => f.name === 'university_id' && f.type === 'select')).toBe(false);

    const several = await post(form, { ...filled, university_q: 'Beijing' });
    expect(fieldMessages(several)).toEqual(['Several universities match “Beijing”: choose one']);
    expect(several).toContain('Beijing Normal University');
    const again = courseForm(several);
    expect(again.fields.find((f) => f.name === 'major')?.value).toBe('Kept Major');
    expect(again.fields.find((f) => f.name === 'university_q')?.value).toBe('Beijing');
    const offered = again.fields.filter((f) => f.type === 'radio' && f.name === 'university_id');
    expect(offered.length).toBeGreaterThan(1);

    // Chosen from the matches, beside the same short text: the university is settled, the save goes on (and meets the taken address).
    const chosen = offered[0].value;
    const settled = await post(again, { ...filled, university_q: 'Beijing', university_id: chosen });
    expect(fieldMessages(settled)).toEqual([slugTaken]);
    expect(hidden(courseForm(settled), 'university_id')).toEqual([chosen]);
  });

  it('a name of one match is the university; a name of none says so', async () => {
    const form = courseForm(await (await fetch(baseUrl + '/admin/courses/new', { headers: { cookie } })).text());
    const one = await post(form, { ...filled, university_q: 'tsinghua' });
    expect(fieldMessages(one)).toEqual([slugTaken]);
    const none = await post(form, { ...filled, university_q: 'Nowhereland Polytechnic' });
    expect(fieldMessages(none)).toEqual(['No university matches “Nowhereland Polytechnic”: type another part of its name']);
  });
});
