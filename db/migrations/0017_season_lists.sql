-- Issue 28 (a season at scale): the lists' indexes, and the applications counts kept on write.
--
-- A job's skills as one text, for the trigram index of the skill searches (array_to_string is
-- only STABLE in general; over text[] it is immutable, which an index expression needs).
CREATE OR REPLACE FUNCTION public.f_text_array_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
--> statement-breakpoint
DROP INDEX "universities_name_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "application_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "application_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_title_id_idx" ON "courses" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "courses_code_id_idx" ON "courses" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "courses_title_desc_idx" ON "courses" USING btree ("title" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_status_title_idx" ON "courses" USING btree ("status","title","id");--> statement-breakpoint
CREATE INDEX "courses_status_desc_title_idx" ON "courses" USING btree ("status" DESC NULLS FIRST,"title","id");--> statement-breakpoint
CREATE INDEX "courses_university_title_idx" ON "courses" USING btree ("university_id","title","id");--> statement-breakpoint
CREATE INDEX "courses_deadline_id_idx" ON "courses" USING btree ("deadline","id");--> statement-breakpoint
CREATE INDEX "courses_deadline_desc_idx" ON "courses" USING btree ("deadline" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_created_id_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "courses_application_count_asc_idx" ON "courses" USING btree ("application_count","title","id");--> statement-breakpoint
CREATE INDEX "courses_application_count_desc_idx" ON "courses" USING btree ("application_count" DESC NULLS FIRST,"title","id");--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_code_trgm_idx" ON "courses" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_short_title_trgm_idx" ON "courses" USING gin ("short_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_code_id_idx" ON "universities" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "universities_status_name_idx" ON "universities" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "universities_status_desc_name_idx" ON "universities" USING btree ("status" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "universities_scholarship_name_idx" ON "universities" USING btree ("scholarship_open","name","id");--> statement-breakpoint
CREATE INDEX "universities_scholarship_desc_name_idx" ON "universities" USING btree ("scholarship_open" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "universities_name_desc_idx" ON "universities" USING btree ("name" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "universities_name_trgm_idx" ON "universities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_code_trgm_idx" ON "universities" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_application_count_asc_idx" ON "universities" USING btree ("application_count","name","id");--> statement-breakpoint
CREATE INDEX "universities_application_count_desc_idx" ON "universities" USING btree ("application_count" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "company_profiles_org_name_trgm_idx" ON "company_profiles" USING gin ("org_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_created_id_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_status_created_idx" ON "job_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_public_newest_idx" ON "jobs" USING btree ("approved_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_public_salary_idx" ON "jobs" USING btree (coalesce("salary_max_minor", "salary_min_minor") DESC NULLS LAST,"approved_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_public_closing_idx" ON "jobs" USING btree ("expire_date","approved_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_public_category_idx" ON "jobs" USING btree ("category_id","expire_date") WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at","id","expire_date");--> statement-breakpoint
CREATE INDEX "jobs_created_id_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_city_trgm_idx" ON "jobs" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_skills_trgm_idx" ON "jobs" USING gin (public.f_text_array_join("skills") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_postcode_trgm_idx" ON "jobs" USING gin (upper(replace(coalesce("postcode", ''), ' ', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_name_idx" ON "universities" USING btree ("name","id");
--> statement-breakpoint
-- courses.application_count and universities.application_count: the applications that are not
-- drafts, kept by statement-level triggers (one UPDATE per statement and course, whatever the
-- number of rows: the large seed inserts 100,000 applications in a few statements). The back
-- office sorts by them; each row shown still counts its own.
CREATE OR REPLACE FUNCTION public.applications_counts_apply(delta_rows jsonb) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.courses c SET application_count = c.application_count + d.n
    FROM (SELECT (e->>'course_id')::int AS course_id, sum((e->>'n')::int)::int AS n
            FROM jsonb_array_elements(delta_rows) e GROUP BY 1) d
   WHERE c.id = d.course_id AND d.n <> 0;
  UPDATE public.universities u SET application_count = u.application_count + d.n
    FROM (SELECT (e->>'university_id')::int AS university_id, sum((e->>'n')::int)::int AS n
            FROM jsonb_array_elements(delta_rows) e GROUP BY 1) d
   WHERE u.id = d.university_id AND d.n <> 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.applications_counts_ins_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.applications_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('course_id', course_id, 'university_id', university_id, 'n', n))
      FROM (SELECT course_id, university_id, count(*)::int AS n FROM new_rows WHERE status <> 'draft' GROUP BY 1, 2) x), '[]'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.applications_counts_del_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.applications_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('course_id', course_id, 'university_id', university_id, 'n', -n))
      FROM (SELECT course_id, university_id, count(*)::int AS n FROM old_rows WHERE status <> 'draft' GROUP BY 1, 2) x), '[]'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.applications_counts_upd_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.applications_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('course_id', course_id, 'university_id', university_id, 'n', n))
      FROM (SELECT course_id, university_id, sum(n)::int AS n FROM (
              SELECT course_id, university_id, 1 AS n FROM new_rows WHERE status <> 'draft'
              UNION ALL
              SELECT course_id, university_id, -1 AS n FROM old_rows WHERE status <> 'draft') y
             GROUP BY 1, 2) x), '[]'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_counts_ai AFTER INSERT ON public.applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.applications_counts_ins_tg();
--> statement-breakpoint
CREATE TRIGGER applications_counts_ad AFTER DELETE ON public.applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.applications_counts_del_tg();
--> statement-breakpoint
CREATE TRIGGER applications_counts_au AFTER UPDATE ON public.applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.applications_counts_upd_tg();
--> statement-breakpoint
UPDATE public.courses c SET application_count = x.n
  FROM (SELECT course_id, count(*)::int AS n FROM public.applications WHERE status <> 'draft' GROUP BY 1) x
 WHERE c.id = x.course_id;
--> statement-breakpoint
UPDATE public.universities u SET application_count = x.n
  FROM (SELECT university_id, count(*)::int AS n FROM public.applications WHERE status <> 'draft' GROUP BY 1) x
 WHERE u.id = x.university_id;
