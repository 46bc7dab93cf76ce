/**
 * The lettering designer's fonts (forms-and-accounts.md §9: "about 85 fonts"): 85 Google fonts
 * under the SIL Open Font License, self-hosted from their `@fontsource/<id>` packages (never a
 * CDN). The shop serves each one's latin subset at `letteringFontUrl(id)` and its glyph metrics at
 * `/api/lettering/fonts/{id}/metrics`; the web app loads a face with the FontFace API when it is
 * first shown. Pure data: imported by the server and the web app.
 *
 * Chosen for cut vinyl: every letter is cut out of one sheet and weeded by hand, so faces with
 * hairline strokes, inline stripes, sketch or shade effects (many tiny islands) are left out. The
 * list has bold and condensed sans for signage, slabs and serifs, display faces, connected
 * scripts, marker-like handwriting and a few monospaced faces. Each font's file is its regular
 * (400) upright latin subset, except where `weight` names a heavier cut (Amatic SC's regular
 * strokes are too thin to weed).
 *
 * Listed as the picker shows them: grouped by category (in LETTERING_FONT_CATEGORIES order), then
 * by family name.
 */

export type LetteringFontCategory = 'sans-serif' | 'serif' | 'display' | 'script' | 'handwriting' | 'monospace';

export interface LetteringFont {
  /** The @fontsource package name (`@fontsource/${id}`), also the font's id in URLs and configurations. */
  id: string;
  /** The CSS family name (as the package names it). */
  family: string;
  category: LetteringFontCategory;
  /** The weight whose file is served when it is not 400 (the package's `files/${id}-latin-${weight}-normal.woff2`). */
  weight?: 700;
}

/** The picker's groups, in order. */
export const LETTERING_FONT_CATEGORIES: readonly LetteringFontCategory[] = ['sans-serif', 'serif', 'display', 'script', 'handwriting', 'monospace'];

const font = (id: string, family: string, category: LetteringFontCategory, weight?: 700): LetteringFont =>
  weight === undefined ? { id, family, category } : { id, family, category, weight };

const FONTS: LetteringFont[] = [
  // Sans-serif: clean, bold-capable and condensed faces for signage.
  font('anton', 'Anton', 'sans-serif'),
  font('archivo', 'Archivo', 'sans-serif'),
  font('archivo-black', 'Archivo Black', 'sans-serif'),
  font('barlow', 'Barlow', 'sans-serif'),
  font('barlow-condensed', 'Barlow Condensed', 'sans-serif'),
  font('bebas-neue', 'Bebas Neue', 'sans-serif'),
  font('dm-sans', 'DM Sans', 'sans-serif'),
  font('fira-sans', 'Fira Sans', 'sans-serif'),
  font('fjalla-one', 'Fjalla One', 'sans-serif'),
  font('inter', 'Inter', 'sans-serif'),
  font('josefin-sans', 'Josefin Sans', 'sans-serif'),
  font('kanit', 'Kanit', 'sans-serif'),
  font('lato', 'Lato', 'sans-serif'),
  font('league-gothic', 'League Gothic', 'sans-serif'),
  font('league-spartan', 'League Spartan', 'sans-serif'),
  font('montserrat', 'Montserrat', 'sans-serif'),
  font('nunito', 'Nunito', 'sans-serif'),
  font('open-sans', 'Open Sans', 'sans-serif'),
  font('oswald', 'Oswald', 'sans-serif'),
  font('poppins', 'Poppins', 'sans-serif'),
  font('raleway', 'Raleway', 'sans-serif'),
  font('roboto', 'Roboto', 'sans-serif'),
  font('roboto-condensed', 'Roboto Condensed', 'sans-serif'),
  font('rubik', 'Rubik', 'sans-serif'),
  font('teko', 'Teko', 'sans-serif'),
  font('work-sans', 'Work Sans', 'sans-serif'),
  // Serif and slab serif.
  font('arvo', 'Arvo', 'serif'),
  font('bitter', 'Bitter', 'serif'),
  font('bree-serif', 'Bree Serif', 'serif'),
  font('cinzel', 'Cinzel', 'serif'),
  font('dm-serif-display', 'DM Serif Display', 'serif'),
  font('eb-garamond', 'EB Garamond', 'serif'),
  font('libre-baskerville', 'Libre Baskerville', 'serif'),
  font('lora', 'Lora', 'serif'),
  font('merriweather', 'Merriweather', 'serif'),
  font('patua-one', 'Patua One', 'serif'),
  font('playfair-display', 'Playfair Display', 'serif'),
  font('prata', 'Prata', 'serif'),
  font('pt-serif', 'PT Serif', 'serif'),
  font('rokkitt', 'Rokkitt', 'serif'),
  font('zilla-slab', 'Zilla Slab', 'serif'),
  // Display: heavy, rounded, stencil, techno, blackletter.
  font('abril-fatface', 'Abril Fatface', 'display'),
  font('alfa-slab-one', 'Alfa Slab One', 'display'),
  font('bangers', 'Bangers', 'display'),
  font('black-ops-one', 'Black Ops One', 'display'),
  font('bowlby-one-sc', 'Bowlby One SC', 'display'),
  font('bungee', 'Bungee', 'display'),
  font('fredoka', 'Fredoka', 'display'),
  font('lilita-one', 'Lilita One', 'display'),
  font('orbitron', 'Orbitron', 'display'),
  font('passion-one', 'Passion One', 'display'),
  font('press-start-2p', 'Press Start 2P', 'display'),
  font('righteous', 'Righteous', 'display'),
  font('russo-one', 'Russo One', 'display'),
  font('saira-stencil-one', 'Saira Stencil One', 'display'),
  font('shrikhand', 'Shrikhand', 'display'),
  font('staatliches', 'Staatliches', 'display'),
  font('titan-one', 'Titan One', 'display'),
  font('unifrakturmaguntia', 'UnifrakturMaguntia', 'display'),
  // Script: connected letters.
  font('alex-brush', 'Alex Brush', 'script'),
  font('allura', 'Allura', 'script'),
  font('cookie', 'Cookie', 'script'),
  font('courgette', 'Courgette', 'script'),
  font('dancing-script', 'Dancing Script', 'script'),
  font('great-vibes', 'Great Vibes', 'script'),
  font('kaushan-script', 'Kaushan Script', 'script'),
  font('lobster', 'Lobster', 'script'),
  font('pacifico', 'Pacifico', 'script'),
  font('parisienne', 'Parisienne', 'script'),
  font('pinyon-script', 'Pinyon Script', 'script'),
  // Handwriting: marker and pen.
  font('amatic-sc', 'Amatic SC', 'handwriting', 700),
  font('architects-daughter', 'Architects Daughter', 'handwriting'),
  font('caveat', 'Caveat', 'handwriting'),
  font('covered-by-your-grace', 'Covered By Your Grace', 'handwriting'),
  font('gloria-hallelujah', 'Gloria Hallelujah', 'handwriting'),
  font('handlee', 'Handlee', 'handwriting'),
  font('indie-flower', 'Indie Flower', 'handwriting'),
  font('kalam', 'Kalam', 'handwriting'),
  font('patrick-hand', 'Patrick Hand', 'handwriting'),
  font('shadows-into-light', 'Shadows Into Light', 'handwriting'),
  // Monospace.
  font('courier-prime', 'Courier Prime', 'monospace'),
  font('ibm-plex-mono', 'IBM Plex Mono', 'monospace'),
  font('jetbrains-mono', 'JetBrains Mono', 'monospace'),
  font('roboto-mono', 'Roboto Mono', 'monospace'),
  font('source-code-pro', 'Source Code Pro', 'monospace'),
];

// Family names are plain ASCII: compared lower-cased ("IBM Plex Mono" after "Ibarra"), as a
// dictionary would, and without localeCompare, which with a locale builds a collator per call
// (tens of milliseconds on a phone, at module load of every product page).
const familyKey = (font: LetteringFont): string => font.family.toLowerCase();
const byPickerOrder = (a: LetteringFont, b: LetteringFont): number =>
  LETTERING_FONT_CATEGORIES.indexOf(a.category) - LETTERING_FONT_CATEGORIES.indexOf(b.category) || (familyKey(a) < familyKey(b) ? -1 : familyKey(a) > familyKey(b) ? 1 : 0);

export const LETTERING_FONTS: readonly LetteringFont[] = Object.freeze([...FONTS].sort(byPickerOrder));

/** A clean, wide-spread sans for signage; the designer starts with it. */
export { DEFAULT_LETTERING_FONT_ID } from '../../shared/stored-configuration.js';

const FONTS_BY_ID: ReadonlyMap<string, LetteringFont> = new Map(LETTERING_FONTS.map((f) => [f.id, f]));

export function letteringFontById(id: string): LetteringFont | undefined {
  return FONTS_BY_ID.get(id);
}

/** Where the shop serves the font's file (latin subset, woff2), from its own origin. */
export const letteringFontUrl = (id: string): string => `/fonts/lettering/${id}.woff2`;

/** The file inside the font's package: `files/<id>-latin-<weight>-normal.woff2`. */
export const letteringFontFile = (font: LetteringFont): string => `files/${font.id}-latin-${font.weight ?? 400}-normal.woff2`;
