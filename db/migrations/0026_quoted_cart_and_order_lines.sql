ALTER TABLE "cart_items" ADD COLUMN "quote_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quoted_until" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quoted_dispatch_days" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_source" text DEFAULT 'tables' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "quote_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_source_known" CHECK ("price_source" IN ('tables', 'quote') AND ("price_source" = 'quote') = ("quote_offer_id" IS NOT NULL));
