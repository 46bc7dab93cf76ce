-- Every change to the catalogue or price tables bumps catalogue_revision.revision, so running
-- servers rebuild their in-memory catalogue and price index (they poll the revision).
INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_revision" SET "revision" = "revision" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'featured_categories', 'featured_items', 'products', 'featured_item_products', 'cuttings', 'shapes',
    'cutting_shapes', 'product_cuttings', 'finishings', 'adhesives', 'colors', 'orientations', 'addons',
    'addon_items', 'attribute_lookups', 'product_colors', 'dim_lookups', 'custom_quantity_rules',
    'special_processings', 'preset_sizes', 'price_grids', 'price_factors', 'shipping_methods', 'holidays',
    'kickoff_promos'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision()',
      t || '_bump_revision', t);
  END LOOP;
END;
$$;
