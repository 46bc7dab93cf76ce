/** The shop's details (footer, contact and policy pages, documents' letterheads). */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featurePlugin } from '../../server/feature-plugin.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { success } from '../../shared/envelope.js';
import { shopInfoResponseSchema, type ShopInfo } from './shop-info.schemas.js';

export const shopInfoFeature = featurePlugin<{ info: ShopInfo }>('shop-info', ['shop-services'], async (app, options) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const info = Object.freeze({ ...options.info });

  api.get('/shop/info', {
    schema: {
      summary: "The shop's name, address, phone, e-mail, business hours, UEN and GST registration (SHOP_* settings)",
      tags: ['shop'],
      response: { 200: shopInfoResponseSchema, ...clientErrorResponses },
    },
    handler: async () => success(info),
  });
});
