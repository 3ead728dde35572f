ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_chk" CHECK ("message_key" IS NOT NULL OR "title" IS NOT NULL);