ALTER TYPE "public"."job_status" ADD VALUE 'rejected';--> statement-breakpoint
ALTER TYPE "public"."job_status" ADD VALUE 'closed';--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "job_type";