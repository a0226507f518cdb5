ALTER TABLE "transfer_deliveries" ADD COLUMN "source" text DEFAULT 'rule' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD COLUMN "counted_as" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD COLUMN "sent_via" text;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "transfer_deliveries" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_links" ADD COLUMN "failure_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_links" ADD COLUMN "attention_by_queue" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_deliveries_link_delivery_idx" ON "transfer_deliveries" USING btree ("transfer_link_id","delivery_id");--> statement-breakpoint
CREATE INDEX "transfer_deliveries_due_idx" ON "transfer_deliveries" USING btree ("state","next_attempt_at");