import { describe, expect, it } from 'vitest';
import { getConversionPercent } from './lead-conversion.ts';

const none = { new: 0, contacted: 0, tour_scheduled: 0, proposal_sent: 0, converted: 0, lost: 0 };

describe('getConversionPercent', () => {
  it('is converted leads over all leads, every status counted', () => {
    expect(getConversionPercent({ ...none, new: 2, lost: 1, converted: 1 })).toBe(25);
    expect(getConversionPercent({ ...none, contacted: 1, converted: 2 })).toBe(66);
  });

  it('reaches 100 % only when every lead converted, and says nothing without leads', () => {
    expect(getConversionPercent({ ...none, converted: 4 })).toBe(100);
    expect(getConversionPercent({ ...none, new: 1, converted: 199 })).toBe(99);
    expect(getConversionPercent(none)).toBeNull();
  });
});
