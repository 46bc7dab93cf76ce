/**
 * What the shop offers: which options go together for a product and cutting, and which
 * quantities are listed for a configuration. The configurator page builds its choices from these
 * functions, and the server refuses any configuration they would not offer, so the page and the
 * API can never disagree about what can be bought.
 *
 * Inputs are plain rows of the catalogue (attribute lookups, run sizes, the custom-quantity
 * rule), the shape both the server's catalogue and the page's product attributes share.
 */
import { isRollCutting } from '../catalogue/labels.js';
import type { CustomQuantityRule } from '../catalogue/quantity-rules.js';

/** One row of the attribute lookups: a combination the shop sells (null = any / none). */
export interface OptionLookup {
  cutting_id: number;
  finishing_id: number | null;
  adhesive_id: number | null;
  addon_id: number | null;
}

function distinctIds(ids: Iterable<number | null>): number[] {
  return [...new Set([...ids].filter((id): id is number => id !== null))];
}

const forCutting = (lookups: readonly OptionLookup[], cuttingId: number | null) => lookups.filter((l) => l.cutting_id === cuttingId);

const forFinishing = (lookups: readonly OptionLookup[], cuttingId: number | null, finishingId: number | null) =>
  forCutting(lookups, cuttingId).filter((l) => l.finishing_id === null || l.finishing_id === finishingId);

/** Finishings (or materials) sold with a cutting, in lookup order. */
export function offeredFinishingIds(lookups: readonly OptionLookup[], cuttingId: number | null): number[] {
  return distinctIds(forCutting(lookups, cuttingId).map((l) => l.finishing_id));
}

/** Adhesives sold with a cutting and finishing. Roll stickers (cutting 9) have no adhesive choice. */
export function offeredAdhesiveIds(lookups: readonly OptionLookup[], cuttingId: number | null, finishingId: number | null): number[] {
  if (isRollCutting(cuttingId)) return [];
  return distinctIds(forFinishing(lookups, cuttingId, finishingId).map((l) => l.adhesive_id));
}

/** Add-ons (including premium processing) sold with a cutting and finishing. */
export function offeredAddonIds(lookups: readonly OptionLookup[], cuttingId: number | null, finishingId: number | null): number[] {
  return distinctIds(forFinishing(lookups, cuttingId, finishingId).map((l) => l.addon_id));
}

/**
 * Runs hidden when premium processing is chosen (configurator.md §4: "Quantities 20, 30, 40 and
 * 50 are filtered out when certain flags are set"; the flag is ours). A premium coating is set up
 * per run, so the shop sells it as a small sample or from 100 pieces.
 */
export const PREMIUM_HIDDEN_RUNS: readonly number[] = [20, 30, 40, 50];

export const PREMIUM_RUN_NOT_OFFERED_MESSAGE = 'With premium processing, runs of 20 to 50 pieces are not offered. Please choose another quantity.';

export interface QuantityOfferContext {
  /** The custom-quantity rule of the product and cutting: below its minimum, runs are not listed. */
  rule: Pick<CustomQuantityRule, 'allowed' | 'min_allowed_qty'>;
  /** Premium processing ("Yes") is chosen. */
  premiumProcessing: boolean;
}

/** The quantities listed for a configuration: the price table's run sizes the shop sells it in. */
export function offeredQuantities(runSizes: readonly number[], context: QuantityOfferContext): number[] {
  return runSizes.filter((quantity) => isQuantityOffered(quantity, context));
}

/** Whether a run size is listed (custom quantities have their own rule in quantity-rules.ts). */
function isQuantityOffered(quantity: number, { rule, premiumProcessing }: QuantityOfferContext): boolean {
  if (rule.allowed && quantity < rule.min_allowed_qty) return false;
  return !(premiumProcessing && PREMIUM_HIDDEN_RUNS.includes(quantity));
}

/** Why a quantity (listed or custom) can't be ordered with these options, or null when it can. */
export function quantityOfferProblem(quantity: number, context: Pick<QuantityOfferContext, 'premiumProcessing'>): string | null {
  return context.premiumProcessing && PREMIUM_HIDDEN_RUNS.includes(quantity) ? PREMIUM_RUN_NOT_OFFERED_MESSAGE : null;
}

/**
 * Add-ons that only go with another: a tag string is threaded through a punched hole, so a hang
 * tag with "No Hole" can't have a string. Keyed by add-on code: the add-on it needs.
 */
export const ADDON_PREREQUISITES: Readonly<Record<string, string>> = { 'tag-string': 'punch-hole' };

/** The "none" item of an add-on ("No Hole", "No String"): choosing it adds nothing. */
export const isNoneChoice = (item: { name: string }): boolean => /^No\b/.test(item.name);

interface AddonChoice {
  code: string;
  name: string;
  /** The chosen item, or undefined when none was chosen. */
  item: { name: string } | undefined;
}

/**
 * Whether an add-on's real items can be chosen given the other choices: its prerequisite, when it
 * has one, must have a real (not "none") item chosen.
 */
export function addonPrerequisiteMet(code: string, choices: readonly AddonChoice[]): boolean {
  const required = ADDON_PREREQUISITES[code];
  if (required === undefined) return true;
  const prerequisite = choices.find((c) => c.code === required);
  return prerequisite?.item !== undefined && !isNoneChoice(prerequisite.item);
}

/** Why a set of add-on choices can't be made, or null when it can (e.g. a string with No Hole). */
export function addonCombinationProblem(choices: readonly AddonChoice[], addonNames: Readonly<Record<string, string>>): string | null {
  for (const choice of choices) {
    if (!choice.item || isNoneChoice(choice.item) || addonPrerequisiteMet(choice.code, choices)) continue;
    const required = ADDON_PREREQUISITES[choice.code] ?? '';
    return `${choice.name} needs a ${addonNames[required] ?? required}. Please choose a ${(addonNames[required] ?? required).toLowerCase()} size, or no ${choice.name.toLowerCase()}.`;
  }
  return null;
}
