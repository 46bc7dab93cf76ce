/**
 * Add-ons (sheet colour, roll winding, white print, punch hole, tag string) and premium
 * processing. Choosing "Yes" for premium processing opens the premium coating sub-choice; closing
 * it without a choice leaves the first coating (spec §4). Hologram and the premium-coating
 * finishings force the first coating.
 */
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import type { Product } from '../../catalogue/catalogue.schemas.js';
import { forcedPremiumCoatingIndex, PREMIUM_COATING_NOTE, showsPremiumCoating } from '../../catalogue/labels.js';
import { InfoButton } from '../../../web/components/ui/InfoButton.js';
import { ADDON_PREREQUISITES, addonPrerequisiteMet, isNoneChoice } from '../../pricing/offer.js';
import { addonChoices, addonsFor, PREMIUM_PROCESSING_CODE, premiumAddonFor, type Selection } from '../configurator-state.js';
import { OptionGroup } from './OptionGroup.js';
import './AddonSections.css';

interface AddonSectionsProps {
  product: Product;
  selection: Selection;
  onAddon(code: string, itemId: number): void;
  onPremium(choiceId: number): void;
  onPremiumCoating(coatingId: number): void;
}

const addonInfo: Record<string, 'white-print' | 'roll' | undefined> = { 'white-print': 'white-print', 'roll-orientation': 'roll' };

export function AddonSections({ product, selection, onAddon, onPremium, onPremiumCoating }: AddonSectionsProps) {
  const addons = addonsFor(product, selection.cuttingId, selection.finishingId).filter((a) => a.code !== PREMIUM_PROCESSING_CODE);
  return (
    <>
      {addons.map((addon) => {
        const topic = addonInfo[addon.code];
        // A tag string needs a hole (pricing/offer.ts): without one, only "No String" can be chosen.
        const prerequisiteMet = addonPrerequisiteMet(addon.code, addonChoices(addons, selection.addonItems));
        return (
          <OptionGroup
            key={addon.code}
            name={`addon-${addon.code}`}
            legend={addon.name}
            info={topic ? <InfoButton topic={topic} /> : undefined}
            choices={addon.items.map((i) => ({ id: i.id, label: i.name, disabled: !prerequisiteMet && !isNoneChoice(i) }))}
            note={prerequisiteMet ? undefined : `Choose a ${addons.find((a) => a.code === ADDON_PREREQUISITES[addon.code])?.name.toLowerCase() ?? 'hole'} size to add a ${addon.name.toLowerCase()}.`}
            value={selection.addonItems[addon.code] ?? null}
            onChange={(id) => onAddon(addon.code, id)}
          />
        );
      })}
      <PremiumProcessing product={product} selection={selection} onPremium={onPremium} onPremiumCoating={onPremiumCoating} />
    </>
  );
}

function PremiumProcessing({ product, selection, onPremium, onPremiumCoating }: Omit<AddonSectionsProps, 'onAddon'>) {
  const premium = premiumAddonFor(product, selection.cuttingId, selection.finishingId);
  const [open, setOpen] = useState(false);
  if (!premium) return null;
  const coatingTarget = { productId: product.id, productName: product.name, finishingId: selection.finishingId ?? undefined };
  const forced = forcedPremiumCoatingIndex(coatingTarget) !== null;
  const yes = selection.premiumChoiceId !== null && selection.premiumChoiceId !== premium.items[0]?.id;
  const coating = premium.finishing_premium_items.find((c) => c.id === selection.premiumCoatingId);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div>
          <OptionGroup
            name="premium-processing"
            legend={premium.name}
            info={<InfoButton topic="premium-coating" />}
            choices={premium.items.map((i) => ({ id: i.id, label: i.name, aside: yes && i.id === selection.premiumChoiceId && coating ? coating.name : undefined }))}
            value={selection.premiumChoiceId}
            onChange={(id) => {
              onPremium(id);
              setOpen(id !== premium.items[0]?.id);
            }}
            note={yes || showsPremiumCoating(coatingTarget) ? PREMIUM_COATING_NOTE : undefined}
          />
          {yes && (
            <Popover.Trigger className="premium-change">Change premium coating</Popover.Trigger>
          )}
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content className="premium-popover" side="bottom" align="start" sideOffset={4} aria-label="Premium coating">
          <fieldset className="premium-coatings">
            <legend>Premium coating</legend>
            {premium.finishing_premium_items.map((c, index) => (
              <label key={c.id} className="premium-coating" data-checked={c.id === selection.premiumCoatingId || undefined}>
                <input
                  type="radio"
                  name="premium-coating"
                  checked={c.id === selection.premiumCoatingId}
                  disabled={forced && index > 0}
                  onChange={() => {
                    onPremiumCoating(c.id);
                    setOpen(false);
                  }}
                />
                {c.name}
              </label>
            ))}
            {forced && <p className="option-group-note">This material takes the {premium.finishing_premium_items[0]?.name.toLowerCase()} only.</p>}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
