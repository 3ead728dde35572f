ALTER TABLE "courses" ADD COLUMN "degree_moved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_moved_program_idx" ON "courses" USING btree ("program_id") WHERE "degree_moved";--> statement-breakpoint
UPDATE "courses" c SET "degree_moved" = true
WHERE EXISTS (SELECT 1 FROM "applications" a WHERE a."course_id" = c."id" AND a."program_id" <> c."program_id");
