/**
 * The desk's Prices section (issue 19), registered by the pricing feature's plugin. Owners only:
 * a price change changes what every order costs.
 *
 *   GET  /api/staff/settings/prices?product_id=5       the product's grids and option factors
 *   POST /api/staff/settings/price-grids/:id           { changes: [{ size, run, price: "24.50" }] }
 *   POST /api/staff/settings/price-factors/:id         { factor: "1.15" }
 *
 * Every change answers the product's prices as they now are, read from the refreshed snapshot,
 * and is in the audit log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { staffPrices, updatePriceFactor, updatePriceGrid, type StaffContext } from './staff-prices.js';
import { priceFactorBodySchema, priceFactorParamsSchema, priceGridBodySchema, priceGridParamsSchema, staffPricesQuerySchema, staffPricesResponseSchema } from './staff-prices.schemas.js';

const tags = ['staff settings'];
const config = { visitorOwned: true };
const answers = { 200: staffPricesResponseSchema, ...clientErrorResponses };

export function staffPricesRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.shop.database.db;
  const catalogue = () => app.shop.catalogue.current().catalogue;
  const ctx = (request: FastifyRequest): StaffContext => ({ staff: staffOf(request), requestId: request.id, now: app.shop.now() });
  /** The prices after a change: this server's snapshot brought up to the change first. */
  const pricesNow = async (productId: number | undefined, message?: string) => {
    await app.shop.catalogue.fresh();
    return success(staffPrices(catalogue(), productId), 200, message);
  };

  api.get('/staff/settings/prices', {
    config,
    onRequest: requireStaff('owner'),
    schema: { summary: "Owners: a product's price grids (sizes × quantities, totals) and the option factors that apply to it", tags, querystring: staffPricesQuerySchema, response: answers },
    handler: async (request) => pricesNow(request.query.product_id),
  });

  api.post('/staff/settings/price-grids/:id', {
    config,
    onRequest: requireStaff('owner'),
    schema: { summary: "Owners: change some cells of a price grid; the whole grid is checked like the seeded tables; new quotes use it at once", tags, params: priceGridParamsSchema, body: priceGridBodySchema, response: answers },
    handler: async (request) => {
      const { productId, message } = await updatePriceGrid(db(), catalogue(), ctx(request), request.params.id, request.body);
      return pricesNow(productId, message);
    },
  });

  api.post('/staff/settings/price-factors/:id', {
    config,
    onRequest: requireStaff('owner'),
    schema: { summary: 'Owners: an option factor (×1.00–×3.00); a shop-wide one applies to every product without its own', tags, params: priceFactorParamsSchema, body: priceFactorBodySchema, querystring: staffPricesQuerySchema, response: answers },
    handler: async (request) => pricesNow(request.query.product_id, await updatePriceFactor(db(), catalogue(), ctx(request), request.params.id, request.body.factor)),
  });
}
