/**
 * The desk's Product content section (issue 19): each product's name and description as the shop
 * pages show them, changed by desk staff in one transaction with the row locked and the audit entry
 * (`product.content`, only the fields that changed, before and after). The catalogue revision moves
 * with the write, so every server's pages show it from their next request.
 */
import type { Database } from '../../server/db/client.js';
import { notFound, ShopError } from '../../server/errors.js';
import type { FieldIssue } from '../../shared/envelope.js';
import type { StaffMember } from '../account/staff-access.js';
import { recordStaffChange } from '../staff/audit-log.js';
import type { Catalogue } from './catalogue.js';
import { catalogueSettings } from './catalogue-settings.js';
import { productDisplayName } from './labels.js';
import { normaliseContent, PRODUCT_CONTENT_MESSAGES as M, productDescriptionProblem, productNameProblem } from './product-content-rules.js';
import type { ProductContentBody, StaffProductContent } from './staff-product-content.schemas.js';

export function staffProductContent(catalogue: Catalogue): StaffProductContent {
  return {
    products: [...catalogue.rows.products]
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((p) => ({ id: p.id, name: p.name, display_name: productDisplayName(p), description: p.description })),
  };
}

export async function updateProductContent(db: Database, ctx: { staff: StaffMember; requestId: string; now: Date }, id: number, body: ProductContentBody): Promise<string> {
  const after = { name: normaliseContent(body.name), description: normaliseContent(body.description) };
  const issues: FieldIssue[] = [];
  const nameProblem = productNameProblem(after.name);
  if (nameProblem) issues.push({ field: 'name', message: nameProblem });
  const descriptionProblem = productDescriptionProblem(after.description);
  if (descriptionProblem) issues.push({ field: 'description', message: descriptionProblem });
  if (issues[0]) throw new ShopError(422, 'validation', issues[0].message, issues);
  return db.transaction(async (tx) => {
    const before = await catalogueSettings.lockProductContent(tx, id);
    if (!before) throw notFound(M.noSuchProduct);
    const shown = productDisplayName({ id, name: after.name });
    const changed = (['name', 'description'] as const).filter((field) => before[field] !== after[field]);
    if (changed.length === 0) return `${shown}: nothing changed.`;
    await catalogueSettings.setProductContent(tx, id, after);
    const pick = (content: { name: string; description: string }) => Object.fromEntries(changed.map((field) => [field, content[field]]));
    const summary = `${productDisplayName({ id, name: before.name })}: ${changed.join(' and ')} changed`;
    await recordStaffChange(tx, { by: ctx.staff, action: 'product.content', subject: { type: 'product', id: String(id) }, summary, before: pick(before), after: pick(after), requestId: ctx.requestId }, ctx.now);
    return `Saved: ${shown}'s ${changed.join(' and ')}. The shop's pages show it now.`;
  });
}
