ALTER TABLE "application_documents" DROP CONSTRAINT "application_documents_file_id_uploaded_files_id_fk";
--> statement-breakpoint
ALTER TABLE "application_documents" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_documents" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_documents" ADD COLUMN "request_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;