DROP INDEX "courses_program_id_idx";--> statement-breakpoint
DROP INDEX "courses_intake_idx";--> statement-breakpoint
DROP INDEX "courses_major_idx";--> statement-breakpoint
DROP INDEX "courses_fee_minor_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "tuition_minor" integer;--> statement-breakpoint
CREATE INDEX "courses_tuition_asc_idx" ON "courses" USING btree ("tuition_minor","id");--> statement-breakpoint
CREATE INDEX "courses_tuition_desc_idx" ON "courses" USING btree ("tuition_minor" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_program_tuition_asc_idx" ON "courses" USING btree ("program_id","tuition_minor","id");--> statement-breakpoint
CREATE INDEX "courses_program_tuition_desc_idx" ON "courses" USING btree ("program_id","tuition_minor" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_program_deadline_idx" ON "courses" USING btree ("program_id","deadline","id");--> statement-breakpoint
CREATE INDEX "courses_program_created_at_idx" ON "courses" USING btree ("program_id","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_intake_tuition_asc_idx" ON "courses" USING btree ("intake","tuition_minor","id");--> statement-breakpoint
CREATE INDEX "courses_intake_tuition_desc_idx" ON "courses" USING btree ("intake","tuition_minor" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_intake_created_at_idx" ON "courses" USING btree ("intake","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_major_tuition_asc_idx" ON "courses" USING btree ("major","tuition_minor","id");--> statement-breakpoint
CREATE INDEX "courses_major_tuition_desc_idx" ON "courses" USING btree ("major","tuition_minor" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_major_deadline_idx" ON "courses" USING btree ("major","deadline","id");--> statement-breakpoint
CREATE INDEX "courses_major_created_at_idx" ON "courses" USING btree ("major","created_at","id");--> statement-breakpoint
CREATE INDEX "universities_public_idx" ON "universities" USING btree ("id","city_id") WHERE "universities"."status";--> statement-breakpoint
CREATE INDEX "payments_confirmed_by_idx" ON "payments" USING btree ("confirmed_by");--> statement-breakpoint
CREATE INDEX "contact_messages_handled_by_idx" ON "contact_messages" USING btree ("handled_by");--> statement-breakpoint
CREATE INDEX "site_settings_updated_by_idx" ON "site_settings" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "jobs_approved_by_idx" ON "jobs" USING btree ("approved_by");