/**
 * The desk's shipping settings (issue 19), registered by the shipping feature's plugin:
 *
 *   GET    /api/staff/settings/shipping                 holidays and closures from today, every method, the threshold (desk)
 *   POST   /api/staff/settings/holidays                 { date, name, kind: public | closure } (desk; 409 when the day is taken)
 *   DELETE /api/staff/settings/holidays/:date           (desk; 404 when it is not there)
 *   POST   /api/staff/settings/shipping-methods/:id     { method, fee: "15.00", offered } (owners)
 *   POST   /api/staff/settings/free-shipping            { threshold: "100.00" } (owners)
 *
 * Every change answers the settings as they now are, read from the refreshed snapshot, and is in
 * the audit log. Desk staff keep the calendar; money (fees, the threshold) is the owners'.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { addHoliday, removeHoliday, setFreeShippingThreshold, staffShippingSettings, updateShippingMethod, type StaffContext } from './staff-settings.js';
import { addHolidayBodySchema, freeShippingBodySchema, holidayParamsSchema, shippingMethodBodySchema, shippingMethodParamsSchema, staffShippingSettingsResponseSchema } from './staff-settings.schemas.js';

const tags = ['staff settings'];
const config = { visitorOwned: true };
const answers = { 200: staffShippingSettingsResponseSchema, 409: errorEnvelopeSchema, ...clientErrorResponses };

export function staffShippingSettingsRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.shop.database.db;
  const ctx = (request: FastifyRequest): StaffContext => ({ staff: staffOf(request), requestId: request.id, now: app.shop.now() });
  /** The settings after a change: this server's snapshot brought up to the change first. */
  const settingsNow = async (request: FastifyRequest, message?: string) => {
    await app.shop.catalogue.fresh();
    return success(staffShippingSettings(app.shop.catalogue.current().catalogue, staffOf(request), app.shop.now()), 200, message);
  };

  api.get('/staff/settings/shipping', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: 'Staff: holidays and shop closures from today, every shipping method, the free-shipping threshold', tags, response: answers },
    handler: async (request) => settingsNow(request),
  });

  api.post('/staff/settings/holidays', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: 'Staff: add a public holiday or shop closure (today or later); dispatch dates skip it', tags, body: addHolidayBodySchema, response: answers },
    handler: async (request) => settingsNow(request, await addHoliday(db(), ctx(request), request.body)),
  });

  api.delete('/staff/settings/holidays/:date', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: 'Staff: remove a holiday or shop closure (today or later)', tags, params: holidayParamsSchema, response: answers },
    handler: async (request) => settingsNow(request, await removeHoliday(db(), ctx(request), request.params.date)),
  });

  api.post('/staff/settings/shipping-methods/:id', {
    config,
    onRequest: requireStaff('owner'),
    schema: { summary: "Owners: a shipping method's name, fee and whether it is offered (each product keeps one offered)", tags, params: shippingMethodParamsSchema, body: shippingMethodBodySchema, response: answers },
    handler: async (request) => settingsNow(request, await updateShippingMethod(db(), app.shop.catalogue.current().catalogue, ctx(request), request.params.id, request.body)),
  });

  api.post('/staff/settings/free-shipping', {
    config,
    onRequest: requireStaff('owner'),
    schema: { summary: 'Owners: the items’ sub total from which shipping is free', tags, body: freeShippingBodySchema, response: answers },
    handler: async (request) => settingsNow(request, await setFreeShippingThreshold(db(), ctx(request), request.body.threshold)),
  });
}
