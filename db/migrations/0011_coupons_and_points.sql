CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"email" text NOT NULL,
	"once_key" text,
	"discount_cents" integer NOT NULL,
	"bonus_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"minimum_sub_total_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"once_per_customer" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_kind" CHECK (("coupons"."percent_off" IS NULL) <> ("coupons"."amount_off_cents" IS NULL)),
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent_off" IS NULL OR "coupons"."percent_off" BETWEEN 1 AND 100),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_off_cents" IS NULL OR "coupons"."amount_off_cents" > 0),
	CONSTRAINT "coupons_redemptions_within_limit" CHECK ("coupons"."max_redemptions" IS NULL OR "coupons"."redemptions" <= "coupons"."max_redemptions"),
	CONSTRAINT "coupons_code_shape" CHECK ("coupons"."code" ~ '^[A-Z0-9-]{3,40}$')
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bonus_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "point_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once_idx" ON "coupon_redemptions" USING btree ("coupon_code","once_key");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_email_idx" ON "coupon_redemptions" USING btree ("email");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discounts_add_up" CHECK ("orders"."coupon_discount_cents" >= 0 AND "orders"."point_discount_cents" >= 0 AND "orders"."points_redeemed" >= 0 AND "orders"."discount_cents" = "orders"."coupon_discount_cents" + "orders"."point_discount_cents" AND "orders"."total_cents" = "orders"."sub_total_cents" - "orders"."discount_cents" + "orders"."shipping_fee_cents");