import { expect, it } from 'vitest';
import { studentDashboard } from '@/lib/applications/dashboard';
import { applicationLink } from '@/lib/applications/reads';
import { AppError } from '@/lib/errors';
import { makeApplication } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { inEnglish } from '../helpers/messages';
import { makeCourse, makeUser } from './account-fixtures';

withLocalServices('zy-dashboard-');

describeEachDatabase('applications: the student dashboard', ({ db }) => {
  it('a new student: zero counters, an all-zero chart, nothing next, the empty state', async () => {
    const s = await makeUser(db(), { role: 'student' });
    const d = await studentDashboard(s);
    expect(d.counters).toEqual({ universities: 0, applications: 0, programs: 0, courses: 0 });
    expect(d.byStatus.map((b) => b.status)).not.toContain('draft');
    expect(d.byStatus.every((b) => b.count === 0)).toBe(true);
    expect(d.next).toEqual([]);
    expect(d.empty).toBe(true);
  });

  it('counts applications but not drafts, by status; drafts and requested documents are next, own only', async () => {
    const s = await makeUser(db(), { role: 'student' });
    const c1 = await makeCourse(db());
    const c2 = await makeCourse(db());
    const c3 = await makeCourse(db());
    await makeApplication(db(), { userId: s.id, course: c1, status: 'submitted' });
    await makeApplication(db(), { userId: s.id, course: c2, status: 'accepted' });
    const requested = await makeApplication(db(), { userId: s.id, course: c2, status: 'documents_requested', requested: ['passport'] });
    const draft = await makeApplication(db(), { userId: s.id, course: c3, status: 'draft' });
    // Someone else's application counts nowhere here.
    await makeApplication(db(), { course: c3, status: 'submitted' });

    const d = await studentDashboard(s);
    expect(d.counters.applications).toBe(3);
    expect(d.counters.universities).toBe(2);
    expect(d.counters.courses).toBe(2);
    expect(d.counters.programs).toBe(1);
    const by = Object.fromEntries(d.byStatus.map((b) => [b.status, b.count]));
    expect(by).toMatchObject({ submitted: 1, accepted: 1, documents_requested: 1, rejected: 0 });
    expect(d.byStatus.reduce((n, b) => n + b.count, 0)).toBe(3);
    expect(d.empty).toBe(false);
    expect(d.next.map((n) => [n.applicationId, n.link])).toEqual(
      expect.arrayContaining([
        [requested.application.id, applicationLink(requested.application.id)],
        [draft.application.id, applicationLink(draft.application.id)],
      ]),
    );
    expect(d.next).toHaveLength(2);
    expect(inEnglish(d.next.find((n) => n.status === 'draft')?.text)).toMatch(/^Finish the documents of Course /);
    expect(inEnglish(d.next.find((n) => n.status === 'documents_requested')?.text)).toMatch(/^Upload the documents requested for Course /);
  });

  it('a student with only a draft is not empty but has no applications', async () => {
    const s = await makeUser(db(), { role: 'student' });
    await makeApplication(db(), { userId: s.id, status: 'draft' });
    const d = await studentDashboard(s);
    expect(d.counters.applications).toBe(0);
    expect(d.empty).toBe(false);
    expect(d.next).toHaveLength(1);
  });

  it('only students have a dashboard', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const err = await studentDashboard(admin).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(403);
  });
});
