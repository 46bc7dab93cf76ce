/**
 * Size: fixed sizes as choices (roll stickers, badges), otherwise width and height in mm with
 * quick-pick presets; orientations A–D for roll stickers. Messages come from the shared size rules
 * and are tied to the inputs (aria-describedby).
 */
import type { ClipboardEvent } from 'react';
import type { Product } from '../../catalogue/catalogue.schemas.js';
import { sizeLabel } from '../../catalogue/labels.js';
import { SIZE_INPUT_MAX_LENGTH } from '../../catalogue/size-rules.js';
import { InfoButton } from '../../../web/components/ui/InfoButton.js';
import { fixedSizesFor, orientationsFor, presetSizesFor, type Selection } from '../configurator-state.js';
import { OptionGroup, OptionHeading } from './OptionGroup.js';
import { RequestQuoteBelow } from './RequestQuoteBelow.js';
import './SizeSection.css';

interface SizeSectionProps {
  product: Product;
  selection: Selection;
  sizeError?: string | undefined;
  orientationError?: string | undefined;
  /** "Shape changed to Oval to fit 80 × 50 mm.": said politely when the size switched the shape. */
  shapeNote?: string | null;
  /** Set while the size message asks for a quote ("…from the button below."): the button goes right under it. */
  onRequestQuote?: (() => void) | undefined;
  onSize(width: string, height: string, typed: boolean): void;
  onOrientation(id: number): void;
}

/** The spec blocks pasting into size fields (only typed digits). */
const blockPaste = (event: ClipboardEvent) => event.preventDefault();
const digitsAndPoint = (raw: string) => raw.replace(/[^\d.]/g, '').slice(0, SIZE_INPUT_MAX_LENGTH);

export function SizeSection({ product, selection, sizeError, orientationError, shapeNote, onRequestQuote, onSize, onOrientation }: SizeSectionProps) {
  const label = sizeLabel(selection.cuttingId ?? 0);
  const fixed = fixedSizesFor(product, selection.cuttingId);
  const presets = presetSizesFor(product, selection.cuttingId);
  const orientations = orientationsFor(product, selection.cuttingId);
  const current = `${selection.width}x${selection.height}`;

  return (
    <div className="size-section">
      {fixed.length > 0 ? (
        <OptionGroup
          name="size"
          legend={label}
          info={<InfoButton topic={selection.cuttingId === 9 ? 'roll' : 'size'} />}
          choices={fixed.map((size, index) => ({ id: index + 1, label: size.label }))}
          value={fixed.findIndex((s) => `${s.width}x${s.height}` === current || `${s.height}x${s.width}` === current) + 1 || null}
          onChange={(id) => {
            const size = fixed[id - 1];
            if (size) onSize(String(size.width), String(size.height), false);
          }}
          error={sizeError}
        />
      ) : (
        <div className="size-custom" role="group" aria-labelledby="size-label" aria-describedby={sizeError ? 'size-error' : undefined}>
          <OptionHeading id="size-label" text={`${label} (mm)`} info={<InfoButton topic="size" />} />
          {presets.length > 0 && (
            <div className="size-presets" role="group" aria-label={`Popular ${label.toLowerCase()}s`}>
              {presets.map((preset) => {
                const [w = '', h = ''] = preset.value.split('x');
                const active = w === selection.width && h === selection.height;
                return (
                  <button key={preset.id} type="button" className="size-preset" aria-pressed={active} onClick={() => onSize(w, h, false)}>
                    {preset.name}
                  </button>
                );
              })}
            </div>
          )}
          <div className="size-inputs">
            <DimensionInput label="Width (mm)" value={selection.width} error={sizeError} onChange={(width) => onSize(width, selection.height, true)} />
            <span className="size-times" aria-hidden="true">
              ×
            </span>
            <DimensionInput label="Height (mm)" value={selection.height} error={sizeError} onChange={(height) => onSize(selection.width, height, true)} />
          </div>
          <p id="size-error" className="field-error" role="alert" hidden={!sizeError}>
            {sizeError}
          </p>
          {sizeError && onRequestQuote && <RequestQuoteBelow what="size" messageId="size-error" onRequestQuote={onRequestQuote} />}
          <p className="size-shape-note" role="status">
            {shapeNote}
          </p>
        </div>
      )}
      {orientations.length > 0 && (
        <OptionGroup
          name="orientation"
          legend="Orientation"
          info={<InfoButton topic="die-cut-shape" />}
          columns={4}
          choices={orientations.map((o) => ({ id: o.id, label: o.name, image: o.file_path }))}
          value={selection.orientationId}
          onChange={onOrientation}
          error={orientationError}
        />
      )}
    </div>
  );
}

/** One size field: digits and a decimal point, 6 characters at most, paste blocked, tied to the size message. */
function DimensionInput({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange(value: string): void }) {
  return (
    <label className="size-input">
      <span>{label}</span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={SIZE_INPUT_MAX_LENGTH}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'size-error' : undefined}
        onPaste={blockPaste}
        onChange={(e) => onChange(digitsAndPoint(e.target.value))}
      />
    </label>
  );
}
