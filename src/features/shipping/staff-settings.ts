/**
 * The desk's shipping settings (issue 19): the calendar (public holidays and shop closures, which
 * dispatch dates skip), shipping methods' fees, names and whether they are offered, and the
 * free-shipping threshold. Each change is one transaction: the rows locked, the rules checked, the
 * catalogue's row written through its exported functions (catalogue-settings.ts) and the audit
 * entry recorded. A change that changes nothing writes nothing. The catalogue revision moves with
 * the write, so every server's next request sees it (shop-services.ts).
 */
import type { Database } from '../../server/db/client.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import type { StaffMember } from '../account/staff-access.js';
import { holdsRole } from '../account/staff-access.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { catalogueSettings } from '../catalogue/catalogue-settings.js';
import { productDisplayName } from '../catalogue/labels.js';
import { recordStaffChange } from '../staff/audit-log.js';
import { formatSgd } from '../../shared/money.js';
import { formatShopDate, shopToday } from './dispatch-date.js';
import { holidayDateProblem, holidayKindLabel, keepsOneOffered, SHIPPING_SETTINGS_MESSAGES as M } from './shipping-settings-rules.js';
import type { StaffShippingSettings } from './staff-settings.schemas.js';

export interface StaffContext {
  staff: StaffMember;
  requestId: string;
  now: Date;
}

/** What the Settings page shows, from the (fresh) catalogue snapshot. */
export function staffShippingSettings(catalogue: Catalogue, staff: StaffMember, now: Date): StaffShippingSettings {
  const today = shopToday(now);
  return {
    today,
    holidays: catalogue.rows.holidays.filter((h) => h.date >= today).map((h) => ({ date: h.date, name: h.name, type: h.type, kind_label: holidayKindLabel(h.type) })),
    methods: catalogue.rows.shippingMethods
      .map((m) => {
        const product = catalogue.productsById.get(m.product_id);
        return {
          id: m.id,
          product_id: m.product_id,
          product: product ? productDisplayName(product) : `Product ${m.product_id}`,
          method: m.method,
          cost_cents: m.cost_cents,
          printing_days: m.printing_days,
          shipping_days: m.shipping_days,
          offered: m.offered,
        };
      })
      .sort((a, b) => a.product_id - b.product_id || a.id - b.id),
    free_shipping_threshold_cents: catalogue.freeShippingThresholdCents,
    can_change_fees: holdsRole(staff, 'owner'),
  };
}

export async function addHoliday(db: Database, ctx: StaffContext, body: { date: string; name: string; kind: 'public' | 'closure' }): Promise<string> {
  const problem = holidayDateProblem(body.date, shopToday(ctx.now));
  if (problem) throw invalidField('date', problem);
  assertRealDay(body.date);
  return db.transaction(async (tx) => {
    const row = { date: body.date, name: body.name, type: body.kind };
    if (!(await catalogueSettings.addHoliday(tx, row))) {
      const existing = await catalogueSettings.lockHoliday(tx, body.date);
      throw new ShopError(409, 'conflict', M.dateTaken(body.date, existing?.name ?? 'another day'), [{ field: 'date', message: M.dateTaken(body.date, existing?.name ?? 'another day') }]);
    }
    const label = holidayKindLabel(body.kind);
    await recordStaffChange(tx, { by: ctx.staff, action: 'holiday.create', subject: { type: 'holiday', id: body.date }, summary: `Added ${formatShopDate(body.date)}: ${body.name} (${label})`, before: null, after: row, requestId: ctx.requestId }, ctx.now);
    return `${formatShopDate(body.date)} is now a ${label.toLowerCase()}: dispatch dates skip it.`;
  });
}

export async function removeHoliday(db: Database, ctx: StaffContext, date: string): Promise<string> {
  assertRealDay(date);
  return db.transaction(async (tx) => {
    const existing = await catalogueSettings.lockHoliday(tx, date);
    if (!existing) throw notFound(M.noSuchDay(date));
    if (date < shopToday(ctx.now)) throw new ShopError(409, 'conflict', M.pastDay(date));
    await catalogueSettings.removeHoliday(tx, date);
    await recordStaffChange(tx, { by: ctx.staff, action: 'holiday.delete', subject: { type: 'holiday', id: date }, summary: `Removed ${formatShopDate(date)}: ${existing.name} (${holidayKindLabel(existing.type)})`, before: { ...existing }, after: null, requestId: ctx.requestId }, ctx.now);
    return `${formatShopDate(date)} (${existing.name}) is a business day again.`;
  });
}

export async function updateShippingMethod(db: Database, catalogue: Catalogue, ctx: StaffContext, id: number, body: { method: string; fee: number; offered: boolean }): Promise<string> {
  const found = await catalogueSettings.shippingMethod(db, id);
  if (!found) throw notFound(M.noSuchMethod);
  const productRow = catalogue.productsById.get(found.product_id);
  const product = productRow ? productDisplayName(productRow) : `Product ${found.product_id}`;
  return db.transaction(async (tx) => {
    const methods = await catalogueSettings.lockProductShippingMethods(tx, found.product_id);
    const current = methods.find((m) => m.id === id);
    if (!current) throw notFound(M.noSuchMethod);
    if (methods.some((m) => m.id !== id && m.method.toLowerCase() === body.method.toLowerCase())) throw invalidField('method', M.methodNameTaken(body.method, product));
    if (!keepsOneOffered(methods, id, body.offered)) throw invalidField('offered', M.lastOffered(product));
    const before = { method: current.method, cost_cents: current.cost_cents, offered: current.offered };
    const after = { method: body.method, cost_cents: body.fee, offered: body.offered };
    if (before.method === after.method && before.cost_cents === after.cost_cents && before.offered === after.offered) return `${product}: ${current.method} is unchanged.`;
    await catalogueSettings.updateShippingMethod(tx, id, after);
    const what = [
      before.method !== after.method ? `renamed ${before.method} to ${after.method}` : null,
      before.cost_cents !== after.cost_cents ? `fee ${formatSgd(before.cost_cents)} → ${formatSgd(after.cost_cents)}` : null,
      before.offered !== after.offered ? (after.offered ? 'offered again' : 'no longer offered') : null,
    ].filter((part): part is string => part !== null);
    const summary = `${product}, ${before.method}: ${what.join(', ')}`;
    await recordStaffChange(tx, { by: ctx.staff, action: 'shipping_method.update', subject: { type: 'shipping_method', id: String(id) }, summary, before, after: { ...after, product }, requestId: ctx.requestId }, ctx.now);
    return `Saved: ${summary}.`;
  });
}

export async function setFreeShippingThreshold(db: Database, ctx: StaffContext, cents: number): Promise<string> {
  return db.transaction(async (tx) => {
    const before = await catalogueSettings.lockFreeShippingThreshold(tx);
    if (before === cents) return `Free shipping already starts at ${formatSgd(cents)}.`;
    await catalogueSettings.setFreeShippingThreshold(tx, cents, ctx.now);
    await recordStaffChange(tx, { by: ctx.staff, action: 'settings.free_shipping_threshold', subject: { type: 'setting', id: 'free_shipping_threshold' }, summary: `Free shipping from ${formatSgd(before)} → ${formatSgd(cents)}`, before: { threshold_cents: before }, after: { threshold_cents: cents }, requestId: ctx.requestId }, ctx.now);
    return `Shipping is now free on orders of ${formatSgd(cents)} or more.`;
  });
}

/** A date of the right shape that is no real day (2026-02-30) is refused in words, not by the database. */
function assertRealDay(date: string): void {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) throw invalidField('date', M.dateRequired);
}
