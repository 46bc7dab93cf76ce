/**
 * The head of a page as JSON, for the web app to update the title and description when the
 * shopper moves between pages without a reload (the served HTML already carries them).
 */
import { featurePlugin } from '../../server/feature-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { headForUrl } from './seo-pages.js';
import { seoMetaQuerySchema, seoMetaResponseSchema } from './seo.schemas.js';

export const seoFeature = featurePlugin<{ publicUrl: string; shopInfo: ShopInfo }>('seo', ['shop-services'], async (app, options) => {
  app.withTypeProvider<ZodTypeProvider>().get('/seo/meta', {
    schema: { summary: "A page's title, description and canonical URL", tags: ['seo'], querystring: seoMetaQuerySchema, response: { 200: seoMetaResponseSchema, ...clientErrorResponses } },
    handler: async (request) => {
      const head = headForUrl(request.query.url_from, { catalogue: app.shop.catalogue, db: app.shop.database.db, publicUrl: options.publicUrl, now: app.shop.now, shopInfo: options.shopInfo });
      return success({ status: head.status, title: head.title, description: head.description, canonical: head.canonical, robots: head.robots });
    },
  });
});
