/**
 * Add-ons (sheet colour, roll winding, white print, punch hole, tag string) and premium
 * processing. Choosing "Yes" for premium processing opens the premium coating sub-choice; closing
 * it without a choice leaves the first coating (spec §4). Hologram and the premium-coating
 * finishings force the first coating.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useOpenedOnce } from '../../../web/components/ui/use-opened-once.js';
import type { Product } from '../../catalogue/catalogue.schemas.js';
import { forcedPremiumCoatingIndex, PREMIUM_COATING_NOTE, showsPremiumCoating } from '../../catalogue/labels.js';
import { InfoButton } from '../../../web/components/ui/InfoButton.js';
import { ADDON_PREREQUISITES, addonPrerequisiteMet, isNoneChoice } from '../../pricing/offer.js';
import { isStandardSheet, SHEET_COLOUR_CODE, STANDARD_SHEET_LABEL } from '../../lettering/lettering-choice.js';
import { addonChoices, addonsFor, PREMIUM_PROCESSING_CODE, premiumAddonFor, type Selection } from '../configurator-state.js';
import { OptionGroup } from './OptionGroup.js';
import './AddonSections.css';

const PremiumCoatingPopover = lazy(() => import('./PremiumCoatingPopover.js').then((m) => ({ default: m.PremiumCoatingPopover })));

interface AddonSectionsProps {
  product: Product;
  selection: Selection;
  onAddon(code: string, itemId: number): void;
  onPremium(choiceId: number): void;
  onPremiumCoating(coatingId: number): void;
  /** Items of one add-on the page does not offer now, with the reason (Full Colour lettering with the creation tool). */
  disabledItems?: { code: string; itemIds: readonly number[]; note: string } | undefined;
}

const addonInfo: Record<string, 'white-print' | 'roll' | undefined> = { 'white-print': 'white-print', 'roll-orientation': 'roll' };

export function AddonSections({ product, selection, onAddon, onPremium, onPremiumCoating, disabledItems }: AddonSectionsProps) {
  const addons = addonsFor(product, selection.cuttingId, selection.finishingId).filter((a) => a.code !== PREMIUM_PROCESSING_CODE);
  return (
    <>
      {addons.map((addon) => {
        const topic = addonInfo[addon.code];
        // A tag string needs a hole (pricing/offer.ts): without one, only "No String" can be chosen.
        const prerequisiteMet = addonPrerequisiteMet(addon.code, addonChoices(addons, selection.addonItems));
        const unavailable = disabledItems?.code === addon.code ? disabledItems : undefined;
        return (
          <OptionGroup
            key={addon.code}
            name={`addon-${addon.code}`}
            legend={addon.name}
            info={topic ? <InfoButton topic={topic} /> : undefined}
            choices={addon.items.map((i) => ({ id: i.id, label: addon.code === SHEET_COLOUR_CODE && isStandardSheet(addon.items, i.id) ? STANDARD_SHEET_LABEL : i.name, disabled: (!prerequisiteMet && !isNoneChoice(i)) || unavailable?.itemIds.includes(i.id) }))}
            note={
              !prerequisiteMet
                ? `Choose a ${addons.find((a) => a.code === ADDON_PREREQUISITES[addon.code])?.name.toLowerCase() ?? 'hole'} size to add a ${addon.name.toLowerCase()}.`
                : unavailable && unavailable.itemIds.length > 0
                  ? unavailable.note
                  : undefined
            }
            value={selection.addonItems[addon.code] ?? null}
            onChange={(id) => onAddon(addon.code, id)}
          />
        );
      })}
      <PremiumProcessing product={product} selection={selection} onPremium={onPremium} onPremiumCoating={onPremiumCoating} />
    </>
  );
}

/**
 * Premium processing, and the premium-coating choice that pops up under it once "yes" is picked.
 * The popover's code (Radix Popover with floating-ui) loads the first time it opens.
 */
function PremiumProcessing({ product, selection, onPremium, onPremiumCoating }: Omit<AddonSectionsProps, 'onAddon' | 'disabledItems'>) {
  const premium = premiumAddonFor(product, selection.cuttingId, selection.finishingId);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  if (!premium) return null;
  const coatingTarget = { productId: product.id, productName: product.name, finishingId: selection.finishingId ?? undefined };
  const forced = forcedPremiumCoatingIndex(coatingTarget) !== null;
  const yes = selection.premiumChoiceId !== null && selection.premiumChoiceId !== premium.items[0]?.id;
  const coating = premium.finishing_premium_items.find((c) => c.id === selection.premiumCoatingId);
  return (
    <>
      <div ref={anchorRef}>
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
          <button ref={triggerRef} type="button" className="premium-change" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
            Change premium coating
          </button>
        )}
      </div>
      {opened && (
        <Suspense fallback={null}>
          <PremiumCoatingPopover
            open={open}
            onOpenChange={setOpen}
            anchorRef={anchorRef}
            triggerRef={triggerRef}
            coatings={premium.finishing_premium_items}
            coatingId={selection.premiumCoatingId}
            forced={forced}
            onPremiumCoating={onPremiumCoating}
          />
        </Suspense>
      )}
    </>
  );
}
