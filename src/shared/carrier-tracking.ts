/**
 * Where a parcel can be tracked: the carrier's own tracking page for the couriers the shop uses
 * in Singapore (SingPost, Ninja Van, J&T Express, DHL), found from the carrier name staff type at
 * dispatch; null for any other carrier (the number is then shown plain). The order page, the staff
 * desk and the dispatch email link the tracking number with it. A carrier that changes its
 * tracking address is changed here.
 */
interface Carrier {
  /** Matches the carrier as staff type it ("Ninja Van", "ninjavan", "J&T", "SingPost SpeedPost"…). */
  name: RegExp;
  page: (trackingNumber: string) => string;
}

const CARRIERS: readonly Carrier[] = [
  { name: /sing\s*post|speed\s*post/i, page: (n) => `https://www.singpost.com/track-items?trackingid=${n}` },
  { name: /ninja\s*van/i, page: (n) => `https://www.ninjavan.co/en-sg/tracking?id=${n}` },
  { name: /\bj\s*&\s*t\b|\bjnt\b|j\s*and\s*t\s*express/i, page: (n) => `https://www.jtexpress.sg/tracking?awbs=${n}` },
  { name: /\bdhl\b/i, page: (n) => `https://www.dhl.com/sg-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}` },
];

export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = trackingNumber.trim();
  if (number === '') return null;
  const known = CARRIERS.find((c) => c.name.test(carrier));
  return known ? known.page(encodeURIComponent(number)) : null;
}
