CREATE TABLE "artwork_proofs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"order_file_id" uuid,
	"upload_id" uuid,
	"status" text DEFAULT 'ready' NOT NULL,
	"target" jsonb NOT NULL,
	"cut_line" jsonb NOT NULL,
	"artwork_key" text NOT NULL,
	"proof_key" text NOT NULL,
	"preview_light_key" text NOT NULL,
	"preview_dark_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "artwork_proofs_order_file_id_unique" UNIQUE("order_file_id"),
	CONSTRAINT "artwork_proofs_upload_id_unique" UNIQUE("upload_id"),
	CONSTRAINT "artwork_proofs_one_source" CHECK (("artwork_proofs"."order_file_id" IS NULL) <> ("artwork_proofs"."upload_id" IS NULL)),
	CONSTRAINT "artwork_proofs_status_known" CHECK ("artwork_proofs"."status" IN ('ready', 'released', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "artwork_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visitor_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"target" jsonb NOT NULL,
	"preflight" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"line_position" integer NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_files_kind_known" CHECK ("print_files"."kind" IN ('print', 'job-sheet', 'gang-sheet'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "artwork_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "artwork_proofs" ADD CONSTRAINT "artwork_proofs_upload_id_artwork_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."artwork_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_proofs" ADD CONSTRAINT "artwork_proofs_artwork_key_stored_files_key_fk" FOREIGN KEY ("artwork_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_proofs" ADD CONSTRAINT "artwork_proofs_proof_key_stored_files_key_fk" FOREIGN KEY ("proof_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_proofs" ADD CONSTRAINT "artwork_proofs_preview_light_key_stored_files_key_fk" FOREIGN KEY ("preview_light_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_proofs" ADD CONSTRAINT "artwork_proofs_preview_dark_key_stored_files_key_fk" FOREIGN KEY ("preview_dark_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_uploads" ADD CONSTRAINT "artwork_uploads_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_uploads" ADD CONSTRAINT "artwork_uploads_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_files" ADD CONSTRAINT "print_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_files" ADD CONSTRAINT "print_files_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_proofs_order_idx" ON "artwork_proofs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "artwork_uploads_visitor_idx" ON "artwork_uploads" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_files_line_kind_idx" ON "print_files" USING btree ("order_id","line_position","kind");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_artwork_upload_id_artwork_uploads_id_fk" FOREIGN KEY ("artwork_upload_id") REFERENCES "public"."artwork_uploads"("id") ON DELETE set null ON UPDATE no action;