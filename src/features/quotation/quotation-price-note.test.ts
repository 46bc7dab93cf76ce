import { describe, expect, it } from 'vitest';
import { quotationPriceNote, QUOTATION_PRICE_MESSAGES } from './quotation-rules.js';

describe("a quotation's prices", () => {
  it('stay its own; the shopper is told when a price today differs or the line can no longer be ordered', () => {
    expect(quotationPriceNote([{ price_cents: 4250, today_price_cents: 4250 }])).toBeNull();
    expect(quotationPriceNote([{ price_cents: 4250, today_price_cents: 4250 }, { price_cents: 900, today_price_cents: 950 }])).toBe(QUOTATION_PRICE_MESSAGES.changed);
    expect(quotationPriceNote([{ price_cents: 4250, today_price_cents: null }])).toBe(QUOTATION_PRICE_MESSAGES.changed);
  });
});
