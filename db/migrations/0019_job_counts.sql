CREATE TABLE "job_counts" (
	"employer_id" integer NOT NULL,
	"key" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_counts_employer_id_key_pk" PRIMARY KEY("employer_id","key")
);
--> statement-breakpoint
-- The job figures (job_counts), kept on write by statement triggers: each row of jobs counts
-- under `jobs:<status>`, each job application under `applications` (and `applications:unviewed`
-- while viewed_at is null), for its job's employer and for the whole board (employer 0). A
-- statement writes its net change per counter (nothing when it changes no key), in key order
-- (two writers lock the same counters in the same order: no deadlock).
CREATE OR REPLACE FUNCTION public.job_counts_add(deltas jsonb) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.job_counts AS c (employer_id, key, n)
  SELECT (d->>'e')::int, d->>'k', sum((d->>'n')::int)::int FROM jsonb_array_elements(deltas) d
   GROUP BY 1, 2 HAVING sum((d->>'n')::int) <> 0
   ORDER BY 1, 2
  ON CONFLICT (employer_id, key) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.job_counts_jobs_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('e', e, 'k', 'jobs:' || status, 'n', n)) INTO deltas
      FROM (SELECT e, status, count(*) AS n FROM new_rows, unnest(ARRAY[employer_id, 0]) e GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    -- (the deleted jobs' applications are taken off by job_counts_job_gone_tg, before the cascade)
    SELECT jsonb_agg(jsonb_build_object('e', e, 'k', 'jobs:' || status, 'n', -n)) INTO deltas
      FROM (SELECT e, status, count(*) AS n FROM old_rows, unnest(ARRAY[employer_id, 0]) e GROUP BY 1, 2) x;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('e', e, 'k', k, 'n', n)) INTO deltas FROM (
      SELECT e, 'jobs:' || status AS k, sum(d) AS n FROM (
        SELECT employer_id, status, 1 AS d FROM new_rows
        UNION ALL
        SELECT employer_id, status, -1 FROM old_rows) y, unnest(ARRAY[employer_id, 0]) e
       GROUP BY 1, 2 HAVING sum(d) <> 0
      UNION ALL
      -- a job given to another employer takes its applications along
      SELECT m.e, k, sum(m.d) FROM (
        SELECT o.employer_id AS e, a.viewed_at IS NULL AS u, -1 AS d
          FROM new_rows nr JOIN old_rows o ON o.id = nr.id JOIN public.job_applications a ON a.job_id = nr.id
         WHERE o.employer_id <> nr.employer_id
        UNION ALL
        SELECT nr.employer_id, a.viewed_at IS NULL, 1
          FROM new_rows nr JOIN old_rows o ON o.id = nr.id JOIN public.job_applications a ON a.job_id = nr.id
         WHERE o.employer_id <> nr.employer_id) m,
        unnest(CASE WHEN m.u THEN ARRAY['applications', 'applications:unviewed'] ELSE ARRAY['applications'] END) k
       GROUP BY 1, 2) x;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM public.job_counts_add(deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A job deleted: its applications are taken off its employer's and the board's counts here,
-- before the cascade deletes them (the cascade's own trigger no longer finds their job).
CREATE OR REPLACE FUNCTION public.job_counts_job_gone_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('e', e, 'k', k, 'n', -n)) INTO deltas FROM (
    SELECT e, k, count(*) AS n FROM public.job_applications a,
      unnest(ARRAY[OLD.employer_id, 0]) e,
      unnest(CASE WHEN a.viewed_at IS NULL THEN ARRAY['applications', 'applications:unviewed'] ELSE ARRAY['applications'] END) k
     WHERE a.job_id = OLD.id GROUP BY 1, 2) x;
  IF deltas IS NOT NULL THEN
    PERFORM public.job_counts_add(deltas);
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.job_counts_applications_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  deltas jsonb;
BEGIN
  -- the statement's rows, +1 as they are now and -1 as they were
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('j', job_id, 'u', viewed_at IS NULL, 'd', 1)) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('j', job_id, 'u', viewed_at IS NULL, 'd', -1)) INTO changed FROM old_rows;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('j', job_id, 'u', u, 'd', d)) INTO changed FROM (
      SELECT job_id, viewed_at IS NULL AS u, sum(d) AS d FROM (
        SELECT job_id, viewed_at, 1 AS d FROM new_rows
        UNION ALL
        SELECT job_id, viewed_at, -1 FROM old_rows) y
       GROUP BY 1, 2 HAVING sum(d) <> 0) x;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  -- (a job deleted in this statement's cascade is gone: job_counts_job_gone_tg counted it off)
  SELECT jsonb_agg(jsonb_build_object('e', e, 'k', k, 'n', n)) INTO deltas FROM (
    SELECT e, k, sum((c->>'d')::int) AS n FROM jsonb_array_elements(changed) c JOIN public.jobs j ON j.id = (c->>'j')::int,
      unnest(ARRAY[j.employer_id, 0]) e,
      unnest(CASE WHEN (c->>'u')::boolean THEN ARRAY['applications', 'applications:unviewed'] ELSE ARRAY['applications'] END) k
     GROUP BY 1, 2) x;
  IF deltas IS NOT NULL THEN
    PERFORM public.job_counts_add(deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_counts_ai AFTER INSERT ON public.jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.job_counts_jobs_tg();
--> statement-breakpoint
CREATE TRIGGER job_counts_au AFTER UPDATE ON public.jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.job_counts_jobs_tg();
--> statement-breakpoint
CREATE TRIGGER job_counts_ad AFTER DELETE ON public.jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.job_counts_jobs_tg();
--> statement-breakpoint
CREATE TRIGGER job_counts_bd BEFORE DELETE ON public.jobs
  FOR EACH ROW EXECUTE FUNCTION public.job_counts_job_gone_tg();
--> statement-breakpoint
CREATE TRIGGER job_counts_ai AFTER INSERT ON public.job_applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.job_counts_applications_tg();
--> statement-breakpoint
CREATE TRIGGER job_counts_au AFTER UPDATE ON public.job_applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.job_counts_applications_tg();
--> statement-breakpoint
CREATE TRIGGER job_counts_ad AFTER DELETE ON public.job_applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.job_counts_applications_tg();
--> statement-breakpoint
-- What is there already.
INSERT INTO public.job_counts (employer_id, key, n)
SELECT e, 'jobs:' || status, count(*)::int FROM public.jobs, unnest(ARRAY[employer_id, 0]) e GROUP BY 1, 2
UNION ALL
SELECT e, k, count(*)::int FROM public.job_applications a JOIN public.jobs j ON j.id = a.job_id,
  unnest(ARRAY[j.employer_id, 0]) e,
  unnest(CASE WHEN a.viewed_at IS NULL THEN ARRAY['applications', 'applications:unviewed'] ELSE ARRAY['applications'] END) k
 GROUP BY 1, 2;
