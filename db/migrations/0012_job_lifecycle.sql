ALTER TABLE "jobs" ADD COLUMN "responsibilities" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requirements" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "working_hour_from" time;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "working_hour_to" time;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contact_number" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;