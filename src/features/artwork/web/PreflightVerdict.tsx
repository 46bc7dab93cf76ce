/**
 * A file's preflight verdict beside it (issue 18): its headline ("We can't print this file", "We
 * can print this file, but please check", "Ready to print") and each note in the shop's words, in
 * red, amber or green by level (the headline and a mark before each note say it without colour).
 * Under a refusal only what is wrong is listed (what is fine would only distract from the fix).
 * A polite live region, so a screen reader hears the verdict when it arrives.
 */
import { PREFLIGHT_MESSAGES, type PreflightLevel, type PreflightVerdict } from '../preflight-rules.js';
import './preflight-verdict.css';

/** What a verdict slot holds: the verdict, still reading, or nothing to say. */
export type VerdictState = PreflightVerdict | 'checking' | undefined;

const MARKS: Record<PreflightLevel, string> = { refused: '✕', warning: '!', ok: '✓' };

export function PreflightVerdictView({ id, verdict }: { id?: string; verdict: VerdictState }) {
  if (verdict === undefined) return null;
  if (verdict === 'checking') {
    return (
      <div id={id} className="preflight preflight-checking" role="status">
        {PREFLIGHT_MESSAGES.checking}
      </div>
    );
  }
  const notes = verdict.level === 'refused' ? verdict.notes.filter((note) => note.level !== 'ok') : verdict.notes;
  return (
    <div id={id} className={`preflight preflight-${verdict.level}`} role="status">
      <p className="preflight-headline">{PREFLIGHT_MESSAGES.levels[verdict.level]}</p>
      {/* Notes as paragraphs, not list items: a verdict sits inside other lists (the files chosen, the files sent). */}
      {notes.map((note) => (
        <p key={note.code} className={`preflight-note preflight-note-${note.level}`}>
          <span className="preflight-mark" aria-hidden="true">
            {MARKS[note.level]}
          </span>
          <span>{note.message}</span>
        </p>
      ))}
    </div>
  );
}
