/**
 * Drawing kit for the product images: the SVG document, shared definitions (gradients, textures,
 * shadows), sticker shapes, materials and small artwork motifs. Everything is plain strings so
 * each SVG stays a few KB. Only the definitions a drawing uses are written into its file.
 */

export const F = 'font-family="Arial,Helvetica,sans-serif"';

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** Shared definitions, written into a file only when its body refers to them by url(#id). */
const DEFS: Record<string, string> = {
  sh: '<filter id="sh" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="8" stdDeviation="9" flood-color="#1f2937" flood-opacity=".24"/></filter>',
  shs: '<filter id="shs" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="2" stdDeviation="2.5" flood-color="#1f2937" flood-opacity=".28"/></filter>',
  gloss:
    '<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset=".28" stop-color="#fff" stop-opacity="0"/><stop offset=".4" stop-color="#fff" stop-opacity=".75"/><stop offset=".47" stop-color="#fff" stop-opacity=".15"/><stop offset=".56" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  gold:
    '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a6418"/><stop offset=".22" stop-color="#f3d67a"/><stop offset=".4" stop-color="#b8862c"/><stop offset=".58" stop-color="#fff1b8"/><stop offset=".78" stop-color="#a87a22"/><stop offset="1" stop-color="#e8c765"/></linearGradient>',
  silver:
    '<linearGradient id="silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7f868e"/><stop offset=".22" stop-color="#eef1f4"/><stop offset=".4" stop-color="#a4abb3"/><stop offset=".58" stop-color="#ffffff"/><stop offset=".78" stop-color="#8d949c"/><stop offset="1" stop-color="#d9dde2"/></linearGradient>',
  rose:
    '<linearGradient id="rose" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9a5a52"/><stop offset=".25" stop-color="#f4c6b8"/><stop offset=".45" stop-color="#b97a6c"/><stop offset=".62" stop-color="#ffe3d8"/><stop offset="1" stop-color="#a86a5e"/></linearGradient>',
  holo:
    '<linearGradient id="holo" x1="0" y1="0" x2="1" y2=".7"><stop offset="0" stop-color="#ff9fd8"/><stop offset=".18" stop-color="#ffe29a"/><stop offset=".36" stop-color="#a8f5b4"/><stop offset=".52" stop-color="#8fe9ff"/><stop offset=".7" stop-color="#a9a4ff"/><stop offset=".86" stop-color="#f6a3ff"/><stop offset="1" stop-color="#ffb3c1"/></linearGradient>',
  holo2:
    '<linearGradient id="holo2" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".3" stop-color="#7ff0ff" stop-opacity=".55"/><stop offset=".42" stop-color="#fff" stop-opacity=".7"/><stop offset=".55" stop-color="#ff9ff0" stop-opacity=".5"/><stop offset=".8" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  dome:
    '<radialGradient id="dome" cx=".36" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset=".22" stop-color="#fff" stop-opacity=".35"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset=".9" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>',
  curve:
    '<radialGradient id="curve" cx=".5" cy=".45" r=".55"><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient>',
  liner:
    '<pattern id="liner" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#eef0ea"/><path d="M0 13.5h14" stroke="#dfe3da" stroke-width="1"/></pattern>',
  checker:
    '<pattern id="checker" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#fff"/><path d="M0 0h12v12H0zM12 12h12v12H12z" fill="#dfe3e8"/></pattern>',
  back:
    '<linearGradient id="back" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3f4f1"/><stop offset=".6" stop-color="#d5d8d2"/><stop offset="1" stop-color="#fbfbf9"/></linearGradient>',
  fibre:
    '<filter id="fibre" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".55 .07" numOctaves="3" seed="7"/><feColorMatrix values="0 0 0 0 .28 0 0 0 0 .18 0 0 0 0 .08 2.6 0 0 0 -1.05"/><feComposite in2="SourceAlpha" operator="in"/></filter>',
  paper:
    '<filter id="paper" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 .45 0 0 0 0 .38 0 0 0 0 .25 1.4 0 0 0 -.56"/><feComposite in2="SourceAlpha" operator="in"/></filter>',
  brushed:
    '<filter id="brushed" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".003 .9" numOctaves="2" seed="11"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 2.2 0 0 -1"/><feComposite in2="SourceAlpha" operator="in"/></filter>',
  glitter:
    '<filter id="glitter" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="1.6" numOctaves="1" seed="5"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 9 0 0 0 -5.6"/><feComposite in2="SourceAlpha" operator="in"/></filter>',
  glass:
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f4858"/><stop offset=".5" stop-color="#3e6073"/><stop offset="1" stop-color="#29404f"/></linearGradient>',
  glassHi:
    '<linearGradient id="glassHi" x1="0" y1="0" x2="1" y2="1"><stop offset=".2" stop-color="#fff" stop-opacity="0"/><stop offset=".32" stop-color="#fff" stop-opacity=".16"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset=".6" stop-color="#fff" stop-opacity=".1"/><stop offset=".66" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  steel:
    '<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8f979f"/><stop offset=".2" stop-color="#e9edf0"/><stop offset=".45" stop-color="#b4bbc2"/><stop offset=".75" stop-color="#dfe4e8"/><stop offset="1" stop-color="#7d858d"/></linearGradient>',
  jar:
    '<linearGradient id="jar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c9a35c"/><stop offset=".18" stop-color="#f0d08a"/><stop offset=".5" stop-color="#d9ae60"/><stop offset="1" stop-color="#b48a45"/></linearGradient>',
  cyl:
    '<linearGradient id="cyl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset=".2" stop-color="#fff" stop-opacity=".3"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity=".06"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient>',
  kraftBox:
    '<linearGradient id="kraftBox" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c99d6a"/><stop offset="1" stop-color="#a97c4b"/></linearGradient>',
  metal:
    '<radialGradient id="metal" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="#f4f6f8"/><stop offset=".55" stop-color="#b9c0c7"/><stop offset="1" stop-color="#7c848c"/></radialGradient>',
  mirror:
    '<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c9d6e0"/><stop offset=".35" stop-color="#f8fbfd"/><stop offset=".42" stop-color="#9fb2c1"/><stop offset=".62" stop-color="#e8f0f5"/><stop offset="1" stop-color="#8ea2b2"/></linearGradient>',
  fridge:
    '<linearGradient id="fridge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9edf0"/><stop offset=".5" stop-color="#f8f9fa"/><stop offset="1" stop-color="#dde2e6"/></linearGradient>',
  jute:
    '<pattern id="jute" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="6" height="6" fill="#b08a55"/><path d="M0 3h6" stroke="#8a6a3c" stroke-width="2"/></pattern>',
};

export const DEF_IDS = Object.keys(DEFS);

/** A 600 x 600 document with a <title>; pulls in the shared definitions the body uses. */
export function doc(title: string, body: string, extraDefs = '', size: [number, number] = [600, 600]): string {
  const used = DEF_IDS.filter((id) => body.includes(`url(#${id})`) || extraDefs.includes(`url(#${id})`));
  const defs = used.map((id) => DEFS[id]).join('') + extraDefs;
  const [w, h] = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

/** Studio backdrop: a soft vertical gradient with a floor line. */
export function backdrop(top: string, bottom: string, id = 'bd'): { defs: string; body: string } {
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    body: `<rect width="600" height="600" fill="url(#${id})"/>`,
  };
}

export const BACKDROPS = {
  paper: ['#fdf7ec', '#f0e1c6'],
  vinyl: ['#f1f6f9', '#d7e4ec'],
  special: ['#f6f2fb', '#e0d8ef'],
  badge: ['#eef8f5', '#cfe8e1'],
  card: ['#f3f4f6', '#d9dde3'],
  tag: ['#fcf3ee', '#efd8ca'],
} as const;
export type BackdropName = keyof typeof BACKDROPS;

// ---------------------------------------------------------------------------------- shapes

export const circle = (cx: number, cy: number, r: number): string =>
  `M${r1(cx - r)} ${r1(cy)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0z`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${r1(cx - rx)} ${r1(cy)}a${r1(rx)} ${r1(ry)} 0 1 0 ${r1(2 * rx)} 0a${r1(rx)} ${r1(ry)} 0 1 0 ${r1(-2 * rx)} 0z`;

export function rrect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${r1(x + r)} ${r1(y)}h${r1(w - 2 * r)}q${r1(r)} 0 ${r1(r)} ${r1(r)}v${r1(h - 2 * r)}q0 ${r1(r)} ${r1(-r)} ${r1(r)}h${r1(-(w - 2 * r))}q${r1(-r)} 0 ${r1(-r)} ${r1(-r)}v${r1(-(h - 2 * r))}q0 ${r1(-r)} ${r1(r)} ${r1(-r)}z`;
}

/** Rounded rectangle whose bottom-right corner is peeled back by `c`. */
export function rrectPeeled(x: number, y: number, w: number, h: number, r: number, c: number): string {
  return `M${r1(x + r)} ${r1(y)}h${r1(w - 2 * r)}q${r1(r)} 0 ${r1(r)} ${r1(r)}v${r1(h - r - c)}l${r1(-c)} ${r1(c)}h${r1(-(w - r - c))}q${r1(-r)} 0 ${r1(-r)} ${r1(-r)}v${r1(-(h - 2 * r))}q0 ${r1(-r)} ${r1(r)} ${r1(-r)}z`;
}

/** The curl of a peeled corner (the sticker's back), for rrectPeeled. */
export function peelCurl(x: number, y: number, w: number, h: number, c: number): string {
  const ex = x + w;
  const ey = y + h;
  return `<path d="M${r1(ex)} ${r1(ey - c)}L${r1(ex - c)} ${r1(ey)}Q${r1(ex - c * 1.05)} ${r1(ey - c * 0.55)} ${r1(ex - c * 0.92)} ${r1(ey - c * 0.98)}Q${r1(ex - c * 0.5)} ${r1(ey - c * 1.02)} ${r1(ex)} ${r1(ey - c)}z" fill="url(#back)" stroke="#c9ccc5" stroke-width="1" filter="url(#shs)"/>`;
}

export function star(cx: number, cy: number, outer: number, inner: number, points = 5, rotate = -90): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const rad = ((rotate + (i * 180) / points) * Math.PI) / 180;
    const rr = i % 2 === 0 ? outer : inner;
    d += `${i === 0 ? 'M' : 'L'}${r1(cx + rr * Math.cos(rad))} ${r1(cy + rr * Math.sin(rad))}`;
  }
  return `${d}z`;
}

/** A soft-cornered star for die-cut stickers. */
export function softStar(cx: number, cy: number, outer: number, inner: number): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const rad = ((-90 + i * 36) * Math.PI) / 180;
    const rr = i % 2 === 0 ? outer : inner;
    pts.push([cx + rr * Math.cos(rad), cy + rr * Math.sin(rad)]);
  }
  let d = '';
  for (let i = 0; i < 10; i++) {
    const p = pts[i]!;
    const n = pts[(i + 1) % 10]!;
    const m = [(p[0] + n[0]) / 2, (p[1] + n[1]) / 2];
    d += i === 0 ? `M${r1(m[0]!)} ${r1(m[1]!)}` : `Q${r1(p[0])} ${r1(p[1])} ${r1(m[0]!)} ${r1(m[1]!)}`;
  }
  const p0 = pts[0]!;
  const m0 = [(p0[0] + pts[1]![0]) / 2, (p0[1] + pts[1]![1]) / 2];
  return `${d}Q${r1(p0[0])} ${r1(p0[1])} ${r1(m0[0]!)} ${r1(m0[1]!)}z`;
}

export function heart(cx: number, cy: number, s: number): string {
  const k = s / 100;
  const p = (x: number, y: number): string => `${r1(cx + x * k)} ${r1(cy + y * k)}`;
  return `M${p(0, 92)}C${p(-30, 64)} ${p(-100, 20)} ${p(-100, -30)}C${p(-100, -78)} ${p(-40, -96)} ${p(0, -52)}C${p(40, -96)} ${p(100, -78)} ${p(100, -30)}C${p(100, 20)} ${p(30, 64)} ${p(0, 92)}z`;
}

/** An organic die-cut outline (a rounded blob) around artwork. */
export function blob(cx: number, cy: number, s: number): string {
  const k = s / 100;
  const p = (x: number, y: number): string => `${r1(cx + x * k)} ${r1(cy + y * k)}`;
  return `M${p(-8, -98)}C${p(40, -104)} ${p(92, -70)} ${p(96, -18)}C${p(100, 30)} ${p(80, 60)} ${p(52, 86)}C${p(26, 108)} ${p(-36, 104)} ${p(-66, 80)}C${p(-98, 54)} ${p(-104, 6)} ${p(-90, -38)}C${p(-78, -76)} ${p(-46, -95)} ${p(-8, -98)}z`;
}

// ---------------------------------------------------------------------------------- materials

export interface Material {
  /** Fill of the face. */
  face: string;
  /** Texture filter drawn over the face (fibre, paper, brushed, glitter). */
  texture?: 'fibre' | 'paper' | 'brushed' | 'glitter';
  textureOpacity?: number;
  /** Opacity of the diagonal gloss highlight (0 = matte). */
  gloss: number;
  /** Outline colour of the cut edge. */
  edge: string;
  /** Inks for the artwork: primary, secondary, accent, light. */
  ink: [string, string, string, string];
  /** Thickness drawn below the face (PVC, dome, magnet). */
  thick?: number;
  thickColor?: string;
  /** Clear materials show the checkerboard through the face. */
  clear?: boolean;
  /** Embossed: art drawn raised in the face colour. */
  emboss?: boolean;
  /** Dome: a resin lens over the face. */
  dome?: boolean;
  /** Holographic rainbow sheen over the face. */
  holo?: boolean;
}

const FULL: [string, string, string, string] = ['#0f766e', '#f97362', '#f5b82e', '#1e3a5f'];

export const MATERIALS = {
  artPaper: { face: '#ffffff', gloss: 0.45, edge: '#e2e2dc', ink: FULL },
  classic: { face: '#f4eedd', texture: 'paper', textureOpacity: 0.4, gloss: 0, edge: '#dfd5bd', ink: ['#7a3b1d', '#c8553d', '#d89b2b', '#3d2b1f'] },
  kraft: { face: '#b98a57', texture: 'fibre', gloss: 0, edge: '#9a6f42', ink: ['#2f2114', '#f7f1e3', '#6b2a17', '#2f2114'] },
  vinyl: { face: '#ffffff', gloss: 0.8, edge: '#d8dde3', ink: FULL },
  bumper: { face: '#ffffff', gloss: 0.9, edge: '#d8dde3', ink: ['#1e3a5f', '#f97362', '#f5b82e', '#0f766e'] },
  pvc: { face: '#ffffff', gloss: 0.6, edge: '#c9cfd6', thick: 7, thickColor: '#c3c9d0', ink: ['#1f2937', '#f5b82e', '#e4572e', '#0f766e'] },
  clear: { face: '#ffffff', clear: true, gloss: 0.7, edge: '#9fb0bf', ink: ['#8e3b8f', '#d9468f', '#f5b82e', '#2f7d4f'] },
  gold: { face: 'url(#gold)', gloss: 0.5, edge: '#9c7424', ink: ['#2b1d05', '#2b1d05', '#5a3d0a', '#2b1d05'] },
  goldBrushed: { face: 'url(#gold)', texture: 'brushed', textureOpacity: 0.55, gloss: 0.15, edge: '#9c7424', ink: ['#2b1d05', '#2b1d05', '#5a3d0a', '#2b1d05'] },
  silver: { face: 'url(#silver)', gloss: 0.55, edge: '#7d838a', ink: ['#111827', '#1e3a5f', '#374151', '#111827'] },
  silverBrushed: { face: 'url(#silver)', texture: 'brushed', textureOpacity: 0.6, gloss: 0.15, edge: '#7d838a', ink: ['#111827', '#1e3a5f', '#374151', '#111827'] },
  holo: { face: 'url(#holo)', holo: true, gloss: 0.6, edge: '#b9a4e0', ink: ['#1e1b4b', '#ffffff', '#1e1b4b', '#ffffff'] },
  foil: { face: '#fbf8f1', texture: 'paper', textureOpacity: 0.5, gloss: 0, edge: '#e0d8c4', ink: ['url(#gold)', 'url(#gold)', 'url(#gold)', 'url(#gold)'] },
  foilSilver: { face: '#1f2937', gloss: 0.1, edge: '#111827', ink: ['url(#silver)', 'url(#silver)', 'url(#silver)', 'url(#silver)'] },
  foilRose: { face: '#fbf3ef', texture: 'paper', textureOpacity: 0.5, gloss: 0, edge: '#e6d3cb', ink: ['url(#rose)', 'url(#rose)', 'url(#rose)', 'url(#rose)'] },
  emboss: { face: '#f6f1e6', texture: 'paper', textureOpacity: 0.45, gloss: 0, edge: '#ddd3bf', emboss: true, ink: ['#f6f1e6', '#f6f1e6', '#f6f1e6', '#f6f1e6'] },
  embossFoil: { face: '#f6f1e6', texture: 'paper', textureOpacity: 0.45, gloss: 0, edge: '#ddd3bf', emboss: true, ink: ['url(#gold)', 'url(#gold)', 'url(#gold)', 'url(#gold)'] },
  dome: { face: '#ffffff', gloss: 0, edge: '#c7ced6', dome: true, thick: 5, thickColor: '#b9c2cb', ink: FULL },
  magnet: { face: '#ffffff', gloss: 0.35, edge: '#d8dde3', thick: 5, thickColor: '#2b2b2b', ink: FULL },
  lettering: { face: '#ffffff', gloss: 0.3, edge: '#ffffff', ink: ['#ffffff', '#ffffff', '#ffffff', '#ffffff'] },
} satisfies Record<string, Material>;

/**
 * A sticker: `d` is its outline, `art` the artwork drawn inside. Draws thickness, face, texture,
 * artwork (raised when embossed), gloss, dome and holo sheens, and the cut edge.
 */
export function sticker(m: Material, d: string, art: string, opts: { shadow?: 'sh' | 'shs' | 'none'; surface?: boolean } = {}): string {
  const shadow = opts.shadow ?? 'sh';
  const filter = shadow === 'none' ? '' : ` filter="url(#${shadow})"`;
  let s = `<g${filter}>`;
  if (m.thick) s += `<path d="${d}" fill="${m.thickColor ?? m.edge}" transform="translate(0 ${m.thick})"/>`;
  if (m.clear) s += opts.surface ? `<path d="${d}" fill="#fff" opacity=".13"/>` : `<path d="${d}" fill="url(#checker)"/><path d="${d}" fill="#dfeaf2" opacity=".25"/>`;
  else s += `<path d="${d}" fill="${m.face}"/>`;
  s += '</g>';
  if (m.texture) s += `<path d="${d}" fill="#000" filter="url(#${m.texture})"${m.textureOpacity ? ` opacity="${m.textureOpacity}"` : ''}/>`;
  if (m.holo) s += `<path d="${d}" fill="url(#holo2)"/>`;
  if (m.emboss) {
    s += `<g transform="translate(-2.2 -2.2)" opacity=".95">${art.replace(/fill="[^"]*"/g, 'fill="#fff"').replace(/stroke="(?!none)[^"]*"/g, 'stroke="#fff"')}</g>`;
    s += `<g transform="translate(2.4 2.4)" opacity=".3">${art.replace(/fill="(?!none)[^"]*"/g, 'fill="#5b4a2a"').replace(/stroke="(?!none)[^"]*"/g, 'stroke="#5b4a2a"')}</g>`;
  }
  s += art;
  if (m.gloss > 0) s += `<path d="${d}" fill="url(#gloss)" opacity="${m.gloss}"/>`;
  if (m.dome) s += `<path d="${d}" fill="url(#dome)"/>`;
  s += `<path d="${d}" fill="none" stroke="${m.edge}" stroke-width="1.5"/>`;
  return s;
}

// ---------------------------------------------------------------------------------- artwork

export type ArtKind = 'kopi' | 'leaf' | 'sun' | 'orchid' | 'chili' | 'star' | 'monogram' | 'wave' | 'bakes' | 'shield';

/**
 * Artwork motif in a 200 x 200 box centred on (0,0), placed at (x,y) scaled by `s` (1 = 200 px).
 * `label` replaces the motif's default wording.
 */
export function art(kind: ArtKind, ink: readonly string[], x: number, y: number, s: number, label?: string): string {
  const [a = '#0f766e', b = '#f97362', c = '#f5b82e', dk = '#1e3a5f'] = ink;
  const t = (text: string, ty: number, size: number, fill: string, weight = 700, spacing = 1): string =>
    `<text x="0" y="${ty}" text-anchor="middle" ${F} font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${fill}">${esc(text)}</text>`;
  let g = '';
  switch (kind) {
    case 'kopi':
      g =
        `<path d="M-40 -30h72l-8 56q-2 12-14 12h-28q-12 0-14-12z" fill="${a}"/>` +
        `<path d="M32 -18q22 0 22 16t-24 16" fill="none" stroke="${a}" stroke-width="8"/>` +
        `<path d="M-52 44h96" stroke="${dk}" stroke-width="6" stroke-linecap="round"/>` +
        `<path d="M-18 -44q-8-12 0-24t0-24M2 -44q-8-12 0-24t0-24" fill="none" stroke="${b}" stroke-width="6" stroke-linecap="round"/>` +
        `<circle cx="-4" cy="2" r="9" fill="${c}"/>` +
        t(label ?? 'KOPI & CO', 80, 26, dk, 800, 2);
      break;
    case 'bakes':
      g =
        `<path d="M-56 20q0-52 56-52t56 52z" fill="${c}"/>` +
        `<path d="M-30 -14q6 14 0 30M0 -24q6 18 0 40M30 -14q6 14 0 30" fill="none" stroke="${b}" stroke-width="6" stroke-linecap="round"/>` +
        `<path d="M-64 24h128" stroke="${a}" stroke-width="7" stroke-linecap="round"/>` +
        t(label ?? 'TIONG BAKES', 64, 24, a, 800, 1) +
        t('EST. 2019', 88, 13, dk, 600, 3);
      break;
    case 'leaf':
      g =
        `<path d="M0 34C-40 20-52-20-30-62 10-52 24-14 0 34z" fill="${a}"/>` +
        `<path d="M4 34C30 4 60 2 74-18 52-44 10-34 4 34z" fill="${c}"/>` +
        `<path d="M0 34Q-10-8-24-48M4 34Q30 0 56-16" fill="none" stroke="${dk}" stroke-width="3"/>` +
        t(label ?? 'HANDMADE', 74, 26, dk, 800, 3);
      break;
    case 'sun':
      g =
        `<circle cx="0" cy="-14" r="44" fill="${c}"/>` +
        `<path d="M-80 10q20-12 40 0t40 0 40 0 40 0v26h-160z" fill="${a}"/>` +
        `<path d="M-80 30q20-12 40 0t40 0 40 0 40 0" fill="none" stroke="${dk}" stroke-width="6"/>` +
        `<path d="M-56 -68l10 14M56 -68l-10 14M0 -86v16" stroke="${b}" stroke-width="7" stroke-linecap="round"/>` +
        t(label ?? 'SUNNY ISLE', 78, 24, dk, 800, 2);
      break;
    case 'wave':
      g =
        `<path d="M-80 14q20-26 40-6t40-6 40 6 40-6v44h-160z" fill="${a}"/>` +
        `<path d="M-80 36q20-20 40-4t40-4 40 4 40-4" fill="none" stroke="${c}" stroke-width="6"/>` +
        `<circle cx="36" cy="-34" r="22" fill="${b}"/>` +
        t(label ?? 'EAST COAST', 82, 22, dk, 800, 2);
      break;
    case 'orchid': {
      const petal = (rot: number, fill: string): string =>
        `<path d="M0 -8C-20 -30-16-66 0-74 16-66 20-30 0-8z" fill="${fill}" transform="rotate(${rot})"/>`;
      g =
        `<g transform="translate(0 -10)">${petal(0, a)}${petal(72, b)}${petal(144, a)}${petal(216, a)}${petal(288, b)}` +
        `<circle r="12" fill="${c}"/></g>` +
        t(label ?? 'ORCHID LANE', 86, 22, ink === MATERIALS.clear.ink ? '#5b2160' : dk, 800, 2);
      break;
    }
    case 'chili':
      g =
        `<path d="M-50 -8C-30 40 30 44 60 10 30 24-4 16-26-18z" fill="${b}"/>` +
        `<path d="M-26 -18q-4-14 6-24" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round"/>` +
        t(label ?? 'SAMBAL CO.', 74, 26, dk, 800, 2);
      break;
    case 'star':
      g =
        `<path d="${star(0, -14, 50, 22)}" fill="${c}"/>` +
        t(label ?? 'GENUINE', 70, 26, dk, 800, 3);
      break;
    case 'shield':
      g =
        `<path d="M0 -70l52 18v36c0 38-24 62-52 74-28-12-52-36-52-74v-36z" fill="${a}"/>` +
        `<path d="M-20 -6l14 16 28-32" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
        t(label ?? 'CAUTION', 88, 22, dk, 800, 2);
      break;
    case 'monogram':
      g =
        `<circle r="72" fill="none" stroke="${a}" stroke-width="4"/>` +
        `<circle r="62" fill="none" stroke="${a}" stroke-width="1.5"/>` +
        `<text x="0" y="22" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" font-size="${(label ?? 'J&R').length > 2 ? 44 : (label ?? '').length > 1 ? 54 : 64}" font-style="italic" font-weight="700" fill="${a}">${esc(label ?? 'J&R')}</text>` +
        `<path d="M-34 42h68" stroke="${a}" stroke-width="2"/>`;
      break;
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})">${g}</g>`;
}
