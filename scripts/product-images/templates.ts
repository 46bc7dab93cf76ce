/**
 * Artwork templates (SVG in millimetres, layered: guides on a locked-looking layer, an empty
 * artwork layer). Each shows the bleed, the trim or cut line, and the safe area; badges also show
 * the visible front and the wrap band that curls round the badge edge.
 */
import { esc } from './kit.js';

export interface TemplateSpec {
  /** File name without folder, e.g. button-badge-58mm-template.svg */
  file: string;
  product: string;
  size: string;
  kind: 'badge' | 'rect' | 'tag';
  /** Badge: visible diameter. Rect/tag: width x height. */
  w: number;
  h: number;
}

const BLEED = 2;
const SAFE = 3;
const FONT = 'font-family="Arial,Helvetica,sans-serif"';

/** Badge cut diameter: the print wraps round the shell (about 6 mm per side). */
export const badgeCutDiameter = (visible: number): number => (visible === 58 ? 70 : visible === 75 ? 87 : visible + 12);

export function templateSvg(t: TemplateSpec): string {
  const margin = 8;
  const minWidth = 140;
  const legendH = 30;
  let artW: number;
  let artH: number;
  let guides = '';
  let artworkClip = '';
  const line = (d: string, colour: string, dash = ''): string =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width=".3"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
  const circ = (cx: number, cy: number, r: number): string => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
  const legend: [string, string, string][] = [
    ['#e11d48', '', `Bleed (${BLEED} mm): extend background colours and images to this line`],
    ['#111827', '', t.kind === 'badge' ? 'Cut line: the print is cut here and wrapped round the badge' : 'Trim line: the finished size'],
    ['#2563eb', '1.5 1', `Safe area: keep text and logos inside (${t.kind === 'badge' ? 'front, away from the curve' : `${SAFE} mm inside the trim`})`],
  ];
  if (t.kind === 'badge') {
    const cut = badgeCutDiameter(t.w);
    const bleed = cut + 2 * BLEED;
    const safe = t.w - 6;
    artW = bleed;
    artH = bleed;
    const c = margin + bleed / 2;
    guides += `<path d="${circ(c, c, bleed / 2)}" fill="#fff1f2"/>`;
    guides += `<path d="${circ(c, c, cut / 2)}" fill="#fafafa"/><path d="${circ(c, c, t.w / 2)}" fill="#fff"/>`;
    guides += line(circ(c, c, bleed / 2), '#e11d48') + line(circ(c, c, cut / 2), '#111827') + line(circ(c, c, t.w / 2), '#16a34a', '3 1.5') + line(circ(c, c, safe / 2), '#2563eb', '1.5 1');
    guides += `<path d="M${c - 2} ${c}h4M${c} ${c - 2}v4" stroke="#9ca3af" stroke-width=".2"/>`;
    artworkClip = circ(c, c, bleed / 2);
    legend.splice(2, 0, ['#16a34a', '3 1.5', `Badge front (${t.w} mm): what shows on the face; the band outside it wraps round the edge`]);
  } else {
    artW = t.w + 2 * BLEED;
    artH = t.h + 2 * BLEED;
    const x = margin;
    const y = margin;
    const trim = `M${x + BLEED} ${y + BLEED}h${t.w}v${t.h}h${-t.w}z`;
    const bleed = `M${x} ${y}h${artW}v${artH}h${-artW}z`;
    const safe = `M${x + BLEED + SAFE} ${y + BLEED + SAFE}h${t.w - 2 * SAFE}v${t.h - 2 * SAFE}h${-(t.w - 2 * SAFE)}z`;
    guides += `<path d="${bleed}" fill="#fff1f2"/>`;
    if (t.kind === 'tag') {
      const c = t.w * 0.18;
      const tx = x + BLEED;
      const ty = y + BLEED;
      const tag = `M${tx + c} ${ty}h${t.w - 2 * c}l${c} ${c}v${t.h - c}h${-t.w}v${-(t.h - c)}z`;
      guides += `<path d="${tag}" fill="#fff"/>` + line(bleed, '#e11d48') + line(tag, '#111827') + line(safe, '#2563eb', '1.5 1');
      guides += `<circle cx="${tx + t.w / 2}" cy="${ty + 10}" r="2.5" fill="#fff" stroke="#9333ea" stroke-width=".3"/><circle cx="${tx + t.w / 2}" cy="${ty + 10}" r="5" fill="none" stroke="#9333ea" stroke-width=".2" stroke-dasharray="1 1"/>`;
      legend.push(['#9333ea', '1 1', 'Punch hole (4–8 mm, centred 10 mm from the top): keep this area clear']);
    } else {
      guides += `<path d="${trim}" fill="#fff"/>` + line(bleed, '#e11d48') + line(trim, '#111827') + line(safe, '#2563eb', '1.5 1');
    }
    artworkClip = bleed;
  }
  const W = Math.max(artW + 2 * margin, minWidth);
  const ox = (W - artW - 2 * margin) / 2;
  const H = artH + 2 * margin + legendH;
  let legendSvg = `<text x="${margin}" y="${margin + artH + 9}" ${FONT} font-size="3.4" font-weight="700" fill="#111827">${esc(`${t.product} · ${t.size} artwork template`)}</text>`;
  legend.forEach(([colour, dash, text], i) => {
    const y = margin + artH + 14 + i * 4.2;
    legendSvg += `<path d="M${margin} ${y - 1}h6" stroke="${colour}" stroke-width=".5"${dash ? ` stroke-dasharray="${dash}"` : ''}/><text x="${margin + 8}" y="${y}" ${FONT} font-size="2.6" fill="#374151">${esc(text)}</text>`;
  });
  legendSvg += `<text x="${margin}" y="${H - 2}" ${FONT} font-size="2.2" fill="#6b7280">Put your artwork on the Artwork layer, 300 dpi, CMYK, fonts outlined. Hide or delete the Guides layer before you upload.</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="${W}mm" height="${H}mm" viewBox="0 0 ${W} ${H}">` +
    `<title>${esc(`${t.product} ${t.size} artwork template: bleed, cut line and safe area`)}</title>` +
    `<defs><clipPath id="bleed-area"><path d="${artworkClip}"/></clipPath></defs>` +
    `<rect width="${W}" height="${H}" fill="#fff"/>` +
    `<g id="guides" inkscape:groupmode="layer" inkscape:label="Guides (do not print)"><g transform="translate(${ox} 0)">${guides}</g>${legendSvg}</g>` +
    `<g id="artwork" inkscape:groupmode="layer" inkscape:label="Artwork" transform="translate(${ox} 0)" clip-path="url(#bleed-area)"></g>` +
    `</svg>\n`
  );
}

/** Every template, keyed by product slug with dashes turned into underscores (forms §3). */
export const TEMPLATE_PRODUCTS: { slug: string; name: string; specs: TemplateSpec[] }[] = (() => {
  const badge = (slug: string, name: string) => ({
    slug,
    name,
    specs: [58, 75].map((d): TemplateSpec => ({ file: `${slug}-${d}mm-template.svg`, product: name, size: `${d}mm`, kind: 'badge', w: d, h: d })),
  });
  const rects = (slug: string, name: string, kind: 'rect' | 'tag', sizes: [number, number][]) => ({
    slug,
    name,
    specs: sizes.map(([w, h]): TemplateSpec => ({ file: `${slug}-${w}x${h}mm-template.svg`, product: name, size: `${w}x${h}mm`, kind, w, h })),
  });
  const tagSizes: [number, number][] = [
    [50, 90],
    [55, 90],
    [60, 100],
  ];
  return [
    badge('button-badge', 'Button Badge'),
    badge('mirror-badge', 'Mirror Badge'),
    badge('magnetic-badge', 'Magnetic Badge'),
    rects('custom-magnet', 'Custom Magnet', 'rect', [
      [90, 54],
      [100, 70],
    ]),
    rects('royal-extra-white-400gsm', 'Royal Extra White 400gsm', 'rect', [[90, 54]]),
    rects('standard-matte-250gsm', 'Standard Matte 250gsm', 'rect', [[90, 54]]),
    rects('vintage-kraft-300gsm', 'Vintage Kraft 300gsm', 'rect', [[90, 54]]),
    rects('standard-hang-tag', 'Standard Hang Tag', 'tag', tagSizes),
    rects('premium-hang-tag', 'Premium Hang Tag', 'tag', tagSizes),
  ];
})();
