/**
 * The scale dataset (`npm run db:seed:large`: the catalogue must stay fast at this size): at scale 1, 10,000
 * universities, 100,000 courses, 100,000 applications (25,000 students) and 50,000 jobs
 * (2,000 employers with company profiles), spread over the five degrees, ~320 cities in the 34
 * province-level divisions and the job categories of the reference data.
 *
 * Every row is generated in SQL (`INSERT … SELECT … FROM generate_series`) inside one
 * transaction, with a fixed random seed, so the same scale gives the same data. The tables'
 * triggers are off meanwhile (`BULK_TABLES`): the columns they keep on a row (search text,
 * tuition, sort names) are written by the INSERTs through the functions the triggers call, and the
 * summaries they keep are rebuilt once at the end (migration 0026_rebuild_summaries). Generated
 * rows are recognisable: university codes `LG-…`, course codes
 * `LGC…`, user e-mails `…@large.example.com`; `resetLargeData` deletes exactly those (cities and
 * provinces stay: they may be shared with the demo data).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/db';
import { hashPassword } from '@/lib/auth/password-hash';
import { largeCities, largeProvinces } from './places';
import { LARGE_JOB_MARK, seedSeason } from './season';
import { arr, between, generatedUkAccounts, json, num, pick, pickAt } from './sql';
import {
  applicantCountries,
  campusNames,
  chineseGivenNames,
  chineseLanguageTitles,
  companyNouns,
  companySuffixes,
  companyWords,
  designations,
  districtWords,
  employerWords,
  femaleFirstNames,
  genericJobTitles,
  hobbies,
  jobBenefits,
  jobLocations,
  jobSeniority,
  jobSkills,
  jobTitlesByCategory,
  jobTitlesForApplicants,
  largeMajors,
  largeUniversityPatterns,
  lastNames,
  maleFirstNames,
  maritalStatuses,
  mbbsTitles,
  relations,
  religions,
  schoolWords,
  streetWords,
  workplaces,
} from './vocabulary';

/** Markers of generated rows. */
export const LARGE_EMAIL_DOMAIN = 'large.example.com';
export const LARGE_UNIVERSITY_CODE_PREFIX = 'LG-';
/** Every generated account (students, employers) signs in with this password. */
export const LARGE_PASSWORD = 'Zhiyuan-Large-2026';

/** Row counts at scale 1. */
export const LARGE_BASE_COUNTS = {
  universities: 10_000,
  courses: 100_000,
  applications: 100_000,
  jobs: 50_000,
  students: 25_000,
  employers: 2_000,
  seekers: 10_000,
  jobApplications: 63_000,
  partTime: 3_000,
  directHire: 2_000,
  contactMessages: 5_000,
  demoStudentApplications: 120,
} as const;

export type LargeCounts = { [K in keyof typeof LARGE_BASE_COUNTS]: number };

export interface SeedLargeOptions {
  /** 1 = the full dataset; 0.01 for a quick run (tests). */
  scale?: number;
  /** Delete previously generated rows first instead of refusing. */
  reset?: boolean;
  /** Progress lines (step and elapsed time); silent by default. */
  log?: (message: string) => void;
}

export interface SeedLargeResult {
  /** rows created, per kind */
  counts: LargeCounts & { cities: number; provinces: number; companyProfiles: number; notifications: number };
  ms: number;
  steps: { step: string; ms: number }[];
}

export class LargeDataPresentError extends Error {
  constructor(universities: number) {
    super(
      `The large dataset is already in this database (${universities} generated universities). ` +
        'Run again with --reset to delete the generated rows and seed them again.',
    );
    this.name = 'LargeDataPresentError';
  }
}

export function largeCounts(scale: number): LargeCounts {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) throw new Error(`scale must be in (0, 10], got ${scale}`);
  const n = (base: number, min: number) => Math.max(min, Math.round(base * scale));
  return {
    universities: n(LARGE_BASE_COUNTS.universities, 5),
    courses: n(LARGE_BASE_COUNTS.courses, 20),
    applications: n(LARGE_BASE_COUNTS.applications, 8),
    jobs: n(LARGE_BASE_COUNTS.jobs, 5),
    students: Math.ceil(n(LARGE_BASE_COUNTS.applications, 8) / 4),
    employers: n(LARGE_BASE_COUNTS.employers, 1),
    seekers: n(LARGE_BASE_COUNTS.seekers, 5),
    jobApplications: n(LARGE_BASE_COUNTS.jobApplications, 20),
    partTime: n(LARGE_BASE_COUNTS.partTime, 2),
    directHire: n(LARGE_BASE_COUNTS.directHire, 3),
    contactMessages: n(LARGE_BASE_COUNTS.contactMessages, 3),
    demoStudentApplications: n(LARGE_BASE_COUNTS.demoStudentApplications, 10),
  };
}

/** Number of generated universities already in the database (0 = none). */
export async function countLargeData(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM universities WHERE code LIKE ${LARGE_UNIVERSITY_CODE_PREFIX + '%'}`,
  );
  return row?.n ?? 0;
}

/**
 * The tables the dataset fills in bulk, and the summaries rebuilt from them. While the rows go
 * in, their user triggers are off (what they keep is rebuilt once at the end by
 * public.rebuild_summaries, migration 0026, instead of statement by statement and row by row) and
 * their secondary indexes are gone (built again at the end: one sorted build instead of an
 * insertion per row and index, and the counts then written on courses and universities update no
 * index). Unique indexes stay: constraints, ON CONFLICT and foreign keys need them. All of it in
 * the seed's transaction, so a failure leaves the tables as they were; ALTER TABLE holds the
 * tables' exclusive lock until the commit, so no other writer sees them half-kept.
 */
const BULK_TABLES = [
  'universities', 'courses', 'users', 'applications', 'payments', 'notifications', 'company_profiles', 'jobs', 'candidate_profiles',
  'job_applications', 'job_application_stages', 'application_review_keys', 'public_job_keys', 'candidate_search_keys',
] as const;

async function setBulkTriggers(tx: Db, on: boolean): Promise<void> {
  for (const table of BULK_TABLES) await tx.execute(sql.raw(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`));
}

/** Turns the bulk tables' user triggers off and drops their secondary indexes; returns the indexes' definitions. */
async function beginBulkLoad(tx: Db): Promise<string[]> {
  await setBulkTriggers(tx, false);
  const indexes = await queryRows<{ name: string; ddl: string }>(
    tx,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS ddl
          FROM pg_index i
         WHERE i.indrelid = ANY (${sql.raw(`ARRAY[${BULK_TABLES.map((t) => `'${t}'::regclass`).join(', ')}]`)})
           AND NOT i.indisunique
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
         ORDER BY i.indexrelid`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  return indexes.map((index) => index.ddl);
}

/** Builds the dropped indexes again and turns the triggers back on (the summaries are rebuilt by then). */
async function endBulkLoad(tx: Db, indexes: string[]): Promise<void> {
  for (const ddl of indexes) await tx.execute(sql.raw(ddl));
  await setBulkTriggers(tx, true);
}

/** Deletes the generated rows (applications, jobs, accounts, courses, universities). */
export async function resetLargeData(db: Db): Promise<void> {
  const email = `%@${LARGE_EMAIL_DOMAIN}`;
  const code = `${LARGE_UNIVERSITY_CODE_PREFIX}%`;
  await db.transaction(async (tx) => {
    // Each deleted row has its foreign keys checked one row at a time; a referencing column
    // without an index (jobs.approved_by) means one scan of that table per deleted user, which
    // turns minutes long at this scale. Such columns get an index for this transaction only.
    const missing = await queryRows<{ ddl: string; name: string }>(
      tx as unknown as Db,
      sql`SELECT format('CREATE INDEX %I ON %s (%I)', 'lg_reset_fk_' || row_number() OVER (), c.conrelid::regclass, a.attname) AS ddl,
                 'lg_reset_fk_' || row_number() OVER () AS name
            FROM pg_constraint c
            JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
           WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
             AND c.confrelid IN ('users'::regclass, 'universities'::regclass, 'courses'::regclass, 'jobs'::regclass, 'applications'::regclass)
             AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])`,
    );
    for (const m of missing) await tx.execute(sql.raw(m.ddl));
    // The triggers' counters and keys are rebuilt once after the deletes (as after the seed's
    // inserts), not kept row by row: a deleted job or payment would run its trigger per row.
    await setBulkTriggers(tx as unknown as Db, false);
    // Children first and by set, so that no cascade runs one row at a time over a big table.
    await tx.execute(sql`
      DELETE FROM notifications
       WHERE link ~ '^/(application|checkout)[?]application_id=[0-9]+$'
         AND substring(link from '[0-9]+$')::int IN (SELECT id FROM applications WHERE university_id IN (SELECT id FROM universities WHERE code LIKE ${code}))`);
    await tx.execute(sql`
      DELETE FROM applications a
       WHERE a.university_id IN (SELECT id FROM universities WHERE code LIKE ${code})
          OR a.user_id IN (SELECT id FROM users WHERE email LIKE ${email})`);
    await tx.execute(sql`DELETE FROM jobs WHERE employer_id IN (SELECT id FROM users WHERE email LIKE ${email}) OR description LIKE ${'%' + LARGE_JOB_MARK}`);
    await tx.execute(sql`DELETE FROM part_time_applications WHERE user_id IN (SELECT id FROM users WHERE email LIKE ${email})`);
    await tx.execute(sql`DELETE FROM direct_hire_requests WHERE email LIKE ${email}`);
    await tx.execute(sql`DELETE FROM contact_messages WHERE email LIKE ${email}`);
    await tx.execute(sql`DELETE FROM company_profiles WHERE user_id IN (SELECT id FROM users WHERE email LIKE ${email})`);
    await tx.execute(sql`DELETE FROM users WHERE email LIKE ${email}`);
    await tx.execute(sql`DELETE FROM courses WHERE university_id IN (SELECT id FROM universities WHERE code LIKE ${code})`);
    await tx.execute(sql`DELETE FROM scholarship_offers WHERE university_id IN (SELECT id FROM universities WHERE code LIKE ${code})`);
    await tx.execute(sql`DELETE FROM universities WHERE code LIKE ${code}`);
    for (const m of missing) await tx.execute(sql.raw(`DROP INDEX "${m.name}"`));
    await tx.execute(sql`SELECT public.rebuild_summaries()`);
    await setBulkTriggers(tx as unknown as Db, true);
  });
}

const degreeShares = [
  // type, share of courses, fee range (CNY, steps of 500), durations
  { type: 'Bachelor', share: 0.4, feeLo: 16000, feeHi: 38000, durations: ['4', '4', '4', '5'] },
  { type: 'Masters', share: 0.3, feeLo: 20000, feeHi: 50000, durations: ['2', '2.5', '3', '3'] },
  { type: 'PhD', share: 0.12, feeLo: 24000, feeHi: 60000, durations: ['3', '4', '4'] },
  { type: 'MBBS', share: 0.05, feeLo: 30000, feeHi: 65000, durations: ['6'] },
  { type: 'Chinese Language', share: 0.13, feeLo: 7000, feeHi: 22000, durations: ['0.5', '1', '1'] },
] as const;

/** The demo data's intakes (March and September 2027, March 2028) plus a few others. */
const intakes = ['2027-09', '2027-09', '2027-09', '2027-09', '2027-09', '2027-09', '2027-03', '2027-03', '2027-03', '2028-03', '2028-03', '2027-07', '2028-09'];
const courseTags = ['top-picks', 'most-popular', 'fastest-admissions', 'highest-rating', 'top-ranked'];
const englishCertificates = ['IELTS 6.0', 'IELTS 6.5', 'IELTS 7.0', 'TOEFL 85', 'TOEFL 95', 'Duolingo 110', 'Native speaker', 'Medium of instruction letter'];
const chineseLevels = ['None', 'None', 'None', 'HSK 1', 'HSK 2', 'HSK 3', 'HSK 4', 'HSK 5'];
const gpas = ['3.2/4.0', '3.5/4.0', '3.8/4.0', '2.9/4.0', '4.5/5.0', 'A', 'B+', 'First class', 'Second class upper', '78%', '85%'];
const ageLimits = ['18-35', '18-40', '16-45', 'Under 30', 'No limit'];
const orgSizes = ['small', 'medium', 'large'];
const jobNatures = ['fulltime', 'fulltime', 'fulltime', 'parttime', 'contractual'];

/** Builds the scale dataset into `db` (migrated, with the reference data). */
export async function seedLarge(db: Db, opts: SeedLargeOptions = {}): Promise<SeedLargeResult> {
  const scale = opts.scale ?? 1;
  const log = opts.log ?? (() => {});
  const target = largeCounts(scale);
  const started = performance.now();
  const steps: SeedLargeResult['steps'] = [];
  let last = started;
  const step = (name: string) => {
    const now = performance.now();
    steps.push({ step: name, ms: Math.round(now - last) });
    log(`${name}: ${Math.round(now - last)} ms`);
    last = now;
  };

  const existing = await countLargeData(db);
  if (existing > 0) {
    if (!opts.reset) throw new LargeDataPresentError(existing);
    await resetLargeData(db);
    step('reset (deleted the generated rows)');
  }

  const [ref] = await queryRows<{ degrees: number; categories: number }>(
    db,
    sql`SELECT (SELECT count(DISTINCT type)::int FROM programs) AS degrees,
               (SELECT count(*)::int FROM job_categories) AS categories`,
  );
  if (!ref || ref.degrees < 5 || ref.categories < 1) {
    throw new Error('The reference data (five degrees, job categories) is missing: run `npm run db:migrate` first.');
  }

  // One argon2id hash for every generated account (hashing 27,000 would take minutes).
  const passwordHash = await hashPassword(LARGE_PASSWORD);
  step('password hashed');

  const cities = largeCities();
  const U = target.universities;
  const C = target.courses;
  const A = target.applications;
  const S = target.students;
  const E = target.employers;
  const J = target.jobs;
  const email = `@${LARGE_EMAIL_DOMAIN}`;

  const created = await db.transaction(async (tx) => {
    const run = (q: SQL) => tx.execute(q);
    await run(sql`SELECT setseed(0.20260901)`);
    await run(sql`SET LOCAL work_mem = '128MB'`);
    await run(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    // The generating queries have huge cost estimates (unanalysed temp tables): JIT compilation
    // would take seconds and save nothing.
    await run(sql`SET LOCAL jit = off`);
    const indexes = await beginBulkLoad(tx as unknown as Db);
    step(`bulk load begun (triggers off, ${indexes.length} indexes dropped)`);

    // --- places -------------------------------------------------------------------------------
    const provincesBefore = await queryRows<{ n: number }>(tx as unknown as Db, sql`SELECT count(*)::int AS n FROM provinces`);
    const citiesBefore = await queryRows<{ n: number }>(tx as unknown as Db, sql`SELECT count(*)::int AS n FROM cities`);
    await run(sql`
      INSERT INTO provinces (name, name_zh, slug)
      SELECT x.name, x."nameZh", x.slug
        FROM jsonb_to_recordset(${json(largeProvinces)}) AS x(name text, "nameZh" text, slug text)
      ON CONFLICT (slug) DO NOTHING`);
    await run(sql`
      INSERT INTO cities (name, name_zh, slug, code, province_id, status)
      SELECT x.name, x."nameZh", x.slug, 1000 + x.ord, p.id, x.status
        FROM jsonb_to_recordset(${json(cities.map((c, i) => ({ ...c, ord: i })))})
             AS x(name text, "nameZh" text, slug text, "provinceSlug" text, ord int, status boolean)
        JOIN provinces p ON p.slug = x."provinceSlug"
      ON CONFLICT (slug) DO NOTHING`);
    await run(sql`
      CREATE TEMP TABLE lg_city ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY x.ord)::int AS idx, c.id, c.name, coalesce(c.name_zh, x."nameZh") AS name_zh,
             p.name AS province, p."shortZh" AS province_zh, x.capital
        FROM jsonb_to_recordset(${json(cities.map((c, i) => ({ ...c, ord: i })))})
             AS x(slug text, "nameZh" text, "provinceSlug" text, ord int, capital boolean)
        JOIN cities c ON c.slug = x.slug
        JOIN jsonb_to_recordset(${json(largeProvinces)}) AS p(slug text, name text, "shortZh" text) ON p.slug = x."provinceSlug"`);
    step('provinces and cities');

    // --- universities -------------------------------------------------------------------------
    // Every (pattern, city) name once, in a weighted pseudo-random order (exponential race on a
    // hash of the name): common kinds of university and provincial capitals come first.
    await run(sql`
      CREATE TEMP TABLE lg_combo ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY key, name)::int AS idx, name, name_zh, city_id, category_id
        FROM (
          SELECT DISTINCT ON (name) name, name_zh, city_id, category_id,
                 -ln((('x' || substr(md5(name), 1, 8))::bit(32)::bigint + 1) / 4294967297.0) / (weight * CASE WHEN capital THEN 3 ELSE 1 END) AS key
            FROM (
              SELECT replace(pt.en, '{c}', c.name) AS name, replace(pt.zh, '{cz}', c.name_zh) AS name_zh,
                     c.id AS city_id, cat.id AS category_id, pt.weight, c.capital
                FROM lg_city c
                CROSS JOIN jsonb_to_recordset(${json(largeUniversityPatterns)}) AS pt(en text, zh text, kind text, category text, weight int)
                LEFT JOIN categories cat ON cat.code = pt.category
               WHERE pt.kind = 'city'
              UNION ALL
              SELECT replace(pt.en, '{p}', c.province), replace(pt.zh, '{pz}', c.province_zh),
                     c.id, cat.id, pt.weight, c.capital
                FROM lg_city c
                CROSS JOIN jsonb_to_recordset(${json(largeUniversityPatterns)}) AS pt(en text, zh text, kind text, category text, weight int)
                LEFT JOIN categories cat ON cat.code = pt.category
               WHERE pt.kind = 'province' AND c.capital
            ) s
           ORDER BY name, capital DESC
        ) d`);
    const [{ n: combos } = { n: 0 }] = await queryRows<{ n: number }>(tx as unknown as Db, sql`SELECT count(*)::int AS n FROM lg_combo`);
    await run(sql`
      INSERT INTO universities (
        slug, name, name_zh, short_name, code, email, contact_no, website, introduction, description, accommodation,
        school, requirement, rules_and_regulations, admissions_process,
        bachelor_fee_minor, masters_fee_minor, phd_fee_minor, mbbs_fee_minor, scholarship_fee_minor, language_fee_minor,
        accommodation_fee_minor, other_fee_minor, international_student, founded_year, age_limit, deadline, city_id,
        location, total_student, total_section, total_program, scholarship_open, type, category_id, status,
        search_text, created_at, updated_at)
      SELECT trim(both '-' from regexp_replace(lower(public.f_unaccent(s.name)), '[^a-z0-9]+', '-', 'g')) || '-lg' || s.g,
             s.name, n.name_zh, n.short_name,
             ${LARGE_UNIVERSITY_CODE_PREFIX} || lpad(s.g::text, 5, '0'),
             'intl' || s.g || '@example.edu.cn',
             '+86 ' || (200 + s.g * 37 % 700) || ' ' || lpad((s.g::bigint * 7919 % 100000000)::text, 8, '0'),
             'https://www.example.edu.cn/u' || s.g,
             s.name || ' is a ' || s.type || ' university in ' || c.name || ', ' || c.province || ', founded in ' || s.founded ||
               '. About ' || s.intl || ' international students from more than ' || (20 + s.g % 80) || ' countries study here.',
             'Teaching and research at ' || s.name || ' cover ' || (5 + s.g % 30) || ' schools. International students take ' ||
               'degree programmes in English or in Chinese, and Chinese language courses all year round.',
             '<p>International students live on campus in ' || ${pick(['single', 'double', 'single and double', 'two- and four-bed'])} ||
               ' rooms with air conditioning, a desk and Wi-Fi. Rooms cost from ' || (s.acc / 100) || ' CNY a year.</p>',
             ${pick(['School of International Education', 'International College', 'College of International Students', 'Office of International Admissions'])},
             'Good health; no criminal record; ' || ${pick(['a high-school diploma for bachelor programmes', 'IELTS 6.0 or HSK 4 depending on the teaching language', 'two recommendation letters for postgraduate programmes'])} || '.',
             'Students follow the laws of China and the university''s regulations for international students.',
             'Apply online, pay the application fee, then wait for the admission letter and the JW202 form (' || (4 + s.g % 6) || ' to 8 weeks).',
             s.bachelor * 100, (s.bachelor + s.masters_extra) * 100, (s.bachelor + s.masters_extra + s.phd_extra) * 100,
             CASE WHEN s.r_mbbs < 0.6 THEN s.mbbs * 100 END,
             CASE WHEN s.r_sch < 0.5 THEN ${between(2000, 10000)} * 100 END,
             s.language * 100, s.acc, ${between(5, 30)} * 10000,
             s.intl, s.founded, ${pick(ageLimits)},
             (date '2027-05-31' - (s.g % 120))::date,
             c.id,
             (1 + s.g % 300) || ' ' || ${pick(streetWords)} || ' Road, ' || ${pick(districtWords)} || ', ' || c.name,
             ${between(3000, 60000)}, ${between(5, 40)}, ${between(10, 200)},
             s.r_sch < 0.4,
             s.type::university_type,
             s.category_id,
             s.r_status >= 0.02,
             public.f_university_search_text(s.name, n.name_zh, n.short_name, c.id),
             s.created, s.created
        FROM (
          SELECT g, cb.city_id, cb.category_id,
                 cb.name || CASE WHEN g > ${num(combos)} THEN ' (' || ${pickAt(campusNames, sql`(g - 1) / ${num(combos)} - 1`)} || ' Campus)' ELSE '' END AS name,
                 cb.name_zh || CASE WHEN g > ${num(combos)} THEN '（分校' || ((g - 1) / ${num(combos)}) || '）' ELSE '' END AS name_zh,
                 CASE WHEN random() < 0.82 THEN 'public' ELSE 'private' END AS type,
                 random() AS r_zh, random() AS r_mbbs, random() AS r_sch, random() AS r_status,
                 ${between(16, 40)} * 1000 AS bachelor, ${between(3, 15)} * 1000 AS masters_extra, ${between(2, 12)} * 1000 AS phd_extra,
                 ${between(30, 65)} * 1000 AS mbbs, ${between(7, 22)} * 1000 AS language, ${between(6, 24)} * 50000 AS acc,
                 ${between(50, 5000)} AS intl, ${between(1895, 2015)} AS founded,
                 now() - random() * interval '900 days' AS created
            FROM generate_series(1, ${num(U)}) g
            JOIN lg_combo cb ON cb.idx = (g - 1) % ${num(combos)} + 1
        ) s
        JOIN lg_city c ON c.id = s.city_id
        CROSS JOIN LATERAL (SELECT CASE WHEN s.r_zh < 0.7 THEN s.name_zh END AS name_zh, regexp_replace(s.name, '[^A-Z]', '', 'g') AS short_name) n
       ORDER BY s.g`);
    await run(sql`
      CREATE TEMP TABLE lg_uni ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id)::int AS idx, id, name
        FROM universities WHERE code LIKE ${LARGE_UNIVERSITY_CODE_PREFIX + '%'}`);
    step(`universities (${U})`);

    // --- courses ------------------------------------------------------------------------------
    let lo = 0;
    const degrees = degreeShares.map((d) => {
      const row = { ...d, lo, hi: lo + d.share };
      lo += d.share;
      return row;
    });
    degrees[degrees.length - 1].hi = 1.0001;
    const weightSum = largeMajors.reduce((s, m) => s + m.weight, 0);
    let mlo = 0;
    const majors = largeMajors.map((m, i) => {
      const row = { idx: i, major: m.major, field: m.field, b: m.bachelorAbbr, m: m.masterAbbr, n: m.subjects.length, lo: mlo, hi: mlo + m.weight / weightSum };
      mlo = row.hi;
      return row;
    });
    majors[majors.length - 1].hi = 1.0001;
    const subjects = largeMajors.flatMap((m, mi) => m.subjects.map((s, si) => ({ major: mi, idx: si, subject: s })));
    await run(sql`
      CREATE TEMP TABLE lg_degree ON COMMIT DROP AS
      SELECT d.type, d.lo, d.hi, d."feeLo" AS fee_lo, d."feeHi" AS fee_hi, d.durations, p.id AS program_id
        FROM jsonb_to_recordset(${json(degrees.map((d) => ({ ...d, durations: d.durations.join(',') })))})
             AS d(type text, lo float8, hi float8, "feeLo" int, "feeHi" int, durations text)
        JOIN LATERAL (SELECT id FROM programs WHERE type::text = d.type ORDER BY status DESC, id LIMIT 1) p ON true`);
    await run(sql`
      CREATE TEMP TABLE lg_major ON COMMIT DROP AS
      SELECT * FROM jsonb_to_recordset(${json(majors)})
             AS m(idx int, major text, field text, b text, m text, n int, lo float8, hi float8)`);
    await run(sql`
      CREATE TEMP TABLE lg_subject ON COMMIT DROP AS
      SELECT * FROM jsonb_to_recordset(${json(subjects)}) AS s(major int, idx int, subject text)`);
    await run(sql`
      INSERT INTO courses (
        slug, code, title, short_title, seat, duration_years, description, fee_minor, accommodation_fee_minor,
        other_fee_minor, teaching_language, major, tag, intake, deadline, program_id, university_id, status,
        search_text, tuition_minor, university_name, program_name, created_at, updated_at)
      SELECT trim(both '-' from regexp_replace(lower(public.f_unaccent(t.title)), '[^a-z0-9]+', '-', 'g')) || '-lg' || t.g,
             'LGC' || lpad(t.g::text, 6, '0'),
             t.title,
             t.short_title,
             ${between(10, 200)},
             t.duration::numeric,
             'The ' || t.title || ' programme at ' || t.university || ' is taught in ' || initcap(t.lang) || ' over ' ||
               t.duration || CASE WHEN t.duration IN ('0.5', '1') THEN ' year' ELSE ' years' END || '. Classes start in ' ||
               to_char(to_date(t.intake, 'YYYY-MM'), 'FMMonth YYYY') || '; ' || t.seat_note,
             f.fee_minor,
             CASE WHEN random() < 0.5 THEN NULL ELSE ${between(6, 24)} * 50000 END,
             CASE WHEN random() < 0.7 THEN NULL ELSE ${between(4, 25)} * 10000 END,
             t.lang::teaching_language,
             t.major,
             (CASE WHEN t.r_tag < 0.55 THEN NULL ELSE ${arr(courseTags)}[1 + floor((t.r_tag - 0.55) / 0.45 * 5)::int] END)::course_tag,
             t.intake,
             to_date(t.intake, 'YYYY-MM') - ${between(30, 150)},
             t.program_id, t.university_id,
             random() >= 0.03,
             public.f_course_search_text(t.title, t.short_title, t.major, t.program_id, t.university_id),
             public.f_course_tuition_minor(f.fee_minor, t.program_id, t.university_id),
             public.f_course_university_name(t.university_id), public.f_course_program_name(t.program_id),
             t.created, t.created
        FROM (
          SELECT r.g, d.program_id, u.id AS university_id, u.name AS university, d.fee_lo, d.fee_hi, r.r_fee, r.r_tag, r.intake,
                 r.created, r.seat_note,
                 split_part(d.durations, ',', 1 + floor(r.r_dur * (length(d.durations) - length(replace(d.durations, ',', '')) + 1))::int) AS duration,
                 CASE d.type WHEN 'MBBS' THEN 'Medicine' WHEN 'Chinese Language' THEN 'Chinese Language' ELSE m.major END AS major,
                 CASE WHEN d.type = 'Chinese Language' THEN 'chinese'
                      WHEN d.type = 'MBBS' OR r.r_lang < CASE d.type WHEN 'PhD' THEN 0.7 ELSE 0.6 END THEN 'english'
                      ELSE 'chinese' END AS lang,
                 CASE d.type
                   WHEN 'Bachelor' THEN CASE WHEN r.r_title < 0.45 THEN 'Bachelor of ' || m.field || ' in ' || s.subject
                                             WHEN r.r_title < 0.8 THEN s.subject || ' (' || m.b || ')'
                                             ELSE s.subject END
                   WHEN 'Masters' THEN CASE WHEN r.r_title < 0.4 THEN 'Master of ' || m.field || ' in ' || s.subject
                                            WHEN r.r_title < 0.8 THEN m.m || ' ' || s.subject
                                            ELSE s.subject || ' (Master''s)' END
                   WHEN 'PhD' THEN CASE WHEN r.r_title < 0.6 THEN 'PhD in ' || s.subject ELSE 'Doctor of Philosophy in ' || s.subject END
                   WHEN 'MBBS' THEN ${arr(mbbsTitles)}[1 + floor(r.r_title * ${num(mbbsTitles.length)})::int]
                   ELSE ${arr(chineseLanguageTitles)}[1 + floor(r.r_title * ${num(chineseLanguageTitles.length)})::int]
                 END || CASE WHEN r.r_suffix < 0.08 AND d.type IN ('Bachelor', 'Masters') THEN ' (English-taught)' ELSE '' END AS title,
                 CASE WHEN d.type = 'MBBS' THEN 'MBBS' WHEN s.subject IS NOT NULL AND r.r_suffix > 0.5 THEN s.subject END AS short_title
            FROM (
              SELECT g, random() AS r_deg, random() AS r_major, random() AS r_subject, random() AS r_uni, random() AS r_title,
                     random() AS r_lang, random() AS r_fee, random() AS r_tag, random() AS r_dur, random() AS r_suffix,
                     ${pick(intakes)} AS intake, now() - random() * interval '730 days' AS created,
                     ${pick(['scholarships are available for strong applicants.', 'a preparatory year is offered to Chinese-taught students.', 'the class size is small and places fill early.', 'internships with local companies are part of the programme.', 'applicants may be interviewed online.'])} AS seat_note
                FROM generate_series(1, ${num(C)}) g
            ) r
            JOIN lg_uni u ON u.idx = 1 + floor(power(r.r_uni, 1.5) * ${num(U)})::int
            JOIN lg_degree d ON r.r_deg >= d.lo AND r.r_deg < d.hi
            LEFT JOIN lg_major m ON d.type IN ('Bachelor', 'Masters', 'PhD') AND r.r_major >= m.lo AND r.r_major < m.hi
            LEFT JOIN lg_subject s ON s.major = m.idx AND s.idx = floor(power(r.r_subject, 1.7) * m.n)::int
        ) t
        CROSS JOIN LATERAL (
          SELECT CASE WHEN t.r_fee < 0.3 THEN NULL ELSE (t.fee_lo + floor(random() * ((t.fee_hi - t.fee_lo) / 500 + 1)) * 500)::int * 100 END AS fee_minor
        ) f
       ORDER BY t.g`);
    step(`courses (${C})`);

    // --- students and applications ------------------------------------------------------------
    await run(sql`
      CREATE TEMP TABLE lg_country ON COMMIT DROP AS
      SELECT (row_number() OVER () - 1)::int AS idx, x.code, x.country, x.language, x.phone,
             ARRAY(SELECT jsonb_array_elements_text(x.cities)) AS cities
        FROM jsonb_to_recordset(${json(applicantCountries)}) AS x(code text, country text, language text, phone text, cities jsonb)`);
    await run(sql`
      INSERT INTO users (email, password_hash, role, name, first_name, last_name, phone_code, phone_number, gender, country,
                         email_verified_at, last_login_at, created_at, updated_at)
      SELECT 'student' || s.g || ${email}, ${passwordHash}, 'student', s.first_name || ' ' || s.last_name, s.first_name, s.last_name,
             ct.phone, (1 + s.g * 7 % 9)::text || lpad((s.g::bigint * 104729 % 100000000)::text, 8, '0'),
             s.gender, ct.code,
             s.created + interval '10 minutes', CASE WHEN random() < 0.7 THEN now() - random() * interval '60 days' END,
             s.created, s.created
        FROM (
          SELECT g, CASE WHEN random() < 0.55 THEN 'Male' ELSE 'Female' END AS gender, random() AS r_name, ${pick(lastNames)} AS last_name,
                 floor(power(random(), 1.3) * ${num(applicantCountries.length)})::int AS country_idx,
                 now() - interval '400 days' - random() * interval '300 days' AS created
            FROM generate_series(1, ${num(S)}) g
        ) s0
        CROSS JOIN LATERAL (
          SELECT s0.*, CASE WHEN s0.gender = 'Male' THEN ${arr(maleFirstNames)}[1 + floor(s0.r_name * ${num(maleFirstNames.length)})::int]
                            ELSE ${arr(femaleFirstNames)}[1 + floor(s0.r_name * ${num(femaleFirstNames.length)})::int] END AS first_name
        ) s
        JOIN lg_country ct ON ct.idx = s.country_idx
       ORDER BY s.g`);
    await run(sql`
      CREATE TEMP TABLE lg_student ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY u.id)::int AS idx, u.id, u.email, u.first_name, u.last_name, u.gender,
             u.phone_code || ' ' || u.phone_number AS phone, u.created_at, ct.code, ct.country, ct.language, ct.phone AS country_phone,
             ct.cities[1 + u.id % array_length(ct.cities, 1)] AS city
        FROM users u JOIN lg_country ct ON ct.code = u.country
       WHERE u.email LIKE ${'student%' + email} AND u.role = 'student'`);
    await run(sql`
      CREATE TEMP TABLE lg_course ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY c.id)::int - 1 AS idx, c.id, c.university_id, c.program_id, c.title, c.major, c.intake, p.type::text AS degree
        FROM courses c JOIN programs p ON p.id = c.program_id
       WHERE c.code LIKE 'LGC%' AND c.university_id IN (SELECT id FROM lg_uni)`);
    // Student n applies to courses (n * 7919 + k * C/4) mod C for k = 0..3: four different courses,
    // so the one-open-application-per-course rule holds.
    const step4 = Math.max(1, Math.floor(C / 4));
    await run(sql`
      INSERT INTO applications (
        user_id, university_id, course_id, program_id, description, status, current_step, contact_details,
        students_information, home_address, postal_address, postal_same_as_home, language_proficiency,
        education_background, work_experience, family_contact, financial_supporter, emergency_contact, declaration,
        submitted_at, decided_at, created_at, updated_at)
      SELECT a.user_id, c.university_id, c.id, c.program_id,
             CASE WHEN a.r_desc < 0.3 THEN 'I would like to start ' || c.title || ' in ' || to_char(to_date(c.intake, 'YYYY-MM'), 'FMMonth YYYY') || '.' END,
             a.status::application_status,
             a.step,
             jsonb_build_object('email', a.email, 'phone', a.phone,
                                'wechat', CASE WHEN a.r_wechat < 0.6 THEN lower(regexp_replace(public.f_unaccent(a.first_name), '[^A-Za-z]', '', 'g')) || '_' || a.sidx ELSE '' END),
             jsonb_build_object(
               'first_name', a.first_name, 'middle_name', NULL, 'last_name', a.last_name,
               'chinese_name', CASE WHEN a.sidx % 5 = 0 THEN ${pickAt(chineseGivenNames, sql`a.sidx`)} END,
               'date_of_birth', a.dob::text, 'place_of_birth', a.city,
               'passport_number', chr(65 + a.sidx % 26) || chr(65 + a.sidx / 26 % 26) || lpad((a.sidx::bigint * 7919 % 10000000)::text, 7, '0'),
               'passport_expiry_date', (date '2027-01-01' + (a.sidx * 13 % 2500))::text,
               'nationality', a.code, 'religion', ${pickAt(religions, sql`a.sidx`)}, 'gender', a.gender,
               'marital_status', ${pickAt(maritalStatuses, sql`a.sidx / 3`)},
               'in_china', a.sidx % 9 = 0, 'alcohol', a.sidx % 4 = 0,
               'hobbies', ${pickAt(hobbies, sql`a.sidx`)} || ', ' || ${pickAt(hobbies, sql`a.sidx / 7 + 3`)}),
             a.home,
             CASE WHEN a.postal_same THEN a.home
                  ELSE jsonb_build_object('country', a.code, 'city', a.city, 'district', NULL,
                                          'street', 'P.O. Box ' || (100 + a.sidx % 9000), 'postal_code', lpad((a.sidx * 31 % 99999)::text, 5, '0'),
                                          'receiver_name', ${pick(relations)} || ' ' || a.last_name) END,
             a.postal_same,
             jsonb_build_object('native_language', a.language,
                                'english_level', (1 + a.sidx % 4)::text,
                                'english_certificate', CASE WHEN a.language = 'English' THEN 'Native speaker' ELSE ${pickAt(englishCertificates, sql`a.sidx`)} END,
                                'chinese_level', ${pickAt(chineseLevels, sql`a.sidx / 2`)}),
             CASE WHEN c.degree = 'PhD' THEN jsonb_build_array(a.edu_school, a.edu_bachelor, a.edu_master)
                  WHEN c.degree = 'Masters' THEN jsonb_build_array(a.edu_school, a.edu_bachelor)
                  WHEN c.degree = 'Chinese Language' AND a.sidx % 2 = 0 THEN jsonb_build_array(a.edu_school, a.edu_bachelor)
                  ELSE jsonb_build_array(a.edu_school) END,
             CASE WHEN a.r_work < 0.55 THEN '[]'::jsonb
                  WHEN a.r_work < 0.9 THEN jsonb_build_array(a.work1)
                  ELSE jsonb_build_array(a.work1, jsonb_build_object('employer', ${pick(employerWords)}, 'job_title', ${pick(jobTitlesForApplicants)},
                                                                     'started', (a.yob + 19) || '-07', 'finished', (a.yob + 20) || '-12')) END,
             CASE WHEN a.step >= 2 THEN jsonb_build_object(
               'member_name', ${pickAt(maleFirstNames, sql`a.sidx + 11`)} || ' ' || a.last_name, 'member_nationality', a.code,
               'member_phone', a.country_phone || ' ' || lpad((a.sidx::bigint * 65537 % 1000000000)::text, 9, '0'),
               'member_email', CASE WHEN a.sidx % 3 = 0 THEN NULL ELSE 'family' || a.sidx || ${email} END,
               'member_work_place', ${pickAt(workplaces, sql`a.sidx`)}, 'member_relationship', ${pickAt(relations, sql`a.sidx / 5`)},
               'member_position', ${pickAt(['Teacher', 'Engineer', 'Farmer', 'Manager', 'Civil servant', 'Doctor', 'Shop owner', 'Retired'], sql`a.sidx / 2`)}) END,
             CASE WHEN a.step >= 2 THEN jsonb_build_object(
               'supporters_relation', ${pickAt(relations, sql`a.sidx / 5`)},
               'supporters_name', ${pickAt(maleFirstNames, sql`a.sidx + 11`)} || ' ' || a.last_name,
               'supporters_address', (1 + a.sidx % 200) || ' ' || ${pickAt(streetWords, sql`a.sidx / 4`)} || ' Street, ' || a.city || ', ' || a.country,
               'supporters_phone', a.country_phone || ' ' || lpad((a.sidx::bigint * 65537 % 1000000000)::text, 9, '0'),
               'supporters_email', 'sponsor' || a.sidx || ${email},
               'supporters_workplace', ${pickAt(workplaces, sql`a.sidx`)},
               'supporters_workplace_address', a.city || ', ' || a.country) END,
             CASE WHEN a.step >= 2 THEN jsonb_build_object(
               'emergencies_name', ${pickAt(femaleFirstNames, sql`a.sidx + 5`)} || ' ' || a.last_name,
               'emergencies_phone', a.country_phone || ' ' || lpad((a.sidx::bigint * 48271 % 1000000000)::text, 9, '0'),
               'emergencies_email', CASE WHEN a.sidx % 4 = 0 THEN NULL ELSE 'emergency' || a.sidx || ${email} END,
               'emergencies_address', a.city || ', ' || a.country) END,
             CASE WHEN a.status <> 'draft' THEN '{"terms":true,"consent":true,"accuracy":true,"payment":true,"refund":true,"attendance":true}'::jsonb
                  WHEN a.step >= 3 THEN '{"terms":true,"consent":true,"accuracy":false,"payment":false,"refund":false,"attendance":false}'::jsonb END,
             CASE WHEN a.status <> 'draft' THEN a.created + a.submit_after END,
             CASE WHEN a.status IN ('accepted', 'rejected') THEN least(now(), a.created + a.submit_after + a.decide_after) END,
             a.created,
             CASE WHEN a.status IN ('accepted', 'rejected') THEN least(now(), a.created + a.submit_after + a.decide_after)
                  WHEN a.status <> 'draft' THEN a.created + a.submit_after ELSE a.created END
        FROM (
          SELECT r.*, st.id AS user_id, st.email, st.phone, st.first_name, st.last_name, st.gender, st.code, st.country,
                 st.language, st.country_phone, st.city,
                 CASE WHEN r.status = 'draft' THEN 1 + floor(r.r_step * 4)::int ELSE 4 END AS step,
                 date '1990-01-01' + (r.sidx * 37 % 4000) AS dob,
                 1990 + (r.sidx * 37 % 4000) / 365 AS yob,
                 greatest(st.created_at, now() - interval '420 days') + random() * interval '380 days' AS created,
                 random() * interval '10 days' AS submit_after,
                 interval '5 days' + random() * interval '60 days' AS decide_after,
                 random() < 0.7 AS postal_same,
                 jsonb_build_object('country', st.code, 'city', st.city, 'district', ${pick(['Central', 'North', 'Old Town', 'Cantonment', 'Riverside', 'University Area'])},
                                    'street', (1 + r.sidx % 250) || ' ' || ${pickAt(streetWords, sql`r.sidx`)} || ' Road',
                                    'postal_code', lpad((r.sidx * 17 % 99999)::text, 5, '0'), 'receiver_name', st.first_name || ' ' || st.last_name) AS home,
                 jsonb_build_object('school', st.city || ' ' || ${pickAt(schoolWords, sql`r.sidx`)} || ' High School', 'major', 'Science',
                                    'started', (2005 + (r.sidx * 37 % 4000) / 365) || '-01', 'finished', (2008 + (r.sidx * 37 % 4000) / 365) || '-12',
                                    'gpa', ${pickAt(gpas, sql`r.sidx`)}, 'country', st.code) AS edu_school,
                 jsonb_build_object('school', 'University of ' || st.city, 'major', ${pick(largeMajors.flatMap((m) => m.subjects.slice(0, 4)))},
                                    'started', (2009 + (r.sidx * 37 % 4000) / 365) || '-09', 'finished', (2013 + (r.sidx * 37 % 4000) / 365) || '-06',
                                    'gpa', ${pickAt(gpas, sql`r.sidx / 3`)}, 'country', st.code) AS edu_bachelor,
                 jsonb_build_object('school', st.country || ' ' || ${pick(['National University', 'University of Technology', 'Institute of Science', 'Medical College'])},
                                    'major', ${pick(largeMajors.flatMap((m) => m.subjects.slice(0, 3)))},
                                    'started', (2013 + (r.sidx * 37 % 4000) / 365) || '-09', 'finished', (2015 + (r.sidx * 37 % 4000) / 365) || '-07',
                                    'gpa', ${pickAt(gpas, sql`r.sidx / 7`)}, 'country', st.code) AS edu_master,
                 jsonb_build_object('employer', ${pick(employerWords)}, 'job_title', ${pick(jobTitlesForApplicants)},
                                    'started', (2014 + (r.sidx * 37 % 4000) / 365) || '-01', 'finished', CASE WHEN random() < 0.3 THEN NULL ELSE (2015 + (r.sidx * 37 % 4000) / 365) || '-12' END) AS work1
            FROM (
              SELECT g, (g - 1) / 4 + 1 AS sidx, (g - 1) % 4 AS k, random() AS r_step, random() AS r_desc, random() AS r_wechat, random() AS r_work,
                     CASE WHEN rs < 0.18 THEN 'draft' WHEN rs < 0.40 THEN 'submitted' WHEN rs < 0.58 THEN 'under_review'
                          WHEN rs < 0.66 THEN 'documents_requested' WHEN rs < 0.71 THEN 'resubmitted' WHEN rs < 0.83 THEN 'accepted'
                          WHEN rs < 0.94 THEN 'rejected' ELSE 'withdrawn' END AS status
                FROM (SELECT g, random() AS rs FROM generate_series(1, ${num(A)}) g) g0
            ) r
            JOIN lg_student st ON st.idx = r.sidx
        ) a
        JOIN lg_course c ON c.idx = (a.sidx::bigint * 7919 + a.k * ${num(step4)}) % (SELECT count(*) FROM lg_course)
       ORDER BY a.g`);
    step(`students (${S}) and applications (${A})`);

    // --- employers, company profiles, jobs ----------------------------------------------------
    await run(generatedUkAccounts({ prefix: 'employer', role: 'employer', count: E, email, passwordHash, phoneFactor: 7919, ageDays: 500, spreadDays: 200 }));
    await run(sql`
      INSERT INTO company_profiles (
        user_id, code, is_accepted, street, house, county, city, province, country, description, contact_person_name,
        contact_person_designation, contact_person_email, contact_person_mobile, org_name, est_year, org_size, business_id,
        business_description, trade_license, employer_type_id, website, created_at, updated_at)
      SELECT u.id, 'LGE' || lpad(s.n::text, 5, '0'), random() >= 0.05,
             ${pick(['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'King Street', 'Park Avenue'])},
             (1 + s.n % 180)::text, loc.county, loc.city, NULL, loc.country,
             s.org || ' is a ' || lower(${pick(['growing', 'family-owned', 'well-established', 'award-winning', 'fast-moving'])}) || ' ' ||
               lower(${pick(companyNouns)}) || ' business based in ' || loc.city || '.',
             u.name, ${pick(designations)}, 'hr' || s.n || ${email}, u.phone_code || u.phone_number,
             s.org, ${between(1950, 2024)}, ${pick(orgSizes)}::org_size, 'BID-' || lpad((s.n * 131)::text, 7, '0'),
             ${pick(['Recruitment and staffing', 'Software and IT services', 'Health and social care', 'Retail and wholesale', 'Automotive services', 'Marketing and media', 'Construction and engineering'])},
             'TL-' || lpad((s.n * 977 % 1000000)::text, 6, '0'),
             (SELECT id FROM employer_types ORDER BY id OFFSET (s.n * 7 % greatest(1, (SELECT count(*) FROM employer_types))) LIMIT 1),
             'https://www.example.co.uk/' || s.n, u.created_at, u.created_at
        FROM (
          SELECT u.id, row_number() OVER (ORDER BY u.id)::int AS n,
                 ${pick(companyWords)} || ' ' || ${pick(companyNouns)} || ' ' || ${pick(companySuffixes)} AS org,
                 floor(random() * ${num(jobLocations.length)})::int AS loc_idx
            FROM users u WHERE u.email LIKE ${'employer%' + email}
        ) s
        JOIN users u ON u.id = s.id
        JOIN jsonb_to_recordset(${json(jobLocations.map((l, i) => ({ ...l, idx: i })))}) AS loc(city text, county text, country text, idx int)
          ON loc.idx = s.loc_idx
       ORDER BY s.n`);
    await run(sql`
      CREATE TEMP TABLE lg_employer ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY cp.id)::int AS idx, cp.user_id, cp.id AS company_id, cp.org_name, cp.city, cp.county
        FROM company_profiles cp JOIN users u ON u.id = cp.user_id
       WHERE u.email LIKE ${'employer%' + email}`);
    await run(sql`
      CREATE TEMP TABLE lg_job_category ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY jc.id) - 1)::int AS idx, jc.id,
             coalesce(ARRAY(SELECT jsonb_array_elements_text(t.titles)), ${arr(genericJobTitles)}) AS titles
        FROM job_categories jc
        LEFT JOIN jsonb_each(${json(jobTitlesByCategory)}) AS t(code, titles) ON t.code = jc.code`);
    await run(sql`
      INSERT INTO jobs (
        employer_id, company_profile_id, category_id, title, description, location, city, job_nature,
        experience_min, experience_max, age_min, age_max, salary_min_minor, salary_max_minor, salary_type, positions,
        benefits, other_benefits, skills, expire_date, status, approved_at, created_at, updated_at)
      SELECT e.user_id, e.company_id, jc.id, j.title,
             'We are looking for a ' || lower(j.title) || ' to join ' || e.org_name || ' in ' || e.city || '. ' ||
               ${pick(['Training is provided.', 'Experience in a similar role is an advantage.', 'Immediate start available.', 'Applicants must have the right to work in the UK.', 'A friendly team and a clear path to promotion.'])},
             e.city || ', ' || e.county, e.city, ${pick(jobNatures)}::job_nature,
             j.exp_min, j.exp_min + ${between(0, 5)}, ${between(18, 25)}, ${between(35, 60)},
             j.salary_min, j.salary_min + j.salary_span, j.salary_type::salary_type, ${between(1, 10)},
             ARRAY[${pickAt(jobBenefits, sql`j.r_list`)}, ${pickAt(jobBenefits, sql`j.r_list + 3`)}],
             CASE WHEN random() < 0.3 THEN ARRAY[${pick(['Free lunch', 'Gym membership', 'Staff discount', 'Visa sponsorship'])}] ELSE '{}'::text[] END,
             ARRAY[${pickAt(jobSkills, sql`j.r_list`)}, ${pickAt(jobSkills, sql`j.r_list + 7`)}, ${pickAt(jobSkills, sql`j.r_list + 12`)}],
             current_date + ${between(-30, 120)},
             (CASE WHEN j.approved THEN 'approved' ELSE 'reviewing' END)::job_status,
             CASE WHEN j.approved THEN j.created + interval '1 day' END,
             j.created, j.created
        FROM (
          SELECT g, r_emp, cat_idx,
                 ${arr(jobSeniority)}[1 + floor(random() * ${num(jobSeniority.length)})::int] AS seniority,
                 random() AS r_title, ${between(0, 5)} AS exp_min, ${between(0, 1000)} AS r_list, random() < 0.75 AS approved,
                 now() - random() * interval '365 days' AS created,
                 salary_type,
                 CASE salary_type WHEN 'yearly' THEN ${between(36, 120)} * 50000 WHEN 'monthly' THEN ${between(30, 100)} * 5000 ELSE ${between(1050, 3000)} END AS salary_min,
                 CASE salary_type WHEN 'yearly' THEN ${between(2, 40)} * 50000 WHEN 'monthly' THEN ${between(1, 30)} * 5000 ELSE ${between(0, 1000)} END AS salary_span
            FROM (
              SELECT g, random() AS r_emp, floor(random() * (SELECT count(*) FROM lg_job_category))::int AS cat_idx,
                     CASE WHEN random() < 0.7 THEN 'yearly' WHEN random() < 0.6 THEN 'monthly' ELSE 'hourly' END AS salary_type
                FROM generate_series(1, ${num(J)}) g
            ) g0
        ) j0
        JOIN lg_job_category jc ON jc.idx = j0.cat_idx
        CROSS JOIN LATERAL (
          SELECT j0.*, j0.seniority || jc.titles[1 + floor(j0.r_title * array_length(jc.titles, 1))::int] AS title
        ) j
        JOIN lg_employer e ON e.idx = 1 + floor(power(j.r_emp, 1.3) * ${num(E)})::int
       ORDER BY j.g`);
    step(`employers (${E}), company profiles and jobs (${J})`);

    await seedSeason(run, target, passwordHash, email);
    step(`job seekers (${target.seekers}), job applications (${target.jobApplications}), part-time, direct hire, payments, notifications, contact messages, demo accounts' volume`);

    await run(sql`SELECT public.rebuild_summaries()`);
    step('summaries rebuilt');
    await endBulkLoad(tx as unknown as Db, indexes);
    step(`indexes built (${indexes.length}), triggers on`);

    const [counts] = await queryRows<{ provinces: number; cities: number }>(
      tx as unknown as Db,
      sql`SELECT (SELECT count(*)::int FROM provinces) AS provinces, (SELECT count(*)::int FROM cities) AS cities`,
    );
    return {
      provinces: (counts?.provinces ?? 0) - (provincesBefore[0]?.n ?? 0),
      cities: (counts?.cities ?? 0) - (citiesBefore[0]?.n ?? 0),
    };
  });

  // Statistics for the planner and a visibility map for index-only scans, so that the first
  // searches run on the plans they will keep.
  for (const table of [
    'provinces', 'cities', 'programs', 'universities', 'courses', 'users', 'applications', 'payments', 'company_profiles', 'jobs',
    'candidate_profiles', 'job_applications', 'job_application_stages', 'part_time_applications', 'direct_hire_requests', 'contact_messages',
  ]) {
    await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
  }
  step('vacuum analyze');

  const [n] = await queryRows<{
    universities: number; courses: number; applications: number; jobs: number; students: number; employers: number; companies: number;
    seekers: number; job_applications: number; part_time: number; direct_hire: number; contacts: number; notifications: number; demo_apps: number;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM universities WHERE code LIKE ${LARGE_UNIVERSITY_CODE_PREFIX + '%'}) AS universities,
      (SELECT count(*)::int FROM courses WHERE code LIKE 'LGC%') AS courses,
      (SELECT count(*)::int FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email LIKE ${'%' + email}) AS applications,
      (SELECT count(*)::int FROM jobs j JOIN users u ON u.id = j.employer_id WHERE u.email LIKE ${'%' + email}) AS jobs,
      (SELECT count(*)::int FROM users WHERE email LIKE ${'student%' + email}) AS students,
      (SELECT count(*)::int FROM users WHERE email LIKE ${'employer%' + email}) AS employers,
      (SELECT count(*)::int FROM company_profiles cp JOIN users u ON u.id = cp.user_id WHERE u.email LIKE ${'%' + email}) AS companies,
      (SELECT count(*)::int FROM users WHERE email LIKE ${'seeker%' + email}) AS seekers,
      (SELECT count(*)::int FROM job_applications ja JOIN jobs j ON j.id = ja.job_id JOIN users u ON u.id = j.employer_id
        WHERE u.email LIKE ${'%' + email} OR j.description LIKE ${'%' + LARGE_JOB_MARK}) AS job_applications,
      (SELECT count(*)::int FROM part_time_applications p JOIN users u ON u.id = p.user_id WHERE u.email LIKE ${'%' + email}) AS part_time,
      (SELECT count(*)::int FROM direct_hire_requests WHERE email LIKE ${'%' + email}) AS direct_hire,
      (SELECT count(*)::int FROM contact_messages WHERE email LIKE ${'%' + email}) AS contacts,
      (SELECT count(*)::int FROM notifications
        WHERE link ~ '^/(application|checkout)[?]application_id=[0-9]+$'
          AND substring(link from '[0-9]+$')::int IN (SELECT a.id FROM applications a JOIN universities u ON u.id = a.university_id
                                                        WHERE u.code LIKE ${LARGE_UNIVERSITY_CODE_PREFIX + '%'})) AS notifications,
      (SELECT count(*)::int FROM applications a JOIN universities u ON u.id = a.university_id JOIN users s ON s.id = a.user_id
        WHERE u.code LIKE ${LARGE_UNIVERSITY_CODE_PREFIX + '%'} AND s.email NOT LIKE ${'%' + email}) AS demo_apps`,
  );
  return {
    counts: {
      universities: n?.universities ?? 0,
      courses: n?.courses ?? 0,
      applications: n?.applications ?? 0,
      jobs: n?.jobs ?? 0,
      students: n?.students ?? 0,
      employers: n?.employers ?? 0,
      companyProfiles: n?.companies ?? 0,
      seekers: n?.seekers ?? 0,
      jobApplications: n?.job_applications ?? 0,
      partTime: n?.part_time ?? 0,
      directHire: n?.direct_hire ?? 0,
      contactMessages: n?.contacts ?? 0,
      notifications: n?.notifications ?? 0,
      demoStudentApplications: n?.demo_apps ?? 0,
      provinces: created.provinces,
      cities: created.cities,
    },
    ms: Math.round(performance.now() - started),
    steps,
  };
}
