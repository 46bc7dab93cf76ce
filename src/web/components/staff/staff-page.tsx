/**
 * What the staff pages share (the desk's navigation is features/staff/web/StaffDeskNav.tsx): the
 * notice for anyone who is not staff, and the page's query parameters (filter and
 * open item) as the page's state.
 */
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.js';

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
