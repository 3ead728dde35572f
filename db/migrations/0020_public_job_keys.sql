CREATE TABLE "public_job_keys" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"expire_date" date,
	"pay" integer,
	"job_nature" "job_nature",
	"salary_type" "salary_type",
	"experience_min" smallint,
	"city" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_job_keys" ADD CONSTRAINT "public_job_keys_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_job_keys_newest_idx" ON "public_job_keys" USING btree ("approved_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) INCLUDE ("expire_date","category_id","job_nature","salary_type","experience_min","pay");--> statement-breakpoint
CREATE INDEX "public_job_keys_salary_idx" ON "public_job_keys" USING btree ("pay" DESC NULLS LAST,"approved_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) INCLUDE ("expire_date","category_id","job_nature","salary_type","experience_min");--> statement-breakpoint
CREATE INDEX "public_job_keys_closing_idx" ON "public_job_keys" USING btree ("expire_date","approved_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) INCLUDE ("category_id","job_nature","salary_type","experience_min","pay");--> statement-breakpoint
CREATE INDEX "public_job_keys_category_idx" ON "public_job_keys" USING btree ("category_id","approved_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) INCLUDE ("expire_date","job_nature","salary_type","experience_min","pay");--> statement-breakpoint
CREATE INDEX "public_job_keys_expire_idx" ON "public_job_keys" USING btree ("expire_date","category_id");--> statement-breakpoint
CREATE INDEX "public_job_keys_search_trgm_idx" ON "public_job_keys" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "public_job_keys_city_trgm_idx" ON "public_job_keys" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "public_job_keys_place_trgm_idx" ON "public_job_keys" USING gin ("place" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "public_job_keys_postcode_trgm_idx" ON "public_job_keys" USING gin ("postcode" gin_trgm_ops);--> statement-breakpoint
-- The public list's keys (public_job_keys, lib/jobs/search.ts), kept by triggers so no write path
-- can forget them: one narrow row per approved job, from the job and its company profile's name.
-- Per statement (transition tables): a bulk insert (the large seed) is one refresh.
CREATE OR REPLACE FUNCTION public.public_job_keys_refresh(ids integer[]) RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM public.public_job_keys k
   WHERE k.job_id = ANY (ids)
     AND NOT EXISTS (SELECT 1 FROM public.jobs j WHERE j.id = k.job_id AND j.status = 'approved');
  INSERT INTO public.public_job_keys AS k
    (job_id, category_id, approved_at, expire_date, pay, job_nature, salary_type, experience_min, city, place, postcode, search)
  SELECT j.id, j.category_id, j.approved_at, j.expire_date, coalesce(j.salary_max_minor, j.salary_min_minor),
         j.job_nature, j.salary_type, j.experience_min,
         lower(coalesce(j.city, '')),
         lower(concat_ws(E'\n', j.city, j.location)),
         upper(replace(coalesce(j.postcode, ''), ' ', '')),
         lower(concat_ws(E'\n', j.title, public.f_text_array_join(j.skills), cp.org_name))
    FROM public.jobs j
    LEFT JOIN public.company_profiles cp ON cp.id = j.company_profile_id
   WHERE j.id = ANY (ids) AND j.status = 'approved'
  ON CONFLICT (job_id) DO UPDATE SET
    category_id = excluded.category_id, approved_at = excluded.approved_at, expire_date = excluded.expire_date,
    pay = excluded.pay, job_nature = excluded.job_nature, salary_type = excluded.salary_type,
    experience_min = excluded.experience_min, city = excluded.city, place = excluded.place,
    postcode = excluded.postcode, search = excluded.search;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.public_job_keys_jobs_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.public_job_keys_refresh(ARRAY(SELECT id FROM new_rows WHERE status = 'approved'));
  ELSE
    -- only the rows whose keys changed (a view counted, a stage moved: nothing to do)
    PERFORM public.public_job_keys_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.status = 'approved' OR o.status = 'approved')
         AND (n.status, n.category_id, n.approved_at, n.expire_date, n.salary_min_minor, n.salary_max_minor, n.job_nature,
              n.salary_type, n.experience_min, n.city, n.location, n.postcode, n.title, n.skills, n.company_profile_id)
             IS DISTINCT FROM
             (o.status, o.category_id, o.approved_at, o.expire_date, o.salary_min_minor, o.salary_max_minor, o.job_nature,
              o.salary_type, o.experience_min, o.city, o.location, o.postcode, o.title, o.skills, o.company_profile_id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER public_job_keys_ai AFTER INSERT ON public.jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.public_job_keys_jobs_tg();
--> statement-breakpoint
CREATE TRIGGER public_job_keys_au AFTER UPDATE ON public.jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.public_job_keys_jobs_tg();
--> statement-breakpoint
-- An organisation renamed: its approved jobs' search text follows.
CREATE OR REPLACE FUNCTION public.public_job_keys_profiles_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.public_job_keys_refresh(ARRAY(SELECT j.id FROM public.jobs j WHERE j.company_profile_id = NEW.id AND j.status = 'approved'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER public_job_keys_profiles_au
  AFTER UPDATE OF org_name ON public.company_profiles
  FOR EACH ROW WHEN (OLD.org_name IS DISTINCT FROM NEW.org_name)
  EXECUTE FUNCTION public.public_job_keys_profiles_tg();
--> statement-breakpoint
-- What is there already.
SELECT public.public_job_keys_refresh(ARRAY(SELECT id FROM public.jobs WHERE status = 'approved'));
