/** Numbered pagination (configurator.md §4): previous, next, a window of page links and jumps by that window. */
import { paginate, PAGINATION_DEFAULTS } from '../pagination.js';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Page links shown at once (the spec's 3). */
  shown?: number;
  onChange: (page: number) => void;
  /** The nav's accessible name. */
  label?: string;
}

export function Pagination({ page, totalPages, shown = PAGINATION_DEFAULTS.shown, onChange, label = 'Reviews pages' }: PaginationProps) {
  const model = paginate({ page, totalPages, shown });
  if (model.totalPages <= 1) return null;
  const go = (target: number | null) => () => {
    if (target !== null && target !== model.page) onChange(target);
  };
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          <button type="button" className="pagination-step" onClick={go(model.prev)} disabled={model.prev === null}>
            <span aria-hidden="true">‹</span> <span className="pagination-step-label">Previous</span>
          </button>
        </li>
        {model.jumpBack !== null && (
          <li>
            <button type="button" className="pagination-jump" onClick={go(model.jumpBack)} aria-label={`Back ${shown} pages, to page ${model.jumpBack}`}>
              …
            </button>
          </li>
        )}
        {model.pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className="pagination-page"
              onClick={go(p)}
              aria-current={p === model.page ? 'page' : undefined}
              aria-label={`Page ${p}`}
            >
              {p}
            </button>
          </li>
        ))}
        {model.jumpForward !== null && (
          <li>
            <button type="button" className="pagination-jump" onClick={go(model.jumpForward)} aria-label={`Forward ${shown} pages, to page ${model.jumpForward}`}>
              …
            </button>
          </li>
        )}
        <li>
          <button type="button" className="pagination-step" onClick={go(model.next)} disabled={model.next === null}>
            <span className="pagination-step-label">Next</span> <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
