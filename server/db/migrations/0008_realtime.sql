CREATE TABLE "realtime_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"base" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"areas" jsonb NOT NULL
);
