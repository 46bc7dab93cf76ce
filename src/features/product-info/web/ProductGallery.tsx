/**
 * The product image slider (configurator.md §2, §4): slide -1 is the main thumbnail, -0.5 the
 * roll dispenser "video" (roll stickers, cutting 9), 0 and up the gallery: the first 3 gallery
 * images, or on /stickers/roll the product's roll images. Thumbnails (77 px) are buttons; the
 * arrow keys, Home and End move between them. The stage keeps a fixed square so nothing jumps.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { ROLL_DISPENSER_VIDEO, mainImage, quoteGalleryImages, type ProductImage } from '../gallery.js';
import { MAIN_SLIDE_INDEX, sliderSlides, stepSlideIndex, validSlideIndex, type SliderSlide } from '../slider.js';
import './ProductGallery.css';

export interface ProductGalleryProps {
  product: { id: number; name: string; prod_info_ref: string };
  cuttingId: number | null;
  featuredItemSlug: string;
}

const ROLL_VIDEO_ALT = 'Animation of a roll sticker dispenser peeling labels off the roll. Free with roll stickers of 1,000 pieces or more.';

export function ProductGallery({ product, cuttingId, featuredItemSlug }: ProductGalleryProps) {
  const gallery = quoteGalleryImages(product, featuredItemSlug);
  const main = mainImage(product);
  const slides = sliderSlides(cuttingId, gallery.length);
  // The selection belongs to one product and page: a new product starts on its main thumbnail.
  const selectionKey = `${product.id}|${product.prod_info_ref}|${featuredItemSlug}`;
  const [selection, setSelection] = useState({ key: selectionKey, index: MAIN_SLIDE_INDEX });
  const current = validSlideIndex(slides, selection.key === selectionKey ? selection.index : MAIN_SLIDE_INDEX);
  const thumbs = useRef(new Map<number, HTMLButtonElement>());

  const imageCount = slides.filter((slide) => slide.kind !== 'roll-video').length;
  const imageFor = (slide: SliderSlide): ProductImage =>
    slide.kind === 'main' ? main : slide.kind === 'roll-video' ? { src: ROLL_DISPENSER_VIDEO, alt: ROLL_VIDEO_ALT } : (gallery[slide.index] ?? main);
  /** Images are numbered 1..M in slide order; the roll video is not an image. */
  const imageNumberAt = (position: number): number => slides.slice(0, position + 1).filter((s) => s.kind !== 'roll-video').length;
  const labelFor = (slide: SliderSlide, position: number): string =>
    slide.kind === 'roll-video' ? 'Show roll dispenser video' : `Show image ${imageNumberAt(position)} of ${imageCount}`;

  const select = (index: number, focus = false) => {
    setSelection({ key: selectionKey, index });
    if (focus) thumbs.current.get(index)?.focus();
  };

  const onThumbKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = stepSlideIndex(slides, current, 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = stepSlideIndex(slides, current, -1);
    else if (event.key === 'Home') next = slides[0]!.index;
    else if (event.key === 'End') next = slides[slides.length - 1]!.index;
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  const shown = slides.find((slide) => slide.index === current) ?? slides[0]!;
  const shownImage = imageFor(shown);
  const position = slides.indexOf(shown);

  return (
    <section className="pg" aria-roledescription="carousel" aria-label={`${product.name} images`}>
      <div className="pg-stage">
        <img
          key={shownImage.src}
          className="pg-stage__img"
          src={shownImage.src}
          alt={shownImage.alt}
          width={600}
          height={600}
          decoding="async"
          // The page's largest paint: fetched first (in a server-rendered page React also preloads it).
          fetchPriority="high"
        />
        {slides.length > 1 && (
          <>
            <button type="button" className="pg-stage__nav pg-stage__nav--prev" aria-label="Previous image" onClick={() => select(stepSlideIndex(slides, current, -1))}>
              <Chevron direction="left" />
            </button>
            <button type="button" className="pg-stage__nav pg-stage__nav--next" aria-label="Next image" onClick={() => select(stepSlideIndex(slides, current, 1))}>
              <Chevron direction="right" />
            </button>
          </>
        )}
        <p className="visually-hidden" aria-live="polite">
          {shown.kind === 'roll-video' ? 'Roll dispenser video' : `Image ${imageNumberAt(position)} of ${imageCount}`}
        </p>
      </div>

      {slides.length > 1 && (
        <div className="pg-thumbs" role="group" aria-label="Product images" onKeyDown={onThumbKeyDown}>
          {slides.map((slide, i) => {
            const image = imageFor(slide);
            const selected = slide.index === current;
            return (
              <button
                key={slide.index}
                ref={(element) => {
                  if (element) thumbs.current.set(slide.index, element);
                  else thumbs.current.delete(slide.index);
                }}
                type="button"
                className="pg-thumb"
                aria-label={labelFor(slide, i)}
                aria-pressed={selected}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(slide.index)}
              >
                <img src={image.thumb ?? image.src} alt="" width={77} height={77} loading="lazy" decoding="async" />
                {slide.kind === 'roll-video' && (
                  <span className="pg-thumb__play" aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
                      <circle cx="12" cy="12" r="11" fill="rgb(17 24 39 / 0.7)" />
                      <path d="M10 8l6 4-6 4z" fill="#fff" />
                    </svg>
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
