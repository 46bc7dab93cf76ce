/**
 * A labelled input with its message: the message is a live alert tied to the input
 * (aria-describedby, aria-invalid), so a screen reader hears it as it appears. Every account
 * form draws its fields with this. `countCharacters` shows the character count as the field's
 * maxLength nears (web/components/ui/CharacterCount.tsx); `errorHelp` is a line under the message
 * that says what to do when the message's own words (the catalogue's) leave it unclear.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useCharacterLimit } from '../../../web/components/ui/CharacterCount.js';
import './account-forms.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur'> {
  id: string;
  label: ReactNode;
  value: string;
  onChange(event: { target: { value: string } }): void;
  /** With the element focus goes to (a submit button: the form is being sent). */
  onBlur?(event: { relatedTarget: EventTarget | null }): void;
  error?: string | undefined;
  /** A line under the label (format, what the field is for). */
  hint?: ReactNode;
  /** Shown under the message while there is one: what to do about it. */
  errorHelp?: ReactNode;
  /** Count the characters as `maxLength` nears (multi-word text: addresses, labels). */
  countCharacters?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, error, hint, errorHelp, countCharacters = false, inputRef, className, onPaste, ...input }: TextFieldProps) {
  const limit = useCharacterLimit(id, input.value, countCharacters ? input.maxLength : undefined);
  const help = error && errorHelp ? errorHelp : null;
  const describedBy = [hint ? `${id}-hint` : null, limit.describedBy, error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['acc-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="acc-hint">
          {hint}
        </p>
      )}
      <input ref={inputRef} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onPaste={limit.onPaste(onPaste)} {...input} />
      {limit.line}
      {error && (
        <p id={`${id}-error`} className="field-error acc-field-error" role="alert">
          {error}
        </p>
      )}
      {help && (
        <p id={`${id}-help`} className="acc-hint acc-error-help">
          {help}
        </p>
      )}
    </div>
  );
}

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  hint?: ReactNode;
  /** Shown as mixed (some of what it stands for are on): aria-checked="mixed". */
  indeterminate?: boolean;
}

export function CheckboxField({ id, label, checked, onChange, disabled, hint, indeterminate = false }: CheckboxFieldProps) {
  return (
    <div className="acc-check">
      <input
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>
        {label}
        {hint && (
          <span id={`${id}-hint`} className="acc-hint">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}

/** A message about the whole form (a refused sign-in, a failed call). */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  return message ? (
    <p id={id} className="acc-alert" role="alert">
      {message}
    </p>
  ) : null;
}
