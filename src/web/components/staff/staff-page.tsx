/**
 * What the staff pages (/staff/quote-requests, /staff/orders, /staff/production) share: the desk's
 * navigation, the notice for anyone who is not staff, and the page's query parameters (filter and
 * open item) as the page's state.
 */
import { NavLink, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { ApiError } from '../../lib/api-client.js';
import './staff-desk-nav.css';

/** The staff desk's pages, as links (the current one marked with aria-current="page"). */
export function StaffDeskNav() {
  const pages = [
    { to: paths.staffOrders, label: 'Orders' },
    { to: paths.staffProduction, label: 'Production' },
    { to: paths.staffQuoteRequests, label: 'Quote requests' },
  ];
  return (
    <nav className="staff-desk-nav" aria-label="Staff desk">
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to}>{page.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The staff routes answer 404 to anyone else, so the page can't tell "not staff" from "gone". */
export const notForYou = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 401);

export function StaffOnlyNotice({ title, what }: { title: string; what: string }) {
  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <h1 id="staff-title">{title}</h1>
      <p className="acc-text">This page is for the shop’s staff. Sign in with a staff account to see the {what}.</p>
    </section>
  );
}

/** One query parameter's value and its setter (null removes it), keeping the others. */
export function useStaffQuery(): { get(name: string): string | null; set(name: string, value: string | null): void } {
  const [search, setSearch] = useSearchParams();
  return {
    get: (name) => search.get(name),
    set: (name, value) => {
      const next = new URLSearchParams(search);
      if (value) next.set(name, value);
      else next.delete(name);
      setSearch(next);
    },
  };
}
