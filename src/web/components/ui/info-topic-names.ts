/**
 * The info topics of the round "i" buttons and the words that complete each button's name, "More
 * about …". Apart from the topics' content (info-topics.ts), which loads with the dialog the first
 * time one opens: a product page shows a dozen buttons and rarely opens one.
 */
export type InfoTopicId =
  | 'supply'
  | 'size'
  | 'finishing'
  | 'adhesive'
  | 'material'
  | 'white-print'
  | 'premium-coating'
  | 'quantity'
  | 'classic-paper'
  | 'roll'
  | 'multi-cut'
  | 'die-cut-shape'
  | 'quote-info';

/** Completes "More about …", the name of the "i" button. */
export const INFO_TOPIC_NAMES: Readonly<Record<InfoTopicId, string>> = {
  supply: 'how stickers are supplied',
  size: 'choosing a size',
  finishing: 'finishings',
  adhesive: 'adhesives',
  material: 'materials',
  'white-print': 'white print',
  'premium-coating': 'premium coating',
  quantity: 'quantities and prices',
  'classic-paper': 'classic paper',
  roll: 'roll stickers',
  'multi-cut': 'multi-cut sheets',
  'die-cut-shape': 'shapes and orientation',
  'quote-info': 'quotes and quotations',
};
