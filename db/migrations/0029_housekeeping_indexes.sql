-- Indexes for the hourly sweeps (issue 20): spent verification codes by expiry, carts by last change.
CREATE INDEX "email_verifications_expires_idx" ON "email_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");