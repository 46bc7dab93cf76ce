/**
 * The desk's Prices section (issue 19) on a real database, with two servers on it: an owner's grid
 * or factor change on server A prices server B's very next quote (its answer cache included); what
 * carts and quotations then say is in quotation/quotation-prices.api.test.ts. Every change is checked like the seeded tables (422 naming the cell), nothing written
 * when refused, and its audit entry holds only the changed cells, before and after.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { DIE_CUT_50, registeredMember } from '../../../test/place-order.js';
import { createSecondServer, createTestShop, type TestShop } from '../../../test/test-app.js';
import { priceFactors, priceGrids } from '../catalogue/catalogue.tables.js';
import { auditLog } from '../staff/staff.tables.js';
import type { PricingData } from './pricing.schemas.js';
import { PRICE_MESSAGES as M } from './staff-price-rules.js';
import type { StaffPrices } from './staff-prices.schemas.js';

type Visitor = ReturnType<typeof testVisitor>;

let shop: TestShop;
let shopB: TestShop;
let owner: Visitor;
let desk: Visitor;
beforeAll(async () => {
  shop = await createTestShop();
  shopB = await createSecondServer(shop);
  owner = (await registeredMember(shop, { staff: 'owner' })).v;
  desk = (await registeredMember(shop, { staff: 'desk' })).v;
});
afterAll(async () => {
  await shopB?.close();
  await shop?.close();
});

/** Vinyl die-cut (product 5, cutting 1: grid 31), 50 × 50 mm: row 5 of the grid; 100 pcs: column 5. */
const GRID = 31;
const quoteOnB = async (quantity = 100) => expectOk(await apiGet<PricingData>(shopB, '/api/pricing/v2', { ...DIE_CUT_50, quantity })).single_pricing?.total_price_cents;
const gridRow = async () => (await shop.database.db.select().from(priceGrids).where(eq(priceGrids.id, GRID)))[0]!.prices_cents;
const entries = (type: string) => shop.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, type))).orderBy(asc(auditLog.id));

describe('price grids and option factors', () => {
  it('refuses a grid that breaks the rules of the seeded tables, naming each cell; nothing is written', async () => {
    const before = await gridRow();
    const audited = (await shop.database.db.select().from(auditLog)).length;
    // A total below the quantity before it (and with it, 200 pcs now cost more a piece than 100).
    const falling = await owner.send('POST', `/api/staff/settings/price-grids/${GRID}`, { changes: [{ size: 5, run: 5, price: '29.00' }] });
    const first = M.notRisingWithQuantity('50 × 50 mm, 100 pcs', 2900, '50 × 50 mm, 50 pcs', 2960);
    expectClientError(falling, 422, { message: `2 prices need a look: ${first}`, field: 'prices.5.5' });
    expect(falling.body.error?.issues).toEqual([
      { field: 'prices.5.5', message: first },
      { field: 'prices.5.6', message: M.unitRises('50 × 50 mm, 200 pcs', 'S$0.3185', '100 pcs', 'S$0.29') },
    ]);
    // 200 pcs for more than twice the 100 pcs price: the price per piece rises; and then 300 pcs costs less than 200.
    const twoIssues = await owner.send('POST', `/api/staff/settings/price-grids/${GRID}`, { changes: [{ size: 5, run: 6, price: '86.00' }] });
    expectClientError(twoIssues, 422, { field: 'prices.5.6' });
    expect(twoIssues.body.error?.issues?.map((i) => i.field)).toEqual(['prices.5.6', 'prices.5.7']);
    expect(twoIssues.body.error?.issues?.[0]?.message).toBe(M.unitRises('50 × 50 mm, 200 pcs', 'S$0.43', '100 pcs', 'S$0.425'));
    // Not an amount; a total below the smaller size's.
    expectClientError(await owner.send('POST', `/api/staff/settings/price-grids/${GRID}`, { changes: [{ size: 5, run: 5, price: 'free' }] }), 422, { message: M.cellAmount('50 × 50 mm, 100 pcs'), field: 'prices.5.5' });
    expectClientError(await owner.send('POST', `/api/staff/settings/price-grids/${GRID}`, { changes: [{ size: 5, run: 5, price: '0' }] }), 422, { field: 'prices.5.5' });
    const smaller = await owner.send('POST', `/api/staff/settings/price-grids/${GRID}`, { changes: [{ size: 6, run: 5, price: '42.00' }] });
    expectClientError(smaller, 422, { field: 'prices.6.5' });
    expect(smaller.body.error?.issues?.[0]?.message).toBe(M.notRisingWithSize('75 × 75 mm, 100 pcs', 4200, '50 × 50 mm, 100 pcs', 4250));
    expectClientError(await owner.send('POST', `/api/staff/settings/price-grids/${GRID}`, { changes: [{ size: 40, run: 5, price: '44.00' }] }), 422, { message: M.noSuchCell(40, 5), field: 'changes.0' });
    expectClientError(await owner.send('POST', `/api/staff/settings/price-grids/${GRID}`, { changes: [] }), 422, { message: `changes: ${M.noChanges}`, field: 'changes' });
    expectClientError(await owner.send('POST', '/api/staff/settings/price-grids/9999', { changes: [{ size: 0, run: 0, price: '1.00' }] }), 404, { message: M.noSuchGrid });
    expect(await gridRow()).toEqual(before);
    expect((await shop.database.db.select().from(auditLog)).length).toBe(audited);
    expect(await quoteOnB()).toBe(4250);
  });

  it("an owner's grid change prices the other server's next quote, though it answered (and cached) it before", async () => {
    expect(await quoteOnB()).toBe(4250);
    expect(await quoteOnB()).toBe(4250);
    const page = expectOk(await owner.send<StaffPrices>('GET', '/api/staff/settings/prices?product_id=5'));
    expect(page.product).toEqual({ id: 5, name: expect.stringMatching(/Vinyl/) });
    const grid = page.grids.find((g) => g.id === GRID)!;
    expect([grid.sizes_mm[5], grid.run_sizes[5], grid.prices_cents[5]?.[5]]).toEqual([50, 100, 4250]);

    const saved = await owner.send<StaffPrices>('POST', `/api/staff/settings/price-grids/${GRID}`, { changes: [{ size: 5, run: 5, price: '45.00' }, { size: 5, run: 4, price: '29.60' }] });
    expect(expectOk(saved).grids.find((g) => g.id === GRID)?.prices_cents[5]?.[5]).toBe(4500);
    expect(saved.body.message).toMatch(/^Saved: .+, Die Cut: 50 × 50 mm, 100 pcs S\$42\.50 → S\$45\.00\. New quotes use the new prices/);

    expect(await quoteOnB()).toBe(4500);
    const [entry] = await entries('price_grid');
    expect(entry).toMatchObject({
      action: 'price_grid.update',
      actor_role: 'owner',
      subject_id: String(GRID),
      // Only the cell that changed (29.60 was already its price).
      before: { cutting: 'Die Cut', cells: [{ size_mm: 50, quantity: 100, price_cents: 4250 }] },
      after: { cutting: 'Die Cut', cells: [{ size_mm: 50, quantity: 100, price_cents: 4500 }] },
    });
  });

  it("an owner's option factor change prices the other server's next quote; out of bounds is refused; desk staff may not", async () => {
    // Finishing 1 (the cheapest) for all products: factor row 1.
    const page = expectOk(await owner.send<StaffPrices>('GET', '/api/staff/settings/prices?product_id=5'));
    const factor = page.factors.find((f) => f.id === 1)!;
    expect(factor).toMatchObject({ kind: 'finishing', kind_label: 'Finishing', product_id: null, scope: 'All products', factor_bp: 10000 });

    for (const bad of ['0.90', '3.5', 'lots']) {
      expectClientError(await owner.send('POST', '/api/staff/settings/price-factors/1', { factor: bad }), 422, { message: M.factor, field: 'factor' });
    }
    expect(await quoteOnB()).toBe(4500);

    const saved = await owner.send<StaffPrices>('POST', '/api/staff/settings/price-factors/1?product_id=5', { factor: '1.10' });
    expect(expectOk(saved).factors.find((f) => f.id === 1)?.factor_bp).toBe(11000);
    expect(saved.body.message).toBe(`Saved: Finishing ${factor.option} (all products): ×1.00 → ×1.10.`);
    expect(await quoteOnB()).toBe(4950);
    const [entry] = await entries('price_factor');
    expect(entry).toMatchObject({ action: 'price_factor.update', before: { kind: 'finishing', option_id: 1, product_id: null, factor_bp: 10000 }, after: { factor_bp: 11000 } });

    expectClientError(await desk.send('POST', '/api/staff/settings/price-factors/1', { factor: '1.00' }), 404);
    expectClientError(await desk.send('GET', '/api/staff/settings/prices'), 404);
    expect((await shop.database.db.select().from(priceFactors).where(eq(priceFactors.id, 1)))[0]?.factor_bp).toBe(11000);
  });
});
