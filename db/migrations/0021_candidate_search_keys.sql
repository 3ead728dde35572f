CREATE TABLE "candidate_search_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search_keys" ADD CONSTRAINT "candidate_search_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_keys_created_idx" ON "candidate_search_keys" USING btree ("created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) INCLUDE ("search");--> statement-breakpoint
CREATE INDEX "candidate_search_keys_search_trgm_idx" ON "candidate_search_keys" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- The job seekers' search keys (candidate_search_keys), kept by triggers so no write path can
-- forget them: a row per account whose role is candidate, from the account and its resume.
-- Per statement (transition tables): a bulk insert (the large seed) is one refresh.
CREATE OR REPLACE FUNCTION public.candidate_search_refresh(ids integer[]) RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM public.candidate_search_keys k
   WHERE k.user_id = ANY (ids)
     AND NOT EXISTS (SELECT 1 FROM public.users u WHERE u.id = k.user_id AND u.role = 'candidate');
  INSERT INTO public.candidate_search_keys AS k (user_id, created_at, search)
  SELECT u.id, u.created_at, lower(concat_ws(E'\n', u.name, u.email, p.first_name, p.last_name))
    FROM public.users u
    LEFT JOIN public.candidate_profiles p ON p.user_id = u.id
   WHERE u.id = ANY (ids) AND u.role = 'candidate'
  ON CONFLICT (user_id) DO UPDATE SET created_at = excluded.created_at, search = excluded.search;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.candidate_search_users_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.candidate_search_refresh(ARRAY(SELECT id FROM new_rows WHERE role = 'candidate'));
  ELSE
    PERFORM public.candidate_search_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.role = 'candidate' OR o.role = 'candidate')
         AND (n.role, n.name, n.email, n.created_at) IS DISTINCT FROM (o.role, o.name, o.email, o.created_at)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_keys_ai AFTER INSERT ON public.users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.candidate_search_users_tg();
--> statement-breakpoint
CREATE TRIGGER candidate_search_keys_au AFTER UPDATE ON public.users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.candidate_search_users_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.candidate_search_profiles_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.candidate_search_refresh(ARRAY(SELECT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.candidate_search_refresh(ARRAY(SELECT user_id FROM old_rows));
  ELSE
    PERFORM public.candidate_search_refresh(ARRAY(
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.user_id, n.first_name, n.last_name) IS DISTINCT FROM (o.user_id, o.first_name, o.last_name)
      UNION
      SELECT o.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.user_id <> o.user_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_keys_ai AFTER INSERT ON public.candidate_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.candidate_search_profiles_tg();
--> statement-breakpoint
CREATE TRIGGER candidate_search_keys_au AFTER UPDATE ON public.candidate_profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.candidate_search_profiles_tg();
--> statement-breakpoint
CREATE TRIGGER candidate_search_keys_ad AFTER DELETE ON public.candidate_profiles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.candidate_search_profiles_tg();
--> statement-breakpoint
-- What is there already.
SELECT public.candidate_search_refresh(ARRAY(SELECT id FROM public.users WHERE role = 'candidate'));
