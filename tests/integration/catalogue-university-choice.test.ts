import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { scholarshipOffers, universities, users } from '@/db/schema';
import { resourceUseCases, saveResource } from '@/lib/catalogue/admin-resources';
import { createCourse, updateCourse } from '@/lib/catalogue/course-admin';
import { resolveUniversityChoice, searchUniversityOptions } from '@/lib/catalogue/university-options';
import { toActionFailure } from '@/lib/forms/action-result';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';
import { inEnglish } from '../helpers/messages';

// The domain refuses in message tokens: read the refusal in English.
const inEnglishRefusal = <T>(p: Promise<T>) => p.catch((e: unknown) => Promise.reject(inEnglish(e)));

/**
 * The university of the back office's course and scholarship-offer forms is a type-ahead: a
 * chosen suggestion sends its id, and the typed text always goes too (`university_q`); without
 * JavaScript only the text names the university, and the domain resolves it once for both forms.
 */
describeEachDatabase('the course and offer forms name their university by a type-ahead', ({ db }) => {
  let fx: CatalogueFixture;
  let admin: { id: number; role: 'admin' };
  let zjut: number;

  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'uch');
    const [row] = await db().insert(users).values({ email: 'uch-admin@example.test', passwordHash: 'x', role: 'admin', name: 'Uch Admin' }).returning({ id: users.id });
    admin = { id: row.id, role: 'admin' };
    // A second university whose name holds another's whole name: the exact name still names one.
    const [u] = await db().insert(universities).values({ name: 'Zhejiang University of Technology', slug: 'uch-zjut', code: 'uch-ZJUT' }).returning({ id: universities.id });
    zjut = u.id;
  });

  const course = () => ({ title: 'Type-ahead Course', program_id: fx.degree.Bachelor });

  it('a typed text of one match is that university (accents and case ignored), disabled ones included', async () => {
    expect(await resolveUniversityChoice({ university_q: ' TSINGHUA ' })).toEqual({ university_id: fx.uni.tsinghua });
    expect(await resolveUniversityChoice({ university_q: 'hidden disabled' })).toEqual({ university_id: fx.uni.disabled });
    const created = await createCourse(admin, { ...course(), university_q: 'westlake' });
    expect(created.universityId).toBe(fx.uni.private);
  });

  it('an exact name names its university even when a longer name holds it', async () => {
    expect(await resolveUniversityChoice({ university_q: 'zhejiang university' })).toEqual({ university_id: fx.uni.zhejiang });
  });

  it('none: the field says so and keeps no id; several: the field offers the matches, disabled ones marked', async () => {
    await expect(inEnglishRefusal(createCourse(admin, { ...course(), university_q: 'Nowhere Polytechnic' }))).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { university_id: ['No university matches “Nowhere Polytechnic”: type another part of its name'] },
      choices: undefined,
    });
    // (The word "university" is left out of the match, as the type-ahead's suggestions leave it.)
    const refusal = await inEnglishRefusal(createCourse(admin, { ...course(), university_q: 'i' })).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 'validation', fieldErrors: { university_id: ['Several universities match “i”: choose one'] } });
    const offered = (refusal as { choices: { university_id: { value: string; label: string; disabled?: boolean }[] } }).choices.university_id;
    expect(offered).toEqual(
      expect.arrayContaining([
        { value: String(fx.uni.tsinghua), label: 'Tsinghua University' },
        { value: String(fx.uni.disabled), label: 'Hidden Disabled University', disabled: true },
        { value: String(zjut), label: 'Zhejiang University of Technology' },
      ]),
    );
    // The form door carries them to the page (with or without JavaScript).
    const failure = toActionFailure(await createCourse(admin, { ...course(), university_q: 'i' }).catch((e: unknown) => e));
    expect(failure.choices?.university_id.map((c) => c.value)).toEqual(offered.map((c) => c.value));
    // The type-ahead's endpoint answers the same marks.
    expect(await searchUniversityOptions(admin, { q: 'hidden', limit: '5' })).toEqual([{ value: String(fx.uni.disabled), label: 'Hidden Disabled University', disabled: true }]);
  });

  it('a chosen id stands while the text beside it names it; a changed text is resolved instead', async () => {
    const created = await createCourse(admin, { ...course(), university_id: fx.uni.tsinghua, university_q: 'Tsinghua University' });
    expect(created.universityId).toBe(fx.uni.tsinghua);
    // A "did you mean" choice comes beside the short text that offered it.
    await expect(updateCourse(admin, { id: created.id, university_q: 'Zhejiang' })).rejects.toMatchObject({ choices: { university_id: [{ value: String(fx.uni.zhejiang) }, { value: String(zjut) }] } });
    expect((await updateCourse(admin, { id: created.id, university_id: String(zjut), university_q: 'Zhejiang' })).universityId).toBe(zjut);
    // The edit page's hidden id with a text typed over it (no JavaScript): the text wins.
    expect((await updateCourse(admin, { id: created.id, university_id: String(zjut), university_q: 'Westlake' })).universityId).toBe(fx.uni.private);
    // Emptied: no university, whatever id the page started with; the course keeps its own.
    await expect(inEnglishRefusal(updateCourse(admin, { id: created.id, university_id: String(fx.uni.private), university_q: '' }))).rejects.toMatchObject({
      fieldErrors: { university_id: ['Choose one of the options'] },
    });
    expect((await updateCourse(admin, { id: created.id, seat: '5' })).universityId).toBe(fx.uni.private);
  });

  it('the scholarship-offer form resolves its university the same way; the legacy API still sends the id alone', async () => {
    const offer = await saveResource(admin, { resource: 'offer', id: null, title: 'Type-ahead Half', percent: '50', status: '1', university_q: 'tsinghua' });
    const stored = async (id: number) => (await db().select({ universityId: scholarshipOffers.universityId }).from(scholarshipOffers).where(eq(scholarshipOffers.id, id)))[0].universityId;
    expect(await stored(offer.id)).toBe(fx.uni.tsinghua);
    await expect(inEnglishRefusal(saveResource(admin, { resource: 'offer', id: offer.id, university_q: 'Zhejiang' }))).rejects.toMatchObject({
      fieldErrors: { university_id: ['Several universities match “Zhejiang”: choose one'] },
    });
    await saveResource(admin, { resource: 'offer', id: offer.id, university_id: String(fx.uni.disabled), university_q: 'Hidden Disabled University' });
    expect(await stored(offer.id)).toBe(fx.uni.disabled);
    const legacy = await resourceUseCases.offer.create(admin, { title: 'Legacy Half', percent: 50, university_id: fx.uni.zhejiang });
    expect(await stored(legacy.id as number)).toBe(fx.uni.zhejiang);
    await expect(inEnglishRefusal(resourceUseCases.offer.create(admin, { title: 'Legacy Half', percent: 50 }))).rejects.toMatchObject({
      fieldErrors: { university_id: ['Choose one of the options'] },
    });
  });
});
