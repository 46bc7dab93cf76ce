/**
 * The desk's filter forms (orders, audit log): the URL holds the filters, the form a draft of
 * them. Typed fields apply with the submit button (or Enter), a choice in a list at once; Clear
 * empties both. Back and forward move the URL, and the form follows.
 */
import { useEffect, useState, type FormEvent } from 'react';

type Filters<Name extends string> = Partial<Record<Name, string>>;

export function useFilterDraft<Name extends string>(filters: Filters<Name>, onApply: (next: Filters<Name>) => void) {
  const [draft, setDraft] = useState<Filters<Name>>(filters);
  const key = JSON.stringify(filters);
  // The URL is the truth: the draft follows it.
  useEffect(() => setDraft(JSON.parse(key) as Filters<Name>), [key]);
  return {
    /** A typed field: kept in the draft until the form is submitted. */
    text: (name: Name) => ({ value: draft[name] ?? '', onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })) }),
    /** A list: applied as soon as it is chosen. */
    choice: (name: Name) => ({
      value: draft[name] ?? '',
      onChange: (event: { target: { value: string } }) => {
        const next = { ...draft, [name]: event.target.value };
        setDraft(next);
        onApply(next);
      },
    }),
    /** The form's submit: the draft, trimmed, without empty fields. */
    submit: (event: FormEvent) => {
      event.preventDefault();
      const trimmed = Object.entries(draft).flatMap(([name, value]) => {
        const text = typeof value === 'string' ? value.trim() : '';
        return text === '' ? [] : [[name, text] as const];
      });
      onApply(Object.fromEntries(trimmed) as Filters<Name>);
    },
    clear: () => {
      setDraft({});
      onApply({});
    },
  };
}

/** The form's two buttons: apply (primary) and Clear. */
export function FilterButtons({ label, className, onClear }: { label: string; className: string; onClear(): void }) {
  return (
    <div className={className}>
      <button type="submit" className="button button-primary">
        {label}
      </button>
      <button type="button" className="button button-secondary" onClick={onClear}>
        Clear
      </button>
    </div>
  );
}
