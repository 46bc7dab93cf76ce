/**
 * The vinyl lettering designer (forms-and-accounts.md §2 item 7, §4): a text box (several lines),
 * alignment when there is more than one line, the lettering drawn in its font and sheet colour
 * with width and height rulers in mm, and the footer notes. It draws exactly what was measured:
 * each line at the offset the shared measure gave it, the rulers spanning the measured ink box,
 * so what the shopper sees is what the server checks and the shop cuts. The page owns the size
 * (it pushes the measured size to the size fields after 300 ms); this component shows it.
 */
import { useEffect, useId, useState } from 'react';
import { useCharacterLimit } from '../../../web/components/ui/CharacterCount.js';
import { letteringFontById } from '../lettering-fonts.js';
import { ALIGNMENT_LABELS, LETTERING_ALIGNMENTS, showsAlignment, type LetteringChoice } from '../lettering-choice.js';
import { LETTERING_FONT_FEATURE_SETTINGS, letteringLines, type LetteringMeasure } from '../lettering-metrics.js';
import { FONT_SIZE_PX, LETTERING_PLACEHOLDER, LETTERING_TEXT_MAX_LENGTH, MIN_CHARACTER_MM } from '../lettering-rules.js';
import { fontFaceFamily, useLetteringFontLoaded } from './lettering-fonts-web.js';
import { surfaceFor, type LetteringPaint } from './lettering-paint.js';
import './LetteringDesigner.css';

export interface LetteringDesignerProps {
  lettering: LetteringChoice;
  measure: LetteringMeasure | null;
  paint: LetteringPaint;
  /** The size in the size fields (mm), once it is a number. */
  widthMm: number | undefined;
  heightMm: number | undefined;
  /** The smallest letter at that size (mm), and the shopper's problem with the text, if any. */
  smallestCharacterMm: number | null;
  problem: string | null;
  /** The text is being measured or the size fields have yet to follow it (announced as busy, aria-busy). */
  measuring: boolean;
  onText(text: string): void;
  onAlignment(alignment: LetteringChoice['alignment']): void;
}

const HOLOGRAM_TEXTURE_URL = '/images/lettering/hologram-texture.svg';

export function LetteringDesigner({ lettering, measure, paint, widthMm, heightMm, smallestCharacterMm, problem, measuring, onText, onAlignment }: LetteringDesignerProps) {
  const id = useId();
  const font = letteringFontById(lettering.fontId);
  const fontLoaded = useLetteringFontLoaded(lettering.fontId);
  const textId = `${id}-text`;
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const textLimit = useCharacterLimit(textId, lettering.text, LETTERING_TEXT_MAX_LENGTH);
  const multiLine = showsAlignment(lettering.text);
  const surface = surfaceFor(paint);
  const sizeText = widthMm !== undefined && heightMm !== undefined ? `${widthMm} × ${heightMm} mm` : 'size to follow';
  const lines = letteringLines(lettering.text);
  const described = `Preview of “${lines.join(' / ')}” in ${font?.family ?? 'the chosen font'}, ${paint.name}, ${sizeText}`;

  return (
    <section className="ld" aria-labelledby={`${id}-title`} aria-busy={measuring}>
      <div className="ld-head">
        <h2 id={`${id}-title`} className="ld-title">
          Design your lettering
        </h2>
        <p className="ld-lead">Type your text: the width and height follow it, letter for letter.</p>
      </div>

      <div className={`ld-stage ld-stage--${surface}`}>
        {measure && fontLoaded ? (
          <LetteringPreview measure={measure} paint={paint} fontFamily={fontFaceFamily({ id: lettering.fontId })} widthMm={widthMm} heightMm={heightMm} label={described} />
        ) : (
          <p className="ld-stage-wait" role="status">
            Loading {font?.family ?? 'the font'}…
          </p>
        )}
      </div>

      <div className="ld-field">
        <label htmlFor={textId} className="ld-label">
          Your text
        </label>
        <textarea
          id={textId}
          className="ld-text"
          rows={3}
          maxLength={LETTERING_TEXT_MAX_LENGTH}
          value={lettering.text}
          spellCheck={false}
          aria-describedby={[helpId, textLimit.describedBy, problem ? problemId : null].filter(Boolean).join(' ')}
          onPaste={textLimit.onPaste()}
          aria-invalid={problem ? true : undefined}
          style={fontLoaded ? { fontFamily: `"${fontFaceFamily({ id: lettering.fontId })}", system-ui, sans-serif` } : undefined}
          // The sample text is selected on focus, so typing replaces it.
          onFocus={(event) => {
            if (event.currentTarget.value === LETTERING_PLACEHOLDER) event.currentTarget.select();
          }}
          onChange={(event) => onText(event.target.value)}
        />
        {textLimit.line}
        <p id={helpId} className="ld-help">
          Press Enter for a new line. Every letter and digit must be at least {MIN_CHARACTER_MM} mm tall.
          {smallestCharacterMm !== null && (
            <>
              {' '}
              <span className="ld-smallest">Smallest letter now: {formatMm(smallestCharacterMm)} mm.</span>
            </>
          )}
        </p>
        <p id={problemId} className="field-error" role="alert" hidden={!problem}>
          {problem}
        </p>
      </div>

      {multiLine && (
        <div className="ld-align" role="radiogroup" aria-label="Alignment">
          <span className="ld-label" aria-hidden="true">
            Alignment
          </span>
          {LETTERING_ALIGNMENTS.map((alignment) => (
            <label key={alignment} className="ld-align-choice" data-checked={lettering.alignment === alignment || undefined}>
              <input type="radio" name={`${id}-align`} value={alignment} checked={lettering.alignment === alignment} onChange={() => onAlignment(alignment)} />
              <AlignIcon alignment={alignment} />
              <span>{ALIGNMENT_LABELS[alignment]}</span>
            </label>
          ))}
        </div>
      )}

      <ul className="ld-notes">
        <li>The surface colour is for illustration only.</li>
        <li>Self-adhesive vinyl letters are individually cut and pre-spaced with application tape, ready to apply.</li>
      </ul>
    </section>
  );
}

const formatMm = (mm: number): string => mm.toLocaleString('en-SG', { maximumFractionDigits: 1 });

/** The lettering at 100 px per em in SVG user units, with rulers around the measured ink box. */
function LetteringPreview({ measure, paint, fontFamily, widthMm, heightMm, label }: { measure: LetteringMeasure; paint: LetteringPaint; fontFamily: string; widthMm: number | undefined; heightMm: number | undefined; label: string }) {
  const gradientId = useId().replace(/:/g, '');
  const hologram = useHologramTexture(paint.kind === 'texture');
  const { widthPx, heightPx, inkLeftPx, inkTopPx } = measure;
  const span = Math.max(widthPx, heightPx, FONT_SIZE_PX);
  const ruler = span * 0.045;
  const pad = span * 0.2;
  const viewBox = [inkLeftPx - pad, inkTopPx - pad, widthPx + pad * 1.6, heightPx + pad * 1.6].join(' ');
  const fill = paint.kind === 'solid' ? paint.colour : paint.kind === 'texture' ? (hologram ? `url(#${gradientId})` : '#c9b8f0') : `url(#${gradientId})`;
  const top = inkTopPx - pad * 0.45;
  const left = inkLeftPx - pad * 0.45;
  return (
    <svg className="ld-preview" viewBox={viewBox} preserveAspectRatio="xMidYMid meet" role="img" aria-label={label}>
      <defs>
        {paint.kind === 'gradient' && (
          <linearGradient id={gradientId} x1="0" y1="0" x2="0.35" y2="1">
            {paint.stops.map((stop, i) => (
              <stop key={i} offset={i / (paint.stops.length - 1)} stopColor={stop} />
            ))}
          </linearGradient>
        )}
        {paint.kind === 'pattern' && (
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="0">
            {paint.stops.map((stop, i) => (
              <stop key={i} offset={i / (paint.stops.length - 1)} stopColor={stop} />
            ))}
          </linearGradient>
        )}
        {paint.kind === 'texture' && hologram && (
          <pattern id={gradientId} patternUnits="userSpaceOnUse" width={span * 0.6} height={span * 0.6}>
            <image href={hologram} width={span * 0.6} height={span * 0.6} preserveAspectRatio="none" />
          </pattern>
        )}
      </defs>
      <g className="ld-letters" fill={fill} stroke={paint.kind === 'solid' && paint.colour === '#ffffff' ? 'none' : 'rgba(0,0,0,0.12)'} strokeWidth={1}>
        {/* Every character at the pen position the measure gave it: the browser can't kern or shape it differently. */}
        {measure.lines.map((line, i) =>
          line.glyphs.length === 0 ? null : (
            <text
              key={i}
              x={line.glyphs.map((g) => (line.offsetPx + g.xPx).toFixed(2)).join(' ')}
              y={line.baselinePx}
              fontFamily={`"${fontFamily}"`}
              fontSize={FONT_SIZE_PX}
              // Default glyphs only (no ligatures or contextual alternates), as measured.
              style={{ fontFeatureSettings: LETTERING_FONT_FEATURE_SETTINGS, whiteSpace: 'pre' }}
            >
              {line.glyphs.map((g) => g.char).join('')}
            </text>
          ),
        )}
      </g>
      <g className="ld-rulers" strokeWidth={span * 0.004} fontSize={ruler}>
        <line x1={inkLeftPx} y1={top} x2={inkLeftPx + widthPx} y2={top} />
        <line x1={inkLeftPx} y1={top - ruler * 0.4} x2={inkLeftPx} y2={top + ruler * 0.4} />
        <line x1={inkLeftPx + widthPx} y1={top - ruler * 0.4} x2={inkLeftPx + widthPx} y2={top + ruler * 0.4} />
        <text x={inkLeftPx + widthPx / 2} y={top - ruler * 0.55} textAnchor="middle">
          {widthMm !== undefined ? `${widthMm} mm` : '—'}
        </text>
        <line x1={left} y1={inkTopPx} x2={left} y2={inkTopPx + heightPx} />
        <line x1={left - ruler * 0.4} y1={inkTopPx} x2={left + ruler * 0.4} y2={inkTopPx} />
        <line x1={left - ruler * 0.4} y1={inkTopPx + heightPx} x2={left + ruler * 0.4} y2={inkTopPx + heightPx} />
        <text x={left - ruler * 0.55} y={inkTopPx + heightPx / 2} textAnchor="middle" transform={`rotate(-90 ${left - ruler * 0.55} ${inkTopPx + heightPx / 2})`}>
          {heightMm !== undefined ? `${heightMm} mm` : '—'}
        </text>
      </g>
    </svg>
  );
}

/** The hologram texture, fetched once as a blob (forms §7) and shown from a blob URL. */
function useHologramTexture(wanted: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(HOLOGRAM_TEXTURE_URL, { signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`hologram texture: ${response.status}`))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The hologram texture did not load.', error);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [wanted]);
  return url;
}

function AlignIcon({ alignment }: { alignment: LetteringChoice['alignment'] }) {
  const x = (width: number) => (alignment === 'left' ? 3 : alignment === 'right' ? 21 - width : 12 - width / 2);
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {[14, 18, 10, 16].map((width, i) => (
        <rect key={i} x={x(width)} y={4 + i * 4.5} width={width} height="2" rx="1" fill="currentColor" />
      ))}
    </svg>
  );
}
