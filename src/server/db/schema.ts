/**
 * The shop's database schema, for Drizzle and its migrations: one definition for PGlite (embedded)
 * and PostgreSQL. Each table lives beside the feature that owns it (`*.tables.ts`); this file only
 * re-exports them, so db/migrations is generated from all of them (`npm run db:generate`).
 */
export * from './server.tables.js';
export * from '../../features/account/account.tables.js';
export * from '../../features/catalogue/catalogue.tables.js';
export * from '../../features/reviews/reviews.tables.js';
export * from '../../features/cart/cart.tables.js';
export * from '../../features/quotation/quotation.tables.js';
export * from '../../features/account/account.tables.js';
export * from '../../features/email/email.tables.js';
export * from '../../features/quote-request/quote-request.tables.js';
export * from '../../features/orders/orders.tables.js';
export * from '../../features/promotions/promotions.tables.js';
export * from '../../features/artwork/artwork.tables.js';
export * from '../../features/production/production.tables.js';
export * from '../../features/staff/staff.tables.js';
