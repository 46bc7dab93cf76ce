/**
 * An automatic proof as a picture (issue 18): the artwork at the ordered size with the cut line
 * drawn over it, on a light background or, for clear and white-ink stock, a dark one (Light / Dark,
 * two buttons that say which is pressed), the size, what the magenta line means, and the proof PDF.
 * The picture's box takes the preview's proportions before it loads (the preview spans the size
 * and the cut line with 1 mm to spare: proof-preview.ts), so nothing moves when it arrives.
 * Shown on the product page (ArtworkUpload) and on the order page.
 */
import { useState } from 'react';
import type { ArtworkProofDto } from '../artwork-upload.schemas.js';
import { formatMm } from '../preflight-rules.js';
import './proof-preview-image.css';

type Background = 'light' | 'dark';
const BACKGROUNDS: readonly { id: Background; label: string }[] = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
];

/** The preview picture spans the size and the cut line with this much to spare (proof-preview.ts). */
const SPARE_MM = 1;

/** The preview's width / height, from the size and the cut line's bounds. */
function previewAspect(proof: ArtworkProofDto): number {
  const cut = proof.cut_line;
  const width = cut.width_mm > 0 ? cut.width_mm : proof.width_mm;
  const height = cut.height_mm > 0 ? cut.height_mm : proof.height_mm;
  const bounds = cut.bounds_mm;
  const traced = bounds.width > 0 && bounds.height > 0;
  const left = Math.min(0, traced ? bounds.x : 0) - SPARE_MM;
  const top = Math.min(0, traced ? bounds.y : 0) - SPARE_MM;
  const right = Math.max(width, traced ? bounds.x + bounds.width : 0) + SPARE_MM;
  const bottom = Math.max(height, traced ? bounds.y + bounds.height : 0) + SPARE_MM;
  return (right - left) / (bottom - top);
}

/** "Magenta dashed line: where it will be cut", or for a fixed shape "…: the circle cut at the ordered size". */
export function cutLineLegend(proof: Pick<ArtworkProofDto, 'cut_line'>): string {
  const shape = proof.cut_line.shape;
  return shape ? `Magenta dashed line: the ${shape.replace(/-/g, ' ')} cut at the ordered size` : 'Magenta dashed line: where it will be cut';
}

export function ProofPreviewImage({ proof, className }: { proof: ArtworkProofDto; className?: string }) {
  const [background, setBackground] = useState<Background>('light');
  const size = `${formatMm(proof.width_mm)} × ${formatMm(proof.height_mm)} mm`;
  const aspect = previewAspect(proof);
  return (
    <figure className={`proof-image${className ? ` ${className}` : ''}`}>
      <div
        className={`proof-image-box proof-image-box-${background}`}
        // At most 320 px tall: a tall design is narrower, a wide one fills the width.
        style={{ aspectRatio: String(aspect), width: `min(100%, ${Math.round(320 * aspect)}px)` }}
      >
        <img
          className="proof-image-picture"
          src={background === 'light' ? proof.preview_light_url : proof.preview_dark_url}
          alt={`Proof of ${proof.artwork_name} at ${size} on a ${background} background, with the cut line`}
          decoding="async"
        />
      </div>
      <div className="proof-image-controls">
        <div className="proof-image-toggle" role="group" aria-label="Preview background">
          {BACKGROUNDS.map((choice) => (
            <button key={choice.id} type="button" className="proof-image-toggle-button" aria-pressed={background === choice.id} onClick={() => setBackground(choice.id)}>
              {choice.label}
            </button>
          ))}
        </div>
        <span className="proof-image-size">{size}</span>
      </div>
      <figcaption className="proof-image-caption">
        <span className="proof-image-legend">
          <span className="proof-image-swatch" aria-hidden="true" />
          {cutLineLegend(proof)}
        </span>
        <a className="proof-image-pdf" href={proof.proof_url} target="_blank" rel="noopener noreferrer">
          Proof (PDF, opens in a new tab)
        </a>
      </figcaption>
    </figure>
  );
}
