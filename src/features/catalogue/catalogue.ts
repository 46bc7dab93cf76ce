/**
 * The catalogue held in memory: indexes over the seeded tables and the composition of the
 * API's product-with-attributes shape. Built once per catalogue revision (see catalogue-store.ts).
 */
import { isRollCutting } from './labels.js';
import type { CatalogueRows } from './catalogue.repository.js';

export type { CatalogueRows };
import type { FeaturedCategory, FeaturedItem, Product, ProductAttributes } from './catalogue.schemas.js';

type Rows = CatalogueRows;
export type FeaturedItemRow = Rows['featuredItems'][number];
export type ProductRow = Rows['products'][number];
export type CuttingRow = Rows['cuttings'][number];
export type ShapeRow = Rows['shapes'][number];
export type AttributeLookupRow = Rows['attributeLookups'][number];
export type DimLookupRow = Rows['dimLookups'][number];
export type AddonRow = Rows['addons'][number];
export type AddonItemRow = Rows['addonItems'][number];
export type ShippingMethodRow = Rows['shippingMethods'][number];
export type CustomQuantityRuleRow = Rows['customQuantityRules'][number];

export interface ProductCutting {
  cutting: CuttingRow;
  disabled: boolean;
  shapes: { shape: ShapeRow; cuts: string }[];
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The threshold the shop has always had, should the settings row be missing (migration 0023 inserts it). */
const DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS = 10000;

const byId = <T extends { id: number }>(items: readonly T[]): Map<number, T> => new Map(items.map((i) => [i.id, i]));

export class Catalogue {
  readonly featuredItemsBySlug: ReadonlyMap<string, FeaturedItemRow>;
  readonly featuredItemsById: ReadonlyMap<number, FeaturedItemRow>;
  readonly productsById: ReadonlyMap<number, ProductRow>;
  readonly cuttingsById: ReadonlyMap<number, CuttingRow>;
  readonly shapesById: ReadonlyMap<number, ShapeRow>;
  readonly finishingsById: ReadonlyMap<number, Rows['finishings'][number]>;
  readonly adhesivesById: ReadonlyMap<number, Rows['adhesives'][number]>;
  readonly colorsById: ReadonlyMap<number, Rows['colors'][number]>;
  readonly orientationsById: ReadonlyMap<number, Rows['orientations'][number]>;
  readonly addonsById: ReadonlyMap<number, AddonRow>;
  readonly addonItemsById: ReadonlyMap<number, AddonItemRow>;
  /** Public holidays (gazetted and observed) and shop closures as YYYY-MM-DD, for dispatch dates. */
  readonly holidayDates: ReadonlySet<string>;
  /** The alt text of the uploaded pictures that are a product's main picture, by image id. */
  readonly mainImageAlts: ReadonlyMap<string, string>;
  /** The items' sub total from which shipping is free (catalogue_settings; S$100.00 unless staff changed it). */
  readonly freeShippingThresholdCents: number;
  private readonly productIdsByItem: Map<number, number[]>;
  private readonly cuttingsByProduct: Map<number, Rows['productCuttings']>;
  private readonly shapesByCutting: Map<number, Rows['cuttingShapes']>;
  private readonly lookupsByProduct: Map<number, AttributeLookupRow[]>;
  private readonly lookupsByProductCutting: Map<string, AttributeLookupRow[]>;
  private readonly colorIdsByProduct: Map<number, number[]>;
  private readonly dimLookupsByProductCutting: Map<string, DimLookupRow[]>;
  private readonly presetSizesByProduct: Map<number, Rows['presetSizes']>;
  private readonly itemsByAddon: Map<number, AddonItemRow[]>;
  private readonly shippingByProduct: Map<number, ShippingMethodRow[]>;

  constructor(readonly rows: Rows) {
    this.featuredItemsBySlug = new Map(rows.featuredItems.map((i) => [i.url_slug, i]));
    this.featuredItemsById = byId(rows.featuredItems);
    this.productsById = byId(rows.products);
    this.cuttingsById = byId(rows.cuttings);
    this.shapesById = byId(rows.shapes);
    this.finishingsById = byId(rows.finishings);
    this.adhesivesById = byId(rows.adhesives);
    this.colorsById = byId(rows.colors);
    this.orientationsById = byId(rows.orientations);
    this.addonsById = byId(rows.addons);
    this.addonItemsById = byId(rows.addonItems);
    this.holidayDates = new Set(rows.holidays.map((h) => h.date));
    this.mainImageAlts = new Map(rows.mainImages.map((image) => [image.id, image.alt]));
    this.freeShippingThresholdCents = rows.settings[0]?.free_shipping_threshold_cents ?? DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS;
    this.productIdsByItem = new Map(
      [...groupBy(rows.featuredItemProducts, (r) => r.featured_item_id)].map(([k, v]) => [k, v.map((r) => r.product_id)]),
    );
    this.cuttingsByProduct = groupBy(rows.productCuttings, (r) => r.product_id);
    this.shapesByCutting = groupBy(rows.cuttingShapes, (r) => r.cutting_id);
    this.lookupsByProduct = groupBy(rows.attributeLookups, (r) => r.product_id);
    this.lookupsByProductCutting = groupBy(rows.attributeLookups, (r) => `${r.product_id}:${r.cutting_id}`);
    this.colorIdsByProduct = new Map(
      [...groupBy(rows.productColors, (r) => r.product_id)].map(([k, v]) => [k, v.map((r) => r.color_id)]),
    );
    this.dimLookupsByProductCutting = groupBy(rows.dimLookups, (r) => `${r.product_id}:${r.cutting_id}`);
    this.presetSizesByProduct = groupBy(rows.presetSizes, (r) => r.product_id);
    this.itemsByAddon = groupBy(rows.addonItems, (r) => r.addon_id);
    this.shippingByProduct = groupBy(rows.shippingMethods.filter((m) => m.offered), (r) => r.product_id);
  }

  /**
   * Cuttings a product offers, in order, limited to the featured item's cuttings when it has any
   * (the die-cut page only sells cutting 1).
   */
  productCuttings(productId: number, item?: FeaturedItemRow): ProductCutting[] {
    const all = this.allProductCuttings(productId);
    const allowed = item?.cutting_ids ?? null;
    return allowed === null ? all : all.filter((pc) => allowed.includes(pc.cutting.id));
  }

  /** Every cutting of a product with its shapes; built once per product (pricing asks on every request). */
  private allProductCuttings(productId: number): ProductCutting[] {
    let cached = this.productCuttingsCache.get(productId);
    if (!cached) {
      cached = (this.cuttingsByProduct.get(productId) ?? []).flatMap((pc) => {
        const cutting = this.cuttingsById.get(pc.cutting_id);
        if (!cutting) return [];
        const shapes = (this.shapesByCutting.get(cutting.id) ?? []).flatMap((cs) => {
          const shape = this.shapesById.get(cs.shape_id);
          return shape ? [{ shape, cuts: cs.cuts }] : [];
        });
        return [{ cutting, disabled: pc.disabled, shapes }];
      });
      this.productCuttingsCache.set(productId, cached);
    }
    return cached;
  }
  private readonly productCuttingsCache = new Map<number, ProductCutting[]>();

  /** Products shown on a featured item's page: its products that offer at least one of its cuttings. */
  productsOfItem(item: FeaturedItemRow): ProductRow[] {
    let products = this.productsByItemCache.get(item.id);
    if (!products) {
      products = (this.productIdsByItem.get(item.id) ?? []).flatMap((id) => {
        const product = this.productsById.get(id);
        return product && this.productCuttings(id, item).some((c) => !c.disabled) ? [product] : [];
      });
      this.productsByItemCache.set(item.id, products);
    }
    return products;
  }
  private readonly productsByItemCache = new Map<number, ProductRow[]>();

  attributeLookups(productId: number, cuttingId?: number): readonly AttributeLookupRow[] {
    if (cuttingId === undefined) return this.lookupsByProduct.get(productId) ?? [];
    return this.lookupsByProductCutting.get(`${productId}:${cuttingId}`) ?? [];
  }

  dimLookups(productId: number, cuttingId: number): readonly DimLookupRow[] {
    return this.dimLookupsByProductCutting.get(`${productId}:${cuttingId}`) ?? [];
  }

  presetSizes(productId: number, cuttingId?: number): Rows['presetSizes'] {
    const all = this.presetSizesByProduct.get(productId) ?? [];
    return cuttingId === undefined ? all : all.filter((s) => s.cutting_id === cuttingId);
  }

  colorIds(productId: number): readonly number[] {
    return this.colorIdsByProduct.get(productId) ?? [];
  }

  addonItems(addonId: number): readonly AddonItemRow[] {
    return this.itemsByAddon.get(addonId) ?? [];
  }

  addonByCode(code: string): AddonRow | undefined {
    return this.rows.addons.find((a) => a.code === code);
  }

  /** Custom quantity rules that can apply to a product (product-specific or general). */
  customQuantityRules(productId: number): CustomQuantityRuleRow[] {
    let rules = this.rulesByProduct.get(productId);
    if (!rules) {
      rules = this.rows.customQuantityRules.filter((r) => r.product_id === null || r.product_id === productId);
      this.rulesByProduct.set(productId, rules);
    }
    return rules;
  }
  private readonly rulesByProduct = new Map<number, CustomQuantityRuleRow[]>();

  shippingMethods(productId: number): readonly ShippingMethodRow[] {
    return this.shippingByProduct.get(productId) ?? [];
  }

  specialProcessingsFor(productId: number) {
    return this.rows.specialProcessings.filter((sp) => !sp.disabled_product_ids.includes(productId));
  }

  /** The API's product-with-attributes for one page (cuttings limited by the featured item). */
  productAttributes(productId: number, item: FeaturedItemRow | undefined, runSizes: (cuttingId: number) => number[]): ProductAttributes {
    const cuttings = this.productCuttings(productId, item);
    const cuttingIds = new Set(cuttings.map((c) => c.cutting.id));
    const lookups = this.attributeLookups(productId).filter((l) => cuttingIds.has(l.cutting_id));
    const uniqueIds = (pick: (l: AttributeLookupRow) => number | null) => [
      ...new Set(lookups.map(pick).filter((v): v is number => v !== null)),
    ];
    const specialProcessing = this.specialProcessingsFor(productId);
    const addonIds = uniqueIds((l) => l.addon_id);
    return {
      cuttings: cuttings.map(({ cutting, disabled, shapes }) => ({
        id: cutting.id,
        name: cutting.name,
        description: cutting.description,
        input_ea: cutting.input_ea,
        disabled,
        special_processing: specialProcessing.map((sp) => sp.id),
        shapes: shapes.map(({ shape, cuts }) => ({ id: shape.id, name: shape.name, cuts, element_class: shape.element_class })),
      })),
      finishings: uniqueIds((l) => l.finishing_id).flatMap((id) => {
        const f = this.finishingsById.get(id);
        return f ? [{ id: f.id, name: f.name, description: f.description }] : [];
      }),
      adhesives: uniqueIds((l) => l.adhesive_id).flatMap((id) => {
        const a = this.adhesivesById.get(id);
        return a ? [{ id: a.id, name: a.name, description: a.description }] : [];
      }),
      colors: this.colorIds(productId).flatMap((id) => {
        const c = this.colorsById.get(id);
        return c ? [{ id: c.id, name: c.name }] : [];
      }),
      orientations: cuttings.some((c) => this.dimLookupsAllowOrientation(productId, c.cutting.id))
        ? this.rows.orientations.map((o) => ({ id: o.id, name: o.name as 'A' | 'B' | 'C' | 'D', file_path: o.file_path }))
        : [],
      addons: addonIds.flatMap((id) => {
        const addon = this.addonsById.get(id);
        if (!addon) return [];
        const items = this.addonItems(id);
        return [
          {
            id: addon.id,
            code: addon.code,
            name: addon.name,
            max_selected: addon.max_selected,
            items: items.filter((i) => !i.premium_coating).map((i) => ({ id: i.id, name: i.name })),
            finishing_premium_items: items.filter((i) => i.premium_coating).map((i) => ({ id: i.id, name: i.name })),
          },
        ];
      }),
      attribute_lookups: lookups.map((l) => ({
        cutting_id: l.cutting_id,
        finishing_id: l.finishing_id,
        adhesive_id: l.adhesive_id,
        addon_id: l.addon_id,
      })),
      dim_lookups: cuttings.flatMap((c) =>
        this.dimLookups(productId, c.cutting.id).map((d) => ({
          id: d.id,
          cutting_id: d.cutting_id,
          min_size: d.min_size,
          max_size: d.max_size,
          is_equal: d.is_equal === 'yes' ? ('yes' as const) : ('no' as const),
        })),
      ),
      custom_quantity: this.customQuantityRules(productId).map((r) => ({
        product_id: r.product_id,
        cutting_id: r.cutting_id,
        allowed: r.allowed,
        modulo: r.modulo,
        min_allowed_qty: r.min_allowed_qty,
        max_allowed_qty: r.max_allowed_qty,
      })),
      special_processing: specialProcessing.map((sp) => ({
        id: sp.id,
        code: sp.code,
        name: sp.name,
        description: sp.description,
        items: sp.items,
        disabled_product_ids: sp.disabled_product_ids,
        disabled_finishing_ids: sp.disabled_finishing_ids,
      })),
      sizes: this.presetSizes(productId)
        .filter((s) => cuttingIds.has(s.cutting_id))
        .map((s) => ({ id: s.id, cutting_id: s.cutting_id, name: s.name, value: s.value })),
      quantities: cuttings.flatMap((c) => runSizes(c.cutting.id).map((quantity) => ({ cutting_id: c.cutting.id, quantity }))),
    };
  }

  /** Orientations A–D are offered with roll stickers (how the artwork faces as the roll unwinds). */
  dimLookupsAllowOrientation(_productId: number, cuttingId: number): boolean {
    return isRollCutting(cuttingId);
  }

  featuredCategories(fromPrice: (item: FeaturedItemRow) => number): FeaturedCategory[] {
    const itemsByCategory = groupBy(this.rows.featuredItems, (i) => i.category_id);
    return this.rows.featuredCategories.map((c) => ({
      id: c.id,
      name: c.name,
      url_slug: c.url_slug,
      img: c.img,
      featured_items: (itemsByCategory.get(c.id) ?? []).map((i) => ({
        id: i.id,
        name: i.name,
        url_slug: i.url_slug,
        route: i.route,
        from_price: fromPrice(i),
      })),
    }));
  }

  featuredItem(item: FeaturedItemRow, products: Product[], fromPrice: number): FeaturedItem {
    return {
      id: item.id,
      name: item.name,
      url_slug: item.url_slug,
      route: item.route,
      category_id: item.category_id,
      headline: item.headline,
      from_price: fromPrice,
      products,
    };
  }
}
