DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "next_attempt_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "next_attempt_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_unqueued_idx" ON "email_outbox" USING btree ("id") WHERE "email_outbox"."job_id" IS NULL AND "email_outbox"."sent_at" IS NULL AND "email_outbox"."failed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "locked_until";--> statement-breakpoint
-- Emails the hand-written worker gave up on (10 attempts) are failed; a row still waiting gets its delivery job when a server starts (email-delivery.ts).
UPDATE "email_outbox" SET "failed_at" = COALESCE("next_attempt_at", now()) WHERE "sent_at" IS NULL AND "attempts" >= 10;--> statement-breakpoint
UPDATE "email_outbox" SET "next_attempt_at" = NULL;
