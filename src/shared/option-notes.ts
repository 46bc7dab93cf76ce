/**
 * Notes under product options, in the spec's exact wording (configurator.md §2). Shared because
 * both the catalogue's labels (the note under a chosen material or coating) and the quote page's
 * info modals (src/web/components/ui/info-topics.ts) print them.
 */
export const CLASSIC_PAPER_NOTE =
  'For this sticker material, please be informed that the material base is off white, therefore a possible colour gap may occur.';
export const PREMIUM_COATING_NOTE = 'Premium Coating - For additional printing longevity and protection.';
