/** The kick-off promo: an additional quantity for orders of at least its minimum quantity; the desk's coupons (staff-coupons.routes.ts). */
import { featurePlugin } from '../../server/feature-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { publicKickoffPromo } from './kickoff.js';
import { kickoffResponseSchema } from './promotions.schemas.js';
import { staffCouponRoutes } from './staff-coupons.routes.js';

export const promotionsFeature = featurePlugin('promotions', ['shop-services', 'request-context'], async (app) => {
  staffCouponRoutes(app);
  app.withTypeProvider<ZodTypeProvider>().get('/coupon/getKickoff', {
    schema: {
      summary: 'The kick-off promo running today (Singapore date), or null',
      tags: ['promotions'],
      response: { 200: kickoffResponseSchema, ...clientErrorResponses },
    },
    handler: async () => {
      const promo = publicKickoffPromo(app.shop.catalogue.current().catalogue.rows.kickoffPromos, app.shop.now());
      return promo ? success(promo) : success(null, 200, 'No kick-off promo is running today.');
    },
  });
});
