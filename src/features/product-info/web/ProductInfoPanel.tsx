/**
 * The product info panel (configurator.md §2; forms-and-accounts.md §2 items 8–9, §3): title,
 * subtitle, descriptions, optional video, sections, closing and captioned images for the product's
 * slug. Stickers, business cards and hang tags come from the lazily imported content bundle;
 * badges and magnets from the static JSON the page fetches, with their artwork templates. Hidden
 * for featured items 10, 11 and 12, and when the content fails to load (the failure is logged).
 */
import { useQuery } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { usePageLive } from '../../../web/components/HydrateLater.js';
import { TEMPLATE_FAMILIES } from '../../artwork-templates/template-sizes.js';
import { showsInfoPanel } from '../../catalogue/labels.js';
import { BADGES_AND_MAGNETS_SLUGS, FALLBACK_CONTENT } from '../content/index.js';
import type { ProductInfoContent, ProductInfoImage, ProductInfoSection, SupplyContent } from '../content/types.js';
import { magneticStrengthFor } from '../static-content.js';
import { badgesAndMagnetsQuery, productContentQuery, supplyContentQuery, useWarnOnError } from './product-info-queries.js';
import { TemplateDownloads } from './TemplateDownloads.js';
import { TransferDecals } from './TransferDecals.js';
import './ProductInfoPanel.css';

export interface ProductInfoPanelProps {
  featuredItemId: number;
  featuredItemSlug: string;
  product: { id: number; name: string; prod_info_ref: string; family: string };
}

export function ProductInfoPanel({ featuredItemId, featuredItemSlug, product }: ProductInfoPanelProps) {
  if (!showsInfoPanel(featuredItemId)) return null;
  const slug = product.prod_info_ref;
  if (BADGES_AND_MAGNETS_SLUGS.includes(slug)) return <BadgesAndMagnetsPanel key={slug} slug={slug} productName={product.name} />;
  return <ContentPanel key={slug} slug={slug} featuredItemSlug={featuredItemSlug} product={product} />;
}

/**
 * True from the task after the page went live: the page goes live as its last part hydrates, in
 * the task that runs every hydrated part's effects, and the panel's load (its content chunk and
 * its fetch) would lengthen that task.
 */
function useAfterPageLive(): boolean {
  const live = usePageLive();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!live || after) return;
    const timer = setTimeout(() => startTransition(() => setAfter(true)));
    return () => clearTimeout(timer);
  }, [live, after]);
  return after;
}

// ---------------------------------------------------------------------------------- stickers, cards, tags

function ContentPanel({ slug, featuredItemSlug, product }: { slug: string; featuredItemSlug: string; product: ProductInfoPanelProps['product'] }) {
  // The panel is below the page's first screen: its content is loaded after the page is live (every
  // part hydrated), not while it starts, and drawn in a transition, in slices, when it arrives (a
  // query's answer otherwise renders in one task the browser cannot cut). The skeleton, which the
  // server renders too, stays meanwhile (issue 24).
  const live = useAfterPageLive();
  const content = useDeferredValue(useQuery({ ...productContentQuery(slug), enabled: live }));
  const supply = useDeferredValue(useQuery({ ...supplyContentQuery(featuredItemSlug), enabled: live }));
  useWarnOnError(content.error, `the content for "${slug}"`);
  useWarnOnError(supply.error, `the supply content for "${featuredItemSlug}"`);

  if (content.isError) return null;
  if (content.isPending) return <PanelSkeleton />;

  const data = content.data;
  if (!data) {
    return (
      <PanelFrame eyebrow={product.name} title={FALLBACK_CONTENT.title} subtitle={FALLBACK_CONTENT.subtitle}>
        <p className="pi-lead">{FALLBACK_CONTENT.description}</p>
      </PanelFrame>
    );
  }
  return (
    <PanelFrame eyebrow="Product info" title={data.title} subtitle={data.subtitle}>
      {supply.data && <SupplyIntro supply={supply.data} />}
      <Overview descriptions={data.descriptions} image={data.images[0]} video={data.video} />
      <Sections sections={data.sections} />
      {data.transfer_decals && <TransferDecals info={data.transfer_decals} />}
      {/* Business cards and hang tags: the families with templates (badges and magnets have their own panel). */}
      {TEMPLATE_FAMILIES.includes(product.family) && <TemplateDownloads title="Download artwork templates" slug={slug} productName={product.name} />}
      <Figures images={data.images.slice(1)} />
      <Closing closing={data.closing_description} />
    </PanelFrame>
  );
}

function SupplyIntro({ supply }: { supply: SupplyContent }) {
  return (
    <div className="pi-supply">
      <h3 className="pi-supply__title">{supply.title}</h3>
      <p className="pi-supply__subtitle">{supply.subtitle}</p>
      {supply.descriptions.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      <ul className="pi-checks">
        {supply.highlights.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

// ---------------------------------------------------------------------------------- badges and magnets

function BadgesAndMagnetsPanel({ slug, productName }: { slug: string; productName: string }) {
  // Loaded and drawn as ContentPanel's content is: once the page is live, in slices.
  const live = useAfterPageLive();
  const { data, error, isPending } = useDeferredValue(useQuery({ ...badgesAndMagnetsQuery, enabled: live }));
  const details = data?.[slug];
  useWarnOnError(error ?? (data && !details ? new Error(`no entry for "${slug}"`) : null), 'the badges and magnets details');

  if (isPending) return <PanelSkeleton />;
  if (!details) return null;
  const strength = magneticStrengthFor(slug, details);
  return (
    <PanelFrame eyebrow="Product info" title={details.title} subtitle={details.subtitle}>
      <Overview descriptions={details.descriptions} image={{ src: details.hero_image.src, caption: '', alt: details.hero_image.alt }} />
      <div className="pi-sections">
        <InfoList section={details.finishing} />
        <div className="pi-section">
          <h3 className="pi-section__title">{details.sizes.title}</h3>
          <dl className="pi-sizes">
            {details.sizes.items.map((size) => (
              <div key={size.label} className="pi-sizes__row">
                <dt>{size.label}</dt>
                <dd>{size.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
        {strength && <InfoList section={strength} className="pi-section--highlight" />}
        <InfoList section={details.notice} className="pi-section--notice" />
      </div>
      {/* The files come from download-templates.json, the one list of templates; this JSON gives the heading. */}
      <TemplateDownloads title={details.templates.title} slug={slug} productName={productName} />
      <Figures images={details.images} />
    </PanelFrame>
  );
}

// ---------------------------------------------------------------------------------- building blocks

function PanelFrame({ eyebrow, title, subtitle, children }: { eyebrow: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <section id="product-info" className="pi" aria-labelledby="product-info-title">
      <header className="pi-header">
        <p className="pi-eyebrow">{eyebrow}</p>
        <h2 id="product-info-title" className="pi-title">
          {title}
        </h2>
        <p className="pi-subtitle">{subtitle}</p>
      </header>
      {children}
    </section>
  );
}

function PanelSkeleton() {
  return (
    <section id="product-info" className="pi pi--loading" aria-busy="true" aria-label="Product info">
      <div className="pi-skeleton pi-skeleton--title" />
      <div className="pi-skeleton" />
      <div className="pi-skeleton" />
      <div className="pi-skeleton pi-skeleton--short" />
    </section>
  );
}

function Overview({ descriptions, image, video }: { descriptions: string[]; image?: (ProductInfoImage & { alt?: string }) | undefined; video?: ProductInfoContent['video'] }) {
  return (
    <div className={image ? 'pi-overview' : 'pi-overview pi-overview--text'}>
      <div className="pi-overview__text">
        {descriptions.map((text, i) => (
          <p key={i} className={i === 0 ? 'pi-lead' : undefined}>
            {text}
          </p>
        ))}
        {video && (
          <video className="pi-video" controls preload="none" poster={video.thumbnail} src={video.source}>
            <a href={video.source}>Watch the video</a>
          </video>
        )}
      </div>
      {image && (
        <figure className="pi-figure">
          <img src={image.src} alt={image.alt ?? ''} width={600} height={600} loading="lazy" decoding="async" />
          {image.caption && <figcaption>{image.caption}</figcaption>}
        </figure>
      )}
    </div>
  );
}

function Sections({ sections }: { sections: ProductInfoSection[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="pi-sections">
      {sections.map((section) => (
        <InfoList key={section.title} section={section} />
      ))}
    </div>
  );
}

function InfoList({ section, className }: { section: ProductInfoSection; className?: string }) {
  return (
    <div className={className ? `pi-section ${className}` : 'pi-section'}>
      <h3 className="pi-section__title">{section.title}</h3>
      <ul className="pi-checks">
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function Figures({ images }: { images: ProductInfoImage[] }) {
  if (images.length === 0) return null;
  return (
    <div className="pi-figures">
      {images.map((image) => (
        <figure key={image.src} className="pi-figure">
          {/* The caption describes the picture, so the image itself is decorative. */}
          <img src={image.src} alt="" width={600} height={600} loading="lazy" decoding="async" />
          <figcaption>{image.caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}

function Closing({ closing }: { closing: string | string[] }) {
  const paragraphs = typeof closing === 'string' ? [closing] : closing;
  if (paragraphs.length === 0) return null;
  return (
    <div className="pi-closing">
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  );
}
