/**
 * The Download Templates buttons' work in the browser (forms-and-accounts.md §7 "Template files per
 * product slug, format (ai or pdf), size"): fetch every file of the chosen format the product's
 * entry in download-templates.json lists, skip the ones that fail, zip the rest and save the zip
 * as `{slug}-{format}.zip`. The zip library (fflate, bundled by Vite: no script host) is imported
 * only when a button is pressed, so the first visit downloads none of it; its synchronous zipSync
 * is used, because fflate's asynchronous API starts Web Workers from blob: URLs, which the shop's
 * Content-Security-Policy refuses.
 */
import type { DownloadTemplates } from '../artwork-templates.schemas.js';
import type { TemplateFormat } from '../template-sizes.js';

/** The spec's alerts (§8), word for word. */
export const NO_TEMPLATES_FOUND = 'No templates found for this product.';
export const NO_VALID_FILES = 'No valid files found to download. Please check file paths.';

type TemplateEntry = DownloadTemplates[string];

export type TemplateZipResult = { ok: true; fileName: string; included: number; skipped: number } | { ok: false; message: string };

export const zipFileName = (slug: string, format: TemplateFormat): string => `${slug}-${format}.zip`;

const lastSegment = (url: string): string => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/** One file's bytes, or null when it can't be fetched (network error, 404…): it is skipped. */
async function fetchFile(url: string): Promise<Uint8Array | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    return null;
  }
}

/** Builds and saves the zip of one format's templates; answers what happened for the page to say. */
export async function downloadTemplateZip(slug: string, entry: TemplateEntry | undefined, format: TemplateFormat): Promise<TemplateZipResult> {
  const urls = entry?.templates.map((template) => template[format]) ?? [];
  if (urls.length === 0) return { ok: false, message: NO_TEMPLATES_FOUND };

  const fetched = await Promise.all(urls.map(async (url) => [lastSegment(url), await fetchFile(url)] as const));
  const files: Record<string, Uint8Array> = {};
  for (const [name, bytes] of fetched) if (bytes && bytes.byteLength > 0) files[name] = bytes;
  const included = Object.keys(files).length;
  if (included === 0) return { ok: false, message: NO_VALID_FILES };

  const { zipSync } = await import('fflate');
  const zip = zipSync(files, { level: 6 });
  const fileName = zipFileName(slug, format);
  saveFile(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), fileName);
  return { ok: true, fileName, included, skipped: urls.length - included };
}

/** Saves a blob under a name, as a click on a download link would. */
function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the URL would otherwise hold the zip in memory until the page closes.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
