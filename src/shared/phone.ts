/**
 * One way to write a Singapore phone number wherever the shop shows one (pages, emails, PDFs):
 * "+65 9123 4567". Shoppers type it with or without +65, spaces or dashes; an 8-digit Singapore
 * number is shown in this one format, anything else as it was given.
 */
export function formatSgPhone(phone: string): string {
  const match = /^(?:\+?65)?(\d{4})(\d{4})$/.exec(phone.replace(/[\s-]/g, ''));
  return match ? `+65 ${match[1]} ${match[2]}` : phone.trim();
}
