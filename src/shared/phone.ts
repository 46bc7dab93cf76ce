/**
 * One way to write a Singapore phone number wherever the shop shows one (pages, emails, PDFs):
 * "+65 9123 4567". Shoppers type it with or without +65, spaces or dashes; an 8-digit Singapore
 * number is shown in this one format, anything else as it was given.
 */
export function formatSgPhone(phone: string): string {
  const match = /^(?:\+?65)?(\d{4})(\d{4})$/.exec(phone.replace(/[\s-]/g, ''));
  return match ? `+65 ${match[1]} ${match[2]}` : phone.trim();
}

/** 8 digits starting 3, 6, 8 or 9 (fixed lines and mobiles), optionally with +65; spaces and dashes ignored. */
const SG_PHONE = /^(?:\+?65)?[3689]\d{7}$/;

/** What a shopper typed, without spaces and dashes (as it is checked). */
export const normalisePhone = (phone: string): string => phone.replace(/[\s-]/g, '');

/** Whether `phone` (as typed) is a Singapore number. */
export const isSgPhone = (phone: string): boolean => SG_PHONE.test(normalisePhone(phone));

/** A valid Singapore phone as the shop stores it, everywhere (members, address book, orders): its 8 digits. */
export const sgPhoneDigits = (phone: string): string => normalisePhone(phone).replace(/^\+?65(?=\d{8}$)/, '');
