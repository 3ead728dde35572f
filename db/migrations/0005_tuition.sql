-- The effective tuition of a course (PRODUCT.md section 5), stored in courses.tuition_minor so
-- that the finder's fee sorts walk an index instead of computing it for every course:
--   tuition = the course fee, else its university's fee for the course's degree (programs.type):
--   Bachelor → bachelor_fee_minor, Masters → masters_fee_minor, PhD → phd_fee_minor,
--   MBBS → mbbs_fee_minor, Chinese Language → language_fee_minor.
-- The rule is written once, in public.f_course_tuition_minor; triggers keep the column up to date
-- (never write it from the app: a written value is recomputed):
--   courses:      BEFORE INSERT, and BEFORE UPDATE OF fee_minor, program_id, university_id, tuition_minor;
--   universities: AFTER UPDATE of a degree fee → refresh its courses whose tuition changes;
--   programs:     AFTER UPDATE OF type → refresh its courses whose tuition changes.
-- Refreshing "touches" a course (SET tuition_minor = NULL), which re-runs its BEFORE trigger.
-- The column and its indexes are in 0004_finder_indexes (generated).

CREATE OR REPLACE FUNCTION public.f_course_tuition_minor(fee_minor integer, program_id integer, university_id integer)
  RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  SELECT COALESCE($1, (
    SELECT CASE p.type
             WHEN 'Bachelor' THEN u.bachelor_fee_minor
             WHEN 'Masters' THEN u.masters_fee_minor
             WHEN 'PhD' THEN u.phd_fee_minor
             WHEN 'MBBS' THEN u.mbbs_fee_minor
             WHEN 'Chinese Language' THEN u.language_fee_minor
           END
      FROM public.programs p, public.universities u
     WHERE p.id = $2 AND u.id = $3))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.courses_tuition_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.tuition_minor := public.f_course_tuition_minor(NEW.fee_minor, NEW.program_id, NEW.university_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_tuition_biu
  BEFORE INSERT OR UPDATE OF fee_minor, program_id, university_id, tuition_minor ON public.courses
  FOR EACH ROW EXECUTE FUNCTION public.courses_tuition_tg();
--> statement-breakpoint
-- A university's degree fees changed: refresh its courses whose tuition is now different
-- (those with their own fee keep it).
CREATE OR REPLACE FUNCTION public.universities_tuition_cascade_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.courses c SET tuition_minor = NULL
   WHERE c.university_id = NEW.id
     AND c.tuition_minor IS DISTINCT FROM public.f_course_tuition_minor(c.fee_minor, c.program_id, c.university_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER universities_tuition_au
  AFTER UPDATE OF bachelor_fee_minor, masters_fee_minor, phd_fee_minor, mbbs_fee_minor, language_fee_minor ON public.universities
  FOR EACH ROW WHEN ((OLD.bachelor_fee_minor, OLD.masters_fee_minor, OLD.phd_fee_minor, OLD.mbbs_fee_minor, OLD.language_fee_minor)
                     IS DISTINCT FROM (NEW.bachelor_fee_minor, NEW.masters_fee_minor, NEW.phd_fee_minor, NEW.mbbs_fee_minor, NEW.language_fee_minor))
  EXECUTE FUNCTION public.universities_tuition_cascade_tg();
--> statement-breakpoint
-- A degree's type changed: its courses may fall back to another of their university's fees.
CREATE OR REPLACE FUNCTION public.programs_tuition_cascade_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.courses c SET tuition_minor = NULL
   WHERE c.program_id = NEW.id
     AND c.tuition_minor IS DISTINCT FROM public.f_course_tuition_minor(c.fee_minor, c.program_id, c.university_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER programs_tuition_au
  AFTER UPDATE OF type ON public.programs
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION public.programs_tuition_cascade_tg();
--> statement-breakpoint
-- Backfill the existing courses (the BEFORE trigger computes the value), then statistics for the
-- planner's fee-sort plans.
UPDATE public.courses c SET tuition_minor = NULL
 WHERE c.tuition_minor IS DISTINCT FROM public.f_course_tuition_minor(c.fee_minor, c.program_id, c.university_id);
--> statement-breakpoint
ANALYZE public.courses;
