/** Catalogue calls: dimension lookups (the featured items and categories, with their prices, are pricing's). */
import { featurePlugin } from '../../server/feature-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { dimLookupsQuerySchema, dimLookupsResponseSchema } from './catalogue.schemas.js';
import { fixedSizes, isFixedSizeLookup } from './size-rules.js';
import { invalidField, notFound } from '../../server/errors.js';
import { staffProductContentRoutes } from './staff-product-content.routes.js';
import { staffProductImageRoutes, uploadedProductImageRoute } from './staff-product-images.routes.js';

export const catalogueFeature = featurePlugin('catalogue', ['shop-services'], async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  staffProductContentRoutes(app);
  staffProductImageRoutes(app);

  api.get('/quote/dim-lookups', {
    schema: {
      summary: 'Size limits and fixed sizes of a product and cutting',
      tags: ['catalogue'],
      querystring: dimLookupsQuerySchema,
      response: { 200: dimLookupsResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const { catalogue } = app.shop.catalogue.current();
      const { product_id, cutting_id } = request.query;
      if (!catalogue.productsById.has(product_id)) throw notFound("We couldn't find that product.");
      if (!catalogue.productCuttings(product_id).some((c) => c.cutting.id === cutting_id)) {
        throw invalidField('cutting_id', 'That cutting is not available for this product.');
      }
      const rows = catalogue.dimLookups(product_id, cutting_id).map((d) => ({ ...d, is_equal: d.is_equal === 'yes' ? ('yes' as const) : ('no' as const) }));
      return success({
        dim_lookups: rows.map(({ id, cutting_id: c, min_size, max_size, is_equal }) => ({ id, cutting_id: c, min_size, max_size, is_equal })),
        fixed_sizes: fixedSizes(rows.filter(isFixedSizeLookup)),
        sizes: catalogue.presetSizes(product_id, cutting_id).map((s) => ({ id: s.id, cutting_id: s.cutting_id, name: s.name, value: s.value })),
      });
    },
  });
});

/** The catalogue's files served outside /api: uploaded product pictures (/images/uploaded/products/…). */
export const catalogueImagesFeature = featurePlugin('catalogue-images', ['shop-services'], async (app) => {
  uploadedProductImageRoute(app);
});
