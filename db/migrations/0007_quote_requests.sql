CREATE TABLE "quote_request_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "quote_request_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_no" text NOT NULL,
	"quote_type" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"visitor_id" uuid NOT NULL,
	"member_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"product_id" integer NOT NULL,
	"configuration" jsonb NOT NULL,
	"summary" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"quote_data" jsonb NOT NULL,
	"utm" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_request_no_unique" UNIQUE("request_no"),
	CONSTRAINT "quote_requests_type_known" CHECK ("quote_requests"."quote_type" IN ('Special Processing', 'Special Size')),
	CONSTRAINT "quote_requests_status_known" CHECK ("quote_requests"."status" IN ('received', 'in_review', 'quoted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "quote_request_files" ADD CONSTRAINT "quote_request_files_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_files" ADD CONSTRAINT "quote_request_files_storage_key_stored_files_key_fk" FOREIGN KEY ("storage_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_files_position_idx" ON "quote_request_files" USING btree ("quote_request_id","position");--> statement-breakpoint
CREATE INDEX "quote_requests_visitor_idx" ON "quote_requests" USING btree ("visitor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_member_idx" ON "quote_requests" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at" DESC NULLS LAST);