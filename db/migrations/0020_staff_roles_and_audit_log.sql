CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_member_id" integer,
	"actor_email" text NOT NULL,
	"actor_role" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "staff_role" text;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_subject" ON "audit_log" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_member_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_staff_role" CHECK ("members"."staff_role" IS NULL OR "members"."staff_role" IN ('owner', 'desk', 'production'));--> statement-breakpoint
-- Staff before roles held everything: they become owners (STAFF_EMAILS re-applies at start).
UPDATE "members" SET "staff_role" = 'owner' WHERE "is_staff";
--> statement-breakpoint
-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is not allowed on audit_log', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
