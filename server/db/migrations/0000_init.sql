CREATE TABLE "account_bundles" (
	"account_bundle_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"description" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_features" (
	"account_feature_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"feature_key" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_products" (
	"account_product_id" serial PRIMARY KEY NOT NULL,
	"account_bundle_id" integer NOT NULL,
	"bundle_description" text NOT NULL,
	"plan" text DEFAULT 'N' NOT NULL,
	"usage" text DEFAULT 'N' NOT NULL,
	"addon" text DEFAULT 'N' NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"original_unit_price" numeric(12, 2),
	"invoice_line" text,
	"period_start" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"account_id" serial PRIMARY KEY NOT NULL,
	"parent_account_id" integer,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"description" text,
	"website" text,
	"company_phone" text,
	"company_fax" text,
	"balance" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"autopay_days" integer,
	"autopay_payment_method_uid" text,
	"billing_email" text,
	"vip_forwarding_number" text,
	"show_combined_usage" text DEFAULT 'N' NOT NULL,
	"show_extended_reports" text DEFAULT 'N' NOT NULL,
	"chat_service_enabled" text DEFAULT 'N' NOT NULL,
	"hipaa" text DEFAULT 'N' NOT NULL,
	"plan_minutes" integer DEFAULT 0 NOT NULL,
	"billing_day_of_month" integer DEFAULT 1 NOT NULL,
	"billing_address1" text,
	"billing_address2" text,
	"billing_city" text,
	"billing_us_state" text,
	"billing_us_zip" text,
	"billing_territory" text,
	"billing_postal_code" text,
	"billing_country" text,
	"billing_country_name" text,
	"shipping_same_as_billing" text DEFAULT 'Y' NOT NULL,
	"shipping_address1" text,
	"shipping_address2" text,
	"shipping_city" text,
	"shipping_us_state" text,
	"shipping_us_zip" text,
	"shipping_territory" text,
	"shipping_postal_code" text,
	"shipping_country" text,
	"shipping_country_name" text,
	CONSTRAINT "accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"support_agent_id" integer,
	"action" text NOT NULL,
	"method" text,
	"path" text,
	"status" integer,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "blocked_numbers" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"name" text,
	"company" text
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"chat_message_id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"author" text NOT NULL,
	"message" text NOT NULL,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"chat_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"ended" timestamp with time zone,
	"visitor_full_name" text,
	"visitor_phone" text,
	"visitor_email" text,
	"visitor_location" text,
	"outcome" text,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website" text,
	"agent_full_name" text,
	"chat_duration" integer,
	"read" text DEFAULT 'N' NOT NULL,
	"archived" text DEFAULT 'N' NOT NULL,
	"followup" text DEFAULT 'N' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_methods" (
	"contact_method_id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"contact_method_type" text NOT NULL,
	"phone_number" text,
	"phone_extension" text,
	"email" text,
	"address" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"contact_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_self" text DEFAULT 'N' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"business" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"device_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"system_type" text NOT NULL,
	"description" text,
	"endpoint" text,
	"client_key" text,
	"client_auth" text
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"identity_key_id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_line_id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_type" text NOT NULL,
	"line_item_text" text NOT NULL,
	"invoice_quantity" numeric(10, 2) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"credit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"debit" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"status" text NOT NULL,
	"invoice_date" timestamp with time zone NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"amount_due" numeric(12, 2) NOT NULL,
	"debit" numeric(12, 2) NOT NULL,
	"credit_forward" numeric(12, 2) DEFAULT 0 NOT NULL,
	"credits" numeric(12, 2) DEFAULT 0 NOT NULL,
	"payments" numeric(12, 2) DEFAULT 0 NOT NULL,
	"balance" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"lead_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"chat_id" integer,
	"title" text NOT NULL,
	"weblead_json" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"location_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_name" text NOT NULL,
	"timezone" text DEFAULT 'America/Los_Angeles' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_groups" (
	"message_group_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer,
	"user_id" integer,
	"account_id" integer NOT NULL,
	"location_id" integer,
	"message_group_id" integer,
	"message_type" text NOT NULL,
	"chat_id" integer,
	"task_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"caller" text,
	"ani" text,
	"dnis" text,
	"outcall_number" text,
	"outcall_source_number" text,
	"combined_display_name" text,
	"combined_message_id" integer,
	"from_city" text,
	"from_state" text,
	"from_country" text,
	"task_user" text,
	"sending_agent" text,
	"sending_user" text,
	"task_agent" text,
	"task_status" text,
	"task_start_time" timestamp with time zone,
	"task_end_time" timestamp with time zone,
	"call_length_in_seconds" integer,
	"billable_agent_minutes" numeric(8, 2),
	"has_task_audit_record_id" text DEFAULT 'N' NOT NULL,
	"call_tag_name" text,
	"contact_description" text,
	"taken" timestamp with time zone NOT NULL,
	"last_message_id" integer,
	"message_read" timestamp with time zone,
	"archived" text DEFAULT 'N' NOT NULL,
	"followup" text DEFAULT 'N' NOT NULL,
	"urgent" text DEFAULT 'N' NOT NULL,
	"text_content" text,
	"form_content" jsonb,
	"request" text,
	"recording_transcription" text,
	"recording_duration" integer,
	"audio_key" text,
	"call_recording_transcription" jsonb
);
--> statement-breakpoint
CREATE TABLE "password_change_keys" (
	"password_change_key_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"payment_method_uid" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"funding" text,
	"bank_account_type" text,
	"billing_name" text,
	"last_used" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_method_uid" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"surcharge_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"surcharge" jsonb,
	"user_id" integer,
	"support_agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"phone_number_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"dlc_verified" text DEFAULT 'N' NOT NULL,
	"handling" text DEFAULT 'ANSWER' NOT NULL,
	"forward_number" text,
	"forward_to_agent" text DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"quote_id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"status" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"line_items" jsonb NOT NULL,
	"amount_total" numeric(12, 2) NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "quotes_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"recording_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"audio_key" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"in_db" text DEFAULT 'Y' NOT NULL,
	"on_twilio" text DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"report_file_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"extended" text DEFAULT 'N' NOT NULL,
	"content_type" text DEFAULT 'text/csv' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"update_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"support_agent_id" integer,
	"two_factor_satisfied" text DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"taken" timestamp with time zone NOT NULL,
	"ani" text NOT NULL,
	"dnis" text NOT NULL,
	"sending_user" text,
	"sending_user_id" integer,
	"text_content" text,
	"form_content" jsonb
);
--> statement-breakpoint
CREATE TABLE "sms_tasks" (
	"task_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"phone_number_id" integer,
	"ani" text NOT NULL,
	"dnis" text NOT NULL,
	"sms_display_name" text,
	"taken" timestamp with time zone NOT NULL,
	"last_message" timestamp with time zone,
	"unread" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_contacts" (
	"status_contact_id" serial PRIMARY KEY NOT NULL,
	"status_id" integer NOT NULL,
	"contact_method" text DEFAULT 'PHONE' NOT NULL,
	"contact_data" text NOT NULL,
	"attempt_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_exceptions" (
	"status_exception_id" serial PRIMARY KEY NOT NULL,
	"status_id" integer NOT NULL,
	"exception_name" text NOT NULL,
	"disposition" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_lists" (
	"status_list_id" serial PRIMARY KEY NOT NULL,
	"list_type" text NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_schedules" (
	"status_schedule_id" serial PRIMARY KEY NOT NULL,
	"status_id" integer NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"status_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status_name" text,
	"taking_calls" text DEFAULT 'N' NOT NULL,
	"saved" text DEFAULT 'N' NOT NULL,
	"duration_code" text DEFAULT 'DAY' NOT NULL,
	"instruction_code" text DEFAULT 'NONE' NOT NULL,
	"message_code" text DEFAULT 'DEFAULT' NOT NULL,
	"duration_status_list_id" integer,
	"instruction_status_list_id" integer,
	"message_status_list_id" integer,
	"instructions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_agents" (
	"support_agent_id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	CONSTRAINT "support_agents_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "transfer_deliveries" (
	"transfer_delivery_id" serial PRIMARY KEY NOT NULL,
	"transfer_link_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_links" (
	"transfer_link_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transfer_service_id" integer NOT NULL,
	"setting_up" text DEFAULT 'N' NOT NULL,
	"attention" text DEFAULT 'N' NOT NULL,
	"message" text,
	"sent" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"retry" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"parsed_parameters_json" jsonb,
	"token" text
);
--> statement-breakpoint
CREATE TABLE "transfer_rules" (
	"transfer_rule_id" serial PRIMARY KEY NOT NULL,
	"transfer_link_id" integer NOT NULL,
	"account_id" integer,
	"phone_number_id" integer,
	"message_group_id" integer,
	"message_category_id" integer,
	"match_all" text DEFAULT 'N' NOT NULL,
	"deny" text DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_services" (
	"transfer_service_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"transfer_key" text NOT NULL,
	"pull_service" text DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_notifications" (
	"usage_notification_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"current_usage" integer NOT NULL,
	"included_minutes" integer NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_account_roles" (
	"user_account_role_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer,
	"user_role_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_message_groups" (
	"user_message_group_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message_group_id" integer NOT NULL,
	"user_default" text DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_patch_numbers" (
	"user_patch_number_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone_number_id" integer NOT NULL,
	"assist" text DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_name" text NOT NULL,
	"job_title" text,
	"access_pin" text,
	"hold_calls" text DEFAULT 'N' NOT NULL,
	"full_access" text DEFAULT 'N' NOT NULL,
	"temporary_password" text DEFAULT 'N' NOT NULL,
	"manual_password_change" text DEFAULT 'N' NOT NULL,
	"two_factor" text DEFAULT 'N' NOT NULL,
	"greeting_audio_key" text,
	"greeting_duration" integer,
	"push_endpoint" text,
	"push_key" text,
	"push_auth" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"verification_code_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_callers" (
	"vip_caller_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"phone_number" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_bundles" ADD CONSTRAINT "account_bundles_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_features" ADD CONSTRAINT "account_features_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_products" ADD CONSTRAINT "account_products_account_bundle_id_account_bundles_account_bundle_id_fk" FOREIGN KEY ("account_bundle_id") REFERENCES "public"."account_bundles"("account_bundle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_chat_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("chat_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_methods" ADD CONSTRAINT "contact_methods_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_keys" ADD CONSTRAINT "identity_keys_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_groups" ADD CONSTRAINT "message_groups_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_change_keys" ADD CONSTRAINT "password_change_keys_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_support_agent_id_support_agents_support_agent_id_fk" FOREIGN KEY ("support_agent_id") REFERENCES "public"."support_agents"("support_agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_task_id_sms_tasks_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."sms_tasks"("task_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD CONSTRAINT "sms_tasks_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD CONSTRAINT "sms_tasks_phone_number_id_phone_numbers_phone_number_id_fk" FOREIGN KEY ("phone_number_id") REFERENCES "public"."phone_numbers"("phone_number_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_contacts" ADD CONSTRAINT "status_contacts_status_id_statuses_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("status_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_exceptions" ADD CONSTRAINT "status_exceptions_status_id_statuses_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("status_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_schedules" ADD CONSTRAINT "status_schedules_status_id_statuses_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("status_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statuses" ADD CONSTRAINT "statuses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD CONSTRAINT "transfer_deliveries_transfer_link_id_transfer_links_transfer_link_id_fk" FOREIGN KEY ("transfer_link_id") REFERENCES "public"."transfer_links"("transfer_link_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_links" ADD CONSTRAINT "transfer_links_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_links" ADD CONSTRAINT "transfer_links_transfer_service_id_transfer_services_transfer_service_id_fk" FOREIGN KEY ("transfer_service_id") REFERENCES "public"."transfer_services"("transfer_service_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_rules" ADD CONSTRAINT "transfer_rules_transfer_link_id_transfer_links_transfer_link_id_fk" FOREIGN KEY ("transfer_link_id") REFERENCES "public"."transfer_links"("transfer_link_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_notifications" ADD CONSTRAINT "usage_notifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_notifications" ADD CONSTRAINT "usage_notifications_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account_roles" ADD CONSTRAINT "user_account_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account_roles" ADD CONSTRAINT "user_account_roles_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account_roles" ADD CONSTRAINT "user_account_roles_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_message_groups" ADD CONSTRAINT "user_message_groups_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_message_groups" ADD CONSTRAINT "user_message_groups_message_group_id_message_groups_message_group_id_fk" FOREIGN KEY ("message_group_id") REFERENCES "public"."message_groups"("message_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_patch_numbers" ADD CONSTRAINT "user_patch_numbers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_patch_numbers" ADD CONSTRAINT "user_patch_numbers_phone_number_id_phone_numbers_phone_number_id_fk" FOREIGN KEY ("phone_number_id") REFERENCES "public"."phone_numbers"("phone_number_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_callers" ADD CONSTRAINT "vip_callers_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_account_number_idx" ON "blocked_numbers" USING btree ("account_id","phone_number");--> statement-breakpoint
CREATE INDEX "chats_account_created_idx" ON "chats" USING btree ("account_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_keys_key_idx" ON "identity_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "messages_user_taken_idx" ON "messages" USING btree ("user_id","taken");--> statement-breakpoint
CREATE INDEX "messages_account_taken_idx" ON "messages" USING btree ("account_id","taken");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_key_idx" ON "sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "uar_user_idx" ON "user_account_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uar_account_idx" ON "user_account_roles" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_account_number_idx" ON "vip_callers" USING btree ("account_id","phone_number");