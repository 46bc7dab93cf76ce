/**
 * The pictures part of the desk's Product content section (issue 19): the product's main picture
 * now, an upload form (JPEG, PNG or WebP with its alt text), and each uploaded picture with "Use as
 * main picture"; "Back to the standard picture" when an uploaded one is shown. Messages from the
 * server are shown under their fields.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../web/lib/api-client.js';
import { PRODUCT_IMAGE_ALT_LIMITS, PRODUCT_IMAGE_MIN_SIDE } from '../product-image-rules.js';
import type { StaffProductImages as Images } from '../staff-product-images.schemas.js';

/** The file's bytes as base64 (what the API takes). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });
}

const issueOf = (error: unknown, field: string) => (error instanceof ApiError ? error.issues.find((i) => i.field === field)?.message : undefined);
const formErrorOf = (error: unknown) => (!error ? null : error instanceof ApiError ? (error.issues.length === 0 ? error.message : null) : 'The change could not be saved. Please try again.');

export function StaffProductImages({ productId, productName }: { productId: number; productName: string }) {
  const id = useId();
  const client = useQueryClient();
  const key = ['staff', 'settings', 'products', productId, 'images'] as const;
  const images = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await apiGet<Images>(`/staff/settings/products/${productId}/images`, {}, signal)).data, retry: false });
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [message, setMessage] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async () => apiSend<Images>('POST', `/staff/settings/products/${productId}/images`, { image_base64: file ? await readBase64(file) : '', alt }),
  });
  const choose = useMutation({ mutationFn: (imageId: string | null) => apiSend<Images>('PUT', `/staff/settings/products/${productId}/images/main`, { image_id: imageId }) });
  const done = (answer: { data: Images; message?: string | undefined }) => {
    client.setQueryData(key, answer.data);
    setMessage(answer.message ?? 'Saved.');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    choose.reset();
    upload.mutate(undefined, {
      onSuccess: (answer) => {
        done(answer);
        setFile(null);
        setAlt('');
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };
  const pick = (imageId: string | null) => {
    setMessage('');
    upload.reset();
    choose.mutate(imageId, { onSuccess: done });
  };
  const imageError = issueOf(upload.error, 'image');
  const altError = issueOf(upload.error, 'alt');
  const formError = formErrorOf(upload.error) ?? formErrorOf(choose.error);
  const data = images.data;
  return (
    <div className="staff-product-images" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`}>Pictures of {productName}</h3>
      {images.isPending ? (
        <p role="status">Loading the pictures…</p>
      ) : images.isError || !data ? (
        <p role="alert">We couldn't load the pictures. Please refresh the page.</p>
      ) : (
        <>
          <div className="staff-product-images__main">
            <img src={data.main_image_url} alt="" width={120} height={120} />
            <p>
              {data.main_image_id ? 'The main picture is an uploaded one.' : 'The main picture is the standard one.'}
              {data.main_image_id && (
                <>
                  {' '}
                  <button type="button" className="button" disabled={choose.isPending} onClick={() => pick(null)}>
                    Back to the standard picture
                  </button>
                </>
              )}
            </p>
          </div>
          <form className="staff-settings-form staff-product-images__upload" onSubmit={submit} noValidate aria-label={`Upload a picture of ${productName}`}>
            <label>
              Picture (JPEG, PNG or WebP, at most 8 MB, at least {PRODUCT_IMAGE_MIN_SIDE} px on the short side)
              <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => setFile(e.target.files?.[0] ?? null)} aria-invalid={imageError ? true : undefined} aria-describedby={imageError ? `${id}-image-error` : undefined} />
              {imageError && (
                <span id={`${id}-image-error`} className="staff-field-error">
                  {imageError}
                </span>
              )}
            </label>
            <label>
              Alt text ({PRODUCT_IMAGE_ALT_LIMITS.min}–{PRODUCT_IMAGE_ALT_LIMITS.max} characters: what the picture shows)
              <input value={alt} maxLength={PRODUCT_IMAGE_ALT_LIMITS.max + 20} onChange={(e) => setAlt(e.target.value)} aria-invalid={altError ? true : undefined} aria-describedby={altError ? `${id}-alt-error` : undefined} />
              {altError && (
                <span id={`${id}-alt-error`} className="staff-field-error">
                  {altError}
                </span>
              )}
            </label>
            <div className="staff-settings-form__buttons">
              <button type="submit" className="button button-primary" disabled={upload.isPending}>
                {upload.isPending ? 'Uploading…' : 'Upload picture'}
              </button>
            </div>
          </form>
          <div aria-live="polite" className="staff-settings-status">
            {message && <p className="staff-muted">{message}</p>}
            {formError && <p className="staff-error">{formError}</p>}
          </div>
          {data.images.length > 0 && (
            <ul className="staff-product-images__list">
              {data.images.map((image) => (
                <li key={image.id}>
                  <img src={image.url} alt={image.alt} width={160} height={Math.round((160 * image.height) / image.width)} loading="lazy" />
                  <span>{image.alt}</span>
                  <span className="staff-muted">
                    {image.width} × {image.height} px
                  </span>
                  {image.id === data.main_image_id ? (
                    <strong>Main picture</strong>
                  ) : (
                    <button type="button" className="button" disabled={choose.isPending} onClick={() => pick(image.id)}>
                      Use as main picture
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
