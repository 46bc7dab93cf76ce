/** /sitemap.xml and /robots.txt: every catalogue page as an absolute URL, and where the sitemap is. */
import { escapeHtml } from './render-head.js';

export function renderSitemap(publicUrl: string, paths: readonly string[]): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /cart', '', `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n');
}
