/** The breadcrumb bar (configurator.md §2): shown only when the trail has more than one crumb. */
import { Link } from 'react-router';
import { breadcrumbTrail, type BreadcrumbInput } from '../breadcrumbs.js';
import './Breadcrumbs.css';

export type BreadcrumbsProps = BreadcrumbInput;

export function Breadcrumbs({ item, product, categories }: BreadcrumbsProps) {
  const trail = breadcrumbTrail({ item, product, categories });
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="breadcrumbs__item">
              {index > 0 && (
                <svg className="breadcrumbs__separator" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
              {crumb.href ? (
                <Link className="breadcrumbs__link" to={crumb.href} aria-current={current ? 'page' : undefined}>
                  {crumb.label}
                </Link>
              ) : (
                <span className="breadcrumbs__current" aria-current={current ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
