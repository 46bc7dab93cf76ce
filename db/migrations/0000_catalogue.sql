CREATE TABLE "addon_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"addon_id" integer NOT NULL,
	"name" text NOT NULL,
	"premium_coating" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"max_selected" integer NOT NULL,
	CONSTRAINT "addons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "adhesives" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cutting_id" integer NOT NULL,
	"finishing_id" integer,
	"adhesive_id" integer,
	"addon_id" integer
);
--> statement-breakpoint
CREATE TABLE "catalogue_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"swatch_class" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_quantity_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer,
	"cutting_id" integer,
	"allowed" boolean NOT NULL,
	"modulo" integer NOT NULL,
	"min_allowed_qty" integer NOT NULL,
	"max_allowed_qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cutting_shapes" (
	"cutting_id" integer NOT NULL,
	"shape_id" integer NOT NULL,
	"cuts" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "cutting_shapes_cutting_id_shape_id_pk" PRIMARY KEY("cutting_id","shape_id")
);
--> statement-breakpoint
CREATE TABLE "cuttings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"input_ea" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dim_lookups" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cutting_id" integer NOT NULL,
	"min_size" text NOT NULL,
	"max_size" text NOT NULL,
	"is_equal" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"img" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "featured_categories_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "featured_item_products" (
	"featured_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "featured_item_products_featured_item_id_product_id_pk" PRIMARY KEY("featured_item_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "featured_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"route" text NOT NULL,
	"headline" text NOT NULL,
	"cutting_ids" integer[],
	"sort_order" integer NOT NULL,
	CONSTRAINT "featured_items_url_slug_unique" UNIQUE("url_slug"),
	CONSTRAINT "featured_items_route_unique" UNIQUE("route")
);
--> statement-breakpoint
CREATE TABLE "finishings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kickoff_promos" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"minimum_quantity" integer NOT NULL,
	"bonus_quantity" integer NOT NULL,
	"active" boolean NOT NULL,
	"starts_on" date,
	"ends_on" date,
	CONSTRAINT "kickoff_promos_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "orientations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" char(1) NOT NULL,
	"file_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preset_sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cutting_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_factors" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"option_id" integer NOT NULL,
	"product_id" integer,
	"factor_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_grids" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cutting_id" integer NOT NULL,
	"sizes_mm" integer[] NOT NULL,
	"run_sizes" integer[] NOT NULL,
	"prices_cents" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"product_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "product_colors_product_id_color_id_pk" PRIMARY KEY("product_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "product_cuttings" (
	"product_id" integer NOT NULL,
	"cutting_id" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "product_cuttings_product_id_cutting_id_pk" PRIMARY KEY("product_id","cutting_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"prod_info_ref" text NOT NULL,
	"description" text NOT NULL,
	"family" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shapes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"element_class" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"method" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"printing_days" integer NOT NULL,
	"shipping_days" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_processings" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"items" jsonb NOT NULL,
	"disabled_product_ids" integer[] NOT NULL,
	"disabled_finishing_ids" integer[] NOT NULL,
	CONSTRAINT "special_processings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "addon_items" ADD CONSTRAINT "addon_items_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_lookups" ADD CONSTRAINT "attribute_lookups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_lookups" ADD CONSTRAINT "attribute_lookups_cutting_id_cuttings_id_fk" FOREIGN KEY ("cutting_id") REFERENCES "public"."cuttings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_lookups" ADD CONSTRAINT "attribute_lookups_finishing_id_finishings_id_fk" FOREIGN KEY ("finishing_id") REFERENCES "public"."finishings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_lookups" ADD CONSTRAINT "attribute_lookups_adhesive_id_adhesives_id_fk" FOREIGN KEY ("adhesive_id") REFERENCES "public"."adhesives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_lookups" ADD CONSTRAINT "attribute_lookups_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quantity_rules" ADD CONSTRAINT "custom_quantity_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quantity_rules" ADD CONSTRAINT "custom_quantity_rules_cutting_id_cuttings_id_fk" FOREIGN KEY ("cutting_id") REFERENCES "public"."cuttings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutting_shapes" ADD CONSTRAINT "cutting_shapes_cutting_id_cuttings_id_fk" FOREIGN KEY ("cutting_id") REFERENCES "public"."cuttings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutting_shapes" ADD CONSTRAINT "cutting_shapes_shape_id_shapes_id_fk" FOREIGN KEY ("shape_id") REFERENCES "public"."shapes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dim_lookups" ADD CONSTRAINT "dim_lookups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dim_lookups" ADD CONSTRAINT "dim_lookups_cutting_id_cuttings_id_fk" FOREIGN KEY ("cutting_id") REFERENCES "public"."cuttings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_item_products" ADD CONSTRAINT "featured_item_products_featured_item_id_featured_items_id_fk" FOREIGN KEY ("featured_item_id") REFERENCES "public"."featured_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_item_products" ADD CONSTRAINT "featured_item_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_items" ADD CONSTRAINT "featured_items_category_id_featured_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."featured_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preset_sizes" ADD CONSTRAINT "preset_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preset_sizes" ADD CONSTRAINT "preset_sizes_cutting_id_cuttings_id_fk" FOREIGN KEY ("cutting_id") REFERENCES "public"."cuttings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_factors" ADD CONSTRAINT "price_factors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_grids" ADD CONSTRAINT "price_grids_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_grids" ADD CONSTRAINT "price_grids_cutting_id_cuttings_id_fk" FOREIGN KEY ("cutting_id") REFERENCES "public"."cuttings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cuttings" ADD CONSTRAINT "product_cuttings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cuttings" ADD CONSTRAINT "product_cuttings_cutting_id_cuttings_id_fk" FOREIGN KEY ("cutting_id") REFERENCES "public"."cuttings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_lookups_product_idx" ON "attribute_lookups" USING btree ("product_id");