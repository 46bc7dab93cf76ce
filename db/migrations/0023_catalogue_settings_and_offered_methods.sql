CREATE TABLE "catalogue_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"free_shipping_threshold_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_settings_one_row" CHECK ("catalogue_settings"."id" = 1),
	CONSTRAINT "catalogue_settings_threshold_range" CHECK ("catalogue_settings"."free_shipping_threshold_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "offered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The one settings row, at the threshold the shop has always had (S$100.00); staff change it on the desk.
INSERT INTO "catalogue_settings" ("id", "free_shipping_threshold_cents") VALUES (1, 10000);
--> statement-breakpoint
-- A change to the settings bumps the catalogue revision like every catalogue table (migration 0001).
CREATE TRIGGER "catalogue_settings_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
