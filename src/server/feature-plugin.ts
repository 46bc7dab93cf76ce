/**
 * A feature of the shop as a Fastify plugin that says what it needs: the plugins it depends on
 * (checked by Fastify when it is registered, so a feature registered before its services fails
 * at start-up, not on the first request) and its name. Routes stay encapsulated in the feature.
 */
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Plugins a feature can depend on, registered by app.ts before any feature. */
export type ShopPluginName = 'shop-services' | 'jobs' | 'request-context' | 'rate-limits' | 'idempotency' | 'email' | '@fastify/cookie';

export function featurePlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  dependencies: readonly ShopPluginName[],
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return fp(plugin, { name, dependencies: [...dependencies], encapsulate: true });
}
