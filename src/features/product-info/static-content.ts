/** Plain helpers over the static content files (types from static-content.schemas.ts). */
import type { BadgeOrMagnetDetails } from './static-content.schemas.js';

export const MAGNETIC_STRENGTH_SLUG = 'magnetic-badge';

/** The magnetic strength section is shown only for the magnetic badge. */
export function magneticStrengthFor(slug: string, details: BadgeOrMagnetDetails): BadgeOrMagnetDetails['magnetic_strength'] {
  return slug === MAGNETIC_STRENGTH_SLUG ? details.magnetic_strength : undefined;
}
