ALTER TABLE "courses" ADD COLUMN "university_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "program_name" text DEFAULT '' NOT NULL;--> statement-breakpoint

-- A course's university and degree names, kept on the course for the back office's sorts
-- (lib/catalogue/course-admin-list.ts): recomputed on every insert and update of a course (a
-- written value is overwritten), and pushed to the courses when a university or degree is renamed.
CREATE OR REPLACE FUNCTION public.courses_sort_names_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.university_name := coalesce((SELECT u.name FROM public.universities u WHERE u.id = NEW.university_id), '');
  NEW.program_name := coalesce((SELECT p.name FROM public.programs p WHERE p.id = NEW.program_id), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_sort_names_biu
  BEFORE INSERT OR UPDATE ON public.courses
  FOR EACH ROW EXECUTE FUNCTION public.courses_sort_names_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.universities_sort_name_cascade_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.courses SET university_name = NEW.name WHERE university_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER universities_sort_name_au
  AFTER UPDATE OF name ON public.universities
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.universities_sort_name_cascade_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.programs_sort_name_cascade_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.courses SET program_name = NEW.name WHERE program_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER programs_sort_name_au
  AFTER UPDATE OF name ON public.programs
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.programs_sort_name_cascade_tg();
--> statement-breakpoint
UPDATE public.courses c SET university_name = u.name, program_name = p.name
  FROM public.universities u, public.programs p
 WHERE u.id = c.university_id AND p.id = c.program_id;--> statement-breakpoint
CREATE INDEX "courses_university_name_asc_idx" ON "courses" USING btree ("university_name","title","id");--> statement-breakpoint
CREATE INDEX "courses_university_name_desc_idx" ON "courses" USING btree ("university_name" DESC NULLS FIRST,"title","id");--> statement-breakpoint
CREATE INDEX "courses_program_name_asc_idx" ON "courses" USING btree ("program_name","title","id");--> statement-breakpoint
CREATE INDEX "courses_program_name_desc_idx" ON "courses" USING btree ("program_name" DESC NULLS FIRST,"title","id");
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (lower("title" || E'\n' || coalesce("code", '') || E'\n' || coalesce("short_title", ''))) STORED;--> statement-breakpoint
CREATE INDEX "courses_admin_search_trgm_idx" ON "courses" USING gin ("admin_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_admin_order_idx" ON "payments" USING btree ((case when "status" = 'pending' then 0 else 1 end),coalesce("submitted_at", "created_at") desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_status_recorded_idx" ON "payments" USING btree ("status",coalesce("submitted_at", "created_at") desc,"id" DESC NULLS FIRST);
