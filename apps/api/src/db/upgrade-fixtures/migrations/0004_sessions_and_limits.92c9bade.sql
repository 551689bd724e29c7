DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
-- Each token issued before families existed starts a family of its own.
ALTER TABLE "refresh_tokens" ADD COLUMN "familia" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "familia" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "sesion_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "refresh_tokens_familia_idx" ON "refresh_tokens" USING btree ("familia");--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
