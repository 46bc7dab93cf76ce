CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"visitor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_items_cart_configuration_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "merge_slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_configuration_slot_idx" ON "cart_items" USING btree ("cart_id","configuration_key","merge_slot");--> statement-breakpoint
CREATE UNIQUE INDEX "price_factors_option_product_idx" ON "price_factors" USING btree ("kind","option_id",coalesce("product_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "price_grids_product_cutting_idx" ON "price_grids" USING btree ("product_id","cutting_id");