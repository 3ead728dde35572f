import crypto from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { jobs } from '@/db/schema';
import { listApplicants } from '@/lib/jobs/applicants';
import { resolveOwnJobFilter, searchOwnJobOptions } from '@/lib/jobs/job-options';
import { describeEachDatabase } from '../helpers/db';
import { makeUser } from './account-fixtures';

/**
 * The applicants list's job filter is a type-ahead over the signed-in employer's own jobs: the
 * search answers only their jobs whose title holds the typed text, a typed title resolves among
 * them only (one match filters, several are offered), and another employer's job neither shows,
 * resolves nor filters.
 */
describeEachDatabase('employer job type-ahead', ({ db }) => {
  const tag = crypto.randomBytes(4).toString('hex');
  type U = { id: number; role: 'employer' | 'candidate' | 'admin' };
  let mine: U;
  let theirs: U;
  let admin: U;
  let candidate: U;
  const own: Record<string, string> = {};
  let foreign: string;

  async function makeJob(employerId: number, title: string) {
    const [row] = await db().insert(jobs).values({ title, employerId, categoryId: 44 }).returning({ uuid: jobs.uuid });
    return row.uuid;
  }

  beforeAll(async () => {
    mine = (await makeUser(db(), { role: 'employer' })) as U;
    theirs = (await makeUser(db(), { role: 'employer' })) as U;
    admin = (await makeUser(db(), { role: 'admin' })) as U;
    candidate = (await makeUser(db(), { role: 'candidate' })) as U;
    for (const title of [`Night Chef ${tag}`, `Day Chef ${tag}`, `Bookkeeper ${tag}`, `Bookkeeper ${tag} (part-time)`, `Cook 100% ${tag}`]) own[title] = await makeJob(mine.id, title);
    foreign = await makeJob(theirs.id, `Pastry Chef ${tag}`);
  });

  const codeOf = async (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code ?? String(e));

  it('answers only the employer’s own jobs whose title holds the text, by title, at most `limit`', async () => {
    const chefs = await searchOwnJobOptions(mine, { q: `CHEF ${tag}` });
    expect(chefs).toEqual([
      { value: own[`Day Chef ${tag}`], label: `Day Chef ${tag}` },
      { value: own[`Night Chef ${tag}`], label: `Night Chef ${tag}` },
    ]);
    expect(await searchOwnJobOptions(mine, { q: tag, limit: '2' })).toHaveLength(2);
    expect(await searchOwnJobOptions(mine, { q: `pastry chef ${tag}` })).toEqual([]);
    expect((await searchOwnJobOptions(theirs, { q: `chef ${tag}` })).map((o) => o.value)).toEqual([foreign]);
    // LIKE's wildcards are the text itself.
    expect((await searchOwnJobOptions(mine, { q: '100%' })).map((o) => o.label)).toEqual([`Cook 100% ${tag}`]);
    expect(await searchOwnJobOptions(mine, { q: `${tag}%_` })).toEqual([]);
    expect(await searchOwnJobOptions(mine, { q: '  ' })).toEqual([]);
  });

  it('only employers may ask', async () => {
    expect(await codeOf(searchOwnJobOptions(admin, { q: tag }))).toBe('forbidden');
    expect(await codeOf(searchOwnJobOptions(candidate, { q: tag }))).toBe('forbidden');
    expect(await codeOf(searchOwnJobOptions(null, { q: tag }))).toBe('unauthenticated');
  });

  it('resolves a typed title among the employer’s own jobs: one match filters, several are offered, another employer’s never', async () => {
    // An exact title filters even when a longer one holds it too.
    expect(await resolveOwnJobFilter(mine, { job_q: `bookkeeper ${tag}` })).toEqual({ job: { value: own[`Bookkeeper ${tag}`], label: `Bookkeeper ${tag}` }, jobMatches: [] });
    expect(await resolveOwnJobFilter(mine, { job_q: `night chef` })).toMatchObject({ job: { value: own[`Night Chef ${tag}`] }, jobMatches: [] });
    const several = await resolveOwnJobFilter(mine, { job_q: `chef ${tag}` });
    expect(several.job).toBeNull();
    expect(several.jobMatches.map((o) => o.label)).toEqual([`Day Chef ${tag}`, `Night Chef ${tag}`]);
    expect(await resolveOwnJobFilter(mine, { job_q: `Pastry Chef ${tag}` })).toEqual({ job: null, jobMatches: [] });
    // A chosen job stands while its text is unchanged; another employer's job id resolves to nothing.
    expect(await resolveOwnJobFilter(mine, { job: own[`Day Chef ${tag}`], job_q: `Day Chef ${tag}` })).toMatchObject({ job: { label: `Day Chef ${tag}` } });
    expect(await resolveOwnJobFilter(mine, { job: own[`Day Chef ${tag}`] })).toMatchObject({ job: { label: `Day Chef ${tag}` } });
    expect(await resolveOwnJobFilter(mine, { job: foreign })).toEqual({ job: null, jobMatches: [] });
    expect((await listApplicants(mine, { job: foreign })).items).toEqual([]);
    expect(await codeOf(resolveOwnJobFilter(candidate, { job_q: tag }))).toBe('forbidden');
  });
});
