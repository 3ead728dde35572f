CREATE INDEX "users_name_words_idx" ON "users" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_reference_prefix_idx" ON "payments" USING btree (lower("reference") text_pattern_ops);