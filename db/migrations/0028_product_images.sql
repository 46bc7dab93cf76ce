CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "product_images_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "main_image_id" uuid;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_image_id_product_images_id_fk" FOREIGN KEY ("main_image_id") REFERENCES "public"."product_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A product's pictures are catalogue rows: a change bumps the catalogue revision like every catalogue table (migration 0001).
CREATE TRIGGER "product_images_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
