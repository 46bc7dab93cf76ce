/**
 * The product pictures and shape icons as the shop serves them: WebP rendered from their SVG
 * sources (scripts/generate-product-images.ts writes those into src/web/public). A browser builds
 * a whole document for every SVG picture on its main thread, shadows and filters included: on a
 * phone that costs more than the page's own script (issue 24). A WebP is decoded off the main
 * thread. The SVGs stay the sources; the WebPs are made by the build (and by the dev server on
 * request), never committed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** Folders of the public directory whose SVGs are served as WebP, with the width each is rendered at. */
const RASTERED: readonly { folder: string; variants: readonly { suffix: string; widthPx: number }[] }[] = [
  // Shown up to 600 CSS px wide (the configurator's stage): 800 px is sharp on a phone's 1.75×
  // screen. The slider's thumbnails (77 CSS px) get a copy of their own, name-thumb.webp.
  { folder: 'images/products', variants: [{ suffix: '', widthPx: 800 }, { suffix: '-thumb', widthPx: 160 }] },
  // Option icons, 40 CSS px: 96 px covers a 2.4× screen.
  { folder: 'images/shapes', variants: [{ suffix: '', widthPx: 96 }] },
];
const QUALITY = 82;
// The default effort: a higher one saves a few per cent of bytes for twice the build time.
const EFFORT = 4;

const ruleFor = (publicPath: string) => RASTERED.find((rule) => publicPath.startsWith(`${rule.folder}/`));

/** The WebP of one SVG source, `widthPx` wide (rendered at that size, not scaled up from a small raster). */
async function renderWebp(svg: Buffer, widthPx: number): Promise<Buffer> {
  const declaredWidth = Number(/<svg\b[^>]*\bwidth="([\d.]+)"/.exec(svg.toString('utf8', 0, 600))?.[1]) || widthPx;
  return sharp(svg, { density: (72 * widthPx) / declaredWidth })
    .resize({ width: widthPx })
    .webp({ quality: QUALITY, effort: EFFORT })
    .toBuffer();
}

/** Every file under `dir`, at any depth (also used by vite.config.ts's pre-compression). */
export const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));

export function rasterPictures(): Plugin {
  let publicDir = '';
  return {
    name: 'raster-pictures',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    // The dev server renders a picture when it is asked for.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '').replace(/^\//, '');
        const rule = path.endsWith('.webp') ? ruleFor(path) : undefined;
        const variant = rule?.variants.find((v) => path.endsWith(`${v.suffix}.webp`) && (v.suffix !== '' || !path.endsWith('-thumb.webp')));
        if (!variant || path.includes('..') || !publicDir) return next();
        let svg: Buffer;
        try {
          svg = readFileSync(join(publicDir, path.slice(0, -`${variant.suffix}.webp`.length) + '.svg'));
        } catch {
          return next();
        }
        renderWebp(svg, variant.widthPx).then(
          (webp) => response.setHeader('content-type', 'image/webp').end(webp),
          (error: unknown) => next(error),
        );
      });
    },
    // The build writes each one beside its SVG in the output's copy of the public folder.
    apply: (_config, env) => env.command === 'serve' || env.isSsrBuild !== true,
    async writeBundle(options) {
      const outDir = options.dir;
      if (outDir === undefined) return;
      const sources = walk(outDir).flatMap((file) => {
        const rule = file.endsWith('.svg') ? ruleFor(relative(outDir, file).split(sep).join('/')) : undefined;
        return rule ? [{ file, rule }] : [];
      });
      await Promise.all(
        sources.flatMap(({ file, rule }) => {
          const svg = readFileSync(file);
          return rule.variants.map(async (variant) => writeFileSync(file.replace(/\.svg$/, `${variant.suffix}.webp`), await renderWebp(svg, variant.widthPx)));
        }),
      );
    },
  };
}
