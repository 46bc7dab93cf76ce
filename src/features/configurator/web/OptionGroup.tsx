/**
 * One option section as a native radio group: arrow keys move within it, Tab moves between
 * sections, and every choice has a visible label. Columns follow the spec's switcher rule.
 */
import type { ReactNode } from 'react';
import { switcherColumns } from '../../catalogue/labels.js';
import './OptionGroup.css';

export interface OptionChoice {
  id: number;
  label: string;
  description?: string | undefined;
  image?: string | undefined;
  disabled?: boolean | undefined;
  /** Extra line under the label, e.g. a price or "Unavailable". */
  aside?: ReactNode;
}

export interface OptionGroupProps {
  /** Stable id of the section, also the radio group's name. */
  name: string;
  legend: string;
  choices: readonly OptionChoice[];
  value: number | null;
  onChange(id: number): void;
  /** An info button beside the legend. */
  info?: ReactNode;
  columns?: number;
  /** Shown under the group, tied to it for screen readers. */
  note?: ReactNode;
  error?: string | undefined;
}

export function OptionGroup({ name, legend, choices, value, onChange, info, columns, note, error }: OptionGroupProps) {
  const cols = columns ?? switcherColumns(choices.length);
  const labelId = `${name}-label`;
  const noteId = `${name}-note`;
  const errorId = `${name}-error`;
  const describedBy = [note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  // The group is named by its heading alone; the info button sits beside it, outside the name.
  return (
    <div className="option-group">
      <OptionHeading id={labelId} text={legend} info={info} />
      <div
        className="option-group-choices"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-cols={cols}
        style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
      >
        {choices.map((choice) => (
          <label key={choice.id} className={`option-choice${choice.disabled ? ' is-disabled' : ''}`} data-checked={value === choice.id || undefined}>
            <input type="radio" name={name} value={choice.id} checked={value === choice.id} disabled={choice.disabled} onChange={() => onChange(choice.id)} />
            {choice.image && <img className="option-choice-image" src={choice.image} alt="" width={40} height={40} loading="lazy" />}
            <span className="option-choice-text">
              <span className="option-choice-label">{choice.label}</span>
              {choice.description && <span className="option-choice-description">{choice.description}</span>}
              {choice.aside && <span className="option-choice-aside">{choice.aside}</span>}
            </span>
          </label>
        ))}
      </div>
      {note && (
        <p id={noteId} className="option-group-note">
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A section heading: the text (which names the control) and an optional info button beside it. */
export function OptionHeading({ id, text, info }: { id: string; text: string; info?: ReactNode }) {
  return (
    <div className="option-group-legend">
      <span id={id}>{text}</span>
      {info}
    </div>
  );
}
