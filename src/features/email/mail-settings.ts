/**
 * The email settings (SMTP_URL, MAIL_FROM) and whether the development outbox viewer is served,
 * checked at start-up so a typo stops the server with a message naming the setting instead of
 * failing on the first email. Pure: config.ts reads process.env and calls these.
 */
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';

const ADDRESS = String.raw`[^\s@<>",;]+@[^\s@<>",;]+\.[a-z]{2,}`;
/** `hello@printshop.sg`, `Print Shop <hello@printshop.sg>` or `"Print Shop, Ubi" <hello@printshop.sg>`. */
const MAILBOX = new RegExp(String.raw`^(${ADDRESS}|("[^"\\]*"|[^"<>@,;]*)\s*<${ADDRESS}>)$`, 'i');

/**
 * SMTP_URL: where email is sent, e.g. `smtps://user:password@smtp.example.com:465` or
 * `smtp://127.0.0.1:2525` (nodemailer's connection URL, options as query parameters). Unset: no
 * email leaves the shop; it stays in the outbox (development). The message on a bad value never
 * repeats the value itself: it may hold a password.
 */
export function smtpUrlSetting(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const refused = 'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${refused}; the value given is not a URL`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`${refused}; the value given starts with "${url.protocol}"`);
  if (url.hostname === '') throw new Error(`${refused}; the value given names no server`);
  return value;
}

/** `"Print Shop Singapore" <no-reply@printshop.sg>`: the shop's name, at the domain of its e-mail address. */
export function defaultMailFrom(shop: Pick<ShopInfo, 'name' | 'email'>): string {
  const domain = shop.email.slice(shop.email.lastIndexOf('@') + 1);
  return `"${shop.name.replace(/["\\]/g, '')}" <no-reply@${domain}>`;
}

/** MAIL_FROM: the sender of every email; unset, `defaultMailFrom`. Replies go to SHOP_EMAIL (Reply-To). */
export function mailFromSetting(raw: string | undefined, shop: Pick<ShopInfo, 'name' | 'email'>): string {
  const value = raw?.trim();
  if (!value) return defaultMailFrom(shop);
  if (!MAILBOX.test(value)) throw new Error(`MAIL_FROM must be an e-mail address, optionally with a name, such as "Print Shop Singapore <no-reply@printshop.sg>", got "${value}"`);
  return value;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether /dev/outbox (every email the shop wrote, codes and temporary passwords included) is
 * served: only on a developer's machine, that is when NODE_ENV is not `production` and the shop's
 * public address (PUBLIC_URL) is localhost. A deployment has a public PUBLIC_URL, so it never
 * serves the viewer even when NODE_ENV is forgotten.
 */
export function devOutboxSetting(nodeEnv: string | undefined, publicUrl: string): boolean {
  if (nodeEnv === 'production') return false;
  const host = new URL(publicUrl).hostname;
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost');
}
