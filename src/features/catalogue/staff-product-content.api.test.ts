/**
 * The desk's Product content section (issue 19) with two servers on one database: a product's name
 * and description changed on server A are on server B's product page data at its very next
 * request; refused content (length, markup) writes nothing; the audit entry holds only what changed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { registeredMember } from '../../../test/place-order.js';
import { createSecondServer, createTestShop, type TestShop } from '../../../test/test-app.js';
import { auditLog } from '../staff/staff.tables.js';
import { PRODUCT_CONTENT_MESSAGES as M } from './product-content-rules.js';
import type { StaffProductContent } from './staff-product-content.schemas.js';

let shop: TestShop;
let shopB: TestShop;
let desk: ReturnType<typeof testVisitor>;
beforeAll(async () => {
  shop = await createTestShop();
  shopB = await createSecondServer(shop);
  desk = (await registeredMember(shop, { staff: 'desk' })).v;
});
afterAll(async () => {
  await shopB?.close();
  await shop?.close();
});

/** Standard vinyl (product 5) as /stickers/vinyl/standard gets it, from server B. */
const productOnB = async () => {
  const page = expectOk(await apiGet<{ featured_item: { products: { id: number; name: string; description: string }[] } }>(shopB, '/api/quote/featured-items', { slug: 'vinyl', product: 'standard' }));
  const product = page.featured_item.products.find((p) => p.id === 5);
  return product && { name: product.name, description: product.description };
};

describe('product content', () => {
  it("desk staff change a product's name and description; the other server's product page has them at once", async () => {
    const before = await productOnB();
    expect(before?.name).toBe('Standard Vinyl');
    const list = expectOk(await desk.send<StaffProductContent>('GET', '/api/staff/settings/products'));
    expect(list.products.find((p) => p.id === 5)).toMatchObject({ name: 'Standard Vinyl', display_name: 'Standard Vinyl Stickers', description: before?.description });

    const description = 'White vinyl that shrugs off rain and scratches: laminated, bright for 3 years outdoors, for bottles, laptops and shopfronts.';
    const saved = await desk.send<StaffProductContent>('POST', '/api/staff/settings/products/5/content', { name: '  Standard  Vinyl ', description: `  ${description}\n` });
    expect(saved.body.message).toBe("Saved: Standard Vinyl Stickers's description. The shop's pages show it now.");
    expect(expectOk(saved).products.find((p) => p.id === 5)?.description).toBe(description);
    expect(await productOnB()).toMatchObject({ name: 'Standard Vinyl', description });

    const [entry] = await shop.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'product'), eq(auditLog.subject_id, '5')));
    // The name did not change (spaces only): only the description is in the entry.
    expect(entry).toMatchObject({ action: 'product.content', actor_role: 'desk', before: { description: before?.description }, after: { description } });
    expect(Object.keys(entry?.after as object)).toEqual(['description']);

    expectOk(await desk.send('POST', '/api/staff/settings/products/5/content', { name: 'Everyday Vinyl', description }));
    expect((await productOnB())?.name).toBe('Everyday Vinyl');
  });

  it('refuses a name or description out of bounds or with markup, naming the field; nothing is written', async () => {
    const audited = (await shop.database.db.select().from(auditLog)).length;
    const before = await productOnB();
    const description = before?.description ?? '';
    const both = await desk.send('POST', '/api/staff/settings/products/5/content', { name: 'V', description: 'Too short.' });
    expectClientError(both, 422, { message: M.nameLength, field: 'name' });
    expect(both.body.error?.issues).toEqual([
      { field: 'name', message: M.nameLength },
      { field: 'description', message: M.descriptionLength },
    ]);
    expectClientError(await desk.send('POST', '/api/staff/settings/products/5/content', { name: 'Vinyl', description: `<script>x</script> ${description}` }), 422, { message: M.plainText('The description'), field: 'description' });
    expectClientError(await desk.send('POST', '/api/staff/settings/products/5/content', { name: 'Vinyl\nTwo', description }), 422, { message: M.oneLine, field: 'name' });
    expectClientError(await desk.send('POST', '/api/staff/settings/products/999/content', { name: 'Vinyl', description }), 404, { message: M.noSuchProduct });
    expect(await productOnB()).toEqual(before);
    expect((await shop.database.db.select().from(auditLog)).length).toBe(audited);
  });
});
