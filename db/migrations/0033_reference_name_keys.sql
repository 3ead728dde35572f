-- Reference data has no twins: a name is unique in its list, case and white space ignored
-- (lower(regexp_replace(name, '\s', '', 'g')); a city in its province). Twins already stored
-- are not merged (records point at each of them) and not deleted: the oldest (lowest id) keeps
-- its name, each later twin is renamed "<name> (<id>)", so the index below can be built on any
-- data and the back office can merge or delete the renamed rows by hand.
UPDATE "categories" AS r SET "name" = r."name" || ' (' || r."id" || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY lower(regexp_replace("name", '\s', '', 'g')) ORDER BY "id") AS n FROM "categories") AS twin
 WHERE twin."id" = r."id" AND twin.n > 1;--> statement-breakpoint
UPDATE "cities" AS r SET "name" = r."name" || ' (' || r."id" || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY lower(regexp_replace("name", '\s', '', 'g')), coalesce("province_id", 0) ORDER BY "id") AS n FROM "cities") AS twin
 WHERE twin."id" = r."id" AND twin.n > 1;--> statement-breakpoint
UPDATE "countries" AS r SET "name" = r."name" || ' (' || r."id" || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY lower(regexp_replace("name", '\s', '', 'g')) ORDER BY "id") AS n FROM "countries") AS twin
 WHERE twin."id" = r."id" AND twin.n > 1;--> statement-breakpoint
UPDATE "programs" AS r SET "name" = r."name" || ' (' || r."id" || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY lower(regexp_replace("name", '\s', '', 'g')) ORDER BY "id") AS n FROM "programs") AS twin
 WHERE twin."id" = r."id" AND twin.n > 1;--> statement-breakpoint
UPDATE "employer_types" AS r SET "name" = r."name" || ' (' || r."id" || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY lower(regexp_replace("name", '\s', '', 'g')) ORDER BY "id") AS n FROM "employer_types") AS twin
 WHERE twin."id" = r."id" AND twin.n > 1;--> statement-breakpoint
UPDATE "job_categories" AS r SET "name" = r."name" || ' (' || r."id" || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY lower(regexp_replace("name", '\s', '', 'g')) ORDER BY "id") AS n FROM "job_categories") AS twin
 WHERE twin."id" = r."id" AND twin.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key_unique" ON "categories" USING btree (lower(regexp_replace("name", '\s', '', 'g')));--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_key_unique" ON "cities" USING btree (lower(regexp_replace("name", '\s', '', 'g')),coalesce("province_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_key_unique" ON "countries" USING btree (lower(regexp_replace("name", '\s', '', 'g')));--> statement-breakpoint
CREATE UNIQUE INDEX "programs_name_key_unique" ON "programs" USING btree (lower(regexp_replace("name", '\s', '', 'g')));--> statement-breakpoint
CREATE UNIQUE INDEX "employer_types_name_key_unique" ON "employer_types" USING btree (lower(regexp_replace("name", '\s', '', 'g')));--> statement-breakpoint
CREATE UNIQUE INDEX "job_categories_name_key_unique" ON "job_categories" USING btree (lower(regexp_replace("name", '\s', '', 'g')));