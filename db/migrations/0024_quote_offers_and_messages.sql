CREATE TABLE "quote_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"dispatch_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "quote_offers_price_positive" CHECK ("quote_offers"."price_cents" > 0),
	CONSTRAINT "quote_offers_quantity_positive" CHECK ("quote_offers"."quantity" > 0),
	CONSTRAINT "quote_offers_dispatch_days" CHECK ("quote_offers"."dispatch_days" BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE TABLE "quote_request_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_request_messages_author" CHECK ("quote_request_messages"."author" IN ('shopper', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_status_known";--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
-- The statuses staff set with SQL before the desk answered quotes: received and in review are new,
-- quoted is answered (its price was sent outside the shop), closed is declined.
UPDATE "quote_requests" SET "status" = CASE "status" WHEN 'quoted' THEN 'answered' WHEN 'closed' THEN 'declined' ELSE 'new' END;--> statement-breakpoint
ALTER TABLE "quote_request_files" ADD COLUMN "preflight" jsonb;--> statement-breakpoint
ALTER TABLE "quote_offers" ADD CONSTRAINT "quote_offers_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_messages" ADD CONSTRAINT "quote_request_messages_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_offers_request_idx" ON "quote_offers" USING btree ("quote_request_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_request_messages_request_idx" ON "quote_request_messages" USING btree ("quote_request_id","id");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_status_known" CHECK ("quote_requests"."status" IN ('new', 'answered', 'accepted', 'declined'));