/**
 * API contract of the catalogue (configurator.md §3, §7 "Set featured items"), shared by the
 * server (validation, serialisation, OpenAPI) and the web app (types of what it reads).
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { flagParam, optionalIdParam, requiredIdParam } from '../../shared/params.js';

const id = z.number().int().positive();
/** "WxH" in millimetres, e.g. "500x300". */
const dimension = z.string().regex(/^\d+x\d+$/);

export const shapeSchema = z.object({
  id,
  name: z.string(),
  /** "na" unless the shopper types a number of cuts per shape (multi-cut sheets). */
  cuts: z.string(),
  element_class: z.string(),
});

export const cuttingSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  shapes: z.array(shapeSchema),
  input_ea: z.boolean(),
  /** Ids of the special processings the Special Processing form offers with this cutting. */
  special_processing: z.array(id),
  disabled: z.boolean(),
});

export const namedOptionSchema = z.object({ id, name: z.string(), description: z.string() });
export const colorSchema = z.object({ id, name: z.string() });
export const orientationSchema = z.object({ id, name: z.enum(['A', 'B', 'C', 'D']), file_path: z.string() });
export const addonItemSchema = z.object({ id, name: z.string() });
export const addonSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  max_selected: z.number().int(),
  items: z.array(addonItemSchema),
  /** Premium coating sub-choices (premium-processing only). */
  finishing_premium_items: z.array(addonItemSchema),
});
export const attributeLookupSchema = z.object({
  cutting_id: id,
  finishing_id: id.nullable(),
  adhesive_id: id.nullable(),
  addon_id: id.nullable(),
});
export const dimLookupSchema = z.object({
  id,
  cutting_id: id,
  min_size: dimension,
  max_size: dimension,
  is_equal: z.enum(['yes', 'no']),
});
export const customQuantityRuleSchema = z.object({
  product_id: id.nullable(),
  cutting_id: id.nullable(),
  allowed: z.boolean(),
  modulo: z.number().int().positive(),
  min_allowed_qty: z.number().int().positive(),
  max_allowed_qty: z.number().int().positive(),
});
export const specialProcessingSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  items: z.array(z.object({ id, name: z.string() })),
  disabled_product_ids: z.array(id),
  disabled_finishing_ids: z.array(id),
});
export const presetSizeSchema = z.object({ id, cutting_id: id, name: z.string(), value: dimension });

export const productAttributesSchema = z.object({
  cuttings: z.array(cuttingSchema),
  finishings: z.array(namedOptionSchema),
  adhesives: z.array(namedOptionSchema),
  colors: z.array(colorSchema),
  orientations: z.array(orientationSchema),
  addons: z.array(addonSchema),
  attribute_lookups: z.array(attributeLookupSchema),
  dim_lookups: z.array(dimLookupSchema),
  /** The custom quantity rules that apply to this product (the most specific one wins). */
  custom_quantity: z.array(customQuantityRuleSchema),
  special_processing: z.array(specialProcessingSchema),
  sizes: z.array(presetSizeSchema),
  /** Run sizes per cutting, as the price tables list them (the price table's id is in the pricing answer, where it is used). */
  quantities: z.array(z.object({ cutting_id: id, quantity: z.number().int().positive() })),
});

export const productSchema = z.object({
  id,
  name: z.string(),
  url_slug: z.string(),
  description: z.string(),
  family: z.string(),
  prod_info_ref: z.string(),
  /** The picture staff uploaded as the product's main one (null: the standard picture of its prod_info_ref). */
  main_image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  /** Cheapest quote of this product on this page, in SGD. */
  from_price: z.number(),
  /** The product's shipping methods by name, Standard first: the price panel lays out its choice before the first price. */
  shipping_methods: z.array(z.string()),
  attributes: productAttributesSchema,
});

export const featuredItemSummarySchema = z.object({
  id,
  name: z.string(),
  url_slug: z.string(),
  route: z.string(),
  /** Cheapest quote on the item's page, in SGD. */
  from_price: z.number(),
});

export const featuredCategorySchema = z.object({
  id,
  name: z.string(),
  url_slug: z.string(),
  img: z.string(),
  featured_items: z.array(featuredItemSummarySchema),
});

export const featuredItemSchema = featuredItemSummarySchema.extend({
  category_id: id,
  headline: z.string(),
  products: z.array(productSchema),
});


export const featuredItemsQuerySchema = z.object({
  /** Featured item slug: paper, vinyl, die-cut, roll, business-cards… */
  slug: z.string().min(1).max(64).regex(/^[a-z0-9-]+$/, 'Use the featured item slug, e.g. "paper".'),
  /** Product slug within the item, e.g. "art" for /stickers/paper/art. */
  product: z.string().min(1).max(64).regex(/^[a-z0-9-]+$/, 'Use the product slug, e.g. "art".').optional(),
  /** Featured category id the shopper came from (?featured=1). */
  featured: optionalIdParam('featured'),
  /** First load of the page: also send the featured categories for the switcher. */
  first_load: flagParam('first_load').optional(),
  /** Send only the selected product instead of all of the item's products. */
  single_product: flagParam('single_product').optional(),
});

export const featuredItemsDataSchema = z.object({
  featured_categories: z.array(featuredCategorySchema).optional(),
  featured_item: featuredItemSchema,
  selected_product_id: id,
  featured: z.number().int().nullable(),
});

export const featuredItemsResponseSchema = successEnvelopeSchema(featuredItemsDataSchema);

export const featuredCategoriesResponseSchema = successEnvelopeSchema(z.array(featuredCategorySchema));

export const dimLookupsQuerySchema = z.object({
  product_id: requiredIdParam('product_id'),
  cutting_id: requiredIdParam('cutting_id'),
});
export const dimLookupsDataSchema = z.object({
  dim_lookups: z.array(dimLookupSchema),
  /** Fixed sizes (lookups whose minimum equals their maximum), e.g. roll stickers. */
  fixed_sizes: z.array(z.object({ width: z.number(), height: z.number(), label: z.string() })),
  sizes: z.array(presetSizeSchema),
});
export const dimLookupsResponseSchema = successEnvelopeSchema(dimLookupsDataSchema);

export type Product = z.infer<typeof productSchema>;
export type ProductAttributes = z.infer<typeof productAttributesSchema>;
export type FeaturedItem = z.infer<typeof featuredItemSchema>;
export type FeaturedCategory = z.infer<typeof featuredCategorySchema>;
export type FeaturedItemsQuery = z.infer<typeof featuredItemsQuerySchema>;
export type FeaturedItemsData = z.infer<typeof featuredItemsDataSchema>;
