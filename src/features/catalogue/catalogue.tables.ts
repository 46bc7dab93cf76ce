/**
 * The catalogue's tables: everything the shop sells and on what terms, read as one snapshot
 * (catalogue-store.ts) at one catalogue revision: featured categories and items, products and
 * their options (configurator.md §3, filled from db/seed/catalogue.json; column names follow the
 * spec's field names so the API can answer them as-is), the price grids and option factors
 * (db/seed/price-grids.json), the shipping methods and holidays, and the kick-off promos.
 * Statement triggers on them bump catalogue_revision (migrations), which every server polls, so
 * a change shows at once everywhere. Pricing, shipping and promotions read these rows from the
 * snapshot; only the catalogue (its seed, later staff's editing) writes them.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const featuredCategories = pgTable('featured_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  url_slug: text('url_slug').notNull().unique(),
  img: text('img').notNull(),
  sort_order: integer('sort_order').notNull(),
});

/**
 * A featured item is what a page route shows: /stickers/paper, /stickers/die-cut, /business-cards…
 * `cutting_ids`, when set, limits its products to those cuttings (die-cut shows only cutting 1).
 */
export const featuredItems = pgTable('featured_items', {
  id: integer('id').primaryKey(),
  category_id: integer('category_id')
    .notNull()
    .references(() => featuredCategories.id),
  name: text('name').notNull(),
  url_slug: text('url_slug').notNull().unique(),
  /** The page route without the product segment, e.g. "/stickers/paper" or "/business-cards". */
  route: text('route').notNull().unique(),
  /** Which services-banner headline the page shows (paper, vinyl, special, die-cut, kiss-cut, sheet, roll, default). */
  headline: text('headline').notNull(),
  cutting_ids: integer('cutting_ids').array(),
  sort_order: integer('sort_order').notNull(),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Route segment: /stickers/paper/{url_slug}. */
  url_slug: text('url_slug').notNull(),
  /** Key of the product-info panel content (art-paper, dome-stickers, royal-extra-white-400gsm…). */
  prod_info_ref: text('prod_info_ref').notNull(),
  description: text('description').notNull(),
  family: text('family').notNull(),
  sort_order: integer('sort_order').notNull(),
  /** The uploaded main picture (product_images, issue 19); null: the static /images/products/{prod_info_ref}/1.svg. */
  main_image_id: uuid('main_image_id').references((): AnyPgColumn => productImages.id),
});

/**
 * Pictures desk staff uploaded for a product (issue 19): re-encoded WebP in the file store under
 * `file_key`, never changed once stored (their public URL is cached for a year). Which one is the
 * product's main picture is products.main_image_id.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    file_key: text('file_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The desk member's email. */
    created_by: text('created_by').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.product_id, t.created_at)],
);

export const featuredItemProducts = pgTable(
  'featured_item_products',
  {
    featured_item_id: integer('featured_item_id')
      .notNull()
      .references(() => featuredItems.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    sort_order: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.featured_item_id, t.product_id] })],
);

export const cuttings = pgTable('cuttings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Whether the shopper types how many stickers go on one sheet (`ea`). */
  input_ea: boolean('input_ea').notNull().default(false),
  sort_order: integer('sort_order').notNull(),
});

export const shapes = pgTable('shapes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  element_class: text('element_class').notNull(),
});

/** Shapes offered per cutting; `cuts` is "na" unless the cutting is multi-cut (cut per shape asked). */
export const cuttingShapes = pgTable(
  'cutting_shapes',
  {
    cutting_id: integer('cutting_id')
      .notNull()
      .references(() => cuttings.id),
    shape_id: integer('shape_id')
      .notNull()
      .references(() => shapes.id),
    cuts: text('cuts').notNull(),
    sort_order: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cutting_id, t.shape_id] })],
);

/** Which cuttings a product offers; `disabled` shows the cutting greyed out (cuttings 6 and 7 on some products). */
export const productCuttings = pgTable(
  'product_cuttings',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    cutting_id: integer('cutting_id')
      .notNull()
      .references(() => cuttings.id),
    disabled: boolean('disabled').notNull().default(false),
    sort_order: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.cutting_id] })],
);

export const finishings = pgTable('finishings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const adhesives = pgTable('adhesives', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const colors = pgTable('colors', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** CSS class of the swatch shown for the colour. */
  swatch_class: text('swatch_class').notNull(),
});

export const orientations = pgTable('orientations', {
  id: integer('id').primaryKey(),
  /** A, B, C or D. */
  name: char('name', { length: 1 }).notNull(),
  file_path: text('file_path').notNull(),
});

/** Add-ons: sheet-color, roll-orientation, premium-processing, white-print (and the tag families' extras). */
export const addons = pgTable('addons', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  max_selected: integer('max_selected').notNull(),
});

/**
 * Add-on items. For premium-processing, items with `premium_coating = true` are the
 * finishing_premium_items (the premium coating sub-choice), the others are its top-level choices.
 */
export const addonItems = pgTable('addon_items', {
  id: integer('id').primaryKey(),
  addon_id: integer('addon_id')
    .notNull()
    .references(() => addons.id),
  name: text('name').notNull(),
  premium_coating: boolean('premium_coating').notNull().default(false),
  sort_order: integer('sort_order').notNull(),
});

/** Which finishing / adhesive / add-on goes with which cutting, per product. NULL = not constrained. */
export const attributeLookups = pgTable(
  'attribute_lookups',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    cutting_id: integer('cutting_id')
      .notNull()
      .references(() => cuttings.id),
    finishing_id: integer('finishing_id').references(() => finishings.id),
    adhesive_id: integer('adhesive_id').references(() => adhesives.id),
    addon_id: integer('addon_id').references(() => addons.id),
  },
  (t) => [index('attribute_lookups_product_idx').on(t.product_id)],
);

/** Colours offered per product. */
export const productColors = pgTable(
  'product_colors',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    color_id: integer('color_id')
      .notNull()
      .references(() => colors.id),
    sort_order: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.color_id] })],
);

/**
 * Size limits per product and cutting, as "WxH" in mm. Several rows for one cutting are told
 * apart by `is_equal` (one for equal sides, one for unequal). A row whose min equals max is a
 * fixed size (roll stickers, badges).
 */
export const dimLookups = pgTable('dim_lookups', {
  id: integer('id').primaryKey(),
  product_id: integer('product_id')
    .notNull()
    .references(() => products.id),
  cutting_id: integer('cutting_id')
    .notNull()
    .references(() => cuttings.id),
  min_size: text('min_size').notNull(),
  max_size: text('max_size').notNull(),
  is_equal: text('is_equal').notNull(),
});

/** Custom quantity rules; product_id/cutting_id NULL means "any". The most specific row wins. */
export const customQuantityRules = pgTable('custom_quantity_rules', {
  id: integer('id').primaryKey(),
  product_id: integer('product_id').references(() => products.id),
  cutting_id: integer('cutting_id').references(() => cuttings.id),
  /** false for products with no custom quantity (8 and 9). */
  allowed: boolean('allowed').notNull(),
  modulo: integer('modulo').notNull(),
  min_allowed_qty: integer('min_allowed_qty').notNull(),
  max_allowed_qty: integer('max_allowed_qty').notNull(),
});

export const specialProcessings = pgTable('special_processings', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Items the shopper can tick (at most 3). */
  items: jsonb('items').$type<{ id: number; name: string }[]>().notNull(),
  /** Products and finishings for which this option is disabled and deselected. */
  disabled_product_ids: integer('disabled_product_ids').array().notNull(),
  disabled_finishing_ids: integer('disabled_finishing_ids').array().notNull(),
});

/** Preset sizes offered as quick picks per product and cutting (A5 sheet, 58 mm badge…). */
export const presetSizes = pgTable('preset_sizes', {
  id: integer('id').primaryKey(),
  product_id: integer('product_id')
    .notNull()
    .references(() => products.id),
  cutting_id: integer('cutting_id')
    .notNull()
    .references(() => cuttings.id),
  name: text('name').notNull(),
  /** "WxH" in mm. */
  value: text('value').notNull(),
  sort_order: integer('sort_order').notNull(),
});

/**
 * A single row whose revision every catalogue or price change bumps (statement triggers, see the
 * catalogue_revision migration). The server polls it and rebuilds its in-memory indexes when it moves,
 * so an edit made with SQL by the shop's staff reaches prices without a restart.
 */
export const catalogueRevision = pgTable('catalogue_revision', {
  id: integer('id').primaryKey(),
  revision: integer('revision').notNull(),
  changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A price grid: the total price in cents of `run_sizes[j]` pieces at reference size
 * `sizes_mm[i]` (a square of that side; a sticker is priced by its area), for one product
 * and cutting with the base options. See src/features/pricing/price-engine.ts.
 */
export const priceGrids = pgTable('price_grids', {
  id: integer('id').primaryKey(),
  product_id: integer('product_id')
    .notNull()
    .references(() => products.id),
  cutting_id: integer('cutting_id')
    .notNull()
    .references(() => cuttings.id),
  sizes_mm: integer('sizes_mm').array().notNull(),
  run_sizes: integer('run_sizes').array().notNull(),
  /** prices_cents[i][j]: size i, run size j. */
  prices_cents: jsonb('prices_cents').$type<number[][]>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('price_grids_product_cutting_idx').on(t.product_id, t.cutting_id)]);

/**
 * Option price factors in basis points (10000 = ×1.00), applied to the grid price.
 * kind: finishing | adhesive | color | addon_item | orientation. product_id NULL = every product.
 */
export const priceFactors = pgTable('price_factors', {
  id: integer('id').primaryKey(),
  kind: text('kind').notNull(),
  option_id: integer('option_id').notNull(),
  product_id: integer('product_id').references(() => products.id),
  factor_bp: integer('factor_bp').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // One factor per option and product; a shop-wide factor (product_id NULL) counts as product 0,
  // so two shop-wide rows for one option are refused too (NULLS NOT DISTINCT needs PostgreSQL 15).
  uniqueIndex('price_factors_option_product_idx').on(t.kind, t.option_id, sql`coalesce(${t.product_id}, 0)`),
]);

export const shippingMethods = pgTable('shipping_methods', {
  id: integer('id').primaryKey(),
  product_id: integer('product_id')
    .notNull()
    .references(() => products.id),
  method: text('method').notNull(),
  cost_cents: integer('cost_cents').notNull(),
  printing_days: integer('printing_days').notNull(),
  shipping_days: integer('shipping_days').notNull(),
  sort_order: integer('sort_order').notNull(),
  /** Whether shoppers may choose it; staff stop offering a method on the desk's Settings page (a product keeps at least one). */
  offered: boolean('offered').notNull().default(true),
});

export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  /**
   * "public" for a gazetted holiday, "observed" for the Monday after one falling on a Sunday,
   * "closure" for a day the shop itself is closed (staff add both on the desk's Settings page).
   * Every kind is a non-business day for dispatch dates.
   */
  type: text('type').notNull(),
});

/**
 * The shop's one row of catalogue settings (id 1), read with the snapshot and bumping the
 * catalogue revision like every catalogue table: the free-shipping threshold (the items' sub
 * total from which shipping is free, configurator.md §9; S$100.00 at first).
 */
export const catalogueSettings = pgTable(
  'catalogue_settings',
  {
    id: integer('id').primaryKey(),
    free_shipping_threshold_cents: integer('free_shipping_threshold_cents').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('catalogue_settings_one_row', sql`${t.id} = 1`),
    check('catalogue_settings_threshold_range', sql`${t.free_shipping_threshold_cents} >= 0`),
  ],
);

export const kickoffPromos = pgTable('kickoff_promos', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  minimum_quantity: integer('minimum_quantity').notNull(),
  bonus_quantity: integer('bonus_quantity').notNull(),
  active: boolean('active').notNull(),
  starts_on: date('starts_on', { mode: 'string' }),
  ends_on: date('ends_on', { mode: 'string' }),
});
