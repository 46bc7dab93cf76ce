/**
 * What `npm run bench:load` and `npm run bench:faults` share: the machine line every bench prints,
 * a fresh PostgreSQL database for a run, guests' verified emails prepared before the clock starts,
 * the priced configurations shoppers try, a guest's checkout, and percentiles.
 */
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { HttpShopper, type HttpAnswer } from '../test/http-shopper.js';
import type { FeaturedItemsData } from '../src/features/catalogue/catalogue.schemas.js';
import type { PricingData } from '../src/features/pricing/pricing.schemas.js';

/** The PostgreSQL server the benches use (its user must be allowed to create databases). */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const withDatabase = (url: string, database: string): string => Object.assign(new URL(url), { pathname: `/${database}` }).toString();

/** The load comes from one address (this machine): the per-address and per-visitor limits would refuse it. */
export const NO_RATE_LIMITS = { RATE_LIMIT_WRITES_PER_VISITOR: '0', RATE_LIMIT_WRITES_PER_IP: '0', RATE_LIMIT_LOOKUPS_PER_IP: '0' };

export function machine(): string {
  const load = loadavg().map((n) => n.toFixed(2)).join(', ');
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, load average ${load}`;
}

export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Drops `name` (cutting off anyone on it) and creates it empty: the cluster's first server migrates and seeds it. */
export async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(ADMIN_URL, name);
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

// ---- Guests --------------------------------------------------------------------------------

const FIRST_NAMES = ['Wei Jie', 'Hui Min', 'Muhammad', 'Priya', 'Daniel', 'Nur Aisyah', 'Jun Hao', 'Rachel', 'Arjun', 'Xin Yi', 'Siti', 'Marcus', 'Mei Ling', 'Ravi', 'Shu Fen', 'Farhan'];
const LAST_NAMES = ['Lim', 'Ng', 'Rahman', 'Nair', 'Wong', 'Ismail', 'Teo', 'Chua', 'Pillai', 'Koh', 'Tan', 'Goh', 'Lee', 'Yeo', 'Ong', 'Kumar', 'Sim'];

/** A guest who verified their email before the run: the single-use token checkout takes (valid 30 minutes). */
export interface VerifiedGuest {
  first_name: string;
  last_name: string;
  email: string;
  /** A Singapore mobile number, one per guest (the desk finds the order by it). */
  phone: string;
  token: string;
}

/**
 * `count` guests (numbered from `from`), each verified as the checkout page does it: a code asked
 * for, read from the outbox (no SMTP here), and sent back; `parallel` at once.
 */
export async function verifiedGuests(baseUrl: string, databaseUrl: string, tag: string, from: number, count: number, parallel = 8): Promise<VerifiedGuest[]> {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const guests: VerifiedGuest[] = [];
  let next = from;
  try {
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        const shopper = new HttpShopper(baseUrl);
        while (next < from + count) {
          const n = next++;
          const guest = { first_name: FIRST_NAMES[n % FIRST_NAMES.length]!, last_name: LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!, email: `${tag}-${n}@example.sg`, phone: `9${String(1_000_000 + n).padStart(7, '0')}` };
          expectOk(`verification code for ${guest.email}`, await shopper.request('POST', '/api/user/verification-code', { email: guest.email, first_name: guest.first_name }));
          const { rows } = await db.query<{ subject: string; text: string }>(`SELECT subject, text FROM email_outbox WHERE to_address = $1 AND kind = 'verification-code' ORDER BY id DESC LIMIT 1`, [guest.email]);
          const code = /\b([0-9A-HJKMNP-TV-Z]{4})\b/.exec(`${rows[0]?.subject}\n${rows[0]?.text}`)?.[1];
          if (!code) throw new Error(`no verification code emailed to ${guest.email}`);
          const verified = await shopper.request<{ registration_token: string }>('POST', '/api/user/verify', { first_name: guest.first_name, last_name: guest.last_name, email: guest.email, verification_code: code });
          expectOk(`verify ${guest.email}`, verified);
          guests.push({ ...guest, token: verified.data!.registration_token });
        }
      }),
    );
  } finally {
    await db.end();
  }
  return guests;
}

/** The body of a guest's checkout: their contact, an office address, the token and the total they were shown. */
export const checkoutBody = (guest: VerifiedGuest, totalCents: number) => ({
  contact: { first_name: guest.first_name, last_name: guest.last_name, email: guest.email, phone: guest.phone },
  address: { line1: '10 Tampines Central 1, #08-01', line2: 'Tampines One', postcode: '529536', label: 'Office' },
  email_token: guest.token,
  expected_total_cents: totalCents,
});

export function expectOk(what: string, answer: HttpAnswer): void {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.problem ?? ''}`);
}

// ---- What shoppers price -------------------------------------------------------------------

/** The configurator page the shoppers open, and what it asks for as it loads (recorded from the page in Chromium). */
export const CONFIGURATOR_PAGE = '/stickers/paper/art';
/** Its first selection: Art Paper stickers, die cut, circle, gloss laminate, permanent, full colour. */
const ART_PAPER_CIRCLE = { featured_item_id: 1, product_id: 1, cutting_id: 1, shape_id: 1, finishing_id: 1, adhesive_id: 1, color_id: 1, premium_processing_id: 9 };
export const CONFIGURATOR_LOAD = [
  '/api/reviews?type=stickers&product_id=1&filter=all&page=1',
  `/api/pricing/v2?${new URLSearchParams(Object.entries({ ...ART_PAPER_CIRCLE, width: 50, height: 50, quantity: 10 }).map(([k, v]) => [k, String(v)])).toString()}`,
  `/api/seo/meta?url_from=${encodeURIComponent(CONFIGURATOR_PAGE)}`,
];

export type Configuration = typeof ART_PAPER_CIRCLE & { width: number; height: number; quantity: number };

/** The sizes and quantities the page offers for that selection, from the catalogue the shop serves. */
export async function artPaperChoices(baseUrl: string): Promise<{ min: number; max: number; quantities: number[] }> {
  const answer = await new HttpShopper(baseUrl).request<FeaturedItemsData>('GET', '/api/quote/featured-items?slug=paper');
  const product = answer.data?.featured_item.products.find((p) => p.id === ART_PAPER_CIRCLE.product_id);
  // A circle is as wide as it is high: the cutting's square size range.
  const square = product?.attributes.dim_lookups.find((d) => d.cutting_id === ART_PAPER_CIRCLE.cutting_id && d.is_equal === 'yes');
  const quantities = product?.attributes.quantities.filter((q) => q.cutting_id === ART_PAPER_CIRCLE.cutting_id).map((q) => q.quantity) ?? [];
  if (!square || quantities.length === 0) throw new Error('the catalogue has no Art Paper circle stickers to price');
  return { min: Number.parseInt(square.min_size, 10), max: Number.parseInt(square.max_size, 10), quantities };
}


/** A size a shopper might type (whole mm, up to 200 of the range) and a listed quantity. */
export function someConfiguration(next: () => number, choices: { min: number; max: number; quantities: number[] }): Configuration {
  const side = choices.min + Math.floor(next() * (Math.min(choices.max, 200) - choices.min + 1));
  return { ...ART_PAPER_CIRCLE, width: side, height: side, quantity: choices.quantities[Math.floor(next() * Math.min(choices.quantities.length, 10))]! };
}

export const pricingPath = (config: Configuration): string => `/api/pricing/v2?${new URLSearchParams(Object.entries(config).map(([k, v]) => [k, String(v)])).toString()}`;

/** The price the page shows for `config` (what it sends as `cost` with the cart add and the quotation), from a pricing answer. */
export const shownPrice = (answer: HttpAnswer<PricingData>): number | undefined => answer.data?.single_pricing?.total_price;
