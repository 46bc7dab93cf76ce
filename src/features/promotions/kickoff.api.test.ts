/** The kick-off promo (configurator.md §9) as the quote page reads it, on the pinned clock (Monday 23 Nov 2026, 10:00 in Singapore). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectOk } from '../../../test/api-client.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import type { KickoffPromo } from './promotions.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});
afterEach(() => {
  shop.setNow(DEFAULT_TEST_NOW);
});

const kickoff = () => apiGet<KickoffPromo | null>(shop, '/api/coupon/getKickoff');

describe('GET /api/coupon/getKickoff', () => {
  it('while the promo runs: minimum_quantity 1000', async () => {
    const promo = expectOk(await kickoff());
    expect(promo).not.toBeNull();
    expect(promo!.minimum_quantity).toBe(1000);
    expect(promo!.bonus_quantity).toBe(1000);
  });

  it('on its last day (Singapore time) it still runs; the day after, data is null', async () => {
    const promo = expectOk(await kickoff())!;
    const lastDay = promo.ends_on!;
    shop.setNow(new Date(`${lastDay}T23:59:00+08:00`));
    expect(expectOk(await kickoff())).not.toBeNull();
    // One minute later it is the next day in Singapore (still the last day in UTC).
    shop.setNow(new Date(new Date(`${lastDay}T23:59:00+08:00`).getTime() + 60_000));
    const after = await kickoff();
    expect(expectOk(after)).toBeNull();
    expect(after.body.message).toBe('No kick-off promo is running today.');
  });

  it('before it starts, data is null', async () => {
    shop.setNow(new Date('2025-12-31T23:00:00+08:00'));
    expect(expectOk(await kickoff())).toBeNull();
  });
});
