import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@/db';
import { largeCounts, LargeDataPresentError, seedLarge } from '@/db/seed-large/seed';
import { renderNotification } from '@/lib/notifications/messages';
import { describeEachDatabase } from '../helpers/db';

/**
 * The job figures kept on write (job_counts) against the tables, for every employer and the board
 * (employer 0): the rows that differ (a counter missing, extra or off by any amount).
 */
async function jobCountsOff(db: Parameters<typeof queryRows>[0]): Promise<{ employer_id: number; key: string; kept: number | null; counted: number | null }[]> {
  return queryRows(
    db,
    sql`WITH counted AS (
          SELECT e AS employer_id, 'jobs:' || status AS key, count(*)::int AS n FROM jobs, unnest(ARRAY[employer_id, 0]) e GROUP BY 1, 2
          UNION ALL
          SELECT e, k, count(*)::int FROM job_applications a JOIN jobs j ON j.id = a.job_id, unnest(ARRAY[j.employer_id, 0]) e,
            unnest(CASE WHEN a.viewed_at IS NULL THEN ARRAY['applications', 'applications:unviewed'] ELSE ARRAY['applications'] END) k
           GROUP BY 1, 2)
        SELECT coalesce(k.employer_id, c.employer_id) AS employer_id, coalesce(k.key, c.key) AS key, k.n AS kept, c.n AS counted
          FROM (SELECT * FROM job_counts WHERE n <> 0) k FULL JOIN counted c ON c.employer_id = k.employer_id AND c.key = k.key
         WHERE k.n IS DISTINCT FROM c.n
         LIMIT 5`,
  );
}

class RolledBack extends Error {}

/**
 * What the triggers keep, against what they would make of the tables now, after a bulk load that
 * turned them off (the seed) and rebuilt what they keep once: each summary's rows that differ, by
 * name (empty when all agree). The counters are counted again here; the key tables are made again
 * by the triggers' own refresh functions and the row columns by the triggers themselves (a no-op
 * UPDATE runs them), in a transaction that is rolled back.
 */
async function keptOff(db: Parameters<typeof queryRows>[0]): Promise<{ what: string; off: number }[]> {
  // Rows in one set and not the other, either way.
  const differ = (kept: string, made: string) => `(SELECT count(*)::int FROM ((${kept} EXCEPT ${made}) UNION ALL (${made} EXCEPT ${kept})) d)`;
  let off: { what: string; off: number }[] = [];
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as typeof db;
      const [counts] = await queryRows<Record<string, number>>(
        t,
        sql.raw(`SELECT
          (SELECT count(*)::int FROM courses c
            WHERE c.application_count <> (SELECT count(*) FROM applications a WHERE a.course_id = c.id AND a.status <> 'draft')) AS "courses.application_count",
          (SELECT count(*)::int FROM universities u
            WHERE u.application_count <> (SELECT count(*) FROM applications a WHERE a.university_id = u.id AND a.status <> 'draft')) AS "universities.application_count",
          ${differ(
            `SELECT status::text, month, n FROM application_month_counts WHERE n <> 0`,
            `SELECT status::text, public.application_month_of(submitted_at), count(*)::int FROM applications GROUP BY 1, 2`,
          )} AS application_month_counts,
          ${differ(
            `SELECT key, n FROM dashboard_counts WHERE n <> 0`,
            `SELECT * FROM (SELECT 'payments:' || status, count(*)::int AS n FROM payments GROUP BY status
               UNION ALL SELECT 'users:' || role, count(*)::int FROM users GROUP BY role
               UNION ALL SELECT 'courses', count(*)::int FROM courses UNION ALL SELECT 'courses:enabled', count(*)::int FROM courses WHERE status
               UNION ALL SELECT 'universities', count(*)::int FROM universities
               UNION ALL SELECT 'universities:enabled', count(*)::int FROM universities WHERE status) x WHERE n <> 0`,
          )} AS dashboard_counts,
          ${differ(
            `SELECT category_id, expire_date, n FROM public_job_expiry_counts WHERE n <> 0`,
            `SELECT category_id, coalesce(expire_date, 'infinity'::date), count(*)::int FROM public_job_keys GROUP BY 1, 2`,
          )} AS public_job_expiry_counts`),
      );
      off = Object.entries(counts ?? {}).map(([what, n]) => ({ what, off: n }));

      for (const [table, refresh, ids] of [
        ['application_review_keys', 'application_review_refresh', 'SELECT id FROM applications'],
        ['public_job_keys', 'public_job_keys_refresh', 'SELECT id FROM jobs'],
        ['candidate_search_keys', 'candidate_search_refresh', 'SELECT id FROM users'],
      ]) {
        await t.execute(sql.raw(`CREATE TEMP TABLE kept_${table} ON COMMIT DROP AS SELECT * FROM ${table}`));
        await t.execute(sql.raw(`DELETE FROM ${table}`));
        await t.execute(sql.raw(`SELECT public.${refresh}(ARRAY(${ids}))`));
        const [d] = await queryRows<{ n: number }>(t, sql.raw(`SELECT ${differ(`SELECT * FROM kept_${table}`, `SELECT * FROM ${table}`)} AS n`));
        off.push({ what: table, off: d?.n ?? -1 });
      }

      // The row columns: the BEFORE triggers run on a no-op update (the courses' first: a
      // university's new text would be cascaded to its courses).
      await t.execute(sql`CREATE TEMP TABLE kept_courses ON COMMIT DROP AS SELECT id, search_text, tuition_minor, university_name, program_name FROM courses`);
      await t.execute(sql`CREATE TEMP TABLE kept_universities ON COMMIT DROP AS SELECT id, search_text FROM universities`);
      await t.execute(sql`UPDATE universities SET name = name`);
      await t.execute(sql`UPDATE courses SET fee_minor = fee_minor`);
      const [cols] = await queryRows<{ universities: number; courses: number }>(
        t,
        sql.raw(`SELECT ${differ('SELECT * FROM kept_universities', 'SELECT id, search_text FROM universities')} AS universities,
                        ${differ('SELECT * FROM kept_courses', 'SELECT id, search_text, tuition_minor, university_name, program_name FROM courses')} AS courses`),
      );
      off.push({ what: 'universities.search_text', off: cols?.universities ?? -1 }, { what: 'courses.search_text, tuition_minor, sort names', off: cols?.courses ?? -1 });
      throw new RolledBack();
    });
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
  }
  return off.filter((o) => o.off !== 0);
}

const SCALE = 0.01;

describeEachDatabase('large seed (scale 0.01)', ({ db }) => {
  it('creates the scaled counts, with everything the triggers keep rebuilt', { timeout: 120_000 }, async () => {
    const expected = largeCounts(SCALE);
    // The demo student (seeded by the CLI before the dataset) gets applications of their own.
    await db().execute(sql`INSERT INTO users (email, password_hash, role, name, email_verified_at) VALUES ('student@demo.test', 'x', 'student', 'Demo Student', now())`);
    const result = await seedLarge(db(), { scale: SCALE });
    expect(result.counts).toMatchObject({
      universities: expected.universities,
      courses: expected.courses,
      applications: expected.applications,
      jobs: expected.jobs,
      students: expected.students,
      employers: expected.employers,
      companyProfiles: expected.employers,
    });
    expect(result.counts.provinces).toBe(34);
    expect(result.counts.cities).toBeGreaterThanOrEqual(300);

    const [c] = await queryRows<{ empty: number; with_uni: number; n: number; titles: number; engineering: number; university: number }>(
      db(),
      sql`SELECT count(*) FILTER (WHERE c.search_text = '')::int AS empty,
                 count(*) FILTER (WHERE strpos(c.search_text, public.f_search_norm(u.name)) > 0)::int AS with_uni,
                 count(*)::int AS n,
                 count(DISTINCT c.title)::int AS titles,
                 count(*) FILTER (WHERE c.search_vector @@ to_tsquery('simple', 'engineering'))::int AS engineering,
                 count(*) FILTER (WHERE c.search_vector @@ to_tsquery('simple', 'university'))::int AS university
            FROM courses c JOIN universities u ON u.id = c.university_id
           WHERE c.code LIKE 'LGC%'`,
    );
    expect(c.n).toBe(expected.courses);
    expect(c.empty).toBe(0);
    // The course text carries its university's text (the trigger's definition).
    expect(c.with_uni).toBe(c.n);
    expect(c.titles).toBeGreaterThan(c.n / 4);
    // "university" is nearly everywhere, "engineering" common but not universal.
    expect(c.university).toBeGreaterThan(c.n * 0.8);
    expect(c.engineering).toBeGreaterThan(c.n * 0.1);
    expect(c.engineering).toBeLessThan(c.n * 0.8);

    const [v] = await queryRows<{ empty: number; zh: number; disabled: number; fees_ok: number; n: number }>(
      db(),
      sql`SELECT count(*) FILTER (WHERE search_text = '')::int AS empty, count(name_zh)::int AS zh,
                 count(*) FILTER (WHERE NOT status)::int AS disabled,
                 count(*) FILTER (WHERE bachelor_fee_minor > 0 AND bachelor_fee_minor % 100 = 0 AND masters_fee_minor > bachelor_fee_minor)::int AS fees_ok,
                 count(*)::int AS n
            FROM universities WHERE code LIKE 'LG-%'`,
    );
    expect(v.empty).toBe(0);
    expect(v.zh).toBeGreaterThan(0);
    expect(v.fees_ok).toBe(v.n);

    // Applications: varied, realistic sections; one open application per student and course.
    const [a] = await queryRows<{ statuses: number; emails: number; edu_max: number; nationalities: number; bad_course: number }>(
      db(),
      sql`SELECT count(DISTINCT a.status)::int AS statuses,
                 count(DISTINCT contact_details->>'email')::int AS emails,
                 max(jsonb_array_length(a.education_background))::int AS edu_max,
                 count(DISTINCT students_information->>'nationality')::int AS nationalities,
                 count(*) FILTER (WHERE c.university_id <> a.university_id OR c.program_id <> a.program_id)::int AS bad_course
            FROM applications a JOIN courses c ON c.id = a.course_id
           WHERE a.contact_details->>'email' <> 'student@demo.test'`,
    );
    expect(a.statuses).toBeGreaterThanOrEqual(5);
    expect(a.emails).toBe(expected.students);
    expect(a.edu_max).toBeGreaterThanOrEqual(2);
    expect(a.nationalities).toBeGreaterThan(3);
    expect(a.bad_course).toBe(0);

    // Jobs use the reference job categories (44..48, 105..107) and belong to company profiles.
    const [j] = await queryRows<{ cats: number; unknown_cat: number; no_company: number }>(
      db(),
      sql`SELECT count(DISTINCT category_id)::int AS cats,
                 count(*) FILTER (WHERE category_id NOT IN (44, 45, 46, 47, 48, 105, 106, 107))::int AS unknown_cat,
                 count(*) FILTER (WHERE company_profile_id IS NULL)::int AS no_company
            FROM jobs`,
    );
    expect(j.cats).toBeGreaterThan(4);
    expect(j.unknown_cat).toBe(0);
    expect(j.no_company).toBe(0);

    // The rest of a season: job seekers with resumes and preferences, job applications in every
    // stage with their history, part-time entries, direct hire, payments in every state, contact messages.
    expect(result.counts).toMatchObject({ seekers: expected.seekers, partTime: expected.partTime, directHire: expected.directHire, contactMessages: expected.contactMessages });
    expect(result.counts.jobApplications).toBeGreaterThan(expected.jobApplications * 0.5);
    const [s] = await queryRows<{ profiles: number; with_prefs: number; skills: number; stages: number; history_missing: number; pay_states: number; dh_states: number; unread: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM candidate_profiles) AS profiles,
                 (SELECT count(*)::int FROM candidate_profiles WHERE cardinality(job_category_choice) > 0 AND cardinality(pref_cities) > 0) AS with_prefs,
                 (SELECT count(*)::int FROM candidate_skills) AS skills,
                 (SELECT count(DISTINCT status)::int FROM job_applications) AS stages,
                 (SELECT count(*)::int FROM job_applications ja WHERE NOT EXISTS (SELECT 1 FROM job_application_stages s WHERE s.application_id = ja.id AND s.to_status = ja.status)) AS history_missing,
                 (SELECT count(DISTINCT status)::int FROM payments) AS pay_states,
                 (SELECT count(DISTINCT status)::int FROM direct_hire_requests) AS dh_states,
                 (SELECT count(*)::int FROM contact_messages WHERE read_at IS NULL) AS unread`,
    );
    expect(s.profiles).toBe(expected.seekers);
    expect(s.with_prefs).toBe(expected.seekers);
    expect(s.skills).toBe(expected.seekers * 3);
    expect(s.stages).toBeGreaterThanOrEqual(6);
    expect(s.history_missing).toBe(0);
    expect(s.pay_states).toBeGreaterThanOrEqual(3);
    expect(s.dh_states).toBeGreaterThanOrEqual(2);
    expect(s.unread).toBeGreaterThan(0);

    // Notifications as the domain writes them (a message key with raw values), each rendered in
    // words; the demo student's applications and notifications are their own.
    expect(result.counts.notifications).toBeGreaterThan(expected.applications * 0.5);
    const kinds = await queryRows<{ message_key: string; params: Record<string, string | null> }>(
      db(),
      sql`SELECT DISTINCT ON (message_key, params->>'status', params->>'fee') message_key, params FROM notifications ORDER BY message_key, params->>'status', params->>'fee'`,
    );
    expect(new Set(kinds.map((k) => k.message_key))).toEqual(new Set(['applicationStatus', 'paymentConfirmed', 'paymentRefunded']));
    for (const k of kinds) {
      const { title } = renderNotification({ messageKey: k.message_key, params: k.params, title: null, body: null });
      expect(title, JSON.stringify(k)).not.toMatch(/\b(?:values|notifications)\.[a-zA-Z]/);
      expect(title.length, JSON.stringify(k)).toBeGreaterThan(5);
    }
    const [demo] = await queryRows<{ apps: number; foreign_links: number; notes: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = 'student@demo.test') AS apps,
                 (SELECT count(*)::int FROM notifications n JOIN applications a ON n.link = '/application?application_id=' || a.id WHERE a.user_id <> n.user_id) AS foreign_links,
                 (SELECT count(*)::int FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'student@demo.test') AS notes`,
    );
    expect(demo.apps).toBe(expected.demoStudentApplications);
    expect(demo.foreign_links).toBe(0);
    expect(demo.notes).toBeGreaterThan(0);

    // The dashboards' job figures count the generated board too (kept on write by the bulk inserts).
    expect(await jobCountsOff(db())).toEqual([]);
    const [board] = await queryRows<{ n: number }>(db(), sql`SELECT n FROM job_counts WHERE employer_id = 0 AND key = 'applications'`);
    expect(board.n).toBe(result.counts.jobApplications);
    // Everything else the triggers keep, rebuilt once after the bulk load.
    expect(await keptOff(db())).toEqual([]);
  });

  it('refuses a second run, and --reset replaces the generated rows', { timeout: 120_000 }, async () => {
    await expect(seedLarge(db(), { scale: SCALE })).rejects.toBeInstanceOf(LargeDataPresentError);
    const again = await seedLarge(db(), { scale: SCALE, reset: true });
    expect(again.counts.universities).toBe(largeCounts(SCALE).universities);
    expect(again.counts.provinces).toBe(0); // kept from the first run
    const [n] = await queryRows<{ u: number; c: number; a: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM universities) AS u, (SELECT count(*)::int FROM courses) AS c,
                 (SELECT count(*)::int FROM applications) AS a`,
    );
    expect(n).toEqual({ u: largeCounts(SCALE).universities, c: largeCounts(SCALE).courses, a: largeCounts(SCALE).applications + largeCounts(SCALE).demoStudentApplications });
    // The season's rows were replaced, not doubled.
    const [m] = await queryRows<{ seekers: number; contacts: number; dh: number; pt: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM candidate_profiles) AS seekers, (SELECT count(*)::int FROM contact_messages) AS contacts,
                 (SELECT count(*)::int FROM direct_hire_requests) AS dh, (SELECT count(*)::int FROM part_time_applications) AS pt`,
    );
    expect(m).toEqual({ seekers: largeCounts(SCALE).seekers, contacts: largeCounts(SCALE).contactMessages, dh: largeCounts(SCALE).directHire, pt: largeCounts(SCALE).partTime });
    expect(await jobCountsOff(db())).toEqual([]);
    expect(await keptOff(db())).toEqual([]);
  });
});
