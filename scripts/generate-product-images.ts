/**
 * Writes the shop's product images, all SVG:
 *   src/web/public/images/products/{prod_info_ref}/main.svg, 1.svg … 4.svg (and roll-1/2.svg)
 *   src/web/public/images/{shapes,orientations,categories}/*.svg, roll-dispenser.svg
 * (The artwork templates are PDFs the server draws from the catalogue: src/features/artwork-templates.)
 * Run: npx tsx scripts/generate-product-images.ts   (deterministic; re-run after editing a scene)
 * Titles (alt texts) come from src/features/product-info/gallery.ts.
 * The shop serves the product pictures and shape icons as WebP, which the build renders from these
 * SVGs (scripts/raster-pictures.ts, a Vite plugin): they stay the sources, and nothing raster is committed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRODUCT_IMAGES } from '../src/features/product-info/gallery.js';
import { categoryImages, orientationIcons, rollDispenser, shapeIcons } from './product-images/icons.js';
import { BACKDROPS, backdrop, doc } from './product-images/kit.js';
import { PRODUCT_SCENES } from './product-images/products.js';
import type { Scene } from './product-images/scenes.js';

const PUBLIC = 'src/web/public';
let written = 0;
let bytes = 0;

function write(path: string, content: string): void {
  const full = join(PUBLIC, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  written += 1;
  bytes += Buffer.byteLength(content);
}

const seed = JSON.parse(readFileSync('db/seed/catalogue.json', 'utf8')) as { products: { id: number; prod_info_ref: string }[] };
const refs = seed.products.map((p) => p.prod_info_ref);

for (const ref of refs) {
  const scenes = PRODUCT_SCENES[ref];
  const texts = PRODUCT_IMAGES[ref];
  if (!scenes || !texts) throw new Error(`No images defined for ${ref}`);
  if (Boolean(scenes.roll) !== Boolean(texts.roll)) throw new Error(`Roll images and texts disagree for ${ref}`);
  const [top, bottom] = BACKDROPS[scenes.backdrop];
  const bd = backdrop(top, bottom);
  const render = (title: string, scene: Scene): string => doc(title, bd.body + scene.body, bd.defs + (scene.defs ?? ''));
  write(`images/products/${ref}/main.svg`, render(texts.main, scenes.main));
  scenes.gallery.forEach((scene, i) => write(`images/products/${ref}/${i + 1}.svg`, render(texts.gallery[i]!, scene)));
  scenes.roll?.forEach((scene, i) => write(`images/products/${ref}/roll-${i + 1}.svg`, render(texts.roll![i]!, scene)));
}

for (const [name, svg] of Object.entries(shapeIcons())) write(`images/shapes/${name}.svg`, svg);
for (const [name, svg] of Object.entries(orientationIcons())) write(`images/orientations/${name}.svg`, svg);
for (const [name, svg] of Object.entries(categoryImages())) write(`images/categories/${name}.svg`, svg);
write('images/roll-dispenser.svg', rollDispenser());

console.log(`Wrote ${written} files, ${(bytes / 1024).toFixed(0)} KB in all.`);
