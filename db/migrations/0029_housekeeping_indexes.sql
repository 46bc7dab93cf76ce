-- Indexes for the hourly sweeps (issue 20): spent verification codes by expiry, and guest carts by last change.
CREATE INDEX "email_verifications_expires_idx" ON "email_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "carts_guest_updated_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."member_id" IS NULL;