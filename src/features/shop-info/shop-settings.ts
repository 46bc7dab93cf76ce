/**
 * The shop's details from its settings (SHOP_* environment variables), checked at start-up so a
 * typo in a UEN or an e-mail address stops the server with a clear message instead of being
 * printed on every page and quotation. Pure: config.ts reads process.env and calls this.
 */
import type { ShopInfo } from './shop-info.schemas.js';

/**
 * The defaults describe the shop this repository runs as; a deployment sets its own. The shop is
 * GST-registered by default because the prices and the quotation terms say "include GST".
 */
export const DEFAULT_SHOP_INFO: ShopInfo = {
  name: 'Print Shop Singapore',
  address: '61 Ubi Avenue 1, #04-12 UB Point, Singapore 408941',
  phone: '+65 6741 2280',
  email: 'hello@printshop.sg',
  hours: 'Monday to Friday, 9:00 AM to 6:00 PM (closed on weekends and public holidays)',
  uen: '201912345K',
  gst_registration_no: '201912345K',
  gst_rate_percent: 9,
  dpo_email: 'privacy@printshop.sg',
};

/** SHOP_GST_NO unset: the UEN (IRAS uses it as most companies' GST number); "none": the shop is not registered for GST (then prices are not subject to GST). */
export const NOT_GST_REGISTERED = 'none';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;
/** Singapore numbers: optional +65, then 8 digits starting 3, 6, 8 or 9 (spaces and dashes allowed). */
const SG_PHONE = /^(\+65[\s-]?)?[3689]\d{3}[\s-]?\d{4}$/;
/**
 * ACRA's UEN formats: businesses nnnnnnnnX (9), local companies yyyynnnnnX (10), other entities
 * TyyPQnnnnX / SyyPQnnnnX (10).
 */
const UEN = /^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/;
/** IRAS GST numbers: the UEN for most companies, else M2-nnnnnnn-n or M9nnnnnnnX. */
const GST_NO = /^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]|M[2-9]-?\d{7}-?[0-9A-Z]|M9\d{7}[A-Z])$/;

/** A one-line plain-text setting (trimmed; empty means the fallback), at most `max` characters. */
export function text(env: NodeJS.ProcessEnv, name: string, fallback: string, max: number): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw.length > max) throw new Error(`${name} must be at most ${max} characters, got ${raw.length}`);
  // Shown in pages and printed in PDFs: plain text only.
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f]/.test(raw)) throw new Error(`${name} must be plain text on one line (no < > or control characters), got "${raw}"`);
  return raw;
}

function matching(env: NodeJS.ProcessEnv, name: string, fallback: string, pattern: RegExp, what: string, normalise: (s: string) => string = (s) => s): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = normalise(raw);
  if (!pattern.test(value)) throw new Error(`${name} must be ${what}, got "${raw}"`);
  return value;
}

/** SHOP_GST_RATE_PERCENT: Singapore's rate (9% since 1 January 2024) in percent, at most two decimals. */
function gstRate(env: NodeJS.ProcessEnv): number {
  const raw = env.SHOP_GST_RATE_PERCENT?.trim();
  if (!raw) return DEFAULT_SHOP_INFO.gst_rate_percent;
  const rate = /^\d{1,2}(\.\d{1,2})?$/.test(raw) ? Number(raw) : NaN;
  if (!(rate > 0 && rate < 100)) throw new Error(`SHOP_GST_RATE_PERCENT must be the GST rate in percent such as 9 (more than 0, below 100, at most two decimals), got "${raw}"`);
  return rate;
}

/** The shop's details from SHOP_* settings; throws a message naming the setting when one is malformed. */
export function shopSettings(env: NodeJS.ProcessEnv): ShopInfo {
  const email = matching(env, 'SHOP_EMAIL', DEFAULT_SHOP_INFO.email, EMAIL, 'an e-mail address such as hello@printshop.sg');
  const uen = matching(env, 'SHOP_UEN', DEFAULT_SHOP_INFO.uen, UEN, 'a Singapore UEN such as 201912345K or 53123456A', (s) => s.toUpperCase());
  const gstRaw = env.SHOP_GST_NO?.trim();
  const gst =
    gstRaw?.toLowerCase() === NOT_GST_REGISTERED
      ? null
      : matching(env, 'SHOP_GST_NO', uen, GST_NO, `a GST registration number such as 201912345K or M2-1234567-8, or "${NOT_GST_REGISTERED}" when the shop is not GST-registered`, (s) => s.toUpperCase());
  return {
    name: text(env, 'SHOP_NAME', DEFAULT_SHOP_INFO.name, 80),
    address: text(env, 'SHOP_ADDRESS', DEFAULT_SHOP_INFO.address, 200),
    phone: matching(env, 'SHOP_PHONE', DEFAULT_SHOP_INFO.phone, SG_PHONE, 'a Singapore phone number such as +65 6741 2280'),
    email,
    hours: text(env, 'SHOP_HOURS', DEFAULT_SHOP_INFO.hours, 200),
    uen,
    gst_registration_no: gst,
    gst_rate_percent: gstRate(env),
    // Without its own setting, PDPA requests go to the shop's address rather than a default mailbox nobody reads.
    dpo_email: matching(env, 'SHOP_DPO_EMAIL', env.SHOP_EMAIL?.trim() ? email : DEFAULT_SHOP_INFO.dpo_email, EMAIL, 'an e-mail address such as privacy@printshop.sg'),
  };
}

/** The price sentence every page and the quotation print: consistent with the GST registration. */
export function gstSentence(info: Pick<ShopInfo, 'gst_registration_no'>): string {
  return info.gst_registration_no
    ? 'All prices are in Singapore dollars (SGD) and include GST.'
    : 'All prices are in Singapore dollars (SGD). We are not registered for GST, so no GST is charged.';
}
