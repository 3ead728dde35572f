import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applications, candidateProfiles, directHireRequests, jobCategories } from '@/db/schema';
import { loginWithPassword } from '@/lib/accounts/login';
import { getApplication } from '@/lib/applications/reads';
import { saveStep } from '@/lib/applications/drafts';
import { startApplication } from '@/lib/applications/start';
import { saveResumeSection } from '@/lib/candidates/sections';
import { sectionInput } from './resume-fixtures';
import { env } from '@/lib/env';
import { submitDirectHire } from '@/lib/jobs/direct-hire';
import { validation } from '@/lib/messages';
import { validStudentStep } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { makeCourse, makeUser } from './account-fixtures';

/**
 * Issue 26's bad input against the domain on both databases: text PostgreSQL cannot store is a
 * field error before any write (nothing saved), an id past the integer range is a field error
 * (not a database error), and the direct-hire limit counts refused requests.
 */
describeEachDatabase('bad input never reaches the database', ({ db }) => {
  const tag = crypto.randomBytes(4).toString('hex');

  it('a wizard step with a NUL or a lone surrogate inside a section is refused on its field; the draft is unchanged', async () => {
    const u = await makeUser(db(), { role: 'student' });
    const student = { id: u.id, role: 'student' as const, email: u.email };
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    const before = await getApplication(student, { id: id });
    const rowOf = async () => (await db().select({ contact: applications.contactDetails, updatedAt: applications.updatedAt }).from(applications).where(eq(applications.id, id)))[0];
    const rowBefore = await rowOf();
    for (const [bad, path] of [
      ['\u0000', 'contact_details.wechat'],
      ['x\ud800', 'contact_details.wechat'],
    ] as const) {
      const step = validStudentStep();
      (step.contact_details as Record<string, unknown>).wechat = bad;
      await expect(saveStep(student, { application_id: id, step: 'student', ...step })).rejects.toMatchObject({
        code: 'validation',
        fieldErrors: { [path]: [validation.unstorableText] },
      });
    }
    const after = await getApplication(student, { id: id });
    expect(after.sections).toEqual(before.sections);
    expect(await rowOf()).toEqual(rowBefore);
  });

  it('an id past the integer range in a body is a field error, not a database error', async () => {
    const u = await makeUser(db(), { role: 'student' });
    const student = { id: u.id, role: 'student' as const, email: u.email };
    await expect(startApplication(student, { courseId: 2_147_483_648 })).rejects.toMatchObject({ code: 'validation', fieldErrors: { courseId: [validation.chooseOption] } });
    const c = await makeUser(db(), { role: 'candidate' });
    const candidate = { id: c.id, role: 'candidate' as const, email: c.email };
    await expect(saveResumeSection(candidate, sectionInput('preference', { job_category_choice: [2_147_483_648] }))).rejects.toMatchObject({ code: 'validation' });
    const profiles = await db().select({ choice: candidateProfiles.jobCategoryChoice }).from(candidateProfiles).where(eq(candidateProfiles.userId, c.id));
    expect(profiles.flatMap((p) => p.choice)).toEqual([]);
  });

  it("the sign-in use case (next-auth's door hands it the form unread) refuses a NUL in the e-mail on its field", async () => {
    const meta = { ip: '192.0.2.77', requestId: null };
    await expect(loginWithPassword({ email: 'a\u0000@example.test', password: 'whatever-123' }, meta)).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { email: [validation.unstorableText] },
    });
  });

  it('direct hire: refused requests count against the address limit too', async () => {
    const [category] = await db()
      .insert(jobCategories)
      .values({ code: `BI${tag}`.slice(0, 20), name: `Bad input ${tag}`, status: true })
      .returning({ id: jobCategories.id });
    const meta = { ip: `203.0.113.${Math.floor(Math.random() * 200) + 1}`, requestId: null };
    for (let i = 0; i < env.CONTACT_LIMIT_IP_PER_HOUR; i++) {
      await expect(submitDirectHire(null, { job_title: { toString: 'x' }, org_name: 'Probe Ltd', job_category: category.id, position_no: 1, email: 'p@example.test' }, { meta })).rejects.toMatchObject({
        code: 'validation',
        fieldErrors: { job_title: [validation.enterText] },
      });
    }
    const valid = { job_title: `Counted ${tag}`, org_name: 'Probe Ltd', job_category: category.id, position_no: 1, email: 'p@example.test' };
    await expect(submitDirectHire(null, valid, { meta })).rejects.toMatchObject({ code: 'rate_limited' });
    const stored = await db().select({ id: directHireRequests.id }).from(directHireRequests).where(eq(directHireRequests.jobTitle, `Counted ${tag}`));
    expect(stored).toHaveLength(0);
  });
});
