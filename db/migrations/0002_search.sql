-- Denormalised search text for the catalogue (PRODUCT.md section 5), kept up to date by
-- triggers so that no code path can forget it:
--   universities.search_text = norm(name, name_zh, short_name, city name/zh, province name/zh)
--   courses.search_text      = norm(title, short_title, major, program name, university.search_text)
-- norm = public.f_search_norm (lower, unaccented, single spaces). search_vector (tsvector,
-- 'simple') is a generated column over search_text; GIN and trigram indexes are in 0001_init.
-- Changes to a city, province or program name cascade to the dependent rows by "touching"
-- them (SET search_text = ''), which re-runs their BEFORE trigger.

CREATE OR REPLACE FUNCTION public.universities_search_text_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := public.f_search_norm(concat_ws(' ',
    NEW.name, NEW.name_zh, NEW.short_name,
    (SELECT concat_ws(' ', c.name, c.name_zh, p.name, p.name_zh)
       FROM public.cities c LEFT JOIN public.provinces p ON p.id = c.province_id
      WHERE c.id = NEW.city_id)));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER universities_search_text_biu
  BEFORE INSERT OR UPDATE ON public.universities
  FOR EACH ROW EXECUTE FUNCTION public.universities_search_text_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.courses_search_text_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := public.f_search_norm(concat_ws(' ',
    NEW.title, NEW.short_title, NEW.major,
    (SELECT pr.name FROM public.programs pr WHERE pr.id = NEW.program_id),
    (SELECT u.search_text FROM public.universities u WHERE u.id = NEW.university_id)));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_text_biu
  BEFORE INSERT OR UPDATE ON public.courses
  FOR EACH ROW EXECUTE FUNCTION public.courses_search_text_tg();
--> statement-breakpoint
-- A university's text changed (its own names, its city, or a cascade from city/province):
-- refresh its courses.
CREATE OR REPLACE FUNCTION public.universities_search_cascade_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.courses SET search_text = '' WHERE university_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER universities_search_text_au
  AFTER UPDATE ON public.universities
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION public.universities_search_cascade_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cities_search_cascade_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.universities SET search_text = '' WHERE city_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cities_search_text_au
  AFTER UPDATE OF name, name_zh, province_id ON public.cities
  FOR EACH ROW WHEN ((OLD.name, OLD.name_zh, OLD.province_id) IS DISTINCT FROM (NEW.name, NEW.name_zh, NEW.province_id))
  EXECUTE FUNCTION public.cities_search_cascade_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.provinces_search_cascade_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.universities SET search_text = ''
   WHERE city_id IN (SELECT c.id FROM public.cities c WHERE c.province_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER provinces_search_text_au
  AFTER UPDATE OF name, name_zh ON public.provinces
  FOR EACH ROW WHEN ((OLD.name, OLD.name_zh) IS DISTINCT FROM (NEW.name, NEW.name_zh))
  EXECUTE FUNCTION public.provinces_search_cascade_tg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.programs_search_cascade_tg() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.courses SET search_text = '' WHERE program_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER programs_search_text_au
  AFTER UPDATE OF name ON public.programs
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.programs_search_cascade_tg();
--> statement-breakpoint
-- Trigram index on course majors for the "major" filter's typo-tolerant suggestions, and on
-- city names (keyword search also matches cities).
CREATE INDEX IF NOT EXISTS courses_major_trgm_idx ON public.courses USING gin (public.f_search_norm(major) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cities_name_trgm_idx ON public.cities USING gin (public.f_search_norm(name) gin_trgm_ops);
