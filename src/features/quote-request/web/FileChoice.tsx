/**
 * What a file field shows once files are chosen (the quote form's attachments, the order's and
 * checkout's artwork, the staff desk's proof): the files kept, each with its size and Remove, and
 * the files refused, each with its name and the reason. attachment-check.ts judged them the moment
 * they were chosen, in the browser, by their content and with the server's rules, so a refused
 * file is never sent and the good files beside it stay. The refusals are an alert the field points
 * to (aria-describedby), so a screen reader hears them as they appear; never a native alert().
 */
import type { ReactNode } from 'react';
import type { FileRefusal } from '../attachment-check.js';
import { formatFileSize } from '../quote-request-rules.js';
import './file-choice.css';

/** The field's attributes while refusals are shown: invalid, described by them. */
export const refusalAria = (id: string, refused: readonly FileRefusal[], otherIds: readonly (string | undefined)[] = []) => {
  const describedBy = [refused.length > 0 ? id : undefined, ...otherIds].filter(Boolean).join(' ');
  return { 'aria-invalid': refused.length > 0 ? true : undefined, 'aria-describedby': describedBy || undefined };
};

/** The files just refused: "Not added:" and one line per file, its name then why. */
export function FileRefusals({ id, refused }: { id: string; refused: readonly FileRefusal[] }) {
  if (refused.length === 0) return null;
  return (
    <div id={id} className="file-refusals" role="alert">
      <p className="file-refusals-title">{refused.length === 1 ? 'This file was not added:' : 'These files were not added:'}</p>
      <ul>
        {refused.map((refusal, index) => (
          <li key={`${refusal.name}-${index}`}>
            <span className="file-refusal-name">{refusal.name}</span>
            <span className="file-refusal-reason">
              {refusal.reason}
              {refusal.detail ? ` ${refusal.detail}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The files kept for sending: name, size and Remove (named with the file, for a screen reader);
 * `details` adds what a field says of each file under it (the order page's preflight verdict).
 */
export function ChosenFiles({
  files,
  label,
  disabled,
  onRemove,
  details,
}: {
  files: readonly File[];
  label: string;
  disabled?: boolean;
  onRemove(index: number): void;
  details?: (file: File, index: number) => ReactNode;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="chosen-files" aria-label={label}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`}>
          <span className="chosen-file-name">{file.name}</span> <span className="acc-hint">{formatFileSize(file.size)}</span>
          <button type="button" className="acc-link" disabled={disabled} aria-label={`Remove ${file.name}`} onClick={() => onRemove(index)}>
            Remove
          </button>
          {details?.(file, index)}
        </li>
      ))}
    </ul>
  );
}
