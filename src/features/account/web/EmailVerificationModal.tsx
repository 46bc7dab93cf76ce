/**
 * The email verification modal (forms-and-accounts.md §2 item 5, §4 Email verification, §5
 * Verification) with its five templates:
 *
 * - verify-code: a 4-character code was emailed; the shopper gives first name, last name and the
 *   code, and Verify. "Resend code" sends a new one (a toast says so for 5 s).
 * - registered-mail: the email has an account: sign in with its password ('Email Already
 *   Registered!'); forgot password is reachable from it.
 * - forgot-password: send a temporary password to the email.
 * - success-verification: 'Thank you for verifying your email address.' and Continue, which
 *   registers the member (user/register) and signs them in.
 * - success-forgot-password: 'A temporary password has been sent.' with BACK TO SIGN IN.
 *
 * It opens with the email, password and subscribe choice of the registration form. Unless the form
 * already knows (`registered`), it first asks whether the email is registered: registered goes to
 * registered-mail, otherwise a code is requested and the modal shows verify-code. A disposable or
 * malformed email closes it and the form shows the server's message on its email field.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Modal } from '../../../web/components/ui/Modal.js';
import { ApiError } from '../../../web/lib/api-client.js';
import {
  nameProblem,
  NAME_MAX_LENGTH,
  normaliseVerificationCode,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_VALID_MINUTES,
  verificationCodeHelp,
  verificationCodeProblem,
  type FieldErrors,
} from '../account-rules.js';
import type { Member } from '../account.schemas.js';
import { RESEND_TOAST_MS } from './account-timing.js';
import { ForgotPasswordForm, TemporaryPasswordSent } from './ForgotPassword.js';
import { FormAlert, TextField } from './FormField.js';
import { useMemberChanged } from './get-member.js';
import { CheckMark, EMAIL_REGISTERED_TITLE, RegisteredEmailSignIn, type RegisteredSignInStep } from './RegisteredEmailSignIn.js';
import { emailIsRegistered, registerMember, requestVerificationCode, verifyEmail } from './register-member.js';
import { messageOf, useAccountForm } from './use-account-form.js';
import { useOpenSession } from './use-open-session.js';

export type RefusedField = 'email' | 'password';

/** A 422 about the email or the password the modal was opened with: which one. */
function refusedField(error: unknown): RefusedField | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  if (error.issues.some((issue) => issue.field === 'password')) return 'password';
  if (error.isEmailDisposable || error.issues.some((issue) => issue.field === 'email') || error.issues.length === 0) return 'email';
  return null;
}

export interface EmailVerificationModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  email: string;
  password: string;
  subscribe: boolean;
  /** Whether the email has an account, when the form already asked; otherwise the modal asks. */
  registered?: boolean | undefined;
  /** Continue registered the member and signed them in. */
  onRegistered(member: Member): void;
  /** The email had an account and the shopper signed in with its password. */
  onSignedIn(member: Member): void;
  /**
   * The server refused the email (disposable, malformed) or the password (too common): the modal
   * closes, and the form shows the message on that field.
   */
  onRefused?(field: RefusedField, message: string): void;
  /** The registered-mail sign-in button: SIGN IN or Continue. */
  signInLabel?: 'SIGN IN' | 'Continue';
  /** Where focus goes when it closes (see Modal). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

type State =
  | { template: 'checking' }
  | { template: 'verify-code' }
  | { template: 'registered-mail' }
  | { template: 'forgot-password' }
  | { template: 'success-forgot-password'; message: string }
  | { template: 'success-verification'; message: string; token: string; firstName: string; lastName: string };

const TITLES: Record<State['template'], string> = {
  checking: 'Verify your email',
  'verify-code': 'Verify your email',
  'registered-mail': EMAIL_REGISTERED_TITLE,
  'forgot-password': 'Forgot Password',
  'success-forgot-password': 'Forgot Password',
  'success-verification': 'Email verified',
};

export function EmailVerificationModal(props: EmailVerificationModalProps) {
  const { open, onOpenChange, email, password, registered, onRefused } = props;
  const [state, setState] = useState<State>({ template: 'checking' });
  const [signInStep, setSignInStep] = useState<RegisteredSignInStep>('password');
  const [pendingMember, setPendingMember] = useState<Member | null>(null);
  // verify-code: the code request under way, and a toast when a code was sent again.
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const memberChanged = useMemberChanged();
  const session = useOpenSession(open, () => {
    setState({ template: registered ? 'registered-mail' : registered === false ? 'verify-code' : 'checking' });
    setSignInStep('password');
    setPendingMember(null);
    setSent(false);
    setSendError(null);
    setToast(null);
  });

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  /** True when the error was about the form's email or password: the modal closed and the form says so. */
  const refused = useCallback(
    (error: unknown) => {
      const field = refusedField(error);
      if (!field || !onRefused || !(error instanceof ApiError)) return false;
      close();
      onRefused(field, error.issues.find((issue) => issue.field === field)?.message ?? error.message);
      return true;
    },
    [close, onRefused],
  );

  /** Sends a (new) code; `again` shows the toast. 409 means the email has an account after all. */
  const sendCode = useCallback(
    async (again: boolean) => {
      setSending(true);
      setSendError(null);
      try {
        await requestVerificationCode({ email, password });
        setSent(true);
        if (again) setToast(`A new code has been sent to ${email}.`);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setState({ template: 'registered-mail' });
        else if (!refused(error)) setSendError(messageOf(error));
        return false;
      } finally {
        setSending(false);
      }
    },
    [email, password, refused],
  );

  // Each opening: find out whether the email is registered (unless known), then send the first code.
  useEffect(() => {
    if (session === 0) return;
    let cancelled = false;
    void (async () => {
      let isRegistered = registered;
      if (isRegistered === undefined) {
        try {
          isRegistered = await emailIsRegistered(email);
        } catch (error) {
          if (cancelled) return;
          if (!refused(error)) {
            setState({ template: 'verify-code' });
            setSendError(messageOf(error));
          }
          return;
        }
        if (cancelled) return;
        setState({ template: isRegistered ? 'registered-mail' : 'verify-code' });
      }
      if (!isRegistered) await sendCode(false);
    })();
    return () => {
      cancelled = true;
    };
    // Once per opening: the email and password are those the modal opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), RESEND_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const title = state.template === 'registered-mail' && signInStep === 'change-password' ? 'Choose a new password' : TITLES[state.template];

  return (
    <Modal
      open={open}
      size="sm"
      className="acc-modal"
      title={title}
      returnFocusRef={props.returnFocusRef}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next && pendingMember) void memberChanged(pendingMember);
      }}
    >
      <div key={session} className="acc-stack">
        {state.template === 'checking' && (
          <p className="acc-text" role="status">
            Checking your email address…
          </p>
        )}
        {state.template === 'verify-code' && (
          <VerifyCode
            email={email}
            password={password}
            sent={sent}
            sending={sending}
            sendError={sendError}
            toast={toast}
            onResend={() => void sendCode(true)}
            onVerified={(verified) => setState({ template: 'success-verification', ...verified })}
          />
        )}
        {state.template === 'registered-mail' && (
          <RegisteredEmailSignIn
            email={email}
            submitLabel={props.signInLabel ?? 'SIGN IN'}
            onStepChange={setSignInStep}
            onPendingMember={setPendingMember}
            onForgotPassword={() => setState({ template: 'forgot-password' })}
            onAuthenticated={(member) => {
              close();
              props.onSignedIn(member);
            }}
          />
        )}
        {state.template === 'forgot-password' && (
          <ForgotPasswordForm initialEmail={email} onSent={(message) => setState({ template: 'success-forgot-password', message })} onBack={() => setState({ template: 'registered-mail' })} />
        )}
        {state.template === 'success-forgot-password' && <TemporaryPasswordSent message={state.message} onBack={() => setState({ template: 'registered-mail' })} />}
        {state.template === 'success-verification' && (
          <Verified
            message={state.message}
            onContinue={async () => {
              const member = await registerMember({
                first_name: state.firstName,
                last_name: state.lastName,
                email,
                password,
                subscribe: props.subscribe,
                registration_token: state.token,
              });
              await memberChanged(member);
              close();
              props.onRegistered(member);
            }}
            onStartAgain={(message) => {
              setState({ template: 'verify-code' });
              setSendError(message);
            }}
            onRegisteredMeanwhile={() => setState({ template: 'registered-mail' })}
            onRefused={refused}
          />
        )}
      </div>
    </Modal>
  );
}

type CodeField = 'first_name' | 'last_name' | 'verification_code';

function VerifyCode({
  email,
  password,
  sent,
  sending,
  sendError,
  toast,
  onResend,
  onVerified,
}: {
  email: string;
  password: string;
  sent: boolean;
  sending: boolean;
  sendError: string | null;
  toast: string | null;
  onResend(): void;
  onVerified(verified: { message: string; token: string; firstName: string; lastName: string }): void;
}) {
  const id = useId();
  const idOf = (field: CodeField) => `${id}-${field}`;
  const form = useAccountForm<CodeField>(
    { first_name: '', last_name: '', verification_code: '' },
    (values) => {
      const problems: FieldErrors<CodeField> = {};
      const first = nameProblem(values.first_name, 'first');
      if (first) problems.first_name = first;
      const last = nameProblem(values.last_name, 'last');
      if (last) problems.last_name = last;
      const code = verificationCodeProblem(values.verification_code);
      if (code) problems.verification_code = code;
      return problems;
    },
    idOf,
    // Typed as the email shows it: capitals, no spaces or dashes, 4 characters.
    { verification_code: (value) => value.replace(/[\s-]/g, '').toUpperCase().slice(0, VERIFICATION_CODE_LENGTH) },
  );
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (!form.submit()) return;
    setPending(true);
    try {
      const firstName = form.values.first_name.trim();
      const lastName = form.values.last_name.trim();
      const { token, message } = await verifyEmail({ first_name: firstName, last_name: lastName, email, password, verification_code: normaliseVerificationCode(form.values.verification_code) });
      onVerified({ message, token, firstName, lastName });
    } catch (error) {
      // A wrong code comes back as an issue on verification_code; an expired one (401), or too many tries, is about the code too.
      if (form.showServerErrors(error)) return;
      if (error instanceof ApiError && error.status === 401) form.setServerError('verification_code', error.message);
      else setAlert(messageOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="acc-text">
        {sent ? (
          <>
            We've emailed a {VERIFICATION_CODE_LENGTH}-character code to <strong>{email}</strong>. Enter it below to confirm your email address: it works for{' '}
            {VERIFICATION_CODE_VALID_MINUTES} minutes.
          </>
        ) : sending ? (
          <>
            Sending a code to <strong>{email}</strong>…
          </>
        ) : (
          <>
            Confirm <strong>{email}</strong> with the code we email you.
          </>
        )}
      </p>
      <TextField id={idOf('first_name')} label="First name" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} autoFocus {...form.bind('first_name')} error={form.errorOf('first_name')} />
      <TextField id={idOf('last_name')} label="Last name" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} {...form.bind('last_name')} error={form.errorOf('last_name')} />
      <TextField
        id={idOf('verification_code')}
        className="acc-code"
        label="Verification code"
        hint={`${VERIFICATION_CODE_LENGTH} letters or digits, not case-sensitive`}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={VERIFICATION_CODE_LENGTH + 2}
        {...form.bind('verification_code')}
        error={form.errorOf('verification_code')}
        // A wrong code keeps the catalogue's message, which reads as if nothing were typed: a line under it says what happened.
        errorHelp={verificationCodeHelp(form.errorOf('verification_code'), form.values.verification_code)}
      />
      <FormAlert message={sendError ?? alert} />
      <div className="acc-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Verifying…' : 'Verify'}
        </button>
        <button type="button" className="acc-link" onClick={onResend} disabled={sending}>
          {sending ? 'Sending code…' : 'Resend code'}
        </button>
      </div>
      <p className="acc-toast" role="status">
        {toast}
      </p>
    </form>
  );
}

function Verified({
  message,
  onContinue,
  onStartAgain,
  onRegisteredMeanwhile,
  onRefused,
}: {
  message: string;
  onContinue(): Promise<void>;
  onStartAgain(message: string): void;
  onRegisteredMeanwhile(): void;
  /** A 422 about the email or password (e.g. a password too common): true when the modal handed it to the form. */
  onRefused(error: unknown): boolean;
}) {
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="acc-stack">
      <p ref={ref} tabIndex={-1} className="acc-success" role="status">
        <CheckMark />
        {message}
      </p>
      <p className="acc-text">Continue to create your account and sign in.</p>
      <FormAlert message={alert} />
      <div className="acc-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={pending}
          onClick={() => {
            setPending(true);
            setAlert(null);
            onContinue().catch((error: unknown) => {
              setPending(false);
              if (error instanceof ApiError && error.status === 409) onRegisteredMeanwhile();
              else if (onRefused(error)) return;
              // The verification is no longer good (30 minutes passed): verify again with a new code.
              else if (error instanceof ApiError && error.status === 401) onStartAgain(error.message);
              else setAlert(error instanceof ApiError ? error.message : SIGN_IN_AFTER_REGISTRATION_FAILED);
            });
          }}
        >
          {pending ? 'Processing' : 'Continue'}
        </button>
      </div>
    </div>
  );
}

/** The catalogue's alert (§8, its wording and spelling kept) when registering and signing in fails without a message. */
const SIGN_IN_AFTER_REGISTRATION_FAILED = 'Signing in after registration encoutered an error.';
