/**
 * How the designer paints the letters: the vinyl's colour, or a custom-colour sheet (gold, silver
 * and bronze as metallic gradients, hologram as a texture, full colour as a pattern), and a
 * surface behind them that keeps light letters visible. Illustrative only, as the designer says.
 */
export type LetteringPaint =
  | { kind: 'solid'; colour: string; name: string }
  | { kind: 'gradient'; stops: readonly string[]; name: string }
  | { kind: 'texture'; name: string }
  | { kind: 'pattern'; stops: readonly string[]; name: string };

const SOLIDS: Record<string, string> = { black: '#15171a', white: '#ffffff', red: '#c62828', blue: '#1f4fbf' };
const METALS: Record<string, readonly string[]> = {
  gold: ['#7a5c12', '#e9cf7c', '#a9832a', '#f6e6a6', '#8a6a1c'],
  silver: ['#7c838a', '#eef1f3', '#9aa1a8', '#f7f8f9', '#858c93'],
  bronze: ['#6b3f1d', '#d39a5f', '#8a552a', '#e6b582', '#74461f'],
};
const FULL_COLOUR = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'];

/**
 * `sheet` is the chosen Sheet Colour item and whether it is the standard sheet (the first item):
 * a custom-colour sheet decides the look, otherwise the Colour option does.
 */
export function letteringPaint(colourName: string | undefined, sheet: { name: string; standard: boolean } | undefined): LetteringPaint {
  const custom = sheet && !sheet.standard ? sheet.name.trim().toLowerCase() : undefined;
  const name = (custom ?? colourName ?? 'black').trim().toLowerCase();
  const label = custom ? sheet?.name ?? name : colourName ?? 'Black';
  if (name === 'hologram') return { kind: 'texture', name: label };
  if (name === 'full colour') return { kind: 'pattern', stops: FULL_COLOUR, name: label };
  const metal = METALS[name];
  if (metal) return { kind: 'gradient', stops: metal, name: label };
  return { kind: 'solid', colour: SOLIDS[name] ?? SOLIDS.black ?? '#15171a', name: label };
}

/** Light letters (white, silver, the pale hologram) go on a dark surface, everything else on a light wall. */
export const surfaceFor = (paint: LetteringPaint): 'light' | 'dark' =>
  (paint.kind === 'solid' && paint.colour === '#ffffff') || (paint.kind === 'gradient' && paint.name.toLowerCase() === 'silver') || paint.kind === 'texture' ? 'dark' : 'light';
