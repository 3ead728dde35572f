import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isAllowed, resolveAccess } from '@/lib/auth/access';
import { errors as errorMessages } from '@/lib/messages';
import { inEnglish } from '../helpers/messages';
import { DEMO_PASSWORD, demoAccounts, signIn } from '../helpers/auth';
import { buildRoutes } from './build-routes';
import { difference, foreignOrigins, seed, show, unstorable } from './fuzz-kit';
import { formEntries, serverActionForms, visibleFields, type FormField, type HtmlForm } from './html-forms';
import { call, candidate, employer, student, type Owner } from './test-owners';

/**
 * Every server action through its no-JavaScript form: each page of the build that its caller may
 * open (a visitor the public ones, a student, an employer and a job seeker of the test's own their
 * area, with their own records in the path; the admin the back office's pages without an id) is
 * fetched as that caller, and each server-action form on it is posted back as a browser without
 * JavaScript would (its hidden `$ACTION_…` fields kept, the session cookie, our own Origin) with
 * generated values in its fields: NUL and other bad text, ids out of range, malformed escapes,
 * numbers, options that are not on the list, generated files.
 *
 * Each form fails on any 5xx; a post from another site must answer 403; and whenever a field
 * the user fills held a NUL (text nothing may store: the action must refuse it whole), the
 * owner's records read back through the app must be unchanged. Forms with no field to fill
 * (sign out, delete, withdraw…) are only posted from another site: from our own they would do
 * what they say. The admin's forms get a NUL in every text field, so no demo record can change.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const NUM_RUNS = Number(process.env.FUZZ_RUNS_FORMS ?? 12);
/** Only the forms whose page or action key holds this text (to replay one form). */
const ONLY = process.env.FUZZ_ONLY ?? '';
/** A post that has not answered by then is reported (a busy 2-core machine answers in a few seconds). */
const ANSWER_WITHIN_MS = 20_000;
type Actor = 'visitor' | 'admin' | Owner['role'];

let owners: Record<Owner['role'], Owner>;
let adminCookie: string;
let publicJob: string;
const baselines = new Map<Owner, string>();

const pages = buildRoutes()
  .filter((r) => r.kind === 'page')
  .map((r) => r.route);

/** The pages a caller opens: the ones the access table lets it in, dynamic segments its own records. */
function pathsFor(actor: Actor): string[] {
  const own: Record<string, string> = actor === 'student' || actor === 'employer' || actor === 'candidate' ? { ...owners[actor].own } : {};
  if (actor === 'candidate') own.uuid = publicJob;
  const out: string[] = [];
  for (const route of pages) {
    const rule = resolveAccess(route)?.rule ?? 'public';
    if (actor === 'visitor' ? rule !== 'public' : rule === 'public' || !isAllowed(rule, actor)) continue;
    const names = [...route.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]);
    if (names.some((n) => own[n] === undefined)) continue;
    out.push(route.replace(/\[([^\]]+)\]/g, (_m, n: string) => own[n]));
  }
  // Pages that take their record from the query (the build cannot say so): the wizard's steps.
  if (actor === 'student') for (const step of [1, 2, 3, 4]) out.push(`/application?application_id=${own.id}&step=${step}`);
  return out;
}

interface FoundForm {
  actor: Actor;
  page: string;
  form: HtmlForm;
  key: string;
}

/** Which action a form calls (the same action on many pages, e.g. sign out, is posted once). */
function actionKey(form: HtmlForm): string {
  const id = form.action.find(([k]) => k.startsWith('$ACTION_ID_'))?.[0] ?? form.action.find(([k]) => /^\$ACTION_\d+:0$/.test(k))?.[1].match(/"id":"([^"]+)"/)?.[1] ?? '?';
  return `${id} ${form.fields.map((f) => f.name).join(',')}`;
}

const badText = fc.oneof(
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', '%ZZ', '%', '2147483648', '-1', '99999999999999999999', '1e309', 'NaN', '[object Object]', '{"a":1}', '', ' ', 'x'.repeat(3000), '2026-02-30', '25:61', '<b>x</b>'),
  fc.integer().map(String),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
);

/** A generated value for one field (null: leave a checkbox unsent). */
function valueFor(f: FormField, forceNul: boolean): fc.Arbitrary<string | Blob | null> {
  const text = forceNul ? fc.string({ maxLength: 10 }).map((s) => `${s}\u0000`) : badText;
  if (f.type === 'file') return fc.oneof(fc.uint8Array({ maxLength: 300 }).map((b) => new Blob([new Uint8Array(b)], { type: 'application/pdf' })), fc.constant(null));
  if (f.type === 'checkbox' || f.type === 'radio') return fc.oneof(fc.constant(null), fc.constant(f.value), badText);
  if (f.type === 'select') return f.options.length ? fc.oneof(fc.constantFrom(...f.options), badText) : badText;
  if (f.type === 'hidden') return fc.oneof({ weight: 3, arbitrary: fc.constant(f.value) }, { weight: 1, arbitrary: badText });
  if (forceNul) return text;
  return fc.oneof({ weight: 1, arbitrary: fc.constant(f.value) }, { weight: 3, arbitrary: badText });
}

async function post(page: string, cookie: string | undefined, origin: string, data: FormData): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { origin };
  if (cookie) headers.cookie = cookie;
  let res: Response;
  let text: string;
  try {
    res = await fetch(baseUrl + page, { method: 'POST', headers, body: data, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    text = await res.text();
  } catch (err) {
    // No answer in time counts as a failure too (reported like a 5xx, as 599; 590 is an
    // unexpected error the page showed).
    return { status: 599, text: `no answer: ${(err as Error).message}` };
  }
  if (res.status < 500 && text.replace(/&#x27;|&#39;/g, "'").includes(unexpectedText)) {
    const reference = text.match(/reference ([0-9a-f]+)/)?.[1] ?? '?';
    return { status: 590, text: `answered ${res.status} with the unexpected-error message (reference ${reference}: see the server log)` };
  }
  return { status: res.status, text: res.status >= 500 ? text.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 300) : text.slice(0, 200) };
}

/**
 * The text an action answers when it failed with an error nobody expected (logged with the
 * reference): a 5xx in disguise, the page renders it with 200.
 */
const unexpectedText = inEnglish(errorMessages.genericWithId('\u0001')).split('\u0001')[0];

const cookieOf = (actor: Actor) => (actor === 'visitor' ? undefined : actor === 'admin' ? adminCookie : owners[actor].cookie);

const forms: FoundForm[] = [];

beforeAll(async () => {
  console.log(`request safety (forms): fast-check seed ${seed}, ${NUM_RUNS} runs per form (FUZZ_SEED / FUZZ_RUNS_FORMS to change)`);
  const [s, e, c, a] = await Promise.all([student(baseUrl, dataDir), employer(baseUrl, dataDir), candidate(baseUrl, dataDir), signIn(baseUrl, demoAccounts.admin, DEMO_PASSWORD)]);
  owners = { student: s, employer: e, candidate: c };
  adminCookie = a.cookie;
  publicJob = ((await call(baseUrl, 'GET', '/api/anonymous/job-list/')).body as unknown as { results: { uuid: string }[] }).results[0].uuid;
  for (const o of Object.values(owners)) baselines.set(o, await o.snapshot());
  const seen = new Set<string>();
  for (const actor of ['visitor', 'student', 'employer', 'candidate', 'admin'] as const) {
    for (const page of pathsFor(actor)) {
      const res = await fetch(baseUrl + page, { headers: cookieOf(actor) ? { cookie: cookieOf(actor)! } : {}, redirect: 'manual' });
      if (res.status !== 200) {
        await res.body?.cancel();
        continue;
      }
      for (const form of serverActionForms(await res.text())) {
        const key = `${actor} ${actionKey(form)}`;
        if (seen.has(key)) continue;
        // The account's language, fuzzed with the three new accounts: with the demo admin's, its
        // valid choices would turn the office's pages Chinese for the other files running meanwhile.
        if (actor === 'admin' && visibleFields(form).some((f) => f.name === 'locale')) continue;
        seen.add(key);
        forms.push({ actor, page: form.target.startsWith('/') ? form.target : page, form, key });
      }
    }
  }
}, 300_000);

describe('request safety: every server action through its no-JavaScript form', () => {
  it('finds the server-action forms of the pages', () => {
    const names = forms.map((f) => `${f.actor} ${f.page} ${visibleFields(f.form).map((x) => x.name).join(',')}`);
    console.log(`${forms.length} server-action forms:\n${names.join('\n')}`);
    // The job edit form, the wizard, the job seeker's profile and the contact form at least.
    expect(forms.some((f) => f.actor === 'employer' && f.form.fields.some((x) => x.name === 'job_title'))).toBe(true);
    expect(forms.some((f) => f.actor === 'student' && f.page.startsWith('/application?'))).toBe(true);
    expect(forms.some((f) => f.actor === 'candidate')).toBe(true);
    expect(forms.some((f) => f.actor === 'visitor' && f.page === '/contact')).toBe(true);
  });

  it('no form answers 5xx, another site gets 403, and a NUL in a field changes nothing', async () => {
    const problems: string[] = [];
    for (const { actor, page, form } of forms.filter((f) => f.key.includes(ONLY) || f.page.includes(ONLY))) {
      const started = Date.now();
      const owner = actor === 'student' || actor === 'employer' || actor === 'candidate' ? owners[actor] : undefined;
      const visible = visibleFields(form);
      const fillable = form.fields.filter((f) => f.type !== 'hidden' || !/^(\$|redirectTo$)/.test(f.name));
      const label = (origin: string, values: Map<FormField, string | Blob | null>) =>
        `POST ${page} as ${actor} (Origin ${origin}) form ${form.excerpt.slice(0, 80)}… fields ${show(Object.fromEntries([...values].map(([f, v]) => [f.name, v instanceof Blob ? `<file ${v.size} bytes>` : v])), 900)}`;

      // From another site: always refused, whatever the form is.
      const foreign = foreignOrigins[page.length % foreignOrigins.length];
      const before = owner ? baselines.get(owner)! : '';
      const cross = await post(page, cookieOf(actor), foreign, formEntries(form));
      if (cross.status !== 403) problems.push(`expected 403 from another site, got ${cross.status} ← ${label(foreign, new Map())}: ${cross.text}`);
      if (owner) {
        const after = await owner.snapshot();
        if (after !== before) problems.push(`a post from another site changed the ${actor}'s records (${difference(before, after)}) ← ${label(foreign, new Map())}`);
        baselines.set(owner, after);
      }
      if (visible.length === 0) continue;

      const mustRefuseAll = actor === 'admin';
      // A form that once did not answer is reported once, not waited for on every run.
      let hung = false;
      await fc.assert(
        fc.asyncProperty(fc.boolean(), fc.tuple(...(fillable.map((f) => valueFor(f, false)) as [fc.Arbitrary<string | Blob | null>])), fc.tuple(...(fillable.map((f) => valueFor(f, true)) as [fc.Arbitrary<string | Blob | null>])), async (nul, free, withNul) => {
          const values = new Map<FormField, string | Blob | null>();
          fillable.forEach((f, i) => {
            const textual = f.type !== 'hidden' && f.type !== 'file' && f.type !== 'select' && f.type !== 'checkbox' && f.type !== 'radio';
            values.set(f, (mustRefuseAll || nul) && textual ? withNul[i] : free[i]);
          });
          const origin = new URL(baseUrl).origin;
          const before = owner ? baselines.get(owner)! : '';
          if (hung) return;
          const where = label(origin, values);
          if (process.env.FUZZ_DEBUG) console.log(where);
          const res = await post(page, cookieOf(actor), origin, formEntries(form, values));
          if (res.status === 599) hung = true;
          if (res.status >= 500) problems.push(`${res.status} ← ${where}: ${res.text}`);
          if (owner) {
            const after = await owner.snapshot();
            const sentNul = visible.some((f) => typeof values.get(f) === 'string' && unstorable(values.get(f)));
            if ((sentNul || res.status >= 400) && after !== before) problems.push(`a refused post (NUL in a field, or ${res.status}) changed the ${actor}'s records (${difference(before, after)}) ← ${where}`);
            baselines.set(owner, after);
          }
        }),
        { seed, numRuns: NUM_RUNS },
      );
      console.log(`${actor} ${page} (${visible.length} fields): ${Date.now() - started} ms`);
    }
    expect(problems, `${problems.length} problems (seed ${seed}):\n${problems.join('\n\n')}`).toEqual([]);
  }, 900_000);
});
