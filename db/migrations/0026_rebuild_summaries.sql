-- Rebuilding what the triggers keep, once and by set (issue 28: the large seed in about a minute).
-- A bulk load (db/seed-large) turns the user triggers of the tables it fills off, writes its rows,
-- then calls these functions once instead of paying for the triggers statement by statement and
-- row by row. Each function is the rule's one definition: the triggers call the same functions.
--
-- The catalogue's search text (0002_search) and sort names (0025_catalogue_list_scale) as
-- functions of the row's own values, so an INSERT … SELECT can compute them without a trigger.
CREATE OR REPLACE FUNCTION public.f_university_search_text(name text, name_zh text, short_name text, city_id integer)
  RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT public.f_search_norm(concat_ws(' ', $1, $2, $3,
    (SELECT concat_ws(' ', c.name, c.name_zh, p.name, p.name_zh)
       FROM public.cities c LEFT JOIN public.provinces p ON p.id = c.province_id
      WHERE c.id = $4)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_course_search_text(title text, short_title text, major text, program_id integer, university_id integer)
  RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT public.f_search_norm(concat_ws(' ', $1, $2, $3,
    (SELECT pr.name FROM public.programs pr WHERE pr.id = $4),
    (SELECT u.search_text FROM public.universities u WHERE u.id = $5)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_course_university_name(university_id integer) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT coalesce((SELECT u.name FROM public.universities u WHERE u.id = $1), '') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_course_program_name(program_id integer) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT coalesce((SELECT p.name FROM public.programs p WHERE p.id = $1), '') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.universities_search_text_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := public.f_university_search_text(NEW.name, NEW.name_zh, NEW.short_name, NEW.city_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.courses_search_text_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := public.f_course_search_text(NEW.title, NEW.short_title, NEW.major, NEW.program_id, NEW.university_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.courses_sort_names_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.university_name := public.f_course_university_name(NEW.university_id);
  NEW.program_name := public.f_course_program_name(NEW.program_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The summaries kept by statement triggers, rebuilt whole from their tables: the same figures as
-- the backfills of 0017 (application counts), 0018 (review keys, month counts, dashboard counts),
-- 0019 (job counts), 0020/0024 (public job keys), 0021 (candidate search keys) and 0023 (expiry
-- counts). Counters are written only where they differ, so a rebuild of a table that was right
-- writes nothing. The key tables go through the triggers' own refresh functions, given every row
-- that has or should have a key.
CREATE OR REPLACE FUNCTION public.rebuild_summaries() RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.courses c SET application_count = x.n
    FROM (SELECT c2.id, count(a.id)::int AS n
            FROM public.courses c2 LEFT JOIN public.applications a ON a.course_id = c2.id AND a.status <> 'draft'
           GROUP BY c2.id) x
   WHERE c.id = x.id AND c.application_count <> x.n;
  UPDATE public.universities u SET application_count = x.n
    FROM (SELECT u2.id, count(a.id)::int AS n
            FROM public.universities u2 LEFT JOIN public.applications a ON a.university_id = u2.id AND a.status <> 'draft'
           GROUP BY u2.id) x
   WHERE u.id = x.id AND u.application_count <> x.n;

  PERFORM public.application_review_refresh(ARRAY(
    SELECT application_id FROM public.application_review_keys
    UNION SELECT id FROM public.applications WHERE status <> 'draft'));

  DELETE FROM public.application_month_counts;
  INSERT INTO public.application_month_counts (status, month, n)
  SELECT status, public.application_month_of(submitted_at), count(*)::int FROM public.applications GROUP BY 1, 2;

  DELETE FROM public.dashboard_counts;
  INSERT INTO public.dashboard_counts (key, n)
  SELECT 'payments:' || status, count(*)::int FROM public.payments GROUP BY status
  UNION ALL SELECT 'users:' || role, count(*)::int FROM public.users GROUP BY role
  UNION ALL SELECT 'courses', count(*)::int FROM public.courses
  UNION ALL SELECT 'courses:enabled', count(*)::int FROM public.courses WHERE status
  UNION ALL SELECT 'universities', count(*)::int FROM public.universities
  UNION ALL SELECT 'universities:enabled', count(*)::int FROM public.universities WHERE status;

  DELETE FROM public.job_counts;
  INSERT INTO public.job_counts (employer_id, key, n)
  SELECT e, 'jobs:' || status, count(*)::int FROM public.jobs, unnest(ARRAY[employer_id, 0]) e GROUP BY 1, 2
  UNION ALL
  SELECT e, k, count(*)::int FROM public.job_applications a JOIN public.jobs j ON j.id = a.job_id,
    unnest(ARRAY[j.employer_id, 0]) e,
    unnest(CASE WHEN a.viewed_at IS NULL THEN ARRAY['applications', 'applications:unviewed'] ELSE ARRAY['applications'] END) k
   GROUP BY 1, 2;

  PERFORM public.public_job_keys_refresh(ARRAY(
    SELECT job_id FROM public.public_job_keys
    UNION SELECT id FROM public.jobs WHERE status = 'approved'));
  DELETE FROM public.public_job_expiry_counts;
  INSERT INTO public.public_job_expiry_counts (category_id, expire_date, n)
  SELECT category_id, coalesce(expire_date, 'infinity'::date), count(*)::int FROM public.public_job_keys GROUP BY 1, 2;

  PERFORM public.candidate_search_refresh(ARRAY(
    SELECT user_id FROM public.candidate_search_keys
    UNION SELECT id FROM public.users WHERE role = 'candidate'));
END
$$;
