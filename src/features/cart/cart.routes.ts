/** Cart calls: read, add (the body is the quote data), update and remove lines. */
import { featurePlugin } from '../../server/feature-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema } from '../../shared/envelope.js';
import { CartRepository } from './cart.repository.js';
import { cartAddBodySchema, cartItemParamsSchema, cartItemUpdateSchema, cartResponseSchema, cartShippingMethodBodySchema } from './cart.schemas.js';
import { CartService, LINE_NOT_FOUND_MESSAGE } from './cart-service.js';
import { notFound } from '../../server/errors.js';
import { addedToLineMessage, CART_ADDED_MESSAGE } from './cart-messages.js';
import { scheduleRecurringSweep } from '../../server/jobs/recurring-sweep.js';
import { CART_SWEEP_JOB, sweepAbandonedGuestCarts } from './cart-housekeeping.js';

export const cartFeature = featurePlugin('cart', ['shop-services', 'request-context', 'idempotency', 'jobs'], async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Guest carts untouched for months, hourly (cart-housekeeping.ts).
  scheduleRecurringSweep(app, { name: CART_SWEEP_JOB, everySeconds: 3600, sweep: (signal) => sweepAbandonedGuestCarts(app.shop.database.db, app.shop.now(), signal) });
  const cart = new CartService(new CartRepository(app.shop.database.db), () => app.shop.catalogue.current(), app.shop.now);
  const responses = { 200: cartResponseSchema, 201: cartResponseSchema, 409: errorEnvelopeSchema, ...clientErrorResponses };

  api.get('/cart', {
    schema: { summary: "The visitor's cart, every line re-priced", tags: ['cart'], response: responses },
    handler: async (request) => success(await cart.view(await request.visitor.id())),
  });

  api.post('/cart/items', {
    schema: {
      summary: 'Add a configuration to the cart (the body is the quote data; the server prices it)',
      description:
        'A cost that differs from the server price answers 409 and stores nothing. Adding a configuration already in the cart adds to its quantity ' +
        '(200, the line re-priced at the combined quantity); when the combined quantity is not offered online, the add becomes a line of its own (201). ' +
        'An Idempotency-Key header (1–255 printable ASCII characters) makes a retry return the first answer, with Idempotent-Replayed: true, without adding again. ' +
        "shipping_method (optional, the price panel's choice) must be one of the product's methods; the cart goes by it when every line can. " +
        'artwork_upload_id (optional): artwork the visitor uploaded on the page at this size (POST /api/artwork/uploads); the line is then its own (never merged) and the file goes into the order.',
      tags: ['cart'],
      body: cartAddBodySchema,
      response: responses,
    },
    handler: async (request, reply) => {
      const answer = await request.idempotent(async (tx) => {
        const inTx = cart.within(tx);
        const visitorId = await request.visitor.ensureId();
        const { shipping_method: shippingMethod, artwork_upload_id: artworkUploadId, ...input } = request.body;
        const added = artworkUploadId ? await inTx.addWithArtwork(visitorId, input, artworkUploadId) : await inTx.add(visitorId, input);
        if (shippingMethod !== undefined) await inTx.preferShippingMethod(visitorId, shippingMethod, input.product_id);
        const view = await inTx.view(visitorId);
        return added.merged
          ? { statusCode: 200, body: success(view, 200, addedToLineMessage(added.line.quantity, added.line.totalCents)) }
          : { statusCode: 201, body: success(view, 201, CART_ADDED_MESSAGE) };
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
  });

  api.put('/cart/shipping-method', {
    schema: {
      summary: "Choose the parcel's shipping method (Standard or Express): its fee and dispatch date follow",
      description: 'The method must be one every line of the cart can go by; free shipping still follows the free-shipping rule.',
      tags: ['cart'],
      body: cartShippingMethodBodySchema,
      response: responses,
    },
    handler: async (request) => {
      const visitorId = await request.visitor.id();
      await cart.chooseShippingMethod(visitorId, request.body.method);
      return success(await cart.view(visitorId), 200, `Shipping: ${request.body.method}.`);
    },
  });

  api.patch('/cart/items/:itemId', {
    schema: { summary: "Change a line's quantity or configuration", tags: ['cart'], params: cartItemParamsSchema, body: cartItemUpdateSchema, response: responses },
    handler: async (request) => {
      const visitorId = await request.visitor.id();
      if (!visitorId) throw notFound(LINE_NOT_FOUND_MESSAGE);
      const { shipping_method: shippingMethod, ...changes } = request.body;
      await cart.update(visitorId, request.params.itemId, changes, shippingMethod);
      return success(await cart.view(visitorId), 200, 'Your cart was updated.');
    },
  });

  api.delete('/cart/items/:itemId', {
    schema: { summary: 'Remove a line', tags: ['cart'], params: cartItemParamsSchema, response: responses },
    handler: async (request) => {
      const visitorId = await request.visitor.id();
      if (!visitorId) throw notFound(LINE_NOT_FOUND_MESSAGE);
      await cart.remove(visitorId, request.params.itemId);
      return success(await cart.view(visitorId), 200, 'Removed from your cart.');
    },
  });
});
