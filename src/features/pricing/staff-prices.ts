/**
 * The desk's Prices section (issue 19): a product's price grids and the option factors that apply
 * to it, and the owners' changes to them. Each change is one transaction: the row locked, the
 * cells merged into the grid as it is now (two owners changing different cells both keep theirs),
 * the whole grid checked like the seeded tables (staff-price-rules.ts), the catalogue's row written
 * through its exported functions (catalogue/catalogue-settings.ts) and the audit entry recorded
 * with only the changed cells. The catalogue revision moves with the write, so every server prices
 * new quotes from it on its next request, and the pricing answer cache (keyed by the revision)
 * never serves the old price. Carts re-price on view and say "now S$X (was S$Y)"; quotations keep
 * their prices and say when today's differ.
 */
import type { Database } from '../../server/db/client.js';
import { notFound, ShopError } from '../../server/errors.js';
import type { StaffMember } from '../account/staff-access.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { catalogueSettings } from '../catalogue/catalogue-settings.js';
import { productDisplayName } from '../catalogue/labels.js';
import { recordStaffChange } from '../staff/audit-log.js';
import { formatSgd } from '../../shared/money.js';
import { parseDollars } from '../shipping/shipping-settings-rules.js';
import { applyCellChanges, cellField, cellLabel, changedCells, factorText, gridProblems, parseFactor, PRICE_MESSAGES as M, type CellChange } from './staff-price-rules.js';
import type { PriceGridBody, StaffPrices } from './staff-prices.schemas.js';

export interface StaffContext {
  staff: StaffMember;
  requestId: string;
  now: Date;
}

const KIND_LABELS: Record<string, string> = { finishing: 'Finishing', adhesive: 'Adhesive', color: 'Colour', addon_item: 'Add-on', orientation: 'Orientation' };

function optionName(catalogue: Catalogue, kind: string, optionId: number): string {
  switch (kind) {
    case 'finishing':
      return catalogue.finishingsById.get(optionId)?.name ?? `Finishing ${optionId}`;
    case 'adhesive':
      return catalogue.adhesivesById.get(optionId)?.name ?? `Adhesive ${optionId}`;
    case 'color':
      return catalogue.colorsById.get(optionId)?.name ?? `Colour ${optionId}`;
    case 'orientation':
      return `Orientation ${catalogue.orientationsById.get(optionId)?.name ?? optionId}`;
    case 'addon_item': {
      const item = catalogue.addonItemsById.get(optionId);
      if (!item) return `Add-on ${optionId}`;
      const addon = catalogue.addonsById.get(item.addon_id);
      return addon ? `${addon.name}: ${item.name}` : item.name;
    }
    default:
      return `${kind} ${optionId}`;
  }
}

const productName = (catalogue: Catalogue, productId: number): string => {
  const product = catalogue.productsById.get(productId);
  return product ? productDisplayName(product) : `Product ${productId}`;
};

/** What the Prices section shows for one product (the first one when none is asked for). */
export function staffPrices(catalogue: Catalogue, productId: number | undefined): StaffPrices {
  const products = [...catalogue.rows.products].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id).map((p) => ({ id: p.id, name: productDisplayName(p) }));
  const product = productId === undefined ? products[0] : products.find((p) => p.id === productId);
  if (!product) throw notFound(M.noSuchProduct);
  const own = new Set(catalogue.rows.priceFactors.filter((f) => f.product_id === product.id).map((f) => `${f.kind}:${f.option_id}`));
  return {
    products,
    product,
    grids: catalogue.rows.priceGrids
      .filter((g) => g.product_id === product.id)
      .sort((a, b) => a.cutting_id - b.cutting_id)
      .map((g) => ({ id: g.id, cutting_id: g.cutting_id, cutting: catalogue.cuttingsById.get(g.cutting_id)?.name ?? `Cutting ${g.cutting_id}`, sizes_mm: g.sizes_mm, run_sizes: g.run_sizes, prices_cents: g.prices_cents })),
    factors: catalogue.rows.priceFactors
      .filter((f) => f.product_id === product.id || (f.product_id === null && !own.has(`${f.kind}:${f.option_id}`)))
      .map((f) => ({
        id: f.id,
        kind: f.kind,
        kind_label: KIND_LABELS[f.kind] ?? f.kind,
        option: optionName(catalogue, f.kind, f.option_id),
        product_id: f.product_id,
        scope: f.product_id === null ? 'All products' : `${product.name} only`,
        factor_bp: f.factor_bp,
      })),
  };
}

/** Changes some cells of a grid (owners). The answer's message says what changed. */
export async function updatePriceGrid(db: Database, catalogue: Catalogue, ctx: StaffContext, id: number, body: PriceGridBody): Promise<{ productId: number; message: string }> {
  return db.transaction(async (tx) => {
    const grid = await catalogueSettings.lockPriceGrid(tx, id);
    if (!grid) throw notFound(M.noSuchGrid);
    const changes: CellChange[] = [];
    for (const [index, change] of body.changes.entries()) {
      if (change.size >= grid.sizes_mm.length || change.run >= grid.run_sizes.length) throw new ShopError(422, 'validation', M.noSuchCell(change.size, change.run), [{ field: `changes.${index}`, message: M.noSuchCell(change.size, change.run) }]);
      const cents = parseDollars(change.price);
      if (cents === undefined) {
        const message = change.price.trim() === '' ? M.cellMissing(cellLabel(grid, change.size, change.run)) : M.cellAmount(cellLabel(grid, change.size, change.run));
        throw new ShopError(422, 'validation', message, [{ field: cellField(change.size, change.run), message }]);
      }
      changes.push({ size: change.size, run: change.run, cents });
    }
    const after = applyCellChanges(grid.prices_cents, changes);
    const issues = gridProblems(grid, after);
    if (issues.length > 0) throw new ShopError(422, 'validation', issues.length === 1 ? (issues[0]?.message ?? '') : `${issues.length} prices need a look: ${issues[0]?.message ?? ''}`, issues);
    const product = productName(catalogue, grid.product_id);
    const cutting = catalogue.cuttingsById.get(grid.cutting_id)?.name ?? `Cutting ${grid.cutting_id}`;
    const cells = changedCells(grid, grid.prices_cents, after);
    if (cells.length === 0) return { productId: grid.product_id, message: `${product}, ${cutting}: the prices are unchanged.` };
    await catalogueSettings.setPriceGridPrices(tx, id, after, ctx.now);
    const first = cells[0];
    const what = cells.length === 1 && first ? `${first.size_mm} × ${first.size_mm} mm, ${first.quantity.toLocaleString('en-SG')} pcs ${formatSgd(first.before_cents)} → ${formatSgd(first.after_cents)}` : `${cells.length} prices`;
    const summary = `${product}, ${cutting}: ${what}`;
    await recordStaffChange(
      tx,
      {
        by: ctx.staff,
        action: 'price_grid.update',
        subject: { type: 'price_grid', id: String(id) },
        summary,
        before: { product, cutting, cells: cells.map((c) => ({ size_mm: c.size_mm, quantity: c.quantity, price_cents: c.before_cents })) },
        after: { product, cutting, cells: cells.map((c) => ({ size_mm: c.size_mm, quantity: c.quantity, price_cents: c.after_cents })) },
        requestId: ctx.requestId,
      },
      ctx.now,
    );
    return { productId: grid.product_id, message: `Saved: ${summary}. New quotes use the new prices; carts show the change when next viewed.` };
  });
}

/** Changes an option factor (owners); a shop-wide one changes every product without its own. */
export async function updatePriceFactor(db: Database, catalogue: Catalogue, ctx: StaffContext, id: number, text: string): Promise<string> {
  const bp = parseFactor(text);
  if (bp === undefined) throw new ShopError(422, 'validation', M.factor, [{ field: 'factor', message: M.factor }]);
  return db.transaction(async (tx) => {
    const factor = await catalogueSettings.lockPriceFactor(tx, id);
    if (!factor) throw notFound(M.noSuchFactor);
    const option = `${KIND_LABELS[factor.kind] ?? factor.kind} ${optionName(catalogue, factor.kind, factor.option_id)}`;
    const scope = factor.product_id === null ? 'all products' : productName(catalogue, factor.product_id);
    if (factor.factor_bp === bp) return `${option} (${scope}) is already ${factorText(bp)}.`;
    await catalogueSettings.setPriceFactor(tx, id, bp, ctx.now);
    const summary = `${option} (${scope}): ${factorText(factor.factor_bp)} → ${factorText(bp)}`;
    const subject = { kind: factor.kind, option_id: factor.option_id, product_id: factor.product_id };
    await recordStaffChange(tx, { by: ctx.staff, action: 'price_factor.update', subject: { type: 'price_factor', id: String(id) }, summary, before: { ...subject, factor_bp: factor.factor_bp }, after: { ...subject, factor_bp: bp }, requestId: ctx.requestId }, ctx.now);
    return `Saved: ${summary}.`;
  });
}
