/** "attachment; filename=…" with an ASCII fallback and the UTF-8 name (RFC 6266 / 8187). */
export function attachmentDisposition(name: string): string {
  return disposition('attachment', name);
}

/** "inline; filename=…": shown in the page (an image), saved under that name. */
export function inlineDisposition(name: string): string {
  return disposition('inline', name);
}

function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
