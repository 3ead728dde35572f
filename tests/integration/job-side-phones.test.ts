import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { candidateProfiles, candidateReferences, companyProfiles, directHireRequests, jobs } from '@/db/schema';
import { toLegacyDirectHire } from '@/lib/api/legacy/job-admin';
import { toLegacyCompanyProfile, toLegacyEmployerJob } from '@/lib/api/legacy/recruiter';
import { getOwnResume } from '@/lib/candidates/profile';
import { saveResumeSection } from '@/lib/candidates/sections';
import { AppError } from '@/lib/errors';
import { getDirectHire, listDirectHire, submitDirectHire } from '@/lib/jobs/direct-hire';
import { findOwnCompanyProfile, saveCompanyProfile } from '@/lib/jobs/company-profiles';
import { createJob, getEmployerJob } from '@/lib/jobs/jobs';
import { maxExpiryDate } from '@/lib/jobs/status';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { inEnglish } from '../helpers/messages';
import { makeUser } from './account-fixtures';
import { sectionInput } from './resume-fixtures';

withLocalServices('zy-job-phones-');

let seq = 0;
const meta = () => ({ ip: `198.51.100.${(++seq % 200) + 20}`, requestId: null });
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return Object.fromEntries(Object.entries((err as AppError).fieldErrors ?? {}).map(([k, v]) => [k, v.map(inEnglish)]));
};

describeEachDatabase('job-side phone numbers: typed as people write them, stored in E.164', ({ db }) => {
  it("the job seeker's phones and a referee's are stored in E.164 and read back so", async () => {
    const c = { id: (await makeUser(db(), { role: 'candidate' })).id, role: 'candidate' as const };
    await saveResumeSection(c, sectionInput('basic_info', {
      first_name: 'Jane',
      last_name: 'Doe',
      nationality: 'GB',
      primary_contact_no: '01634 123456',
      secondary_contact_no: '(0)20 7946 0000',
      emergency_contact_no: '+86 10 1234 5678',
    }));
    const saved = await saveResumeSection(c, sectionInput('reference', { name: 'Dr Patel', cell_no: '07911 123456' }));
    // The legacy door answers the saved record as it is (POST /api/applicant/<section>/).
    expect(saved.record).toMatchObject({ cell_no: '+447911123456' });

    const [row] = await db()
      .select({ p: candidateProfiles.primaryContactNo, s: candidateProfiles.secondaryContactNo, e: candidateProfiles.emergencyContactNo, id: candidateProfiles.id })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, c.id));
    expect([row.p, row.s, row.e]).toEqual(['+441634123456', '+442079460000', '+861012345678']);
    const [ref] = await db().select({ cell: candidateReferences.cellNo }).from(candidateReferences).where(eq(candidateReferences.profileId, row.id));
    expect(ref.cell).toBe('+447911123456');
    const resume = await getOwnResume(c);
    expect(resume.basic_info).toMatchObject({ primary_contact_no: '+441634123456', emergency_contact_no: '+861012345678' });

    // A junk number is refused on its field; nothing is written.
    expect(await refusal(saveResumeSection(c, sectionInput('basic_info', { first_name: 'Jane', last_name: 'Doe', nationality: 'FR', primary_contact_no: '01634 123456' })))).toEqual({
      'basic_info.primary_contact_no': ['Enter a phone number that is valid for France'],
    });
    const [after] = await db().select({ p: candidateProfiles.primaryContactNo }).from(candidateProfiles).where(eq(candidateProfiles.userId, c.id));
    expect(after.p).toBe('+441634123456');
  });

  it('a number stored before E.164 that does not parse stays as typed; other sections still save; the form asks for it only when it is sent', async () => {
    const c = { id: (await makeUser(db(), { role: 'candidate' })).id, role: 'candidate' as const };
    await saveResumeSection(c, sectionInput('basic_info', { first_name: 'Old', last_name: 'Number' }));
    await db().update(candidateProfiles).set({ primaryContactNo: '0163-412 ext 5' }).where(eq(candidateProfiles.userId, c.id));

    expect((await getOwnResume(c)).basic_info.primary_contact_no).toBe('0163-412 ext 5');
    await saveResumeSection(c, sectionInput('career_info', { objective: 'Care work' }));
    // The old client sends only what changes: the old number is kept.
    await saveResumeSection(c, sectionInput('basic_info', { first_name: 'Older', last_name: 'Number' }));
    expect((await getOwnResume(c)).basic_info).toMatchObject({ first_name: 'Older', primary_contact_no: '0163-412 ext 5' });
    // The builder's form sends every field: the old number is asked for again, on its field.
    expect(await refusal(saveResumeSection(c, sectionInput('basic_info', { first_name: 'Oldest', last_name: 'Number', primary_contact_no: '0163-412 ext 5' })))).toEqual({
      'basic_info.primary_contact_no': ['Enter a phone number (digits, spaces, brackets, hyphens and a leading +)'],
    });
  });

  it("the employer's mobile and a job's contact number are stored in E.164, and the old recruiter client reads E.164", async () => {
    const employer = { id: (await makeUser(db(), { role: 'employer' })).id, role: 'employer' as const };
    const { profile } = await saveCompanyProfile(employer, { org_name: 'Medway Phones Ltd', country: 'GB', cont_per_mobile: '01634 123456' });
    expect(profile.contactPersonMobile).toBe('+441634123456');
    const [p] = await db().select({ m: companyProfiles.contactPersonMobile }).from(companyProfiles).where(eq(companyProfiles.userId, employer.id));
    expect(p.m).toBe('+441634123456');
    expect(toLegacyCompanyProfile((await findOwnCompanyProfile(employer))!)).toMatchObject({ cont_per_mobile: '+441634123456' });
    expect(await refusal(saveCompanyProfile(employer, { cont_per_mobile: 'call the office' }))).toEqual({
      cont_per_mobile: ['Enter a phone number (digits, spaces, brackets, hyphens and a leading +)'],
    });

    const job = await createJob(employer, {
      job_title: 'Accounts Assistant',
      job_category: '44',
      job_nature: 'fulltime',
      expire_date: maxExpiryDate(),
      description: 'Support a team of accountants with bookkeeping.',
      country: 'CN',
      contact_no: '010 1234 5678',
    });
    const [j] = await db().select({ n: jobs.contactNumber }).from(jobs).where(eq(jobs.uuid, job.uuid));
    expect(j.n).toBe('+861012345678');
    expect(toLegacyEmployerJob(await getEmployerJob(employer, { uuid: job.uuid }))).toMatchObject({ contact_no: '+861012345678' });
  });

  it('a direct-hire request with a local number is stored in E.164, found by the number as typed, and the old admin client reads E.164', async () => {
    const admin = { id: (await makeUser(db(), { role: 'admin' })).id, role: 'admin' as const };
    const tag = `${Date.now().toString(36)}${++seq}`;
    const created = await submitDirectHire(null, { job_title: `Phone test ${tag}`, org_name: 'Ashford Freight', job_category: 44, position_no: 1, county: 'Kent', contact_no: '01233 123456' }, { meta: meta() });
    const [row] = await db().select({ n: directHireRequests.contactNo }).from(directHireRequests).where(eq(directHireRequests.id, created.id));
    expect(row.n).toBe('+441233123456');
    expect(toLegacyDirectHire(await getDirectHire(admin, created.uuid))).toMatchObject({ contact_no: '+441233123456' });
    expect((await listDirectHire(admin, { q: '01233 123456' })).items.map((d) => d.id)).toContain(created.id);

    expect(await refusal(submitDirectHire(null, { job_title: `Phone test ${tag}`, org_name: 'Ashford Freight', job_category: 44, position_no: 1, country: 'GB', contact_no: '01233 12' }, { meta: meta() }))).toEqual({
      contact_no: ['Enter a phone number that is valid for United Kingdom'],
    });
  });
});
