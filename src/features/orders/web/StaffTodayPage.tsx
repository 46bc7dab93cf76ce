/**
 * Today (/staff, issue 19): the desk's home. The day's work as four cards, each a count and a link
 * to the desk's list of those orders: awaiting payment (and how many payment windows end today),
 * proofs to release (automatic proofs made, not yet sent), approved to print (approved, not yet in
 * production), to dispatch today (approved or in production, dispatch date today or earlier).
 * Desk staff only: anyone else is told the page is for staff (the API answers them 404).
 */
import { Link } from 'react-router';
import { notForYou, StaffOnlyNotice } from '../../../web/components/staff/staff-page.js';
import { StaffDeskNav } from '../../staff/web/StaffDeskNav.js';
import { useStaffDashboard } from './staff-order-api.js';
import '../../staff/web/staff-pages.css';
import './staff-today.css';

export function StaffTodayPage() {
  const today = useStaffDashboard();
  if (today.isError && notForYou(today.error)) return <StaffOnlyNotice title="Today" what="day’s work" />;
  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <StaffDeskNav />
      <h1 id="staff-title">Today</h1>
      {today.data && <p className="staff-muted">{today.data.today_text}: the orders waiting for the desk. Each card opens the list of those orders.</p>}
      {today.isPending && <p role="status">Loading today’s work…</p>}
      {today.isError && !notForYou(today.error) && <p role="alert">We couldn't load today’s work. Please refresh the page.</p>}
      {today.data && (
        <ul className="staff-today" aria-label="Today’s work">
          {today.data.cards.map((card) => (
            <li key={card.key}>
              <Link className="staff-today__card" to={card.link} data-key={card.key}>
                <span className="staff-today__label">{card.label}</span>
                <span className="staff-today__count">
                  {card.count.toLocaleString('en-SG')}
                  <span className="visually-hidden"> {card.count === 1 ? 'order' : 'orders'}</span>
                </span>
                {card.note && <span className="staff-today__note">{card.note}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
