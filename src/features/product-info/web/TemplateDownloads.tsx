/**
 * The Download Templates block (forms-and-accounts.md §2 item 9): an AI and a PDF button that
 * download every size of the product's templates as one zip (`{slug}-{format}.zip`, zipped in the
 * browser: artwork-templates/web/template-zip.ts), and a link per size and format for a designer
 * who wants one file. The list is /artwork-guide/download-templates.json, keyed by the slug with
 * dashes turned into underscores. A product without an entry, or a list that failed to load
 * (only logged), gets the spec's 'No templates found for this product.' when a button is pressed.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { templateKey, type TemplateFormat } from '../../artwork-templates/template-sizes.js';
import { downloadTemplateZip, zipFileName } from '../../artwork-templates/web/template-zip.js';
import type { DownloadTemplates } from '../../artwork-templates/artwork-templates.schemas.js';
import { downloadTemplatesQuery, useWarnOnError } from './product-info-queries.js';
import '../../artwork-templates/web/template-downloads.css';

export interface TemplateDownloadsProps {
  /** The product's slug (prod_info_ref), e.g. button-badge. */
  slug: string;
  productName: string;
  title: string;
  headingLevel?: 'h3' | 'h4';
}

const FORMATS: readonly { format: TemplateFormat; label: string; all: string; one: string }[] = [
  { format: 'ai', label: 'AI', all: 'for Adobe Illustrator', one: 'for Adobe Illustrator' },
  { format: 'pdf', label: 'PDF', all: 'as PDFs', one: 'as a PDF' },
];

type Message = { kind: 'alert' | 'status'; text: string } | null;

export function TemplateDownloads({ slug, productName, title, headingLevel = 'h3' }: TemplateDownloadsProps) {
  const Heading = headingLevel;
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(downloadTemplatesQuery);
  useWarnOnError(error, 'the artwork templates');
  const entry = data?.[templateKey(slug)];
  const [busy, setBusy] = useState<TemplateFormat | null>(null);
  const [message, setMessage] = useState<Message>(null);

  const download = async (format: TemplateFormat) => {
    setBusy(format);
    setMessage({ kind: 'status', text: `Preparing ${zipFileName(slug, format)}…` });
    try {
      // The list normally came with the panel; if it failed then, it is asked for again now.
      let list: DownloadTemplates | undefined = data;
      if (!list) {
        try {
          list = await queryClient.fetchQuery(downloadTemplatesQuery);
        } catch (err) {
          console.warn('Product info: could not load the artwork templates.', err);
        }
      }
      const result = await downloadTemplateZip(slug, list?.[templateKey(slug)], format);
      if (!result.ok) setMessage({ kind: 'alert', text: result.message });
      else {
        const count = `${result.included} ${result.included === 1 ? 'template' : 'templates'}`;
        const skipped = result.skipped > 0 ? ` (${result.skipped} could not be fetched and ${result.skipped === 1 ? 'was' : 'were'} left out)` : '';
        setMessage({ kind: 'status', text: `Downloaded ${result.fileName}: ${count}${skipped}.` });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="pi-templates" role="group" aria-labelledby={headingId}>
      <Heading id={headingId} className="pi-templates__title">
        {title}
      </Heading>
      <p className="pi-templates__note">{entry?.note ?? `Artwork templates for the ${productName}: the bleed, the cut line and the safe area of every size.`}</p>
      <div className="tpl-zip">
        {FORMATS.map(({ format, label, all }) => (
          <button
            key={format}
            type="button"
            className="tpl-zip__button"
            aria-busy={busy === format}
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {busy === format ? <span className="tpl-zip__spinner" aria-hidden="true" /> : <DownloadIcon />}
            {/* The name is the visible text and then what it downloads: "AI all sizes, .zip – every Button Badge template for Adobe Illustrator". */}
            <span className="tpl-zip__label">{label}</span>
            <span className="tpl-zip__detail">
              {busy === format ? 'zipping…' : 'all sizes, .zip'}
              <span className="visually-hidden">{`– every ${productName} template ${all}`}</span>
            </span>
          </button>
        ))}
      </div>
      <div className="tpl-zip__messages">
        <p className="tpl-zip__alert" role="alert">
          {message?.kind === 'alert' ? message.text : ''}
        </p>
        <p className="tpl-zip__status" role="status">
          {message?.kind === 'status' ? message.text : ''}
        </p>
      </div>
      {entry && (
        <p id={`${headingId}-sizes`} className="tpl-size__caption">
          Or one size at a time:
        </p>
      )}
      {entry && (
        <ul className="pi-templates__list tpl-size__list" aria-labelledby={`${headingId}-sizes`}>
          {entry.templates.map((template) => (
            <li key={template.size} className="pi-templates__row">
              <span className="pi-templates__size">{template.label}</span>
              <span className="pi-templates__buttons">
                {FORMATS.map(({ format, label, one }) => (
                  <a
                    key={format}
                    className="pi-templates__button tpl-size__link"
                    href={template[format]}
                    download={fileName(template[format])}
                    aria-label={`${label}: download the ${template.label} ${productName} template ${one}`}
                  >
                    <DownloadIcon /> {label}
                  </a>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const fileName = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
