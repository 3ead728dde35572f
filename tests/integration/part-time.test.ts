import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLogs, partTimeApplications, users } from '@/db/schema';
import { listLimits } from '@/lib/jobs/limits';
import { findOwnPartTime, getPartTimeApplicant, listPartTime, ownPartTimeContact, savePartTime, withdrawPartTime } from '@/lib/jobs/part-time';
import { partTimeMessages } from '@/lib/jobs/part-time-schemas';
import { describeEachDatabase } from '../helpers/db';
import { makeUser } from './account-fixtures';

/**
 * Part-time applications on a real database: a candidate sends one (skills in any of the list
 * forms, the legacy comma-separated first item split, the rate stored in pence), sending again
 * updates the same row, withdrawing removes it; employers and admins list them with a search by
 * skill or city and real pages; other roles and visitors are refused.
 */
describeEachDatabase('part-time applications', ({ db }) => {
  type A = { id: number; role: 'employer' | 'admin' | 'candidate' | 'student' };
  let candidate: A;
  let other: A;
  let employer: A;
  let admin: A;
  let student: A;
  const tag = `zq${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    candidate = (await makeUser(db(), { role: 'candidate' })) as A;
    other = (await makeUser(db(), { role: 'candidate' })) as A;
    employer = (await makeUser(db(), { role: 'employer' })) as A;
    admin = (await makeUser(db(), { role: 'admin' })) as A;
    student = (await makeUser(db(), { role: 'student' })) as A;
  });

  const valid = (extra: Record<string, unknown> = {}) => ({
    full_name: 'Aisha Test',
    city: `Canterbury ${tag}`,
    skill: ['Customer service, Till operation', 'Food hygiene level 2'],
    rate: '12.50',
    availability: 'Evenings',
    ...extra,
  });

  it('refuses visitors and roles other than a candidate to send, and non-browsers to list', async () => {
    await expect(savePartTime(null, valid())).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(savePartTime(employer, valid())).rejects.toMatchObject({ code: 'forbidden' });
    await expect(savePartTime(student, valid())).rejects.toMatchObject({ code: 'forbidden' });
    await expect(listPartTime(null, {})).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(listPartTime(candidate, {})).rejects.toMatchObject({ code: 'forbidden' });
    await expect(listPartTime(student, {})).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('sends one (legacy first item split, rate in pence), then updates the same row', async () => {
    const first = await savePartTime(candidate, valid());
    expect(first.created).toBe(true);
    expect(first.application).toMatchObject({
      fullName: 'Aisha Test',
      skills: ['Customer service', 'Till operation', 'Food hygiene level 2'],
      rateMinor: 1250,
      availability: 'Evenings',
    });
    const second = await savePartTime(candidate, valid({ skill: '["Python", "Excel"]', rate: '15', availability: '' }));
    expect(second.created).toBe(false);
    expect(second.application.id).toBe(first.application.id);
    expect(second.application).toMatchObject({ skills: ['Python', 'Excel'], rateMinor: 1500, availability: null });
    expect(await db().select().from(partTimeApplications).where(eq(partTimeApplications.userId, candidate.id))).toHaveLength(1);
    expect(await findOwnPartTime(candidate)).toMatchObject({ id: first.application.id, rateMinor: 1500 });
    expect(await findOwnPartTime(other)).toBeNull();
    const audits = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'part_time_application'), eq(auditLogs.entityId, String(first.application.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses bad input with field messages and keeps what was saved', async () => {
    const before = await findOwnPartTime(candidate);
    const eleven = Array.from({ length: 11 }, (_, i) => `Skill ${i}`);
    await expect(savePartTime(candidate, valid({ skill: eleven }))).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { skill: [listLimits.skills.message] },
    });
    // Ten in one comma-separated first item plus one more: eleven after splitting.
    await expect(savePartTime(candidate, valid({ skill: [eleven.slice(0, 10).join(', '), 'One more'] }))).rejects.toMatchObject({
      fieldErrors: { skill: [listLimits.skills.message] },
    });
    await expect(savePartTime(candidate, valid({ skill: '' }))).rejects.toMatchObject({ fieldErrors: { skill: [partTimeMessages.skillsRequired] } });
    await expect(savePartTime(candidate, valid({ rate: 'lots' }))).rejects.toMatchObject({ fieldErrors: { rate: [partTimeMessages.rate] } });
    await expect(savePartTime(candidate, valid({ rate: '-3' }))).rejects.toMatchObject({ fieldErrors: { rate: [partTimeMessages.rate] } });
    await expect(savePartTime(candidate, valid({ full_name: ' ', city: '' }))).rejects.toMatchObject({
      fieldErrors: { full_name: expect.any(Array), city: expect.any(Array) },
    });
    expect(await findOwnPartTime(candidate)).toEqual(before);
  });

  it('lists for employers and admins: search by skill or city, newest first, real pages', async () => {
    await savePartTime(other, valid({ full_name: 'Lukas Test', city: 'Guildford', skill: [`Welding ${tag}`, 'Forklift'], rate: '20' }));
    const bySkill = await listPartTime(employer, { q: `welding ${tag}` });
    expect(bySkill.items.map((i) => i.fullName)).toEqual(['Lukas Test']);
    const byCity = await listPartTime(admin, { q: `canterbury ${tag}` });
    expect(byCity.items.map((i) => i.fullName)).toEqual(['Aisha Test']);
    const both = await listPartTime(admin, { q: `${tag}` });
    expect(both.total).toBe(2);
    expect(both.items.map((i) => i.fullName)).toEqual(['Lukas Test', 'Aisha Test']);
    // A row in the old board's shape (comma-separated first item) is listed split.
    await db().insert(partTimeApplications).values({ fullName: 'Old Board', city: `Old ${tag}`, skills: ['Python, Data entry', 'Excel'], rateMinor: 1500 });
    expect((await listPartTime(admin, { q: `old ${tag}` })).items[0].skills).toEqual(['Python', 'Data entry', 'Excel']);
    const none = await listPartTime(employer, { q: `nothing-${tag}` });
    expect(none).toMatchObject({ total: 0, items: [] });
    // Real pages: 12 more rows that match, 10 per page.
    for (let i = 0; i < 12; i++) {
      await db().insert(partTimeApplications).values({ fullName: `Paged ${i}`, city: `Page ${tag}`, skills: ['x'], rateMinor: 1000 });
    }
    const p1 = await listPartTime(employer, { q: `page ${tag}`, per_page: 10 });
    const p2 = await listPartTime(employer, { q: `page ${tag}`, per_page: 10, page: 2 });
    expect(p1).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(p1.items).toHaveLength(10);
    expect(p2.items).toHaveLength(2);
    expect(new Set([...p1.items, ...p2.items].map((i) => i.id)).size).toBe(12);
  });

  it("shows employers and admins only the contact the candidate chose to share (nothing until chosen; an old client's update keeps the choice)", async () => {
    const sharer = (await makeUser(db(), { role: 'candidate' })) as A & { email: string };
    await db().update(users).set({ phoneCode: '+44', phoneNumber: '+441233123456' }).where(eq(users.id, sharer.id));
    expect(await ownPartTimeContact(sharer)).toEqual({ email: sharer.email, phone: '+441233123456' });
    const { application } = await savePartTime(sharer, valid({ full_name: 'Share Test' }));
    expect(application.shareContact).toBe('none');
    expect((await getPartTimeApplicant(employer, application.id)).contact).toEqual({ email: null, phone: null });
    await savePartTime(sharer, valid({ share_contact: 'email' }));
    expect((await getPartTimeApplicant(employer, String(application.id))).contact).toEqual({ email: sharer.email, phone: null });
    await savePartTime(sharer, valid({ share_contact: 'phone' }));
    expect((await getPartTimeApplicant(admin, application.id)).contact).toEqual({ email: null, phone: '+441233123456' });
    await savePartTime(sharer, valid({ share_contact: 'both' }));
    // An old client sends no choice: the one made stays.
    await savePartTime(sharer, valid({ rate: '14' }));
    const seen = await getPartTimeApplicant(employer, application.id);
    expect(seen).toMatchObject({ fullName: 'Aisha Test', rateMinor: 1400, shareContact: 'both', contact: { email: sharer.email, phone: '+441233123456' } });
    // A choice that is not one: a field error, nothing changed.
    await expect(savePartTime(sharer, valid({ share_contact: 'everything' }))).rejects.toMatchObject({ code: 'validation', fieldErrors: { share_contact: expect.any(Array) } });
    // Only those who may read the list open one; an unknown or malformed id is a 404.
    await expect(getPartTimeApplicant(candidate, application.id)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(getPartTimeApplicant(null, application.id)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(getPartTimeApplicant(employer, 2_000_000_000)).rejects.toMatchObject({ code: 'not_found' });
    await expect(getPartTimeApplicant(employer, 'abc')).rejects.toMatchObject({ code: 'not_found' });
    await withdrawPartTime(sharer, {});
    await expect(getPartTimeApplicant(employer, application.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('withdraws: the row goes, the lists no longer show it, a second withdrawal is a no-op', async () => {
    expect(await withdrawPartTime(candidate, {})).toBe(true);
    expect(await findOwnPartTime(candidate)).toBeNull();
    expect((await listPartTime(admin, { q: `canterbury ${tag}` })).total).toBe(0);
    expect(await withdrawPartTime(candidate, {})).toBe(false);
    await expect(withdrawPartTime(employer, {})).rejects.toMatchObject({ code: 'forbidden' });
    // The other candidate's stays.
    expect(await findOwnPartTime(other)).not.toBeNull();
  });
});
