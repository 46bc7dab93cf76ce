/**
 * The Product content section of the desk's Settings page (issue 19, desk staff and owners): pick a
 * product, change the name and description its pages show, and save. The server's messages are
 * shown under their fields; a save shows on every server's pages at once.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../web/lib/api-client.js';
import { PRODUCT_DESCRIPTION_LIMITS, PRODUCT_NAME_LIMITS } from '../product-content-rules.js';
import type { ProductContentBody, StaffProductContent as Content } from '../staff-product-content.schemas.js';
import { StaffProductImages } from './StaffProductImages.js';
import './staff-product-content.css';

const KEY = ['staff', 'settings', 'products'] as const;

/** The server's message for a field, or for the form (the shipping sections do the same; catalogue may not import them). */
function errorsOf(error: unknown): { field: (name: string) => string | undefined; form: string | null } {
  if (!error) return { field: () => undefined, form: null };
  if (!(error instanceof ApiError)) return { field: () => undefined, form: 'The change could not be saved. Please try again.' };
  return { field: (name) => error.issues.find((issue) => issue.field === name)?.message, form: error.issues.length === 0 ? error.message : null };
}

const FieldError = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <span id={id} className="staff-field-error">
      {message}
    </span>
  ) : null;

export function StaffProductContent() {
  const id = useId();
  const content = useQuery({ queryKey: KEY, queryFn: async ({ signal }) => (await apiGet<Content>('/staff/settings/products', {}, signal)).data, retry: false });
  const [productId, setProductId] = useState<number | null>(null);
  const product = content.data?.products.find((p) => p.id === productId) ?? content.data?.products[0];
  return (
    <section className="staff-settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Product content</h2>
      <p className="staff-muted">The name, description and main picture each product’s page shows (and search engines read). Plain text; pages add “Stickers” to sticker names.</p>
      {content.isPending ? (
        <p role="status">Loading the products…</p>
      ) : content.isError || !product ? (
        <p role="alert">We couldn't load the products. Please refresh the page.</p>
      ) : (
        <>
          <div className="staff-settings-form">
            <label htmlFor={`${id}-product`}>
              Product
              <select id={`${id}-product`} value={product.id} onChange={(e) => setProductId(Number(e.target.value))}>
                {content.data.products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.display_name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {/* Keyed by product: another product starts from what is stored. */}
          <ContentForm key={product.id} product={product} />
          <StaffProductImages key={`images-${product.id}`} productId={product.id} productName={product.display_name} />
        </>
      )}
    </section>
  );
}

function ContentForm({ product }: { product: Content['products'][number] }) {
  const id = useId();
  const client = useQueryClient();
  const [form, setForm] = useState<ProductContentBody>({ name: product.name, description: product.description });
  const [message, setMessage] = useState('');
  const save = useMutation({
    mutationFn: (body: ProductContentBody) => apiSend<Content>('POST', `/staff/settings/products/${product.id}/content`, body),
  });
  const errors = errorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    save.mutate(form, {
      onSuccess: (answer) => {
        client.setQueryData(KEY, answer.data);
        // The fields show what was stored (trimmed, spaces made one).
        const saved = answer.data.products.find((p) => p.id === product.id);
        if (saved) setForm({ name: saved.name, description: saved.description });
        setMessage(answer.message ?? 'Saved.');
      },
    });
  };
  return (
    <form className="staff-settings-form staff-content-form" onSubmit={submit} noValidate aria-label={`Content of ${product.display_name}`}>
      <label>
        Name
        <input value={form.name} maxLength={PRODUCT_NAME_LIMITS.max + 10} onChange={(e) => setForm({ ...form, name: e.target.value })} aria-invalid={errors.field('name') ? true : undefined} aria-describedby={errors.field('name') ? `${id}-name-error` : undefined} />
        <FieldError id={`${id}-name-error`} message={errors.field('name')} />
      </label>
      <label className="staff-content-description">
        Description ({PRODUCT_DESCRIPTION_LIMITS.min}–{PRODUCT_DESCRIPTION_LIMITS.max} characters, {form.description.trim().length} now)
        <textarea rows={4} value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} aria-invalid={errors.field('description') ? true : undefined} aria-describedby={errors.field('description') ? `${id}-description-error` : undefined} />
        <FieldError id={`${id}-description-error`} message={errors.field('description')} />
      </label>
      <div className="staff-settings-form__buttons">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save content'}
        </button>
      </div>
      <div aria-live="polite" className="staff-settings-status">
        {message && <p className="staff-muted">{message}</p>}
        {errors.form && <p className="staff-error">{errors.form}</p>}
      </div>
    </form>
  );
}
