ALTER TABLE "candidate_profiles" ADD COLUMN "shared_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_files" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;