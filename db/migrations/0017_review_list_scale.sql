CREATE TABLE "application_month_counts" (
	"status" "application_status" NOT NULL,
	"month" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_month_counts_status_month_pk" PRIMARY KEY("status","month")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_university" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_course" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_program" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_payment" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The review list's keys (lib/applications/review.ts), kept by triggers so no write path can
-- forget them: the row's own sections, the student's account, the course, university and program
-- names, the worse fee. A change to a name elsewhere "touches" the applications that show it
-- (SET review_name = ''), which re-runs their BEFORE trigger.
CREATE OR REPLACE FUNCTION public.applications_review_keys_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  u_name text;
  u_email text;
  u_phone_code text;
  u_phone text;
  u_country text;
  full_name text;
  phone text;
  course_title text;
  university_name text;
BEGIN
  SELECT u.name, u.email, u.phone_code, u.phone_number, u.country
    INTO u_name, u_email, u_phone_code, u_phone, u_country
    FROM public.users u WHERE u.id = NEW.user_id;
  full_name := coalesce(nullif(trim(concat_ws(' ', NEW.students_information->>'first_name',
    nullif(NEW.students_information->>'middle_name', ''), NEW.students_information->>'last_name')), ''), u_name, '');
  phone := coalesce(nullif(NEW.contact_details->>'phone', ''),
    CASE WHEN u_phone IS NOT NULL AND u_phone <> '' THEN u_phone_code || u_phone END);
  SELECT c.title INTO course_title FROM public.courses c WHERE c.id = NEW.course_id;
  SELECT un.name INTO university_name FROM public.universities un WHERE un.id = NEW.university_id;
  NEW.review_name := lower(full_name);
  NEW.review_country := lower(coalesce(nullif(NEW.home_address->>'country', ''),
    nullif(NEW.students_information->>'nationality', ''), u_country, ''));
  NEW.review_course := lower(coalesce(course_title, ''));
  NEW.review_university := lower(coalesce(university_name, ''));
  NEW.review_program := coalesce((SELECT lower(p.name) FROM public.programs p WHERE p.id = NEW.program_id), '');
  NEW.review_payment := coalesce((SELECT min(CASE p.status WHEN 'unpaid' THEN 0 WHEN 'refunded' THEN 1 WHEN 'pending' THEN 2 ELSE 3 END)
    FROM public.payments p WHERE p.application_id = NEW.id), 4);
  NEW.review_search := lower(concat_ws(E'\n', full_name, u_email, phone,
    NEW.students_information->>'passport_number', course_title, university_name));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_review_keys_biu
  BEFORE INSERT OR UPDATE OF user_id, university_id, course_id, program_id, students_information, contact_details, home_address, review_name
  ON public.applications
  FOR EACH ROW EXECUTE FUNCTION public.applications_review_keys_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.applications_review_touch_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE public.applications SET review_name = '' WHERE user_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'universities' THEN
    UPDATE public.applications SET review_name = '' WHERE university_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'courses' THEN
    UPDATE public.applications SET review_name = '' WHERE course_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'programs' THEN
    UPDATE public.applications SET review_name = '' WHERE program_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_review_users_au
  AFTER UPDATE OF name, email, phone_code, phone_number, country ON public.users
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone_code IS DISTINCT FROM NEW.phone_code
    OR OLD.phone_number IS DISTINCT FROM NEW.phone_number OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION public.applications_review_touch_tg();
--> statement-breakpoint
CREATE TRIGGER applications_review_universities_au
  AFTER UPDATE OF name ON public.universities
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.applications_review_touch_tg();
--> statement-breakpoint
CREATE TRIGGER applications_review_courses_au
  AFTER UPDATE OF title ON public.courses
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION public.applications_review_touch_tg();
--> statement-breakpoint
CREATE TRIGGER applications_review_programs_au
  AFTER UPDATE OF name ON public.programs
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.applications_review_touch_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.applications_review_payment_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  app_ids integer[];
BEGIN
  app_ids := CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.application_id] WHEN 'DELETE' THEN ARRAY[OLD.application_id]
    ELSE ARRAY[OLD.application_id, NEW.application_id] END;
  UPDATE public.applications a
     SET review_payment = coalesce((SELECT min(CASE p.status WHEN 'unpaid' THEN 0 WHEN 'refunded' THEN 1 WHEN 'pending' THEN 2 ELSE 3 END)
                             FROM public.payments p WHERE p.application_id = a.id), 4)
   WHERE a.id = ANY (app_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_review_payments_aiud
  AFTER INSERT OR DELETE OR UPDATE OF status, application_id ON public.payments
  FOR EACH ROW EXECUTE FUNCTION public.applications_review_payment_tg();
--> statement-breakpoint
-- The dashboard's summary (application_month_counts), kept on write: one row per status and
-- month of submission; the dashboard sums these rows instead of counting applications.
CREATE OR REPLACE FUNCTION public.application_month_of(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce(date_trunc('month', at AT TIME ZONE 'UTC')::date, DATE '1970-01-01') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.application_month_counts_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status
     AND public.application_month_of(OLD.submitted_at) = public.application_month_of(NEW.submitted_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE public.application_month_counts SET n = n - 1
     WHERE status = OLD.status AND month = public.application_month_of(OLD.submitted_at);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO public.application_month_counts AS c (status, month, n)
    VALUES (NEW.status, public.application_month_of(NEW.submitted_at), 1)
    ON CONFLICT (status, month) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_month_counts_aiud
  AFTER INSERT OR DELETE OR UPDATE OF status, submitted_at ON public.applications
  FOR EACH ROW EXECUTE FUNCTION public.application_month_counts_tg();
--> statement-breakpoint
UPDATE public.applications SET review_name = '';
--> statement-breakpoint
INSERT INTO public.application_month_counts (status, month, n)
SELECT status, public.application_month_of(submitted_at), count(*)::int FROM public.applications GROUP BY 1, 2;
--> statement-breakpoint
-- Each sort key's index: the key and the id (read forwards for A-Z, backwards for Z-A), carrying
-- the columns the filters read, so a filtered page at any depth is read from the index alone.
CREATE INDEX "applications_review_submitted_idx" ON "applications" USING btree ("submitted_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("status", "university_id", "program_id", "review_country") WHERE "status" <> 'draft';
--> statement-breakpoint
CREATE INDEX "applications_review_name_idx" ON "applications" USING btree ("review_name", "id")
  INCLUDE ("status", "university_id", "program_id", "review_country", "submitted_at") WHERE "status" <> 'draft';
--> statement-breakpoint
CREATE INDEX "applications_review_country_idx" ON "applications" USING btree ("review_country", "id")
  INCLUDE ("status", "university_id", "program_id", "submitted_at") WHERE "status" <> 'draft';
--> statement-breakpoint
CREATE INDEX "applications_review_university_idx" ON "applications" USING btree ("review_university", "id")
  INCLUDE ("status", "university_id", "program_id", "review_country", "submitted_at") WHERE "status" <> 'draft';
--> statement-breakpoint
CREATE INDEX "applications_review_course_idx" ON "applications" USING btree ("review_course", "id")
  INCLUDE ("status", "university_id", "program_id", "review_country", "submitted_at") WHERE "status" <> 'draft';
--> statement-breakpoint
CREATE INDEX "applications_review_program_idx" ON "applications" USING btree ("review_program", "id")
  INCLUDE ("status", "university_id", "program_id", "review_country", "submitted_at") WHERE "status" <> 'draft';
--> statement-breakpoint
CREATE INDEX "applications_review_status_idx" ON "applications" USING btree ("status", "id")
  INCLUDE ("university_id", "program_id", "review_country", "submitted_at") WHERE "status" <> 'draft';
--> statement-breakpoint
CREATE INDEX "applications_review_payment_idx" ON "applications" USING btree ("review_payment", "id")
  INCLUDE ("status", "university_id", "program_id", "review_country", "submitted_at") WHERE "status" <> 'draft';
--> statement-breakpoint
CREATE INDEX "applications_review_status_submitted_idx" ON "applications" USING btree ("status","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "status" <> 'draft';--> statement-breakpoint
CREATE INDEX "applications_review_program_submitted_idx" ON "applications" USING btree ("program_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "status" <> 'draft';--> statement-breakpoint
CREATE INDEX "applications_review_search_trgm_idx" ON "applications" USING gin ("review_search" gin_trgm_ops) WHERE "status" <> 'draft';