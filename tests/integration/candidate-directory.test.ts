import { beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { candidateProfiles, jobApplications, jobCategories, jobs, users } from '@/db/schema';
import { getCandidateForAdmin, openDirectoryPhoto, getDirectoryResume, listAllCandidates, listDirectory } from '@/lib/candidates/directory';
import { saveResumePhoto } from '@/lib/candidates/photo';
import { saveResumeSection } from '@/lib/candidates/sections';
import { savePrivacy } from '@/lib/candidates/consent';
import { sectionInput } from './resume-fixtures';
import { legacyRedirectTarget } from '@/lib/http/legacy-paths';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { asFile, samplePng } from '../helpers/sample-files';
import { makeUser } from './account-fixtures';

withLocalServices('zy-candidate-directory-');

type Role = 'candidate' | 'employer' | 'student' | 'admin';
type Actor = { id: number; role: Role };
const codeOf = async (p: Promise<unknown>) => p.then(() => null, (e: { code?: string }) => e.code ?? 'error');

const sensitive = {
  dob: '1990-04-05',
  religion: 'Zoroastrianreligionmark',
  ethnicity: 'Ethnicitymark',
  blood_group: 'AB-',
  weight: '71kgmark',
  height: '182cmmark',
  nid: 'NID-SECRET-991',
  passport_no: 'PASSSECRET772',
};

describeEachDatabase('candidate directory', ({ db }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const skill = `Welding${tag}`;
  const city = `Leeds${tag}`;
  let employer: Actor;
  let admin: Actor;
  let listed: Actor;
  let listedUuid: string;
  let hidden: Actor;
  let hiddenUuid: string;
  let categoryId: number;
  let otherCategoryId: number;
  const make = async (role: Role): Promise<Actor> => ({ id: (await makeUser(db(), { role })).id, role });

  async function candidate(opts: { first: string; isPublic: boolean; skill?: string; city?: string; prefCity?: string; category?: number; shared?: string[] }) {
    const c = await make('candidate');
    await saveResumeSection(c, sectionInput('basic_info', { first_name: opts.first, last_name: 'Tester', nationality: 'GB', gender: 'female', ...sensitive }));
    if (opts.skill) await saveResumeSection(c, sectionInput('skill', { skill_name: opts.skill }));
    if (opts.city) await saveResumeSection(c, sectionInput('present_address', { city: opts.city, country: 'UK' }));
    await saveResumeSection(c, sectionInput('preference', { job_category_choice: opts.category ? [opts.category] : [], pref_city: opts.prefCity ? [opts.prefCity] : [] }));
    await savePrivacy(c, { is_public: opts.isPublic, shared_fields: opts.shared ?? [] });
    return c;
  }

  beforeAll(async () => {
    employer = await make('employer');
    admin = await make('admin');
    const cats = await db()
      .insert(jobCategories)
      .values([
        { code: `DA${tag}`, name: `Directory cat A ${tag}` },
        { code: `DB${tag}`, name: `Directory cat B ${tag}` },
      ])
      .returning({ id: jobCategories.id });
    categoryId = cats[0].id;
    otherCategoryId = cats[1].id;
    listed = await candidate({ first: `Listed${tag}`, isPublic: true, skill, city, category: categoryId, shared: ['blood_group'] });
    hidden = await candidate({ first: `Hidden${tag}`, isPublic: false, skill, city, category: categoryId });
    await candidate({ first: `Prefers${tag}`, isPublic: true, skill: `Baking${tag}`, prefCity: city, category: otherCategoryId });
    listedUuid = (await listDirectory(employer, { skill })).items[0]!.uuid;
  });

  it('lists only opted-in candidates, filtered by skill, city (address or preferred) and category, in real pages', async () => {
    const bySkill = await listDirectory(employer, { skill: skill.toLowerCase() });
    expect(bySkill.items.map((r) => r.name)).toEqual([`Listed${tag} Tester`]);
    expect(bySkill.items[0]).toMatchObject({ city, skills: [skill], categories: [`Directory cat A ${tag}`] });

    const byCity = await listDirectory(employer, { city });
    expect(byCity.items.map((r) => r.name).sort()).toEqual([`Listed${tag} Tester`, `Prefers${tag} Tester`]);
    expect(byCity.total).toBe(2);

    const byCategory = await listDirectory(employer, { category: String(otherCategoryId) });
    expect(byCategory.items.map((r) => r.name)).toEqual([`Prefers${tag} Tester`]);
    expect((await listDirectory(employer, { city, category: String(categoryId) })).items.map((r) => r.name)).toEqual([`Listed${tag} Tester`]);
    expect((await listDirectory(employer, { skill: `nothing${tag}` })).total).toBe(0);

    // Real pages: eleven matches over pages of ten.
    const many = `Masonry${tag}`;
    for (let i = 0; i < 11; i++) {
      const c = await make('candidate');
      await saveResumeSection(c, sectionInput('basic_info', { first_name: `Mason${i}`, last_name: tag }));
      await saveResumeSection(c, sectionInput('skill', { skill_name: many }));
      await savePrivacy(c, { is_public: true });
    }
    const p1 = await listDirectory(employer, { skill: many, per_page: '10' });
    const p2 = await listDirectory(employer, { skill: many, per_page: '10', page: '2' });
    expect([p1.total, p1.pageCount, p1.items.length, p2.page, p2.items.length]).toEqual([11, 2, 10, 2, 1]);
    expect(new Set([...p1.items, ...p2.items].map((r) => r.uuid)).size).toBe(11);
    const all = await listDirectory(admin, {});
    expect(all.items.some((r) => r.name.startsWith(`Hidden${tag}`))).toBe(false);
  });

  it('the directory resume leaves out every sensitive field the candidate did not agree to show', async () => {
    const r = await getDirectoryResume(employer, listedUuid);
    expect(r.basic_info.first_name).toBe(`Listed${tag}`);
    expect(r.basic_info.blood_group).toBe('AB-');
    const json = JSON.stringify(r);
    for (const [k, v] of Object.entries(sensitive)) {
      if (k === 'blood_group') continue;
      expect(k in r.basic_info, k).toBe(false);
      expect(json, k).not.toContain(v);
    }
    expect(r.sharedFields).toEqual([]);
  });

  it('a candidate who has not opted in is not found; a bad uuid is not found', async () => {
    const hiddenProfile = await getCandidateForAdmin(admin, hidden.id);
    expect(hiddenProfile.resume.isPublic).toBe(false);
    const { candidateProfiles } = await import('@/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await db().select({ uuid: candidateProfiles.uuid }).from(candidateProfiles).where(eq(candidateProfiles.userId, hidden.id));
    hiddenUuid = row.uuid;
    expect(await codeOf(getDirectoryResume(employer, hiddenUuid))).toBe('not_found');
    expect(await codeOf(getDirectoryResume(admin, hiddenUuid))).toBe('not_found');
    expect(await codeOf(getDirectoryResume(employer, 'not-a-uuid'))).toBe('not_found');
    expect(await codeOf(openDirectoryPhoto(employer, { uuid: hiddenUuid }))).toBe('not_found');
  });

  it('employers and admins may browse; candidates, students and visitors may not', async () => {
    expect(await codeOf(listDirectory(employer, {}))).toBeNull();
    expect(await codeOf(getDirectoryResume(admin, listedUuid))).toBeNull();
    for (const role of ['candidate', 'student'] as const) {
      const other = await make(role);
      expect(await codeOf(listDirectory(other, {})), role).toBe('forbidden');
      expect(await codeOf(getDirectoryResume(other, listedUuid)), role).toBe('forbidden');
      expect(await codeOf(openDirectoryPhoto(other, { uuid: listedUuid })), role).toBe('forbidden');
    }
    expect(await codeOf(listDirectory(null, {}))).toBe('unauthenticated');
    // The back office is for admins only.
    expect(await codeOf(listAllCandidates(employer, {}))).toBe('forbidden');
    expect(await codeOf(getCandidateForAdmin(employer, listed.id))).toBe('forbidden');
  });

  it("an opted-in candidate's picture is served to directory viewers through the directory", async () => {
    await saveResumePhoto(listed, { picture: asFile(samplePng, 'me.png', 'image/png') });
    const r = await getDirectoryResume(employer, listedUuid);
    expect(r.photo?.url).toBe(`/candidates/${listedUuid}/photo`);
    const photo = await openDirectoryPhoto(employer, { uuid: listedUuid });
    expect(photo.file.mimeType).toBe('image/png');
    expect(Buffer.from(await new Response(photo.body).arrayBuffer())).toEqual(Buffer.from(samplePng));
  });

  it('the back office lists every job seeker (listed or not) with the whole resume and their applications', async () => {
    const page = await listAllCandidates(admin, { q: `Hidden${tag}` });
    expect(page.items.map((r) => r.id)).toEqual([hidden.id]);
    expect(page.items[0]).toMatchObject({ isPublic: false, applications: 0 });

    const [job] = await db()
      .insert(jobs)
      .values({ title: `Directory job ${tag}`, employerId: employer.id, categoryId, status: 'approved', expireDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) })
      .returning({ id: jobs.id });
    await db().insert(jobApplications).values({ jobId: job.id, candidateId: hidden.id, status: 'shortlisted' });

    const detail = await getCandidateForAdmin(admin, hidden.id);
    expect(detail.resume.basic_info).toMatchObject({ religion: sensitive.religion, nid: sensitive.nid, passport_no: sensitive.passport_no });
    expect(detail.applications).toEqual([expect.objectContaining({ jobTitle: `Directory job ${tag}`, status: 'shortlisted' })]);
    expect((await listAllCandidates(admin, { q: `Hidden${tag}` })).items[0].applications).toBe(1);
    expect(await codeOf(getCandidateForAdmin(admin, employer.id))).toBe('not_found');
  });

  it("the back office's search follows every write to the account and the resume (the search keys kept on write)", async () => {
    const ids = async (q: string) => (await listAllCandidates(admin, { q })).items.map((r) => r.id);
    const u = await makeUser(db(), { role: 'candidate', name: `Keyed ${tag}`, email: `keyed-${tag}@example.test` });
    expect(await ids(`KEYED ${tag}`)).toEqual([u.id]);
    expect(await ids(`keyed-${tag}@exam`)).toEqual([u.id]);
    // The account renamed: found by the new name only.
    await db().update(users).set({ name: `Renamed ${tag}` }).where(eq(users.id, u.id));
    expect(await ids(`Keyed ${tag}`)).toEqual([]);
    expect(await ids(`renamed ${tag}`)).toEqual([u.id]);
    // A resume with a first and last name, then renamed; then removed.
    await db().insert(candidateProfiles).values({ userId: u.id, firstName: `Firstkey${tag}`, lastName: `Lastkey${tag}` });
    expect(await ids(`firstkey${tag}`)).toEqual([u.id]);
    await db().update(candidateProfiles).set({ lastName: `Otherlast${tag}` }).where(eq(candidateProfiles.userId, u.id));
    expect(await ids(`Lastkey${tag}`)).toEqual([]);
    expect(await ids(`otherlast${tag}`)).toEqual([u.id]);
    expect((await listAllCandidates(admin, { q: `otherlast${tag}` })).items[0].name).toBe(`Firstkey${tag} Otherlast${tag}`);
    await db().delete(candidateProfiles).where(eq(candidateProfiles.userId, u.id));
    expect(await ids(`firstkey${tag}`)).toEqual([]);
    expect(await ids(`renamed ${tag}`)).toEqual([u.id]);
    // No longer a job seeker: not listed; a job seeker again: listed.
    await db().update(users).set({ role: 'student' }).where(eq(users.id, u.id));
    expect(await ids(`renamed ${tag}`)).toEqual([]);
    await db().update(users).set({ role: 'candidate' }).where(eq(users.id, u.id));
    expect(await ids(`renamed ${tag}`)).toEqual([u.id]);
    // Unsearched, the list counts every job seeker.
    const [{ n }] = await db().select({ n: count() }).from(users).where(eq(users.role, 'candidate'));
    expect((await listAllCandidates(admin, {})).total).toBe(n);
    await db().delete(users).where(eq(users.id, u.id));
    expect(await ids(`renamed ${tag}`)).toEqual([]);
  });

  it('/candidate?uuid= goes to the directory page; without a usable uuid to the list', () => {
    const u = '0b3c8a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(legacyRedirectTarget('/candidate', `?uuid=${u.toUpperCase()}`)).toBe(`/candidates/${u}`);
    expect(legacyRedirectTarget('/candidate', '?uuid=12')).toBe('/candidates');
    expect(legacyRedirectTarget('/candidate/', '')).toBe('/candidates');
  });
});
