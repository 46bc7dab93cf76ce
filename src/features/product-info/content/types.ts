/**
 * The shape of the product-info content (forms-and-accounts.md §3): per product slug a title,
 * subtitle, descriptions, optional video, sections (title plus items), closing description (text
 * or paragraphs) and images with captions; marketing content per supply page; a fallback.
 */

export interface ProductInfoSection {
  title: string;
  items: string[];
}

export interface ProductInfoImage {
  src: string;
  caption: string;
}

export interface ProductInfoVideo {
  thumbnail: string;
  source: string;
}

/** One "How to attach" guide (a modal of six steps). */
export interface AttachGuide {
  id: 'auxiliary-sheet-enclosed' | 'auxiliary-sheet-not-enclosed';
  /** Label of the button that opens the guide. */
  button: string;
  title: string;
  description: string;
  steps: [string, string, string, string, string, string];
  tip?: string;
}

/** The vinyl lettering panel's Transfer Decals block (forms §2 item 8). */
export interface TransferDecalsInfo {
  heading: string;
  intro: string;
  /** Numbered blurbs: colour, water and weather resistance, easy application. */
  blurbs: { title: string; text: string }[];
  sizeGuide: { title: string; note: string; rows: { size: string; use: string }[] };
  howTo: { title: string; intro: string; guides: [AttachGuide, AttachGuide] };
}

export interface ProductInfoContent {
  title: string;
  subtitle: string;
  descriptions: string[];
  video?: ProductInfoVideo;
  sections: ProductInfoSection[];
  closing_description: string | string[];
  images: ProductInfoImage[];
  transfer_decals?: TransferDecalsInfo;
}

/** Marketing copy for a supply page (Die Cut, Kiss Cut, Sticker Sheets, Roll Stickers, Others). */
export interface SupplyContent {
  title: string;
  subtitle: string;
  descriptions: string[];
  highlights: string[];
  image?: ProductInfoImage;
}

export interface FallbackContent {
  title: string;
  subtitle: string;
  description: string;
}
