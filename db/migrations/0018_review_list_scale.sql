CREATE TABLE "application_month_counts" (
	"status" "application_status" NOT NULL,
	"month" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_month_counts_status_month_pk" PRIMARY KEY("status","month")
);
--> statement-breakpoint
CREATE TABLE "application_review_keys" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"status" "application_status" NOT NULL,
	"university_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"name" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"university" text DEFAULT '' NOT NULL,
	"course" text DEFAULT '' NOT NULL,
	"program" text DEFAULT '' NOT NULL,
	"payment" smallint DEFAULT 4 NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_review_keys" ADD CONSTRAINT "application_review_keys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_review_keys_status_submitted_idx" ON "application_review_keys" USING btree ("status","submitted_at" DESC NULLS LAST,"application_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_review_keys_program_submitted_idx" ON "application_review_keys" USING btree ("program_id","submitted_at" DESC NULLS LAST,"application_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_review_keys_university_submitted_idx" ON "application_review_keys" USING btree ("university_id","submitted_at" DESC NULLS LAST,"application_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_review_keys_country_submitted_idx" ON "application_review_keys" USING btree ("country","submitted_at" DESC NULLS LAST,"application_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_review_keys_search_trgm_idx" ON "application_review_keys" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_submitted_at_idx" ON "applications" USING btree ("submitted_at") WHERE "status" <> 'draft';--> statement-breakpoint
-- The review list's keys (application_review_keys, lib/applications/review.ts), kept by triggers
-- so no write path can forget them: one narrow row per application but drafts, from the row's own
-- sections, the student's account, the course, university and program names and the worse fee.
-- Triggers are per statement (transition tables), so a bulk insert (the large seed) is one refresh.
CREATE OR REPLACE FUNCTION public.application_review_refresh(ids integer[]) RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM public.application_review_keys k
   WHERE k.application_id = ANY (ids)
     AND NOT EXISTS (SELECT 1 FROM public.applications a WHERE a.id = k.application_id AND a.status <> 'draft');
  INSERT INTO public.application_review_keys AS k
    (application_id, status, university_id, program_id, submitted_at, name, country, university, course, program, payment, search)
  SELECT a.id, a.status, a.university_id, a.program_id, a.submitted_at,
         lower(n.full_name),
         lower(coalesce(nullif(a.home_address->>'country', ''), nullif(a.students_information->>'nationality', ''), u.country, '')),
         lower(un.name), lower(c.title), lower(p.name),
         coalesce((SELECT min(CASE f.status WHEN 'unpaid' THEN 0 WHEN 'refunded' THEN 1 WHEN 'pending' THEN 2 ELSE 3 END)
                     FROM public.payments f WHERE f.application_id = a.id), 4),
         lower(concat_ws(E'\n', n.full_name, u.email,
           coalesce(nullif(a.contact_details->>'phone', ''), CASE WHEN u.phone_number IS NOT NULL AND u.phone_number <> '' THEN u.phone_code || u.phone_number END),
           a.students_information->>'passport_number', c.title, un.name))
    FROM public.applications a
    LEFT JOIN public.users u ON u.id = a.user_id
    JOIN public.universities un ON un.id = a.university_id
    JOIN public.courses c ON c.id = a.course_id
    JOIN public.programs p ON p.id = a.program_id
    CROSS JOIN LATERAL (SELECT coalesce(nullif(trim(concat_ws(' ', a.students_information->>'first_name',
      nullif(a.students_information->>'middle_name', ''), a.students_information->>'last_name')), ''), u.name, '') AS full_name) n
   WHERE a.id = ANY (ids) AND a.status <> 'draft'
  ON CONFLICT (application_id) DO UPDATE SET
    status = excluded.status, university_id = excluded.university_id, program_id = excluded.program_id,
    submitted_at = excluded.submitted_at, name = excluded.name, country = excluded.country,
    university = excluded.university, course = excluded.course, program = excluded.program,
    payment = excluded.payment, search = excluded.search;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.application_review_new_rows_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.application_review_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_review_keys_ai
  AFTER INSERT ON public.applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.application_review_new_rows_tg();
--> statement-breakpoint
CREATE TRIGGER application_review_keys_au
  AFTER UPDATE ON public.applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.application_review_new_rows_tg();
--> statement-breakpoint
-- A name shown in the list changed elsewhere: refresh the applications that show it.
CREATE OR REPLACE FUNCTION public.application_review_names_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.application_review_refresh(ARRAY(
    SELECT a.id FROM public.applications a
     WHERE a.status <> 'draft' AND CASE TG_TABLE_NAME
       WHEN 'users' THEN a.user_id = NEW.id
       WHEN 'universities' THEN a.university_id = NEW.id
       WHEN 'courses' THEN a.course_id = NEW.id
       ELSE a.program_id = NEW.id END));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_review_users_au
  AFTER UPDATE OF name, email, phone_code, phone_number, country ON public.users
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone_code IS DISTINCT FROM NEW.phone_code
    OR OLD.phone_number IS DISTINCT FROM NEW.phone_number OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION public.application_review_names_tg();
--> statement-breakpoint
CREATE TRIGGER application_review_universities_au
  AFTER UPDATE OF name ON public.universities
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.application_review_names_tg();
--> statement-breakpoint
CREATE TRIGGER application_review_courses_au
  AFTER UPDATE OF title ON public.courses
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION public.application_review_names_tg();
--> statement-breakpoint
CREATE TRIGGER application_review_programs_au
  AFTER UPDATE OF name ON public.programs
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.application_review_names_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.application_review_payments_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.application_review_refresh(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.application_id ELSE NEW.application_id END]);
  IF TG_OP = 'UPDATE' AND OLD.application_id <> NEW.application_id THEN
    PERFORM public.application_review_refresh(ARRAY[OLD.application_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_review_payments_aiud
  AFTER INSERT OR DELETE OR UPDATE OF status, application_id ON public.payments
  FOR EACH ROW EXECUTE FUNCTION public.application_review_payments_tg();
--> statement-breakpoint
-- The dashboard's summary (application_month_counts), kept on write: one row per status and
-- month of submission (UTC; 1970-01-01: not submitted); the dashboard sums these rows.
CREATE OR REPLACE FUNCTION public.application_month_of(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce((date_trunc('month', at AT TIME ZONE 'UTC'))::date, DATE '1970-01-01') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.application_month_counts_add(deltas jsonb) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.application_month_counts AS c (status, month, n)
  SELECT (d->>'status')::public.application_status, (d->>'month')::date, (d->>'n')::int FROM jsonb_array_elements(deltas) d
  ORDER BY 1, 2
  ON CONFLICT (status, month) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.application_month_counts_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('status', status, 'month', month, 'n', n)) INTO deltas
      FROM (SELECT status, public.application_month_of(submitted_at) AS month, count(*) AS n FROM new_rows GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('status', status, 'month', month, 'n', -n)) INTO deltas
      FROM (SELECT status, public.application_month_of(submitted_at) AS month, count(*) AS n FROM old_rows GROUP BY 1, 2) x;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('status', status, 'month', month, 'n', n)) INTO deltas
      FROM (SELECT status, month, sum(d) AS n FROM (
              SELECT status, public.application_month_of(submitted_at) AS month, 1 AS d FROM new_rows
              UNION ALL
              SELECT status, public.application_month_of(submitted_at), -1 FROM old_rows) y
            GROUP BY 1, 2 HAVING sum(d) <> 0) x;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM public.application_month_counts_add(deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_month_counts_ai
  AFTER INSERT ON public.applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.application_month_counts_tg();
--> statement-breakpoint
CREATE TRIGGER application_month_counts_au
  AFTER UPDATE ON public.applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.application_month_counts_tg();
--> statement-breakpoint
CREATE TRIGGER application_month_counts_ad
  AFTER DELETE ON public.applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.application_month_counts_tg();
--> statement-breakpoint
-- Each sort key's index: the key and the id (read forwards for A-Z, backwards for Z-A), carrying
-- the columns the filters read, so a filtered page at any depth is read from the index alone.
CREATE INDEX "application_review_keys_submitted_idx" ON "application_review_keys" USING btree ("submitted_at" DESC NULLS LAST, "application_id" DESC)
  INCLUDE ("status", "university_id", "program_id", "country");
--> statement-breakpoint
CREATE INDEX "application_review_keys_name_idx" ON "application_review_keys" USING btree ("name", "application_id")
  INCLUDE ("status", "university_id", "program_id", "country", "submitted_at");
--> statement-breakpoint
CREATE INDEX "application_review_keys_country_idx" ON "application_review_keys" USING btree ("country", "application_id")
  INCLUDE ("status", "university_id", "program_id", "submitted_at");
--> statement-breakpoint
CREATE INDEX "application_review_keys_university_idx" ON "application_review_keys" USING btree ("university", "application_id")
  INCLUDE ("status", "university_id", "program_id", "country", "submitted_at");
--> statement-breakpoint
CREATE INDEX "application_review_keys_course_idx" ON "application_review_keys" USING btree ("course", "application_id")
  INCLUDE ("status", "university_id", "program_id", "country", "submitted_at");
--> statement-breakpoint
CREATE INDEX "application_review_keys_program_idx" ON "application_review_keys" USING btree ("program", "application_id")
  INCLUDE ("status", "university_id", "program_id", "country", "submitted_at");
--> statement-breakpoint
CREATE INDEX "application_review_keys_status_idx" ON "application_review_keys" USING btree ("status", "application_id")
  INCLUDE ("university_id", "program_id", "country", "submitted_at");
--> statement-breakpoint
CREATE INDEX "application_review_keys_payment_idx" ON "application_review_keys" USING btree ("payment", "application_id")
  INCLUDE ("status", "university_id", "program_id", "country", "submitted_at");
--> statement-breakpoint
-- What is there already.
SELECT public.application_review_refresh(ARRAY(SELECT id FROM public.applications WHERE status <> 'draft'));
--> statement-breakpoint
INSERT INTO public.application_month_counts (status, month, n)
SELECT status, public.application_month_of(submitted_at), count(*)::int FROM public.applications GROUP BY 1, 2;
--> statement-breakpoint
-- The dashboard's other figures (dashboard_counts), kept on write by statement triggers: the keys
-- a row counts under, the net change of a statement per key (a write that changes no key writes
-- nothing), in key order (two writers lock the same counters in the same order: no deadlock).
-- payments:<status>, users:<role>, courses, courses:enabled, universities, universities:enabled.
CREATE OR REPLACE FUNCTION public.dashboard_keys(tbl text, r jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tbl
    WHEN 'payments' THEN ARRAY['payments:' || (r->>'status')]
    WHEN 'users' THEN ARRAY['users:' || (r->>'role')]
    ELSE ARRAY[tbl] || CASE WHEN (r->>'status')::boolean THEN ARRAY[tbl || ':enabled'] ELSE ARRAY[]::text[] END
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.dashboard_counts_ins_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.dashboard_counts AS c (key, n)
  SELECT key, count(*)::int FROM (SELECT unnest(public.dashboard_keys(TG_TABLE_NAME, to_jsonb(r))) AS key FROM new_rows r) x GROUP BY key ORDER BY key
  ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.dashboard_counts_del_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.dashboard_counts AS c (key, n)
  SELECT key, -count(*)::int FROM (SELECT unnest(public.dashboard_keys(TG_TABLE_NAME, to_jsonb(r))) AS key FROM old_rows r) x GROUP BY key ORDER BY key
  ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.dashboard_counts_upd_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.dashboard_counts AS c (key, n)
  SELECT key, sum(d)::int FROM (
    SELECT unnest(public.dashboard_keys(TG_TABLE_NAME, to_jsonb(r))) AS key, 1 AS d FROM new_rows r
    UNION ALL
    SELECT unnest(public.dashboard_keys(TG_TABLE_NAME, to_jsonb(r))), -1 FROM old_rows r) x
  GROUP BY key HAVING sum(d) <> 0 ORDER BY key
  ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['payments', 'users', 'courses', 'universities'] LOOP
    EXECUTE format('CREATE TRIGGER dashboard_counts_ai AFTER INSERT ON public.%I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_counts_ins_tg()', t);
    EXECUTE format('CREATE TRIGGER dashboard_counts_ad AFTER DELETE ON public.%I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_counts_del_tg()', t);
    EXECUTE format('CREATE TRIGGER dashboard_counts_au AFTER UPDATE ON public.%I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_counts_upd_tg()', t);
  END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO public.dashboard_counts (key, n)
SELECT 'payments:' || status, count(*)::int FROM public.payments GROUP BY status
UNION ALL SELECT 'users:' || role, count(*)::int FROM public.users GROUP BY role
UNION ALL SELECT 'courses', count(*)::int FROM public.courses
UNION ALL SELECT 'courses:enabled', count(*)::int FROM public.courses WHERE status
UNION ALL SELECT 'universities', count(*)::int FROM public.universities
UNION ALL SELECT 'universities:enabled', count(*)::int FROM public.universities WHERE status;
