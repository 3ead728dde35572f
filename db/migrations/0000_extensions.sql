-- Extensions and immutable helper functions used by generated columns, indexes and the
-- search triggers. Runs before the tables (0001_init) because name_norm and the trigram
-- indexes depend on it. Works on Postgres 15+ and PGlite (load pg_trgm and unaccent).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it depends on search_path); naming the dictionary makes it safe
-- to declare IMMUTABLE, so it can be used in indexes and generated columns.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The normaliser for search text and for search keys: lower-case, unaccented, single spaces.
-- Use it on the query side too: WHERE search_text % public.f_search_norm($key).
CREATE OR REPLACE FUNCTION public.f_search_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(public.f_unaccent(coalesce($1, ''))), '\s+', ' ', 'g')) $$;
--> statement-breakpoint
-- University names without the word "university" (and punctuation), for typo-tolerant
-- name matching: "Zhejiang Univercity" ~ "zhejiang".
CREATE OR REPLACE FUNCTION public.f_university_name_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(regexp_replace(public.f_search_norm($1), '\muniversity\M|[[:punct:]]', ' ', 'g'), '\s+', ' ', 'g')) $$;
