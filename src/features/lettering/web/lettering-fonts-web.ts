/**
 * The lettering fonts in the browser: each is loaded the first time it is shown, with the
 * FontFace API, from the shop's own server (never a CDN), and its glyph metrics (the numbers the
 * server measures with) are fetched once. The face gets a name of its own, so a font of the same
 * name installed on the shopper's machine is never used by mistake.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { apiGet } from '../../../web/lib/api-client.js';
import { letteringFontById, letteringFontUrl, type LetteringFont } from '../lettering-fonts.js';
import { measureLettering, type LetteringAlignment, type LetteringFontMetrics, type LetteringMeasure } from '../lettering-metrics.js';

/** The CSS family name the shop registers a lettering font under. */
export const fontFaceFamily = (font: Pick<LetteringFont, 'id'>): string => `Lettering ${font.id}`;

const loading = new Map<string, Promise<boolean>>();

/** Loads a font once per page; answers whether it loaded (a failure leaves the fallback font). */
export function loadLetteringFont(font: LetteringFont): Promise<boolean> {
  let promise = loading.get(font.id);
  if (!promise) {
    const face = new FontFace(fontFaceFamily(font), `url(${letteringFontUrl(font.id)}) format("woff2")`, { weight: String(font.weight ?? 400), display: 'block' });
    promise = face.load().then(
      (loaded) => {
        document.fonts.add(loaded);
        return true;
      },
      (error: unknown) => {
        console.warn(`Lettering font ${font.family} did not load.`, error);
        return false;
      },
    );
    loading.set(font.id, promise);
  }
  return promise;
}

/** True once the font can be drawn (so the preview never shows the fallback font as if it were the choice). */
export function useLetteringFontLoaded(fontId: string | null): boolean {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    const font = fontId ? letteringFontById(fontId) : undefined;
    if (!font) return;
    let live = true;
    void loadLetteringFont(font).then((ok) => {
      if (live && ok) setLoaded(font.id);
    });
    return () => {
      live = false;
    };
  }, [fontId]);
  return fontId !== null && loaded === fontId;
}

const fontMetricsQuery = (fontId: string) =>
  queryOptions({
    queryKey: ['lettering', 'metrics', fontId],
    queryFn: async ({ signal }) => (await apiGet<LetteringFontMetrics>(`/lettering/fonts/${encodeURIComponent(fontId)}/metrics`, {}, signal)).data,
    // The numbers come from the font file: they don't change while the page is open.
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The lettering measured with its font's glyph metrics, as the server will measure it; null while they load. */
export function useLetteringMeasure(lettering: { text: string; fontId: string; alignment: LetteringAlignment } | null): { measure: LetteringMeasure | null; failed: boolean } {
  const metrics = useQuery({ ...fontMetricsQuery(lettering?.fontId ?? ''), enabled: lettering !== null });
  const data = metrics.data;
  const text = lettering?.text ?? '';
  const alignment = lettering?.alignment ?? 'center';
  const measure = useMemo(() => (data ? measureLettering(text, alignment, data) : null), [data, text, alignment]);
  return { measure, failed: metrics.isError };
}
