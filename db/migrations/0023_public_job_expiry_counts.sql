CREATE TABLE "public_job_expiry_counts" (
	"category_id" integer NOT NULL,
	"expire_date" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_job_expiry_counts_category_id_expire_date_pk" PRIMARY KEY("category_id","expire_date")
);
--> statement-breakpoint
-- The approved jobs per category and expiry date (public_job_expiry_counts), kept on write from
-- the public list's keys: a statement's net change per (category, date), in key order (two
-- writers lock the same counters in the same order: no deadlock); no expiry counts as 'infinity'.
CREATE OR REPLACE FUNCTION public.public_job_expiry_counts_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.public_job_expiry_counts AS c (category_id, expire_date, n)
    SELECT category_id, coalesce(expire_date, 'infinity'::date), count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (category_id, expire_date) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.public_job_expiry_counts AS c (category_id, expire_date, n)
    SELECT category_id, coalesce(expire_date, 'infinity'::date), -count(*)::int FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (category_id, expire_date) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO public.public_job_expiry_counts AS c (category_id, expire_date, n)
    SELECT category_id, d, sum(x)::int FROM (
      SELECT category_id, coalesce(expire_date, 'infinity'::date) AS d, 1 AS x FROM new_rows
      UNION ALL
      SELECT category_id, coalesce(expire_date, 'infinity'::date), -1 FROM old_rows) y
     GROUP BY 1, 2 HAVING sum(x) <> 0 ORDER BY 1, 2
    ON CONFLICT (category_id, expire_date) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER public_job_expiry_counts_ai AFTER INSERT ON public.public_job_keys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.public_job_expiry_counts_tg();
--> statement-breakpoint
CREATE TRIGGER public_job_expiry_counts_au AFTER UPDATE ON public.public_job_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.public_job_expiry_counts_tg();
--> statement-breakpoint
CREATE TRIGGER public_job_expiry_counts_ad AFTER DELETE ON public.public_job_keys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.public_job_expiry_counts_tg();
--> statement-breakpoint
-- What is there already.
INSERT INTO public.public_job_expiry_counts (category_id, expire_date, n)
SELECT category_id, coalesce(expire_date, 'infinity'::date), count(*)::int FROM public.public_job_keys GROUP BY 1, 2;
