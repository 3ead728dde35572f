ALTER TABLE "public_job_keys" ADD COLUMN "words" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A candidate's preferred keywords are matched with the title and the skills only (not the
-- organisation's name, which a keyword search `q` also reads): their own, shorter text.
CREATE OR REPLACE FUNCTION public.public_job_keys_refresh(ids integer[]) RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM public.public_job_keys k
   WHERE k.job_id = ANY (ids)
     AND NOT EXISTS (SELECT 1 FROM public.jobs j WHERE j.id = k.job_id AND j.status = 'approved');
  INSERT INTO public.public_job_keys AS k
    (job_id, category_id, approved_at, expire_date, pay, job_nature, salary_type, experience_min, city, place, postcode, search, words)
  SELECT j.id, j.category_id, j.approved_at, j.expire_date, coalesce(j.salary_max_minor, j.salary_min_minor),
         j.job_nature, j.salary_type, j.experience_min,
         lower(coalesce(j.city, '')),
         lower(concat_ws(E'\n', j.city, j.location)),
         upper(replace(coalesce(j.postcode, ''), ' ', '')),
         lower(concat_ws(E'\n', j.title, public.f_text_array_join(j.skills), cp.org_name)),
         lower(concat_ws(E'\n', j.title, public.f_text_array_join(j.skills)))
    FROM public.jobs j
    LEFT JOIN public.company_profiles cp ON cp.id = j.company_profile_id
   WHERE j.id = ANY (ids) AND j.status = 'approved'
  ON CONFLICT (job_id) DO UPDATE SET
    category_id = excluded.category_id, approved_at = excluded.approved_at, expire_date = excluded.expire_date,
    pay = excluded.pay, job_nature = excluded.job_nature, salary_type = excluded.salary_type,
    experience_min = excluded.experience_min, city = excluded.city, place = excluded.place,
    postcode = excluded.postcode, search = excluded.search, words = excluded.words;
$$;
--> statement-breakpoint
UPDATE public.public_job_keys k SET words = lower(concat_ws(E'\n', j.title, public.f_text_array_join(j.skills)))
  FROM public.jobs j WHERE j.id = k.job_id;
--> statement-breakpoint
CREATE INDEX "public_job_keys_words_trgm_idx" ON "public_job_keys" USING gin ("words" gin_trgm_ops);
