import { expect, it, beforeAll } from 'vitest';
import { jobApplications, jobs } from '@/db/schema';
import { listApplicants } from '@/lib/jobs/applicants';
import { listEmployerJobs } from '@/lib/jobs/jobs';
import { jobStatistics } from '@/lib/jobs/statistics';
import { describeEachDatabase } from '../helpers/db';
import { makeUser } from './account-fixtures';

/**
 * The dashboards' job figures and the lists they open (issue 31, item 2) count the same rows: the
 * employer's approved and in-review posts are the ones their jobs list shows under that status (an
 * expired one is counted as expired, not approved), and the applications not yet viewed are the
 * applicants list's `viewed=no`; each only within the actor's own jobs (an admin: the board's).
 */
describeEachDatabase('job figures and the lists they open', ({ db }) => {
  type U = { id: number; role: 'employer' | 'candidate' | 'admin'; email: string };
  let employer: U;
  let other: U;
  let admin: U;
  let approvedJob: { id: number; uuid: string };
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  async function makeJob(employerId: number, status: 'approved' | 'reviewing', expireDate: string) {
    const [row] = await db()
      .insert(jobs)
      .values({ title: `Figure job ${status} ${expireDate}`, employerId, categoryId: 44, status, expireDate, approvedAt: status === 'approved' ? new Date() : null })
      .returning({ id: jobs.id, uuid: jobs.uuid });
    return row;
  }

  beforeAll(async () => {
    employer = (await makeUser(db(), { role: 'employer' })) as U;
    other = (await makeUser(db(), { role: 'employer' })) as U;
    admin = (await makeUser(db(), { role: 'admin' })) as U;
    approvedJob = await makeJob(employer.id, 'approved', inDays(30));
    await makeJob(employer.id, 'approved', inDays(-3));
    await makeJob(employer.id, 'reviewing', inDays(20));
    const seen = (await makeUser(db(), { role: 'candidate' })) as U;
    const unseen = (await makeUser(db(), { role: 'candidate' })) as U;
    await db().insert(jobApplications).values([
      { jobId: approvedJob.id, candidateId: seen.id, viewedAt: new Date() },
      { jobId: approvedJob.id, candidateId: unseen.id },
    ]);
  });

  it("an employer's four figures equal their lists' counts (expired posts are not approved ones)", async () => {
    const figures = await jobStatistics(employer);
    expect(figures).toEqual({ approvedJobPosts: 1, reviewingJobPosts: 1, unviewedApplications: 1, totalApplications: 2 });
    expect((await listEmployerJobs(employer, { status: 'approved' })).total).toBe(figures.approvedJobPosts);
    expect((await listEmployerJobs(employer, { status: 'reviewing' })).total).toBe(figures.reviewingJobPosts);
    expect((await listEmployerJobs(employer, { status: 'expired' })).total).toBe(1);
    expect((await listEmployerJobs(employer, {})).total).toBe(3);
    const unviewed = await listApplicants(employer, { viewed: 'no' });
    expect(unviewed.total).toBe(figures.unviewedApplications);
    expect(unviewed.items.every((a) => a.viewedAt === null)).toBe(true);
    expect((await listApplicants(employer, { viewed: 'yes' })).total).toBe(1);
    expect((await listApplicants(employer, {})).total).toBe(figures.totalApplications);
    // An unknown value filters nothing.
    expect((await listApplicants(employer, { viewed: 'maybe' })).total).toBe(2);
  });

  it("another employer sees none of them; an admin sees the board's", async () => {
    expect((await listEmployerJobs(other, { status: 'approved' })).total).toBe(0);
    expect((await listApplicants(other, { viewed: 'no' })).total).toBe(0);
    expect((await listApplicants(admin, { viewed: 'no', job: approvedJob.uuid })).total).toBe(1);
    const board = await jobStatistics(admin);
    expect((await listApplicants(admin, { viewed: 'no' })).total).toBe(board.unviewedApplications);
    expect((await listApplicants(admin, {})).total).toBe(board.totalApplications);
    await expect(listApplicants((await makeUser(db(), { role: 'candidate' })) as U, { viewed: 'no' })).rejects.toMatchObject({ code: 'forbidden' });
  });
});
