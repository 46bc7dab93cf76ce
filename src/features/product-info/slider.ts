/**
 * The product image slider's slides (configurator.md §4): index -1 is the main thumbnail, -0.5
 * the roll dispenser video (roll stickers only, cutting 9), 0 and up the gallery images.
 * Pure: the slider component and its tests use it.
 */
import { ROLL_CUTTING_ID } from '../catalogue/labels.js';

export const MAIN_SLIDE_INDEX = -1;
export const ROLL_VIDEO_SLIDE_INDEX = -0.5;

export type SliderSlide =
  | { index: typeof MAIN_SLIDE_INDEX; kind: 'main' }
  | { index: typeof ROLL_VIDEO_SLIDE_INDEX; kind: 'roll-video' }
  | { index: number; kind: 'gallery' };

/** The slides in display order for a cutting and a gallery of `galleryLength` images. */
export function sliderSlides(cuttingId: number | null | undefined, galleryLength: number): SliderSlide[] {
  const slides: SliderSlide[] = [{ index: MAIN_SLIDE_INDEX, kind: 'main' }];
  if (cuttingId === ROLL_CUTTING_ID) slides.push({ index: ROLL_VIDEO_SLIDE_INDEX, kind: 'roll-video' });
  for (let i = 0; i < Math.max(0, Math.floor(galleryLength)); i++) slides.push({ index: i, kind: 'gallery' });
  return slides;
}

/** The selected index if it is still a slide (the roll video goes when the cutting changes), else the main thumbnail. */
export function validSlideIndex(slides: readonly SliderSlide[], index: number): number {
  return slides.some((slide) => slide.index === index) ? index : MAIN_SLIDE_INDEX;
}

/** The index `delta` slides away from `index`, wrapping round at either end. */
export function stepSlideIndex(slides: readonly SliderSlide[], index: number, delta: number): number {
  if (slides.length === 0) return MAIN_SLIDE_INDEX;
  const position = Math.max(0, slides.findIndex((slide) => slide.index === index));
  const next = (((position + delta) % slides.length) + slides.length) % slides.length;
  return slides[next]!.index;
}
