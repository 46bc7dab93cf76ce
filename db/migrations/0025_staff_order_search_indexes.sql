CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_order_no_search_idx" ON "orders" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_search_idx" ON "orders" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_search_idx" ON "orders" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_end_search_idx" ON "orders" USING btree (reverse("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_first_name_search_idx" ON "orders" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_last_name_search_idx" ON "orders" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_full_name_search_idx" ON "orders" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_dispatch_date_idx" ON "orders" USING btree ("dispatch_date");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents");