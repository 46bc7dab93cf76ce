/**
 * Special processing (foil stamping, spot UV, embossing…): what the product can take, quoted by
 * hand. Options that don't suit the product or the chosen finishing are shown as unavailable.
 */
import type { Product } from '../../catalogue/catalogue.schemas.js';
import { SpecialProcessingRequest } from './SpecialProcessingRequest.js';
import type { Selection } from '../configurator-state.js';
import './SpecialProcessingSection.css';

interface SpecialProcessingSectionProps {
  product: Product;
  finishingId?: number | null;
  /** The page's products and the configurator's selection, where the request form starts. */
  products?: readonly Product[];
  selection?: Selection;
  featuredItemId?: number;
}

export function SpecialProcessingSection({ product, finishingId, products = [product], selection, featuredItemId }: SpecialProcessingSectionProps) {
  const options = product.attributes.special_processing;
  return (
    <section id="special-processing" className="sp-section" aria-labelledby="sp-title">
      <h2 id="sp-title">Special Processing</h2>
      <p className="sp-intro">
        Make your {product.name.toLowerCase()} stand out with a finishing touch. Special processing is set up for each design, so we quote it
        individually after seeing your artwork.
      </p>
      <ul className="sp-list">
        {options.map((option) => {
          const unavailable = option.disabled_product_ids.includes(product.id) || (finishingId != null && option.disabled_finishing_ids.includes(finishingId));
          return (
            <li key={option.id} className="sp-item" data-unavailable={unavailable || undefined}>
              <h3>{option.name}</h3>
              <p>{option.description}</p>
              {option.items.length > 0 && <p className="sp-choices">Choices: {option.items.map((i) => i.name).join(', ')}</p>}
              {unavailable && <p className="sp-unavailable">Not available with the current material or finishing.</p>}
            </li>
          );
        })}
      </ul>
      <div className="sp-request">
        <SpecialProcessingRequest products={products} productId={product.id} selection={selection} featuredItemId={featuredItemId} />
      </div>
    </section>
  );
}
