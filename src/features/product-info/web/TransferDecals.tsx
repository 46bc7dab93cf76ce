/**
 * The vinyl lettering panel's Transfer Decals block (forms-and-accounts.md §2 item 8): numbered
 * blurbs (colour, water and weather resistance, easy application), the Size Guide ("all sizes are
 * per letter") and two How-to-attach guides of six steps, each in a modal.
 */
import { useRef, useState } from 'react';
import { LazyModal } from '../../../web/components/ui/LazyModal.js';
import type { AttachGuide, TransferDecalsInfo } from '../content/types.js';

export function TransferDecals({ info }: { info: TransferDecalsInfo }) {
  // The guide stays set while the modal animates closed, so its title does not blank out.
  const [dialog, setDialog] = useState<{ id: AttachGuide['id']; open: boolean } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const guide = info.howTo.guides.find((g) => g.id === dialog?.id);

  return (
    <section className="pi-decals" aria-labelledby="pi-decals-title">
      <h3 id="pi-decals-title" className="pi-decals__title">
        {info.heading}
      </h3>
      <p className="pi-decals__intro">{info.intro}</p>
      <ol className="pi-decals__blurbs">
        {info.blurbs.map((blurb, i) => (
          <li key={blurb.title} className="pi-decals__blurb">
            <span className="pi-decals__number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <div>
              <h4 className="pi-decals__blurb-title">{blurb.title}</h4>
              <p>{blurb.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <div className="pi-decals__size">
        <h4 className="pi-decals__subtitle">{info.sizeGuide.title}</h4>
        <p className="pi-decals__note">
          <strong>Note:</strong> {info.sizeGuide.note}
        </p>
        <table className="pi-decals__table">
          <caption className="visually-hidden">Letter heights and what they suit</caption>
          <thead>
            <tr>
              <th scope="col">Letter height</th>
              <th scope="col">Good for</th>
            </tr>
          </thead>
          <tbody>
            {info.sizeGuide.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                <td>{row.use}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="pi-decals__howto">
        <h4 className="pi-decals__subtitle">{info.howTo.title}</h4>
        <p>{info.howTo.intro}</p>
        <div className="pi-decals__buttons">
          {info.howTo.guides.map((g) => (
            <button
              key={g.id}
              type="button"
              className="pi-button"
              aria-haspopup="dialog"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setDialog({ id: g.id, open: true });
              }}
            >
              How to attach: {g.button.toLowerCase()}
            </button>
          ))}
        </div>
      </div>

      <LazyModal
        open={dialog?.open ?? false}
        onOpenChange={(open) => setDialog((current) => (current ? { ...current, open } : null))}
        title={guide?.title ?? info.howTo.title}
        description={guide?.description}
        returnFocusRef={opener}
      >
        {guide && (
          <>
            <ol className="pi-steps">
              {guide.steps.map((step, i) => (
                <li key={i} className="pi-steps__step">
                  <span className="pi-steps__number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
            {guide.tip && <p className="pi-steps__tip">{guide.tip}</p>}
          </>
        )}
      </LazyModal>
    </section>
  );
}
