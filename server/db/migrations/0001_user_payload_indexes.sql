CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("parent_account_id");--> statement-breakpoint
CREATE INDEX "contact_methods_contact_idx" ON "contact_methods" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "status_schedules_status_idx" ON "status_schedules" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "statuses_user_idx" ON "statuses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transfer_links_user_idx" ON "transfer_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "usage_notifications_user_idx" ON "usage_notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_message_groups_user_idx" ON "user_message_groups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_patch_numbers_user_idx" ON "user_patch_numbers" USING btree ("user_id");