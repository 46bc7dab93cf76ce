-- A member's cart is marked as theirs (carts.member_id), so the hourly guest-cart sweep finds guest
-- carts by a partial index instead of checking every old cart against members.
UPDATE "carts" SET "member_id" = "visitors"."member_id" FROM "visitors" WHERE "visitors"."id" = "carts"."visitor_id" AND "visitors"."member_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "carts_updated_idx";--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_guest_updated_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."member_id" IS NULL;
