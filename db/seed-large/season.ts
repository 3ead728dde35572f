/**
 * The rest of a season on top of the catalogue, the students and the jobs of ./seed.ts: job
 * seekers with resumes and preferences, job applications in every stage (with their stage
 * history), part-time entries, direct-hire requests, payments in every state, contact messages,
 * and volume for the demo accounts, so that every role's pages have real rows to page through.
 * Generated in SQL inside the seed's transaction, like the rest. Everything it makes is found
 * again by ./seed.ts `resetLargeData`: generated accounts by their e-mail domain, rows of the
 * demo accounts by the generated jobs, courses and universities they point at, and the demo
 * employer's generated jobs by `LARGE_JOB_MARK` in their description.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEMO_ADMIN_EMAIL } from '../seed/data/accounts';
import { arr, between, generatedUkAccounts, num, pick, pickAt } from './sql';
import { femaleFirstNames, jobLocations, jobSkills, lastNames, schoolWords } from './vocabulary';

/** The last sentence of every job generated for a demo employer (how a reset finds them). */
export const LARGE_JOB_MARK = 'Generated for the scale dataset.';

export interface SeasonCounts {
  seekers: number;
  jobApplications: number;
  partTime: number;
  directHire: number;
  contactMessages: number;
  /** applications on generated courses that the demo student gets as their own */
  demoStudentApplications: number;
}

/** The demo accounts that get volume (README, "Demo logins"). */
const DEMO = { student: 'student@demo.test', employer: 'employer@demo.test', candidate: 'candidate@demo.test' };

const objectives = [
  'To grow as a professional in a team that values quality and learning.',
  'Looking for a role where I can use my experience and keep learning new skills.',
  'A hard-working and reliable person seeking a long-term position.',
  'Recent graduate looking for a first role with training and responsibility.',
];
const jobLevels = ['Entry level', 'Mid level', 'Senior level', 'Top level'];
const keywordsList = ['care', 'warehouse', 'driver', 'developer', 'sales', 'admin', 'teacher', 'nurse', 'engineer', 'accounts', 'chef', 'cleaner'];
const eduLevels = ['Secondary', 'Higher Secondary', 'Bachelor', 'Masters', 'Diploma'];
const degreeTitles = ['BSc Computer Science', 'BA Business Studies', 'HND Engineering', 'A-levels', 'BSc Nursing', 'MBA', 'GCSEs', 'BTEC Health and Social Care'];
const orgs = ['Tesco', 'NHS Trust', 'Amazon', 'Local council', 'Sainsbury’s', 'Royal Mail', 'BT', 'Family business', 'Barclays', 'Costa Coffee'];
const designationsWorked = ['Assistant', 'Team Member', 'Supervisor', 'Developer', 'Carer', 'Driver', 'Administrator', 'Sales Associate'];
const availability = ['Weekends', 'Evenings', 'Weekdays 9-5', 'Any time', 'Mornings only'];
const coverNotes = [
  'I am very interested in this role and available to start soon.',
  'Please find my CV attached. I have relevant experience and would love to hear from you.',
  'I believe my skills are a good match for this position.',
];
const contactSubjects = ['Question about fees', 'Scholarship enquiry', 'My application status', 'Accommodation on campus', 'Visa documents', 'Change of intake', 'Payment confirmation'];
const paymentRefs = ['BOC', 'ICBC', 'HSBC', 'WALLET', 'CHQ', 'RCPT'];

/**
 * Adds the season's rows. `run` executes in the seed's transaction; `passwordHash` is the one
 * hash of every generated account; `email` the generated accounts' domain (with its `@`).
 */
export async function seedSeason(run: (q: SQL) => Promise<unknown>, c: SeasonCounts, passwordHash: string, email: string): Promise<void> {
  const K = c.seekers;

  // --- job seekers, their resumes and preferences --------------------------------------------
  await run(generatedUkAccounts({ prefix: 'seeker', role: 'candidate', count: K, email, passwordHash, phoneFactor: 48271, ageDays: 30, spreadDays: 400 }));
  await run(sql`
    CREATE TEMP TABLE lg_seeker ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id)::int AS idx, id, first_name, last_name, gender, created_at
      FROM users WHERE email LIKE ${'seeker%' + email}`);
  await run(sql`
    INSERT INTO candidate_profiles (
      user_id, is_public, shared_contacts, first_name, last_name, gender, dob, primary_contact_no, nationality, objective, job_level,
      job_nature, expected_salary_minor, expected_salary_type, job_category_choice, keywords, pref_cities, special_skills,
      created_at, updated_at)
    SELECT s.id, random() < 0.4, CASE WHEN random() < 0.3 THEN ARRAY['email', 'phone'] ELSE '{}'::text[] END,
           s.first_name, s.last_name, lower(s.gender), date '1975-01-01' + (s.idx * 37 % 10000),
           '+447' || lpad((s.idx::bigint * 16807 % 1000000000)::text, 9, '0'),
           ${pick(['GB', 'GB', 'GB', 'BD', 'IN', 'PK', 'NG', 'PL'])},
           ${pick(objectives)}, ${pick(jobLevels)},
           ${pick(['fulltime', 'fulltime', 'parttime', 'contractual'])}::job_nature,
           ${between(22, 60)} * 100000, 'yearly'::salary_type,
           ARRAY(SELECT id FROM lg_job_category WHERE idx IN (s.idx % (SELECT count(*) FROM lg_job_category), (s.idx * 7) % (SELECT count(*) FROM lg_job_category))),
           ARRAY[${pickAt(keywordsList, sql`s.idx`)}, ${pickAt(keywordsList, sql`s.idx / 5`)}],
           ARRAY[${pickAt(jobLocations.map((l) => l.city), sql`s.idx`)}],
           ARRAY[${pickAt(jobSkills, sql`s.idx`)}, ${pickAt(jobSkills, sql`s.idx / 3 + 4`)}],
           s.created_at, s.created_at
      FROM lg_seeker s
     ORDER BY s.idx`);
  await run(sql`
    CREATE TEMP TABLE lg_profile ON COMMIT DROP AS
    SELECT s.idx, p.id FROM lg_seeker s JOIN candidate_profiles p ON p.user_id = s.id`);
  await run(sql`
    INSERT INTO candidate_skills (profile_id, skill_name, acquired_from, sort_order, created_at, updated_at)
    SELECT p.id, ${pickAt(jobSkills, sql`p.idx * 3 + k`)}, ${pick(['self', 'job', 'education', 'training'])}::skill_source, k, now(), now()
      FROM lg_profile p CROSS JOIN generate_series(0, 2) k`);
  await run(sql`
    INSERT INTO candidate_educations (profile_id, edu_level, degree_title, major, institute, result, passing_year, sort_order, created_at, updated_at)
    SELECT p.id, ${pick(eduLevels)}, ${pick(degreeTitles)}, ${pick(['Computing', 'Business', 'Health', 'Engineering', 'Arts', 'Science'])},
           ${pickAt(schoolWords, sql`p.idx`)} || ' College', ${pick(['First', '2:1', '2:2', 'Merit', 'Distinction', 'Pass'])},
           ${between(1998, 2025)}, 0, now(), now()
      FROM lg_profile p`);
  await run(sql`
    INSERT INTO candidate_experiences (profile_id, org_name, designation, from_date, to_date, curr_working, responsibilities, sort_order, created_at, updated_at)
    SELECT p.id, ${pick(orgs)}, ${pick(designationsWorked)}, date '2015-01-01' + (p.idx * 13 % 3000),
           CASE WHEN p.idx % 3 = 0 THEN NULL ELSE date '2015-01-01' + (p.idx * 13 % 3000) + 400 END, p.idx % 3 = 0,
           'Day-to-day duties, working with customers and the team.', 0, now(), now()
      FROM lg_profile p WHERE p.idx % 4 <> 0`);

  // --- job applications in every stage, with their history ------------------------------------
  await run(sql`
    CREATE TEMP TABLE lg_open_job ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY j.id)::int - 1 AS idx, j.id, j.employer_id
      FROM jobs j JOIN lg_employer e ON e.user_id = j.employer_id
     WHERE j.status = 'approved'`);
  await run(sql`
    INSERT INTO job_applications (job_id, candidate_id, cover_letter, status, viewed_at, created_at, updated_at)
    SELECT j.id, s.id, CASE WHEN random() < 0.5 THEN ${pick(coverNotes)} END, a.status::job_application_status,
           CASE WHEN a.status NOT IN ('applied', 'withdrawn') THEN a.created + interval '1 day' END,
           a.created, a.created + CASE WHEN a.status = 'applied' THEN interval '0' ELSE interval '2 days' END
      FROM (
        SELECT g, (g - 1) % ${num(K)} + 1 AS sidx, (g - 1) / ${num(K)} AS k,
               now() - interval '1 day' - random() * interval '200 days' AS created,
               CASE WHEN rs < 0.30 THEN 'applied' WHEN rs < 0.50 THEN 'viewed' WHEN rs < 0.62 THEN 'shortlisted'
                    WHEN rs < 0.72 THEN 'interview' WHEN rs < 0.78 THEN 'offered' WHEN rs < 0.82 THEN 'hired'
                    WHEN rs < 0.95 THEN 'rejected' ELSE 'withdrawn' END AS status
          FROM (SELECT g, random() AS rs FROM generate_series(1, ${num(c.jobApplications)}) g) g0
      ) a
      JOIN lg_seeker s ON s.idx = a.sidx
      JOIN lg_open_job j ON j.idx = (a.sidx::bigint * 7919 + a.k * greatest(1, (SELECT count(*) FROM lg_open_job) / 9)) % (SELECT count(*) FROM lg_open_job)
    ON CONFLICT (job_id, candidate_id) DO NOTHING`);
  await run(sql`
    INSERT INTO job_application_stages (application_id, from_status, to_status, actor_id, created_at)
    SELECT ja.id, NULL::job_application_status, 'applied'::job_application_status, ja.candidate_id, ja.created_at
      FROM job_applications ja JOIN lg_seeker s ON s.id = ja.candidate_id
    UNION ALL
    SELECT ja.id, 'applied'::job_application_status, ja.status, CASE WHEN ja.status = 'withdrawn' THEN ja.candidate_id ELSE j.employer_id END, ja.updated_at
      FROM job_applications ja JOIN lg_seeker s ON s.id = ja.candidate_id JOIN jobs j ON j.id = ja.job_id
     WHERE ja.status <> 'applied'`);

  // --- part-time entries and direct-hire requests ---------------------------------------------
  await run(sql`
    INSERT INTO part_time_applications (user_id, full_name, city, skills, rate_minor, availability, created_at, updated_at)
    SELECT s.id, s.first_name || ' ' || s.last_name, ${pickAt(jobLocations.map((l) => l.city), sql`s.idx * 3`)},
           ARRAY[${pickAt(jobSkills, sql`s.idx`)}, ${pickAt(jobSkills, sql`s.idx + 5`)}], ${between(1100, 2500)}, ${pick(availability)},
           s.created_at + interval '3 days', s.created_at + interval '3 days'
      FROM lg_seeker s WHERE s.idx <= ${num(c.partTime)}`);
  await run(sql`
    INSERT INTO direct_hire_requests (
      street, house, city, county, country, description, job_title, org_name, salary_type, salary_min_minor, salary_max_minor,
      working_hour_from, working_hour_to, date_from, date_to, skills, experience_min, experience_max, position_no, contact_no, email,
      job_category_id, status, handled_at, created_at, updated_at)
    SELECT ${pick(['High Street', 'Station Road', 'Mill Lane'])}, (1 + g % 90)::text, loc.city, loc.county, loc.country,
           'We need help with ' || lower(jc.titles[1]) || ' work for a few weeks.', jc.titles[1],
           CASE WHEN g % 3 = 0 THEN NULL ELSE ${pick(orgs)} END, 'hourly'::salary_type, ${between(1100, 1500)}, ${between(1600, 2600)},
           CASE WHEN g % 10 = 0 THEN time '22:00' ELSE time '09:00' END, CASE WHEN g % 10 = 0 THEN time '06:00' ELSE time '17:00' END,
           current_date + (g % 30), current_date + (g % 30) + 14, ARRAY[${pickAt(jobSkills, sql`g`)}], 0, ${between(1, 5)}, ${between(1, 4)},
           '+447' || lpad((g::bigint * 69621 % 1000000000)::text, 9, '0'), 'hire' || g || ${email}, jc.id,
           st, CASE WHEN st <> 'new' THEN created + interval '2 days' END, created, created
      FROM (
        SELECT g, now() - random() * interval '120 days' AS created,
               CASE WHEN random() < 0.5 THEN 'new' WHEN random() < 0.6 THEN 'contacted' ELSE 'closed' END AS st,
               floor(random() * ${num(jobLocations.length)})::int AS loc_idx, floor(random() * (SELECT count(*) FROM lg_job_category))::int AS cat_idx
          FROM generate_series(1, ${num(c.directHire)}) g
      ) d
      JOIN lg_job_category jc ON jc.idx = d.cat_idx
      JOIN jsonb_to_recordset(${JSON.stringify(jobLocations.map((l, i) => ({ ...l, idx: i })))}::jsonb) AS loc(city text, county text, country text, idx int)
        ON loc.idx = d.loc_idx`);

  // --- payments in every state for the submitted applications ---------------------------------
  await run(sql`
    INSERT INTO payments (application_id, kind, amount_minor, currency, method, reference, status, submitted_at, confirmed_by, confirmed_at,
                          refunded_at, note, created_at, updated_at)
    SELECT a.id, k.kind::payment_kind, k.amount, 'CNY',
           CASE WHEN p.st <> 'unpaid' THEN ${pick(['bank_transfer', 'bank_transfer', 'online_wallet', 'cheque', 'cash'])}::payment_method END,
           CASE WHEN p.st <> 'unpaid' THEN ${pick(paymentRefs)} || ' ' || lpad((a.id * 31 % 100000)::text, 5, '0') END,
           p.st::payment_status,
           CASE WHEN p.st <> 'unpaid' THEN a.submitted_at + interval '2 days' END,
           CASE WHEN p.st IN ('paid', 'refunded') THEN (SELECT id FROM users WHERE email = ${DEMO_ADMIN_EMAIL}) END,
           CASE WHEN p.st IN ('paid', 'refunded') THEN a.submitted_at + interval '5 days' END,
           CASE WHEN p.st = 'refunded' THEN a.submitted_at + interval '20 days' END,
           CASE WHEN p.st = 'refunded' THEN 'Refunded after the application was withdrawn' END,
           a.submitted_at, a.submitted_at + interval '5 days'
      FROM applications a
      JOIN universities u ON u.id = a.university_id AND u.code LIKE 'LG-%'
      CROSS JOIN (VALUES ('application_fee', 80000), ('service_fee', 150000)) AS k(kind, amount)
      CROSS JOIN LATERAL (
        SELECT CASE WHEN a.status = 'withdrawn' AND random() < 0.5 THEN 'refunded'
                    WHEN a.status IN ('accepted', 'rejected') THEN CASE WHEN random() < 0.85 THEN 'paid' ELSE 'pending' END
                    WHEN random() < 0.35 THEN 'unpaid' WHEN random() < 0.6 THEN 'pending' ELSE 'paid' END AS st
      ) p
     WHERE a.status <> 'draft'
    ON CONFLICT (application_id, kind) DO NOTHING`);

  // --- the demo student's volume: applications on generated courses, as their own ---------------
  await run(sql`
    INSERT INTO applications (
      user_id, university_id, course_id, program_id, description, status, current_step, contact_details,
      students_information, home_address, postal_address, postal_same_as_home, language_proficiency,
      education_background, work_experience, family_contact, financial_supporter, emergency_contact, declaration,
      submitted_at, decided_at, created_at, updated_at)
    SELECT d.id, a.university_id, a.course_id, a.program_id, a.description, a.status, a.current_step,
           a.contact_details || jsonb_build_object('email', d.email),
           a.students_information || jsonb_build_object('first_name', d.first_name, 'last_name', d.last_name),
           a.home_address, a.postal_address, a.postal_same_as_home, a.language_proficiency,
           a.education_background, a.work_experience, a.family_contact, a.financial_supporter, a.emergency_contact, a.declaration,
           a.submitted_at, a.decided_at, a.created_at, a.updated_at
      FROM users d
      CROSS JOIN LATERAL (
        -- one per course (one open application per student and course)
        SELECT DISTINCT ON (a.course_id) a.* FROM applications a JOIN universities u ON u.id = a.university_id AND u.code LIKE 'LG-%'
         ORDER BY a.course_id, a.id LIMIT ${num(c.demoStudentApplications)}
      ) a
     WHERE d.email = ${DEMO.student}`);

  // --- notifications: each application's latest status, each settled fee --------------------------
  // As the domain writes them (lib/notifications/messages.ts, links as lib/applications/reads.ts and
  // fees.ts make them): a message key with raw values.
  await run(sql`
    INSERT INTO notifications (user_id, type, message_key, params, link, read_at, created_at, updated_at)
    SELECT a.user_id, 'application_status', 'applicationStatus', jsonb_build_object('status', a.status::text, 'note', NULL),
           '/application?application_id=' || a.id,
           CASE WHEN a.id % 3 <> 0 THEN coalesce(a.decided_at, a.submitted_at) + interval '1 day' END,
           coalesce(a.decided_at, a.submitted_at), coalesce(a.decided_at, a.submitted_at)
      FROM applications a JOIN universities u ON u.id = a.university_id AND u.code LIKE 'LG-%'
     WHERE a.status <> 'draft' AND a.user_id IS NOT NULL`);
  await run(sql`
    INSERT INTO notifications (user_id, type, message_key, params, link, read_at, created_at, updated_at)
    SELECT a.user_id, 'payment', CASE WHEN p.status = 'paid' THEN 'paymentConfirmed' ELSE 'paymentRefunded' END,
           jsonb_build_object('fee', p.kind::text, 'note', p.note),
           '/checkout?application_id=' || a.id,
           CASE WHEN p.id % 2 = 0 THEN coalesce(p.refunded_at, p.confirmed_at) + interval '1 day' END,
           coalesce(p.refunded_at, p.confirmed_at), coalesce(p.refunded_at, p.confirmed_at)
      FROM payments p JOIN applications a ON a.id = p.application_id
      JOIN universities u ON u.id = a.university_id AND u.code LIKE 'LG-%'
     WHERE p.status IN ('paid', 'refunded') AND a.user_id IS NOT NULL`);

  // --- contact messages (read, answered, new) ----------------------------------------------------
  await run(sql`
    INSERT INTO contact_messages (name, email, subject, message, ip, read_at, handled_at, handled_by, created_at, updated_at)
    SELECT fn || ' ' || ln, 'visitor' || g || ${email}, ${pick(contactSubjects)},
           'Hello, I would like to know more. ' || ${pick(['Thank you.', 'Please reply soon.', 'Best regards.'])},
           '203.0.113.' || (g % 250 + 1),
           CASE WHEN r < 0.7 THEN created + interval '1 day' END,
           CASE WHEN r < 0.4 THEN created + interval '2 days' END,
           CASE WHEN r < 0.4 THEN (SELECT id FROM users WHERE email = ${DEMO_ADMIN_EMAIL}) END,
           created, created
      FROM (SELECT g, random() AS r, ${pick(femaleFirstNames)} AS fn, ${pick(lastNames)} AS ln, now() - random() * interval '300 days' AS created
              FROM generate_series(1, ${num(c.contactMessages)}) g) m`);

  // --- volume for the demo accounts -----------------------------------------------------------
  // The demo employer posts a share of jobs (marked), with applicants; the demo candidate applies
  // to generated jobs; the demo student applies to generated courses.
  const demoJobs = Math.max(2, Math.round(c.jobApplications / 200));
  await run(sql`
    INSERT INTO jobs (
      employer_id, company_profile_id, category_id, title, description, location, city, job_nature, experience_min, experience_max,
      salary_min_minor, salary_max_minor, salary_type, positions, skills, expire_date, status, approved_at, created_at, updated_at)
    SELECT u.id, cp.id, jc.id, jc.titles[1 + g % array_length(jc.titles, 1)],
           'A role at ' || cp.org_name || '. ' || ${LARGE_JOB_MARK}, cp.city, cp.city, 'fulltime'::job_nature, 0, 3,
           ${between(24, 40)} * 100000, ${between(41, 60)} * 100000, 'yearly'::salary_type, ${between(1, 5)},
           ARRAY[${pickAt(jobSkills, sql`g`)}], current_date + ${between(-10, 90)},
           (CASE WHEN g % 10 < 7 THEN 'approved' WHEN g % 10 < 8 THEN 'reviewing' WHEN g % 10 < 9 THEN 'rejected' ELSE 'closed' END)::job_status,
           CASE WHEN g % 10 < 7 OR g % 10 = 9 THEN created + interval '1 day' END, created, created
      FROM generate_series(1, ${num(demoJobs)}) g
      CROSS JOIN LATERAL (SELECT now() - random() * interval '200 days' AS created) t
      JOIN users u ON u.email = ${DEMO.employer}
      JOIN LATERAL (SELECT id, org_name, coalesce(city, 'London') AS city FROM company_profiles WHERE user_id = u.id ORDER BY id LIMIT 1) cp ON true
      JOIN lg_job_category jc ON jc.idx = g % (SELECT count(*) FROM lg_job_category)`);
  await run(sql`
    INSERT INTO job_applications (job_id, candidate_id, status, viewed_at, created_at, updated_at)
    SELECT j.id, s.id, (${arr(['applied', 'viewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn'])}[1 + (s.idx + j.id) % 8])::job_application_status,
           CASE WHEN (s.idx + j.id) % 8 NOT IN (0, 7) THEN j.created_at + interval '3 days' END, j.created_at + interval '2 days', j.created_at + interval '3 days'
      FROM jobs j
      JOIN users u ON u.id = j.employer_id AND u.email = ${DEMO.employer}
      JOIN lg_seeker s ON s.idx % ${num(demoJobs)} = (j.id % ${num(demoJobs)}) AND s.idx <= ${num(Math.max(20, demoJobs * 20))}
     WHERE j.description LIKE ${'%' + LARGE_JOB_MARK} AND j.status IN ('approved', 'closed')
    ON CONFLICT (job_id, candidate_id) DO NOTHING`);
  await run(sql`
    INSERT INTO job_applications (job_id, candidate_id, status, created_at, updated_at)
    SELECT j.id, u.id, (${arr(['applied', 'viewed', 'shortlisted', 'interview', 'rejected'])}[1 + j.idx % 5])::job_application_status,
           now() - (j.idx % 90) * interval '1 day', now() - (j.idx % 90) * interval '1 day'
      FROM lg_open_job j JOIN users u ON u.email = ${DEMO.candidate}
     WHERE j.idx % greatest(1, (SELECT count(*) FROM lg_open_job) / 60) = 0
    ON CONFLICT (job_id, candidate_id) DO NOTHING`);
}
