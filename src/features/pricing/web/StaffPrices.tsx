/**
 * The Prices section of the desk's Settings page (issue 19, owners only): pick a product, see each
 * of its price grids (sizes × quantities, total prices) and the option factors that apply to it;
 * change cells and see what changes (old → new) before saving; change a factor. The server checks
 * the whole grid like the seeded tables and names each cell it refuses; its messages are shown
 * under the table and on the cell. New quotes use a saved price at once, on every server.
 */
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../web/lib/api-client.js';
import { formatSgd } from '../../../shared/money.js';
import { dollarsText, parseDollars } from '../../shipping/shipping-settings-rules.js';
import { errorsOf, FieldError } from '../../shipping/web/StaffShippingSettings.js';
import { cellField, cellLabel, factorText } from '../staff-price-rules.js';
import type { StaffPrices as Prices } from '../staff-prices.schemas.js';
import { usePriceChange, useStaffPrices } from './staff-prices-api.js';
import './staff-prices.css';

type Grid = Prices['grids'][number];
type Factor = Prices['factors'][number];

export function StaffPrices() {
  const id = useId();
  const [productId, setProductId] = useState<number | null>(null);
  const [gridId, setGridId] = useState<number | null>(null);
  const prices = useStaffPrices(productId);
  if (prices.isError && prices.error instanceof ApiError && prices.error.status === 404 && productId === null) return null; // Not an owner: the section is theirs.
  return (
    <section className="staff-settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Prices</h2>
      <p className="staff-muted">Total prices by size and quantity, and the factors options multiply them by. A saved price applies to new quotes at once; carts show shoppers the new price (“now … was …”); quotations keep theirs and say today’s differs.</p>
      {prices.isPending ? (
        <p role="status">Loading the prices…</p>
      ) : prices.isError ? (
        <p role="alert">We couldn't load the prices. Please refresh the page.</p>
      ) : (
        <>
          <div className="staff-settings-form staff-prices-pick">
            <label htmlFor={`${id}-product`}>
              Product
              <select
                id={`${id}-product`}
                value={prices.data.product.id}
                onChange={(e) => {
                  setProductId(Number(e.target.value));
                  setGridId(null);
                }}
              >
                {prices.data.products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            {prices.data.grids.length > 1 && (
              <label htmlFor={`${id}-cutting`}>
                Cutting
                <select id={`${id}-cutting`} value={shownGrid(prices.data, gridId)?.id ?? ''} onChange={(e) => setGridId(Number(e.target.value))}>
                  {prices.data.grids.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.cutting}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          {(() => {
            const grid = shownGrid(prices.data, gridId);
            // Keyed by grid: another grid starts from what is stored.
            return grid ? <GridForm key={grid.id} grid={grid} product={prices.data.product.name} /> : <p className="staff-muted">This product has no price grid.</p>;
          })()}
          <FactorsTable prices={prices.data} />
        </>
      )}
    </section>
  );
}

/** The grid chosen, or the product's first. */
const shownGrid = (prices: Prices, gridId: number | null): Grid | undefined => prices.grids.find((g) => g.id === gridId) ?? prices.grids[0];

function GridForm({ grid, product }: { grid: Grid; product: string }) {
  const change = usePriceChange();
  const id = useId();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const errors = errorsOf(change.error);
  const issues = change.error instanceof ApiError ? change.error.issues.filter((i) => i.field.startsWith('prices.')) : [];

  const changed = Object.entries(drafts)
    .map(([field, text]) => {
      const [, size, run] = field.split('.').map(Number);
      const before = grid.prices_cents[size ?? 0]?.[run ?? 0] ?? 0;
      return { field, size: size ?? 0, run: run ?? 0, text, before, after: parseDollars(text) };
    })
    .filter((c) => c.after !== c.before);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    if (changed.length === 0) {
      setMessage('Nothing to save: change a price first.');
      return;
    }
    change.mutate(
      { kind: 'grid', id: grid.id, body: { changes: changed.map((c) => ({ size: c.size, run: c.run, price: c.text })) } },
      {
        onSuccess: (answer) => {
          // The cells now show the saved prices (the answer replaced the cached grid).
          setDrafts({});
          setMessage(answer.message ?? 'Saved.');
        },
      },
    );
  };

  return (
    <form className="staff-prices-grid" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {product}, {grid.cutting}
      </h3>
      <p className="staff-muted">Total price in S$ for a square of each size (other sizes are priced by their area in between) and each quantity.</p>
      <div className="staff-table-wrap staff-prices-scroll">
        <table className="staff-table staff-prices-table">
          <caption className="visually-hidden">
            {product}, {grid.cutting}: total prices by size and quantity
          </caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {grid.run_sizes.map((run) => (
                <th key={run} scope="col" className="staff-num">
                  {run.toLocaleString('en-SG')} pcs
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.sizes_mm.map((side, i) => (
              <tr key={side}>
                <th scope="row">
                  {side} × {side} mm
                </th>
                {grid.run_sizes.map((_, j) => {
                  const field = cellField(i, j);
                  const saved = grid.prices_cents[i]?.[j] ?? 0;
                  const value = drafts[field] ?? dollarsText(saved);
                  const error = errors.field(field);
                  const isChanged = drafts[field] !== undefined && parseDollars(drafts[field]) !== saved;
                  return (
                    <td key={j} data-changed={isChanged || undefined}>
                      <input
                        inputMode="decimal"
                        aria-label={`${cellLabel(grid, i, j)} (S$)`}
                        value={value}
                        onChange={(e) => setDrafts({ ...drafts, [field]: e.target.value })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-${field}` : undefined}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {issues.length > 0 && (
        <ul className="staff-prices-issues" aria-label="Prices to fix">
          {issues.map((issue) => (
            <li key={issue.field}>
              <FieldError id={`${id}-${issue.field}`} message={issue.message} />
            </li>
          ))}
        </ul>
      )}
      {changed.length > 0 && (
        <div className="staff-prices-preview">
          <h4>What changes for new quotes</h4>
          <ul>
            {changed.map((c) => (
              <li key={c.field}>
                {cellLabel(grid, c.size, c.run)}: {formatSgd(c.before)} → {c.after === undefined ? `“${c.text}” (not an amount)` : formatSgd(c.after)}
                {c.after !== undefined && <span className="staff-muted"> ({c.after > c.before ? '+' : '−'}{formatSgd(Math.abs(c.after - c.before))})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="staff-settings-form__buttons">
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : changed.length > 1 ? `Save ${changed.length} prices` : 'Save prices'}
        </button>
        {Object.keys(drafts).length > 0 && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setDrafts({});
              change.reset();
              setMessage('');
            }}
          >
            Undo changes
          </button>
        )}
      </div>
      <div aria-live="polite" className="staff-settings-status">
        {message && <p className="staff-muted">{message}</p>}
        {errors.form && <p className="staff-error">{errors.form}</p>}
        {issues.length > 1 && <p className="staff-error">{issues.length} prices need a look (listed above the buttons).</p>}
      </div>
    </form>
  );
}

function FactorsTable({ prices }: { prices: Prices }) {
  const id = useId();
  return (
    <div className="staff-prices-factors">
      <h3 id={`${id}-title`}>Option factors for {prices.product.name}</h3>
      <p className="staff-muted">Each option multiplies the grid price: ×1.00 costs nothing extra, ×1.15 adds 15 %. A factor for all products changes every product without its own.</p>
      {[...new Set(prices.factors.map((f) => f.kind_label))].map((kind) => {
        const factors = prices.factors.filter((f) => f.kind_label === kind);
        return (
          <details key={kind} className="staff-prices-kind">
            <summary>
              {kind} ({factors.length}; {factors.filter((f) => f.factor_bp !== 10_000).length} cost extra)
            </summary>
            <div className="staff-table-wrap">
              <table className="staff-table staff-settings-table-compact">
                <caption className="visually-hidden">
                  {kind} factors for {prices.product.name}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Option</th>
                    <th scope="col">Applies to</th>
                    <th scope="col">Factor</th>
                  </tr>
                </thead>
                <tbody>
                  {factors.map((factor) => (
                    <FactorRow key={`${factor.id}:${factor.factor_bp}`} factor={factor} productId={prices.product.id} />
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        );
      })}
    </div>
  );
}

function FactorRow({ factor, productId }: { factor: Factor; productId: number }) {
  const change = usePriceChange();
  const id = useId();
  const [text, setText] = useState((factor.factor_bp / 10_000).toFixed(factor.factor_bp % 100 === 0 ? 2 : 4));
  const [message, setMessage] = useState('');
  const errors = errorsOf(change.error);
  const error = errors.field('factor') ?? errors.form ?? undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    change.mutate({ kind: 'factor', id: factor.id, productId, body: { factor: text } }, { onSuccess: (answer) => setMessage(answer.message ?? 'Saved.') });
  };
  return (
    <tr>
      <td>{factor.option}</td>
      <td>{factor.scope}</td>
      <td>
        <form className="staff-prices-factor" onSubmit={submit} noValidate>
          <input
            inputMode="decimal"
            aria-label={`${factor.kind_label} ${factor.option}, ${factor.scope}: factor (now ${factorText(factor.factor_bp)})`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="button button-secondary" disabled={change.isPending} aria-label={`Save the factor of ${factor.kind_label} ${factor.option}, ${factor.scope}`}>
            {change.isPending ? 'Saving…' : 'Save'}
          </button>
          <FieldError id={`${id}-error`} message={error} />
          <span aria-live="polite" className="staff-muted">
            {message}
          </span>
        </form>
      </td>
    </tr>
  );
}
