/** Shipping calls: rates and the dispatch-date line for a page, and the shop's holidays; the desk's shipping settings (staff-settings.routes.ts). */
import { featurePlugin } from '../../server/feature-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { invalidField, notFound } from '../../server/errors.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { holidaysQuerySchema, holidaysResponseSchema, shippingInfoParamsSchema, shippingInfoQuerySchema, shippingInfoResponseSchema, shopDeliveryResponseSchema } from './shipping.schemas.js';
import { shippingInfo, shopDelivery } from './shipping-service.js';
import { staffShippingSettingsRoutes } from './staff-settings.routes.js';

export const shippingFeature = featurePlugin('shipping', ['shop-services', 'request-context'], async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  staffShippingSettingsRoutes(app);

  api.get('/quote/get/shipping-info/:selectedItemId', {
    schema: {
      summary: 'Shipping methods of a featured item\'s products and the quote page\'s dispatch date',
      tags: ['shipping'],
      params: shippingInfoParamsSchema,
      querystring: shippingInfoQuerySchema,
      response: { 200: shippingInfoResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const { catalogue } = app.shop.catalogue.current();
      const item = catalogue.featuredItemsById.get(request.params.selectedItemId);
      if (!item) throw notFound("We couldn't find that featured item.");
      const products = catalogue.productsOfItem(item);
      const productId = request.query.product_id;
      const selected = productId === undefined ? products[0] : products.find((p) => p.id === productId);
      if (!selected) throw invalidField('product_id', `That product is not sold on the ${item.name} page.`);
      return success(shippingInfo(catalogue, products, selected, app.shop.now()));
    },
  });

  api.get('/shop/delivery', {
    schema: {
      summary: 'The shop-wide delivery story: printing, delivery and total business days of each shipping method over every product, and the cut-off',
      tags: ['shipping'],
      response: { 200: shopDeliveryResponseSchema, ...clientErrorResponses },
    },
    handler: async () => success(shopDelivery(app.shop.catalogue.current().catalogue)),
  });

  api.get('/quote/get/holidays', {
    schema: {
      summary: 'Singapore public holidays the shop is closed on (gazetted and observed)',
      tags: ['shipping'],
      querystring: holidaysQuerySchema,
      response: { 200: holidaysResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const { catalogue } = app.shop.catalogue.current();
      const year = request.query.year;
      const rows = catalogue.rows.holidays.filter((h) => year === undefined || h.date.startsWith(`${year}-`));
      return success(rows.map((h) => ({ date: h.date, name: h.name, type: h.type })));
    },
  });
});
