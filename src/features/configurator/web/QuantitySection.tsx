/**
 * Quantity (spec §2, §5): the first two quantities as choices, the rest under See More, and an
 * optional Custom Quantity box (digits only, 6 at most, paste blocked) with the divisibility hint.
 * Each listed quantity shows its price and savings once pricing has answered.
 */
import { useId, useState, type ClipboardEvent } from 'react';
import type { Product } from '../../catalogue/catalogue.schemas.js';
import type { QuantityTierDto } from '../../pricing/pricing.schemas.js';
import { customQuantityInfoText, formatQuantity, sanitizeQuantityInput, CUSTOM_QUANTITY_INPUT_MAX_LENGTH } from '../../catalogue/quantity-rules.js';
import { formatSgd } from '../../../shared/money.js';
import { InfoButton } from '../../../web/components/ui/InfoButton.js';
import { quantitiesFor, quantityRuleFor, type Selection } from '../configurator-state.js';
import { OptionHeading } from './OptionGroup.js';
import './QuantitySection.css';

/** Quantities shown before "See More" (spec §2). */
export const QUANTITIES_SHOWN_FIRST = 2;

interface QuantitySectionProps {
  product: Product;
  selection: Selection;
  tiers: readonly QuantityTierDto[];
  error?: string | undefined;
  onQuantity(quantity: number): void;
  onCustomQuantity(value: string): void;
  /** Custom Quantity picked (a click: priced at once, not after the typing pause). */
  onStartCustomQuantity(): void;
  onLeaveCustomQuantity(): void;
}

const blockPaste = (event: ClipboardEvent) => event.preventDefault();

export function QuantitySection({ product, selection, tiers, error, onQuantity, onCustomQuantity, onStartCustomQuantity, onLeaveCustomQuantity }: QuantitySectionProps) {
  const quantities = quantitiesFor(product, selection);
  const rule = quantityRuleFor(product, selection.cuttingId);
  const customMode = selection.customQuantity !== null;
  const chosenIndex = quantities.indexOf(selection.quantity ?? -1);
  const [expanded, setExpanded] = useState(false);
  const showAll = expanded || chosenIndex >= QUANTITIES_SHOWN_FIRST;
  const shown = showAll ? quantities : quantities.slice(0, QUANTITIES_SHOWN_FIRST);
  const tierByQuantity = new Map(tiers.map((t) => [t.quantity, t]));
  const ids = useId();
  const infoId = `${ids}-custom-info`;
  const errorId = `${ids}-custom-error`;

  return (
    <div className="quantity-section option-group">
      <OptionHeading id={`${ids}-label`} text="Quantity" info={<InfoButton topic="quantity" />} />
      <div className="quantity-choices" role="radiogroup" aria-labelledby={`${ids}-label`}>
        {shown.map((quantity) => {
          const tier = tierByQuantity.get(quantity);
          const checked = !customMode && selection.quantity === quantity;
          return (
            <label key={quantity} className="quantity-choice" data-checked={checked || undefined}>
              <input type="radio" name="quantity" checked={checked} onChange={() => onQuantity(quantity)} />
              <span className="quantity-count">{formatQuantity(quantity)}</span>
              <span className="quantity-price">{tier ? formatSgd(tier.price_cents) : ' '}</span>
              <span className="quantity-savings">{tier && tier.savings_percent > 0 ? `Save ${tier.savings_percent}%` : ' '}</span>
            </label>
          );
        })}
        {rule.allowed && (
          <label className="quantity-choice quantity-choice-custom" data-checked={customMode || undefined}>
            <input type="radio" name="quantity" checked={customMode} onChange={onStartCustomQuantity} />
            <span className="quantity-count">Custom Quantity</span>
          </label>
        )}
      </div>
      {quantities.length > QUANTITIES_SHOWN_FIRST && !(chosenIndex >= QUANTITIES_SHOWN_FIRST) && (
        <button type="button" className="quantity-more" aria-expanded={showAll} onClick={() => setExpanded(!expanded)}>
          {showAll ? 'See Less' : `See More (${quantities.length - QUANTITIES_SHOWN_FIRST} more)`}
        </button>
      )}
      {customMode && (
        <div className="quantity-custom">
          <label className="size-input">
            <span>Custom quantity</span>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={CUSTOM_QUANTITY_INPUT_MAX_LENGTH}
              value={selection.customQuantity ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${infoId}${error ? ` ${errorId}` : ''}`}
              onPaste={blockPaste}
              onChange={(e) => onCustomQuantity(sanitizeQuantityInput(e.target.value))}
              onBlur={onLeaveCustomQuantity}
              autoFocus
            />
          </label>
          <p id={infoId} className="option-group-note">
            {customQuantityInfoText(selection.customQuantity, rule.modulo)}
          </p>
          <p id={errorId} className="field-error" role="alert" hidden={!error}>
            {error}
          </p>
        </div>
      )}
    </div>
  );
}
