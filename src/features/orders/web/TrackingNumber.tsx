import { trackingUrl } from '../../../shared/carrier-tracking.js';

/** A tracking number, linked to the carrier's tracking page when the shop knows it (src/shared/carrier-tracking.ts). */
export function TrackingNumber({ carrier, number }: { carrier: string; number: string }) {
  const url = trackingUrl(carrier, number);
  if (!url) return <>{number}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {number}
      <span className="visually-hidden"> (track with {carrier}, opens in a new tab)</span>
    </a>
  );
}
