CREATE TABLE "support_sessions" (
	"support_session_id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"support_agent_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "identity_key_id" integer;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_support_agent_id_support_agents_support_agent_id_fk" FOREIGN KEY ("support_agent_id") REFERENCES "public"."support_agents"("support_agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_sessions_key_idx" ON "support_sessions" USING btree ("key_hash");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_identity_key_id_identity_keys_identity_key_id_fk" FOREIGN KEY ("identity_key_id") REFERENCES "public"."identity_keys"("identity_key_id") ON DELETE set null ON UPDATE no action;