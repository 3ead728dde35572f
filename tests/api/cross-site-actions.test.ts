import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errors as errorMessages } from '@/lib/messages';
import { inEnglish } from '../helpers/messages';
import { formEntries, serverActionForms, type HtmlForm } from './html-forms';
import { call, employer, type Owner } from './test-owners';

/**
 * A server action posted from another site's page: the job edit form of an employer of the
 * test's own, replayed as a browser without JavaScript would send it (the page's own hidden
 * `$ACTION_…` fields, the employer's session cookie), but with another site's `Origin`. Next
 * refuses it (nothing changes) but by throwing, a 500; the proxy answers 403 with the cross-site
 * message first. The same post from our own origin does save, which shows the replay is real.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let owner: Owner;

async function editForm(): Promise<{ path: string; form: HtmlForm }> {
  const path = `/employer/jobs/${owner.own.uuid}/edit`;
  const res = await fetch(baseUrl + path, { headers: { cookie: owner.cookie } });
  expect(res.status).toBe(200);
  const form = serverActionForms(await res.text()).find((f) => f.fields.some((x) => x.name === 'job_title'));
  expect(form, 'the job edit form').toBeDefined();
  return { path, form: form! };
}

function withTitle(form: HtmlForm, title: string): FormData {
  const field = form.fields.find((f) => f.name === 'job_title')!;
  return formEntries(form, new Map([[field, title]]));
}

const jobTitle = async () => (await call(baseUrl, 'GET', `/api/recruiter/job/${owner.own.uuid}`, { token: owner.token })).body.job_title;

beforeAll(async () => {
  owner = await employer(baseUrl, dataDir);
}, 120_000);

describe('cross-site server actions', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Origin the browser calls cross-site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['the opaque Origin null', { origin: 'null' }],
    ['an Origin that is no address', { origin: 'not a url' }],
    ['Sec-Fetch-Site same-site without an Origin', { 'sec-fetch-site': 'same-site' }],
  ] as [string, Record<string, string>][])('the job edit form posted with the session cookie and %s: 403 with the cross-site message, nothing changed', async (_label, headers) => {
    const before = await jobTitle();
    const { path, form } = await editForm();
    const res = await fetch(baseUrl + path, { method: 'POST', headers: { cookie: owner.cookie, ...headers }, body: withTitle(form, 'Changed from another site'), redirect: 'manual' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(inEnglish(errorMessages.crossSite));
    expect(await jobTitle()).toBe(before);
  });

  it('the same call made by the form script (Next-Action header) from another site: 403 too', async () => {
    const before = await jobTitle();
    const { path, form } = await editForm();
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: 'https://evil.example', 'next-action': '60cce92e09ed74df2ca088caebfc08a14e5f56b06c', accept: 'text/x-component' },
      body: withTitle(form, 'Changed by a script elsewhere'),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    expect(await jobTitle()).toBe(before);
  });

  it('the same form from our own origin saves (the replay is the real form)', async () => {
    const { path, form } = await editForm();
    const res = await fetch(baseUrl + path, { method: 'POST', headers: { cookie: owner.cookie, origin: new URL(baseUrl).origin }, body: withTitle(form, 'Senior Payroll Officer'), redirect: 'manual' });
    await res.body?.cancel();
    expect(res.status).toBeLessThan(400);
    expect(await jobTitle()).toBe('Senior Payroll Officer');
  });
});
