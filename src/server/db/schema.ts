/**
 * The shop's database schema: one definition for PGlite (embedded) and PostgreSQL.
 * SQL migrations in db/migrations are generated from this file (`npm run db:generate`).
 *
 * The catalogue tables mirror the spec's entities (configurator.md §3) and are filled from
 * db/seed/*.json; column names follow the spec's field names so the API can answer them as-is.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  index,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';

/** Featured categories: Paper, Vinyl, Special, the supply group, and the non-sticker families. */
/** Artwork a reordered cart line carries from the order it came from (features/orders/order-reorder.ts). */
export interface ReusedArtwork {
  order_no: string;
  files: { file_key: string; name: string; content_type: string; size_bytes: number }[];
}

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
});

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
});

export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  /** "public" for a gazetted holiday, "observed" for the Monday after one falling on a Sunday. */
  type: text('type').notNull(),
});

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

/** Which seed files have been applied, so a restart never seeds twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
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
 * Customer reviews shown on the quote pages (configurator.md §3 Reviews). `type` is the first path
 * segment of the page the review belongs to; `images` are the customer's photos (public paths),
 * `thumbnail` and `featured_image` the small and large picture shown for the review, if any.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    product_id: integer('product_id').references(() => products.id),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    rate: integer('rate').notNull(),
    /** First name and last initial, e.g. "Wei Ling T." */
    customer: text('customer').notNull(),
    thumbnail: text('thumbnail'),
    featured_image: text('featured_image'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('reviews_type_date_idx').on(t.type, t.date.desc(), t.id.desc()),
    check('reviews_rate_range', sql`${t.rate} BETWEEN 1 AND 5`),
    check('reviews_type_known', sql`${t.type} IN ('stickers', 'business-cards', 'badges', 'magnets', 'hang-tags')`),
  ],
);

// ---- Visitors, carts and quotations --------------------------------------------------------

/**
 * Anonymous visitors, known by the guest_id cookie (a random UUID: unguessable, so it is the
 * visitor's key). A member account (later) links to its visitor rows through member_id, which
 * is how a guest's cart is merged into the member's on sign-in.
 */
export const visitors = pgTable('visitors', {
  id: uuid('id').primaryKey(),
  member_id: integer('member_id'),
  /**
   * A guest's details (forms-and-accounts.md §1, §3 Guest): the name and email of their first
   * successful quote request, prefilled in the quote forms afterwards. NULL for anyone else.
   */
  first_name: text('first_name'),
  last_name: text('last_name'),
  email: text('email'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One cart per visitor (and, once accounts exist, per member). */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey(),
  visitor_id: uuid('visitor_id')
    .notNull()
    .unique()
    .references(() => visitors.id),
  member_id: integer('member_id'),
  /** The shipping method the shopper chose for the parcel (a shipping_methods.method, e.g. Express). */
  shipping_method: text('shipping_method').notNull().default('Standard'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A cart line: the server-priced configuration. Prices are re-checked when the cart is read. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey(),
    cart_id: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    configuration: jsonb('configuration').$type<StoredConfiguration>().notNull(),
    /** Same configuration, same key: adding it again adds to this line's quantity. */
    configuration_key: text('configuration_key').notNull(),
    quantity: integer('quantity').notNull(),
    total_cents: integer('total_cents').notNull(),
    summary: text('summary').notNull(),
    /**
     * 0 for the line that further adds of this configuration merge into. When a merged quantity
     * would not be offered (not a listed run, not a valid custom quantity), the add keeps its own
     * line in the next slot instead of being refused (docs/decisions/0003-cart-merge.md).
     */
    merge_slot: integer('merge_slot').notNull().default(0),
    /** Set by Reorder: the earlier order's artwork for this line, attached to the new order at checkout (files stay in stored_files). */
    reused_artwork: jsonb('reused_artwork').$type<ReusedArtwork>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_cart_configuration_slot_idx').on(t.cart_id, t.configuration_key, t.merge_slot)],
);

/** A printable quotation, owned by the visitor (or member) who created it. */
export const quotations = pgTable('quotations', {
  id: serial('id').primaryKey(),
  /** Shown to people and used in links; random, so it can't be guessed from another one. */
  quotation_no: text('quotation_no').notNull().unique(),
  visitor_id: uuid('visitor_id')
    .notNull()
    .references(() => visitors.id),
  member_id: integer('member_id'),
  issue_date: date('issue_date', { mode: 'string' }).notNull(),
  name: text('name').notNull().default(''),
  company: text('company').notNull().default(''),
  address: text('address').notNull().default(''),
  sub_total_cents: integer('sub_total_cents').notNull(),
  shipping_fee_cents: integer('shipping_fee_cents').notNull(),
  point_discount_cents: integer('point_discount_cents').notNull().default(0),
  coupon_discount_cents: integer('coupon_discount_cents').notNull().default(0),
  total_cents: integer('total_cents').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quotationItems = pgTable('quotation_items', {
  id: serial('id').primaryKey(),
  quotation_id: integer('quotation_id')
    .notNull()
    .references(() => quotations.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  details: text('details').notNull(),
  quantity: integer('quantity').notNull(),
  amount_cents: integer('amount_cents').notNull(),
  configuration: jsonb('configuration').$type<StoredConfiguration>().notNull(),
});

// ---- Shared state of the servers ------------------------------------------------------------

/**
 * Rate-limit counters (fixed windows), shared by every server on the database: `key` names the
 * limit and who it counts (e.g. "cart-write:ip:203.0.113.7"). A row is reused when its window
 * has passed; old rows are swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.reset_at)],
);

/**
 * Idempotency keys of submits (cart adds, quotations): the first answer to a key is stored in
 * the same transaction as the write it describes, so a retry gets that answer again and writes
 * nothing, and a request killed mid-way leaves neither the write nor the key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who may replay it and where: the route and the visitor (or "anonymous"). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (its JSON body, or what a multipart route hashes): the same key with another request is refused. */
    request_hash: text('request_hash').notNull(),
    status_code: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    /** The visitor the first answer identified (its cookie is set again on a replay). */
    visitor_id: uuid('visitor_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)],
);

// ---- Accounts (forms-and-accounts.md §4–§8) ------------------------------------------------------

/**
 * A member. Their cart and quotations are owned by their own visitor row (`visitor_id`): at
 * sign-in the browser's guest_id cookie becomes that visitor, after the guest's cart and
 * quotations moved to it, so every cart and quotation query keeps working by visitor.
 */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  /** Lower-cased and trimmed: one account per address. */
  email: text('email').notNull().unique(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  /** argon2id (PHC string). */
  password_hash: text('password_hash').notNull(),
  /** The member signed in with an emailed temporary password and must choose a new one. */
  must_change_password: boolean('must_change_password').notNull().default(false),
  /** The emailed temporary password (forgot password): argon2id, single use, 1 hour. */
  temporary_password_hash: text('temporary_password_hash'),
  temporary_password_expires_at: timestamp('temporary_password_expires_at', { withTimezone: true }),
  visitor_id: uuid('visitor_id')
    .notNull()
    .unique()
    .references(() => visitors.id),
  notify_marketing: boolean('notify_marketing').notNull().default(false),
  notify_promo: boolean('notify_promo').notNull().default(false),
  notify_cart: boolean('notify_cart').notNull().default(false),
  notify_review: boolean('notify_review').notNull().default(false),
  /** Shop staff (reads quote requests and their files). Set at start-up from the STAFF_EMAILS setting. */
  is_staff: boolean('is_staff').notNull().default(false),
  email_verified_at: timestamp('email_verified_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in sessions: only the SHA-256 of the 256-bit token is stored, so a database leak gives no
 * usable session. Idle and absolute expiry are enforced when the session is read.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_sessions_member_idx').on(t.member_id), index('member_sessions_expires_idx').on(t.expires_at)],
);

/**
 * Emailed verification codes (registration): hashed, single use, 10 minutes, 5 tries. A verified
 * code yields a registration token (hashed too) that the registration call must present.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    registration_token_hash: text('registration_token_hash'),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_email_idx').on(t.email, t.created_at)],
);

/** A member's address book (Singapore addresses). */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    address_line1: text('address_line1').notNull(),
    address_line2: text('address_line2').notNull().default(''),
    postcode: text('postcode').notNull(),
    phone: text('phone').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    /** Lower-cased, spaces collapsed: line 1, line 2 and postcode. The same address twice is refused. */
    address_key: text('address_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_addresses_member_key_idx').on(t.member_id, t.address_key),
    uniqueIndex('member_addresses_one_default_idx').on(t.member_id).where(sql`${t.is_default}`),
  ],
);

/** Points as a ledger: the balance is the sum; a grant with a reason key is given at most once. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** Shown in the history, e.g. "Welcome bonus for registering". */
    description: text('description').notNull(),
    /** e.g. "registration": one grant per member and reason. */
    reason_key: text('reason_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('points_ledger_member_reason_idx').on(t.member_id, t.reason_key)],
);

/**
 * Emails waiting to be sent: written in the same transaction as the change that causes them,
 * sent by the outbox worker (src/features/email) with retries, so none is lost if a server dies.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then while it sends; after a crash another takes it. */
    locked_until: timestamp('locked_until', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_due_idx').on(t.sent_at, t.next_attempt_at)],
);

// ---- Quote requests (forms-and-accounts.md §3–§5) --------------------------------------------------

/** Binary content (PostgreSQL bytea): a Buffer in, a Buffer out on both engines. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: either is wrapped without copying.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Files kept in the database (src/features/quote-request/file-store.ts), so every server sees
 * them and a database backup includes them. `key` is generated by the server, never taken from
 * the upload. The content is read only by key; listings read the other columns.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  content_type: text('content_type').notNull(),
  size_bytes: integer('size_bytes').notNull(),
  /** SHA-256 of the content, hex. */
  sha256: text('sha256').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A quote request (Special Processing form, or the sticker page's Special Size modal) with the
 * requester's name and email as sent, owned by the visitor (and member) who sent it.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    /** Shown to people and used in links; random, so it can't be guessed from another one. */
    request_no: text('request_no').notNull().unique(),
    quote_type: text('quote_type').notNull(),
    /** received (new), then staff move it on with SQL: in_review, quoted, closed. */
    status: text('status').notNull().default('received'),
    visitor_id: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id),
    member_id: integer('member_id').references(() => members.id),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The checked configuration: ids with their names, size, quantity, cuts, special processing and items. */
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull(),
    /** The configuration in words, as the emails and lists show it. */
    summary: text('summary').notNull(),
    comment: text('comment').notNull().default(''),
    /** Other fields of the page's quote data, as sent (bounded), for staff. */
    quote_data: jsonb('quote_data').$type<Record<string, string>>().notNull(),
    /** Campaign tracking values (utm_source, utm_medium, …). */
    utm: jsonb('utm').$type<Record<string, string>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_requests_visitor_idx').on(t.visitor_id, t.created_at.desc()),
    index('quote_requests_member_idx').on(t.member_id, t.created_at.desc()),
    index('quote_requests_created_idx').on(t.created_at.desc()),
    check('quote_requests_type_known', sql`${t.quote_type} IN ('Special Processing', 'Special Size')`),
    check('quote_requests_status_known', sql`${t.status} IN ('received', 'in_review', 'quoted', 'closed')`),
  ],
);

/** A request's attachments (at most 4): the name as uploaded (sanitised) and the stored file. */
export const quoteRequestFiles = pgTable(
  'quote_request_files',
  {
    /** Random: the file's id in staff download links. */
    id: uuid('id').primaryKey(),
    quote_request_id: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    original_name: text('original_name').notNull(),
    storage_key: text('storage_key')
      .notNull()
      .unique()
      .references(() => storedFiles.key),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
  },
  (t) => [uniqueIndex('quote_request_files_position_idx').on(t.quote_request_id, t.position)],
);

// ---- Orders (issue 12) ------------------------------------------------------------------------

/** An order's statuses, in the order they happen (features/orders/order-rules.ts says what each means). */
const ORDER_STATUSES_SQL = sql.raw(
  ["'placed'", "'awaiting_payment'", "'paid'", "'artwork_received'", "'proof_sent'", "'approved'", "'in_production'", "'dispatched'", "'delivered'"].join(', '),
);

/**
 * An order, placed from the cart at checkout: the contact and delivery address as given then, the
 * totals the server computed, and how it is paid. `order_no` is random (not guessable) and the
 * only identifier people see; the owner is the visitor who placed it (and the member, if signed in).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    order_no: text('order_no').notNull().unique(),
    visitor_id: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id),
    member_id: integer('member_id').references(() => members.id),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    /** Lower-cased and trimmed (a guest's verified address, or the member's). */
    email: text('email').notNull(),
    /** Digits only, with its +65 prefix dropped: 8 digits. */
    phone: text('phone').notNull(),
    address_line1: text('address_line1').notNull(),
    address_line2: text('address_line2').notNull().default(''),
    postcode: text('postcode').notNull(),
    address_label: text('address_label').notNull().default(''),
    shipping_method: text('shipping_method').notNull(),
    status: text('status').notNull(),
    sub_total_cents: integer('sub_total_cents').notNull(),
    shipping_fee_cents: integer('shipping_fee_cents').notNull(),
    /** coupon_discount_cents + point_discount_cents. */
    discount_cents: integer('discount_cents').notNull().default(0),
    total_cents: integer('total_cents').notNull(),
    /** The coupon applied at checkout (upper-case), and what it took off the items. */
    coupon_code: text('coupon_code'),
    coupon_discount_cents: integer('coupon_discount_cents').notNull().default(0),
    /** Points the member spent on this order (a negative entry in points_ledger), and their value. */
    points_redeemed: integer('points_redeemed').notNull().default(0),
    point_discount_cents: integer('point_discount_cents').notNull().default(0),
    payment_method: text('payment_method').notNull(),
    /** What the payer's bank passes on: the order number. */
    payment_reference: text('payment_reference').notNull(),
    payment_expires_at: timestamp('payment_expires_at', { withTimezone: true }).notNull(),
    /** Set when staff confirm the money arrived; nothing else sets it. */
    paid_at: timestamp('paid_at', { withTimezone: true }),
    /** The estimated dispatch date (shop date) worked out at checkout. */
    dispatch_date: date('dispatch_date', { mode: 'string' }),
    /** Set by staff when the parcel leaves (the staff order desk): the carrier and its tracking number. */
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    dispatched_at: timestamp('dispatched_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the shopper approves the proof (order-artwork.ts); with paid_at it fixes the dispatch date. */
    approved_at: timestamp('approved_at', { withTimezone: true }),
    /** Set when staff upload a proof: the artwork has been evaluated and can no longer be changed. */
    evaluated_at: timestamp('evaluated_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_visitor_idx').on(t.visitor_id, t.created_at.desc()),
    index('orders_member_idx').on(t.member_id, t.created_at.desc()),
    index('orders_status_idx').on(t.status, t.created_at.desc()),
    check('orders_status_known', sql`${t.status} IN (${ORDER_STATUSES_SQL})`),
    check('orders_payment_method_known', sql`${t.payment_method} IN ('paynow')`),
    check('orders_money_not_negative', sql`${t.sub_total_cents} >= 0 AND ${t.shipping_fee_cents} >= 0 AND ${t.discount_cents} >= 0 AND ${t.total_cents} >= 0`),
    check(
      'orders_discounts_add_up',
      sql`${t.coupon_discount_cents} >= 0 AND ${t.point_discount_cents} >= 0 AND ${t.points_redeemed} >= 0 AND ${t.discount_cents} = ${t.coupon_discount_cents} + ${t.point_discount_cents} AND ${t.total_cents} = ${t.sub_total_cents} - ${t.discount_cents} + ${t.shipping_fee_cents}`,
    ),
  ],
);

/**
 * An order's lines: the configuration as priced at checkout. The unit price is total ÷ quantity
 * (a fraction of a cent for large runs), so only the line's total is stored. No foreign key to
 * products: an order is a record of what was sold, and stays whole if the catalogue drops a product.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product_id: integer('product_id').notNull(),
    configuration: jsonb('configuration').$type<StoredConfiguration>().notNull(),
    configuration_key: text('configuration_key').notNull(),
    summary: text('summary').notNull(),
    quantity: integer('quantity').notNull(),
    total_cents: integer('total_cents').notNull(),
    /** Free extra pieces from the kick-off coupon, printed with the line at no charge. */
    bonus_quantity: integer('bonus_quantity').notNull().default(0),
  },
  (t) => [uniqueIndex('order_lines_position_idx').on(t.order_id, t.position)],
);

/** Every status change of an order, with who made it (shopper, system, staff:<email>) and a note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.at), check('order_events_status_known', sql`${t.status} IN (${ORDER_STATUSES_SQL})`)],
);

/**
 * An order's files (order-artwork.ts): the shopper's artwork (per line, or for the whole order when
 * `line_position` is null) and the proofs staff upload. The content is in `stored_files` (the
 * FileStore), under `file_key`.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: uuid('id').primaryKey(),
    /** Upload order (files of one upload share their created_at). */
    seq: serial('seq').notNull(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line_position: integer('line_position'),
    kind: text('kind').notNull(),
    file_key: text('file_key')
      .notNull()
      .references(() => storedFiles.key),
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    /** 'shopper' or 'staff:<email>'. */
    uploaded_by: text('uploaded_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_files_order_idx').on(t.order_id, t.seq), check('order_files_kind_known', sql`${t.kind} IN ('artwork', 'proof')`)],
);

// ---- Coupons (issue 12) -----------------------------------------------------------------------

/**
 * Money-off coupons the shop hands out (the kick-off sticker coupon is the kick-off promo's code,
 * in kickoff_promos). Exactly one of percent_off and amount_off_cents is set. Staff add and end
 * coupons with SQL (docs in the README); `redemptions` counts orders that used it, bumped in the
 * order's transaction only while under `max_redemptions`.
 */
export const coupons = pgTable(
  'coupons',
  {
    /** Upper-case, letters, digits and "-". */
    code: text('code').primaryKey(),
    /** Shown at checkout when applied, e.g. "10% off orders of S$50 or more". */
    description: text('description').notNull(),
    percent_off: integer('percent_off'),
    amount_off_cents: integer('amount_off_cents'),
    /** The items' sub total (before discounts and shipping) an order needs. */
    minimum_sub_total_cents: integer('minimum_sub_total_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Shop dates 'YYYY-MM-DD'; null = open-ended. */
    starts_on: date('starts_on', { mode: 'string' }),
    ends_on: date('ends_on', { mode: 'string' }),
    /** null = no limit. */
    max_redemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    /** One order per email address. */
    once_per_customer: boolean('once_per_customer').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_one_kind', sql`(${t.percent_off} IS NULL) <> (${t.amount_off_cents} IS NULL)`),
    check('coupons_percent_range', sql`${t.percent_off} IS NULL OR ${t.percent_off} BETWEEN 1 AND 100`),
    check('coupons_amount_positive', sql`${t.amount_off_cents} IS NULL OR ${t.amount_off_cents} > 0`),
    check('coupons_redemptions_within_limit', sql`${t.max_redemptions} IS NULL OR ${t.redemptions} <= ${t.max_redemptions}`),
    check('coupons_code_shape', sql`${t.code} ~ '^[A-Z0-9-]{3,40}$'`),
  ],
);

/**
 * Every order that used a coupon (kick-off or money-off), written in the order's transaction.
 * `once_key` is the email for a once-per-customer coupon (else null): the unique index makes a
 * second order with it fail, even from two checkouts at the same moment.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    coupon_code: text('coupon_code').notNull(),
    order_id: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    once_key: text('once_key'),
    discount_cents: integer('discount_cents').notNull(),
    bonus_quantity: integer('bonus_quantity').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_redemptions_once_idx').on(t.coupon_code, t.once_key), index('coupon_redemptions_email_idx').on(t.email)],
);
