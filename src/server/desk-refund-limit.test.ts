import { describe, expect, it } from 'vitest';
import { deskRefundLimitSetting } from './config.js';

describe('DESK_REFUND_LIMIT', () => {
  it('is S$200 by default, in dollars with up to 2 decimals; anything else stops the server', () => {
    expect(deskRefundLimitSetting(undefined)).toBe(20_000);
    expect(deskRefundLimitSetting(' 150 ')).toBe(15_000);
    expect(deskRefundLimitSetting('149.5')).toBe(14_950);
    expect(deskRefundLimitSetting('0')).toBe(0);
    for (const bad of ['-1', 'S$200', '1.234', 'lots']) expect(() => deskRefundLimitSetting(bad)).toThrow(/DESK_REFUND_LIMIT must be an amount/);
  });
});
