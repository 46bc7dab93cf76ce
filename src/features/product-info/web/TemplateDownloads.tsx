/** The Download Templates block: AI and PDF buttons per size (forms-and-accounts.md §2 item 9). */
import type { TemplateFile } from '../static-content.schemas.js';

export interface TemplateDownloadsProps {
  title: string;
  note: string;
  productName: string;
  templates: readonly TemplateFile[];
  headingLevel?: 'h3' | 'h4';
}

export function TemplateDownloads({ title, note, productName, templates, headingLevel = 'h3' }: TemplateDownloadsProps) {
  const Heading = headingLevel;
  return (
    <div className="pi-templates">
      <Heading className="pi-templates__title">{title}</Heading>
      <ul className="pi-templates__list">
        {templates.map((template) => (
          <li key={template.size} className="pi-templates__row">
            <span className="pi-templates__size">{template.label}</span>
            <span className="pi-templates__buttons">
              <a className="pi-templates__button" href={template.ai} download={fileName(template.ai)} aria-label={`AI: download the ${template.label} ${productName} template for Illustrator (SVG file)`}>
                <DownloadIcon /> AI
              </a>
              <a className="pi-templates__button" href={template.pdf} download={fileName(template.pdf)} aria-label={`PDF: download the ${template.label} ${productName} template as a print guide (SVG file)`}>
                <DownloadIcon /> PDF
              </a>
            </span>
          </li>
        ))}
      </ul>
      <p className="pi-templates__note">{note}</p>
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
