import { describe, expect, it } from 'vitest';
import { MAIN_SLIDE_INDEX, ROLL_VIDEO_SLIDE_INDEX, sliderSlides, stepSlideIndex, validSlideIndex } from './slider.js';

const indexes = (cuttingId: number | null, length: number) => sliderSlides(cuttingId, length).map((slide) => slide.index);

describe('sliderSlides', () => {
  it('starts with the main thumbnail (-1), then the gallery from 0', () => {
    expect(indexes(1, 3)).toEqual([-1, 0, 1, 2]);
    expect(sliderSlides(1, 1).map((slide) => slide.kind)).toEqual(['main', 'gallery']);
  });

  it('adds the roll dispenser video at -0.5 only for cutting 9', () => {
    expect(indexes(9, 2)).toEqual([-1, -0.5, 0, 1]);
    expect(sliderSlides(9, 0).map((slide) => slide.kind)).toEqual(['main', 'roll-video']);
    for (const cuttingId of [null, 1, 2, 3, 8, 10]) expect(indexes(cuttingId, 2)).not.toContain(ROLL_VIDEO_SLIDE_INDEX);
  });

  it('has only the main thumbnail without a gallery, and ignores a negative length', () => {
    expect(indexes(null, 0)).toEqual([MAIN_SLIDE_INDEX]);
    expect(indexes(2, -3)).toEqual([MAIN_SLIDE_INDEX]);
  });
});

describe('stepSlideIndex', () => {
  const slides = sliderSlides(9, 2); // -1, -0.5, 0, 1

  it('moves forwards and backwards through the sequence', () => {
    expect(stepSlideIndex(slides, -1, 1)).toBe(-0.5);
    expect(stepSlideIndex(slides, -0.5, 1)).toBe(0);
    expect(stepSlideIndex(slides, 0, -1)).toBe(-0.5);
  });

  it('wraps round at both ends', () => {
    expect(stepSlideIndex(slides, 1, 1)).toBe(-1);
    expect(stepSlideIndex(slides, -1, -1)).toBe(1);
  });

  it('treats an unknown index as the first slide', () => {
    expect(stepSlideIndex(slides, 7, 1)).toBe(-0.5);
  });
});

describe('validSlideIndex', () => {
  it('falls back to the main thumbnail when the selected slide is gone', () => {
    expect(validSlideIndex(sliderSlides(9, 3), -0.5)).toBe(-0.5);
    expect(validSlideIndex(sliderSlides(1, 3), -0.5)).toBe(-1);
    expect(validSlideIndex(sliderSlides(1, 3), 3)).toBe(-1);
    expect(validSlideIndex(sliderSlides(1, 3), 2)).toBe(2);
  });
});
