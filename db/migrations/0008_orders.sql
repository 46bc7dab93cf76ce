CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_events_status_known" CHECK ("order_events"."status" IN ('placed', 'awaiting_payment', 'paid', 'artwork_received', 'proof_sent', 'approved', 'in_production', 'dispatched', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"configuration" jsonb NOT NULL,
	"configuration_key" text NOT NULL,
	"summary" text NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"visitor_id" uuid NOT NULL,
	"member_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"address_label" text DEFAULT '' NOT NULL,
	"shipping_method" text NOT NULL,
	"status" text NOT NULL,
	"sub_total_cents" integer NOT NULL,
	"shipping_fee_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"coupon_code" text,
	"payment_method" text NOT NULL,
	"payment_reference" text NOT NULL,
	"payment_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"dispatch_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('placed', 'awaiting_payment', 'paid', 'artwork_received', 'proof_sent', 'approved', 'in_production', 'dispatched', 'delivered')),
	CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN ('paynow')),
	CONSTRAINT "orders_money_not_negative" CHECK ("orders"."sub_total_cents" >= 0 AND "orders"."shipping_fee_cents" >= 0 AND "orders"."discount_cents" >= 0 AND "orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_visitor_idx" ON "orders" USING btree ("visitor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at" DESC NULLS LAST);