CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"credit_note_no" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_refunds_credit_note_no_unique" UNIQUE("credit_note_no"),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0),
	CONSTRAINT "order_refunds_method_known" CHECK ("order_refunds"."method" IN ('paynow', 'bank_transfer', 'cash', 'other'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_expiry_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_status_known" CHECK ("order_events"."status" IN ('placed', 'awaiting_payment', 'paid', 'artwork_received', 'proof_sent', 'approved', 'in_production', 'dispatched', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_within_paid" CHECK ("orders"."refunded_cents" >= 0 AND "orders"."refunded_cents" <= CASE WHEN "orders"."paid_at" IS NULL THEN 0 ELSE "orders"."total_cents" END);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_has_reason" CHECK (("orders"."status" = 'cancelled') = ("orders"."cancelled_at" IS NOT NULL AND "orders"."cancel_reason" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('placed', 'awaiting_payment', 'paid', 'artwork_received', 'proof_sent', 'approved', 'in_production', 'dispatched', 'delivered', 'cancelled'));