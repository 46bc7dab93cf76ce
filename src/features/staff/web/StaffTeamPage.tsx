/**
 * The shop's staff and their roles (/staff/team, owners only). An owner gives a registered member
 * the Desk or Production role, changes it, or takes it away; owners themselves are set by the
 * shop's STAFF_EMAILS setting, so the page shows them but offers no change. Each change is in the
 * audit log.
 */
import { useRef, useState, type FormEvent } from 'react';
import { notForYou, StaffOnlyNotice } from '../../../web/components/staff/staff-page.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { STAFF_ROLE_LABELS } from '../../account/staff-roles.js';
import type { GivenRole } from '../staff-team-rules.js';
import { StaffDeskNav } from './StaffDeskNav.js';
import { useSetStaffRole, useStaffTeam } from './staff-api.js';
import './staff-pages.css';
import './staff-audit.css';

const ROLE_WORDS: Record<string, string> = {
  owner: 'Everything, including staff and roles (set by the STAFF_EMAILS setting).',
  desk: 'Orders, quotes, settings and refunds up to the shop’s limit.',
  production: 'The production view and dispatch.',
};

export function StaffTeamPage() {
  const team = useStaffTeam();
  const change = useSetStaffRole();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<GivenRole | ''>('desk');
  const [message, setMessage] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);

  if (team.isError && notForYou(team.error)) return <StaffOnlyNotice title="Staff" what="staff and their roles" />;
  const error = change.error instanceof ApiError ? change.error : null;
  const fieldError = (name: string) => error?.issues?.find((issue) => issue.field === name)?.message;
  const emailError = fieldError('email');
  const formError = error && !emailError ? error.message : change.error && !error ? 'The change could not be saved. Please try again.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    change.mutate(
      { email, role: role === '' ? null : role },
      {
        onSuccess: (answer) => {
          setMessage(answer.message ?? 'Saved.');
          setEmail('');
        },
      },
    );
  };

  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <StaffDeskNav />
      <h1 id="staff-title">Staff</h1>
      <ul className="staff-team-roles staff-muted">
        {Object.entries(ROLE_WORDS).map(([name, words]) => (
          <li key={name}>
            <strong>{STAFF_ROLE_LABELS[name as keyof typeof STAFF_ROLE_LABELS]}</strong>: {words}
          </li>
        ))}
      </ul>

      <form className="staff-team-form" onSubmit={submit} aria-labelledby="staff-team-form-title" noValidate>
        <h2 id="staff-team-form-title" className="visually-hidden">
          Give or change a role
        </h2>
        <label>
          Member’s email
          <input ref={emailRef} type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={emailError ? true : undefined} aria-describedby={emailError ? 'staff-team-email-error' : undefined} />
          {emailError && (
            <span id="staff-team-email-error" className="staff-field-error">
              {emailError}
            </span>
          )}
        </label>
        <label>
          Role
          <select value={role} onChange={(e) => setRole(e.target.value as GivenRole | '')}>
            <option value="desk">Desk</option>
            <option value="production">Production</option>
            <option value="">No staff role</option>
          </select>
        </label>
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save role'}
        </button>
      </form>
      <div aria-live="polite">
        {message && <p className="staff-muted">{message}</p>}
        {formError && <p className="staff-error">{formError}</p>}
      </div>

      {team.data && (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">The shop’s staff</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {team.data.map((member) => (
                <tr key={member.email}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>{STAFF_ROLE_LABELS[member.role]}</td>
                  <td>
                    {member.changeable ? (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`Change ${member.name}’s role`}
                        onClick={() => {
                          setEmail(member.email);
                          setRole(member.role === 'production' ? 'production' : 'desk');
                          emailRef.current?.focus();
                        }}
                      >
                        Change…
                      </button>
                    ) : (
                      <span className="staff-muted">STAFF_EMAILS</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
