/**
 * The staff desk's navigation, on every staff page: the pages the signed-in member's role opens
 * (staff-roles.ts), the current one marked with aria-current="page".
 */
import { NavLink } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { useMember } from '../../account/web/get-member.js';
import { roleGrants, type StaffRole } from '../../account/staff-roles.js';
import './staff-desk-nav.css';

/** The desk's pages, each with the role it needs (the server refuses the others anyway: staff-access.ts). */
const DESK_PAGES: readonly { to: string; label: string; role: StaffRole; end?: boolean }[] = [
  { to: paths.staffHome, label: 'Today', role: 'desk', end: true },
  { to: paths.staffOrders, label: 'Orders', role: 'desk' },
  { to: paths.staffQuoteRequests, label: 'Quote requests', role: 'desk' },
  { to: paths.staffProduction, label: 'Production', role: 'production' },
  { to: paths.staffReviews, label: 'Reviews', role: 'desk' },
  { to: paths.staffSettings, label: 'Settings', role: 'desk' },
  { to: paths.staffAudit, label: 'Audit log', role: 'desk' },
  { to: paths.staffTeam, label: 'Staff', role: 'owner' },
];

/** The staff desk's pages the member's role opens, as links (the current one marked with aria-current="page"). */
export function StaffDeskNav() {
  const { data: member } = useMember();
  const role = member?.staff_role;
  // Before the member is known, every page is listed (the server decides anyway); then only the role's.
  const pages = DESK_PAGES.filter((page) => role === undefined || roleGrants(role, page.role) || (page.to === paths.staffOrders && role === 'production'));
  return (
    <nav className="staff-desk-nav" aria-label="Staff desk">
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={page.end}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

