/**
 * Form state for the account forms: values, which fields the shopper has touched, and their
 * messages. A field is checked with the shared rules (account-rules.ts) from the moment it is
 * touched (left after typing in it, or the form submitted) and again on every keystroke after that, so the
 * page says what the server would say, as the shopper types. A message the server gave for a
 * field stays until that field changes.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { ApiError } from '../../../web/lib/api-client.js';
import type { FieldErrors } from '../account-rules.js';

export interface AccountForm<F extends string> {
  values: Record<F, string>;
  /** The message shown for a field now (rule or server), or undefined. */
  errorOf(field: F): string | undefined;
  /** Props for a text input of this field: value, onChange, onBlur. */
  bind(field: F): { value: string; onChange(event: { target: { value: string } }): void; onBlur(event?: { relatedTarget: EventTarget | null }): void };
  set(field: F, value: string): void;
  /** Marks every field touched; true when the rules find no problem. Focuses the first field with one. */
  submit(): boolean;
  /** Shows the server's messages on their fields (422 issues); returns true when any was shown. */
  showServerErrors(error: unknown): boolean;
  setServerError(field: F, message: string): void;
  reset(values?: Record<F, string>): void;
}

/**
 * @param idOf the id of a field's input (to focus the first one in error)
 * @param format optional clean-up of a typed value (e.g. a postcode keeps its digits)
 */
export function useAccountForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
  idOf: (field: F) => string,
  format?: Partial<Record<F, (value: string) => string>>,
): AccountForm<F> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const problems = validate(values);
  const fields = Object.keys(initial) as F[];

  const set = useCallback(
    (field: F, value: string) => {
      const clean = format?.[field]?.(value) ?? value;
      setValues((v) => ({ ...v, [field]: clean }));
      setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    },
    [format],
  );

  return {
    values,
    errorOf: (field) => serverErrors[field] ?? (touched[field] ? problems[field] : undefined),
    bind: (field) => ({
      value: values[field],
      onChange: (event) => set(field, event.target.value),
      // Leaving a field the shopper typed in starts its checks; leaving an untouched one (an autofocused field, on the way to another tab) does not.
      // Nor does leaving it for a submit button: the submit checks every field itself, and a message
      // appearing under the field at the press would move the button from under the pointer, so the
      // click would land beside it and the form would not be sent.
      onBlur: (event) => {
        if (isSubmitButton(event?.relatedTarget ?? null)) return;
        if (values[field] !== initial[field]) setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
      },
    }),
    set,
    submit: () => {
      setTouched(Object.fromEntries(fields.map((f) => [f, true])) as Record<F, boolean>);
      const first = fields.find((f) => problems[f] || serverErrors[f]);
      if (first) document.getElementById(idOf(first))?.focus();
      return !fields.some((f) => problems[f]);
    },
    showServerErrors: (error) => {
      if (!(error instanceof ApiError)) return false;
      const shown = error.issues.filter((issue) => (fields as string[]).includes(issue.field));
      if (shown.length === 0) return false;
      setServerErrors(Object.fromEntries(shown.map((issue) => [issue.field, issue.message])) as FieldErrors<F>);
      document.getElementById(idOf(shown[0]!.field as F))?.focus();
      return true;
    },
    setServerError: (field, message) => {
      setServerErrors((e) => ({ ...e, [field]: message }));
      document.getElementById(idOf(field))?.focus();
    },
    reset: (next = initial) => {
      setValues(next);
      setTouched({});
      setServerErrors({});
    },
  };
}

const isSubmitButton = (target: EventTarget | null): boolean => target instanceof HTMLButtonElement && target.type === 'submit';

/** The message to show for a failed call: the server's own, or a plain fallback when none came. */
export function messageOf(error: unknown, fallback = 'An error occurred. Please try again or submit a report.'): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * The submit of an account form: the rules first (nothing is sent while a field is wrong), then
 * `send`, one at a time (`pending` disables the button). A failure is shown where it belongs:
 * `onError` may place it (return true), else the server's field messages go on their fields,
 * else the message shows in the form's alert.
 */
export function useFormSubmit<F extends string>(form: AccountForm<F>, send: () => Promise<void>, onError?: (error: unknown) => boolean) {
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (!form.submit()) return;
    setPending(true);
    try {
      await send();
    } catch (error) {
      if (!onError?.(error) && !form.showServerErrors(error)) setAlert(messageOf(error));
    } finally {
      setPending(false);
    }
  }
  return { pending, alert, submit };
}
