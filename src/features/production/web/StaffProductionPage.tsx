/**
 * Production (/staff/production), the staff desk's view of the work to print: approved order lines
 * grouped by dispatch date, then material. Each line links its print PDF, job sheet and (sticker
 * sheets) gang sheet, and says whether its files are ready, being made (the page asks again until
 * they are) or its artwork needs preparing by hand. `?date=YYYY-MM-DD` shows one dispatch day
 * (including lines already dispatched); each day offers its files as one zip. Only staff get
 * answers: anyone else is told the page is for staff (the API answers them 404).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { notForYou, StaffOnlyNotice, useStaffQuery } from '../../../web/components/staff/staff-page.js';
import { StaffDeskNav } from '../../staff/web/StaffDeskNav.js';
import type { PrintFileDto, ProductionDay, ProductionLineDto } from '../production.schemas.js';
import { useProduction } from './production-api.js';
import '../../staff/web/staff-pages.css';
import './StaffProductionPage.css';

const FILE_LABELS: Record<PrintFileDto['kind'], string> = { print: 'Print PDF', 'job-sheet': 'Job sheet', 'gang-sheet': 'Gang sheet' };
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function StaffProductionPage() {
  const query = useStaffQuery();
  const asked = query.get('date') ?? '';
  const date = DAY_PATTERN.test(asked) ? asked : '';
  const view = useProduction(date);
  const dateId = useId();

  if (view.isError && notForYou(view.error)) {
    return <StaffOnlyNotice title="Production" what="production files" />;
  }
  const days = view.data?.days ?? [];
  return (
    <section className="staff-page prod-page" aria-labelledby="staff-title">
      <StaffDeskNav />
      <h1 id="staff-title">Production</h1>
      <p className="staff-muted">Approved order lines by dispatch date and material, with their print files. {date ? 'One dispatch day.' : 'Everything not yet dispatched.'}</p>
      <div className="prod-filter">
        <label htmlFor={dateId}>Dispatch date</label>
        <input id={dateId} type="date" value={date} onChange={(event) => query.set('date', event.target.value || null)} />
        {date && (
          <button type="button" className="button button-secondary" onClick={() => query.set('date', null)}>
            Show all not dispatched
          </button>
        )}
      </div>
      <div aria-live="polite">
        {view.isPending && <p role="status">Loading production…</p>}
        {view.isError && !notForYou(view.error) && <p role="alert">We couldn't load production. Please refresh the page.</p>}
        {view.data && days.length === 0 && <p className="acc-text">No approved lines {date ? 'dispatching that day' : 'waiting to be printed'}.</p>}
      </div>
      {days.map((day) => (
        <DaySection key={day.dispatch_date ?? 'none'} day={day} />
      ))}
    </section>
  );
}

function DaySection({ day }: { day: ProductionDay }) {
  const id = useId();
  const lines = day.materials.reduce((sum, group) => sum + group.lines.length, 0);
  return (
    <section className="prod-day" aria-labelledby={id}>
      <div className="prod-day__head">
        <h2 id={id}>Dispatch {day.dispatch_date_text}</h2>
        {day.zip_url && day.file_count > 0 && (
          <a className="button button-primary" href={day.zip_url} download>
            Download the day’s files (zip, {day.file_count} {day.file_count === 1 ? 'file' : 'files'})
          </a>
        )}
      </div>
      <p className="staff-muted">
        {lines} {lines === 1 ? 'line' : 'lines'} in {day.materials.length} {day.materials.length === 1 ? 'material' : 'materials'}
      </p>
      {day.materials.map((group) => (
        <MaterialTable key={group.material} material={group.material} day={day.dispatch_date_text} lines={group.lines} />
      ))}
    </section>
  );
}

function MaterialTable({ material, day, lines }: { material: string; day: string; lines: ProductionLineDto[] }) {
  const id = useId();
  return (
    <div className="prod-material">
      <h3 id={id}>{material}</h3>
      <div className="staff-table-wrap">
        <table className="staff-table prod-table">
          <caption className="visually-hidden">
            {material}: lines dispatching {day}
          </caption>
          <thead>
            <tr>
              <th scope="col">Order and line</th>
              <th scope="col">Product</th>
              <th scope="col">Finishing</th>
              <th scope="col" className="staff-num">
                Qty
              </th>
              <th scope="col">Files</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.order_no}-${line.line}`}>
                <td className="staff-nowrap">
                  <Link to={line.order_url}>{line.order_no}</Link>
                  <span className="staff-muted staff-line">
                    line {line.line} of {line.lines}
                  </span>
                </td>
                <td data-label="Product">
                  <span>
                    {line.product}
                    <span className="staff-muted staff-line">{line.size}</span>
                  </span>
                </td>
                <td data-label="Finishing">{line.finishing}</td>
                <td className="staff-num" data-label="Qty">
                  <span>
                    {line.quantity.toLocaleString('en-SG')}
                    {line.bonus_quantity > 0 && <span className="staff-muted staff-line">incl. {line.bonus_quantity} free</span>}
                  </span>
                </td>
                <td data-label="Files">
                  {line.files.length === 0 ? (
                    <span className="staff-muted">None yet</span>
                  ) : (
                    <ul className="prod-files">
                      {line.files.map((file) => (
                        <li key={file.id}>
                          <a href={file.url} download aria-label={`${FILE_LABELS[file.kind]}, ${line.order_no} line ${line.line} (PDF)`}>
                            {FILE_LABELS[file.kind]}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label="State">
                  <span className="prod-state" data-state={line.state}>
                    {line.state_label}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
