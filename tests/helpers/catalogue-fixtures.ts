import { eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { cities, courses, programs, provinces, scholarshipOffers, universities } from '@/db/schema';
import type { DegreeType } from '@/lib/catalogue/values';

/**
 * A small catalogue of its own for catalogue tests (on top of the reference data: the five
 * degrees). Slugs and codes are prefixed so they never collide with the demo seed's.
 */
export interface CatalogueFixture {
  degree: Record<DegreeType, number>;
  city: { hangzhou: number; beijing: number; disabled: number };
  uni: { tsinghua: number; zhejiang: number; private: number; disabled: number; inDisabledCity: number };
  course: { cs: number; business: number; mbbs: number; language: number; disabled: number; ofDisabledUni: number; ofDisabledCityUni: number };
  offer: { live: number; disabled: number };
}

export async function insertCatalogueFixture(db: Db, prefix = 'fx'): Promise<CatalogueFixture> {
  const degreeRows = await db.select({ id: programs.id, type: programs.type }).from(programs);
  const degree = Object.fromEntries(degreeRows.map((r) => [r.type, r.id])) as Record<DegreeType, number>;

  const [zj, bj] = await db
    .insert(provinces)
    .values([
      { name: 'Zhejiang', nameZh: '浙江', slug: `${prefix}-zhejiang` },
      { name: 'Beijing', nameZh: '北京', slug: `${prefix}-beijing-province` },
    ])
    .returning({ id: provinces.id });
  const [hz, bjc, dis] = await db
    .insert(cities)
    .values([
      { name: 'Hangzhou', nameZh: '杭州', slug: `${prefix}-hangzhou`, code: 571, provinceId: zj.id },
      { name: 'Beijing', nameZh: '北京', slug: `${prefix}-beijing`, code: 10, provinceId: bj.id },
      { name: `Closed City ${prefix}`, slug: `${prefix}-closed-city`, code: 999, provinceId: zj.id, status: false },
    ])
    .returning({ id: cities.id });

  const uniBase = {
    bachelorFeeMinor: 3_000_000,
    mastersFeeMinor: 3_800_000,
    phdFeeMinor: 4_500_000,
    mbbsFeeMinor: 6_000_000,
    languageFeeMinor: 2_400_000,
    accommodationFeeMinor: 1_000_000,
    otherFeeMinor: 160_000,
    scholarshipFeeMinor: 80_000,
    deadline: '2027-06-30',
  };
  const [thu, zju, priv, disU, inDisCity] = await db
    .insert(universities)
    .values([
      {
        ...uniBase,
        slug: `${prefix}-tsinghua`,
        name: 'Tsinghua University',
        nameZh: '清华大学',
        code: `${prefix}-THU`,
        cityId: bjc.id,
        foundedYear: 1911,
        scholarshipOpen: true,
        introduction: 'Intro of Tsinghua.',
        description: 'About Tsinghua.',
        accommodation: 'Rooms on campus.',
        admissionsProcess: '1. Apply.\n2. Wait.',
        totalSection: 20,
        logo: 'thu-logo.svg',
        banner: 'thu-banner.svg',
      },
      { ...uniBase, slug: `${prefix}-zhejiang`, name: 'Zhejiang University', nameZh: '浙江大学', code: `${prefix}-ZJU`, cityId: hz.id, foundedYear: 1897 },
      { ...uniBase, slug: `${prefix}-private`, name: 'Westlake Private College', code: `${prefix}-WPC`, cityId: hz.id, type: 'private' },
      { ...uniBase, slug: `${prefix}-disabled-uni`, name: 'Hidden Disabled University', code: `${prefix}-DIS`, cityId: hz.id, status: false },
      { ...uniBase, slug: `${prefix}-closed-city-uni`, name: 'Closed City University', code: `${prefix}-CCU`, cityId: dis.id },
    ])
    .returning({ id: universities.id });

  const course = (c: Partial<typeof courses.$inferInsert> & { slug: string; title: string; universityId: number; programId: number }) => ({
    durationYears: 4,
    teachingLanguage: 'english' as const,
    intake: '2026-09',
    deadline: '2026-06-30',
    ...c,
  });
  const [cs, business, mbbs, language, disC, ofDisU, ofDisCity] = await db
    .insert(courses)
    .values([
      course({ slug: `${prefix}-computer-science`, title: 'Computer Science and Technology', universityId: thu.id, programId: degree.Bachelor, major: 'IT', tag: 'top-picks', description: 'Algorithms and systems.' }),
      course({ slug: `${prefix}-business`, title: 'International Business Administration', universityId: zju.id, programId: degree.Masters, major: 'Business', teachingLanguage: 'chinese', feeMinor: 3_300_000, intake: '2027-03', durationYears: 2, tag: 'most-popular' }),
      course({ slug: `${prefix}-mbbs`, title: 'Clinical Medicine (MBBS)', universityId: zju.id, programId: degree.MBBS, major: 'Medicine', durationYears: 6, deadline: '2026-05-31' }),
      course({ slug: `${prefix}-chinese`, title: 'Chinese Language Programme', universityId: priv.id, programId: degree['Chinese Language'], major: 'Chinese Language', teachingLanguage: 'chinese', durationYears: 1, accommodationFeeMinor: 500_000 }),
      course({ slug: `${prefix}-disabled-course`, title: 'Hidden Disabled Course', universityId: thu.id, programId: degree.Bachelor, major: 'IT', status: false }),
      course({ slug: `${prefix}-course-of-disabled-uni`, title: 'Computer Course of Hidden University', universityId: disU.id, programId: degree.Bachelor, major: 'IT' }),
      course({ slug: `${prefix}-course-of-closed-city`, title: 'Computer Course of Closed City', universityId: inDisCity.id, programId: degree.Bachelor, major: 'IT' }),
    ])
    .returning({ id: courses.id });

  const [live, disO] = await db
    .insert(scholarshipOffers)
    .values([
      { title: `Tsinghua Excellence Scholarship ${prefix}`, universityId: thu.id, programId: degree.Bachelor, percent: 50, duration: '1 year', details: 'Half tuition.' },
      { title: `Withdrawn Scholarship ${prefix}`, universityId: thu.id, percent: 100, status: false },
    ])
    .returning({ id: scholarshipOffers.id });

  return {
    degree,
    city: { hangzhou: hz.id, beijing: bjc.id, disabled: dis.id },
    uni: { tsinghua: thu.id, zhejiang: zju.id, private: priv.id, disabled: disU.id, inDisabledCity: inDisCity.id },
    course: { cs: cs.id, business: business.id, mbbs: mbbs.id, language: language.id, disabled: disC.id, ofDisabledUni: ofDisU.id, ofDisabledCityUni: ofDisCity.id },
    offer: { live: live.id, disabled: disO.id },
  };
}

/** Enables or disables a degree (restore it after the test). */
export async function setDegreeStatus(db: Db, id: number, status: boolean): Promise<void> {
  await db.update(programs).set({ status }).where(eq(programs.id, id));
}
