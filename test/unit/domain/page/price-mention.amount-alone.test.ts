import { describe, expect, it } from 'vitest';
import { isAmountAlone } from '../../../../domain/page/price-mention.policy.js';

/** Session 36: one price and nothing else (a button, a former price, a heading set for its size). */
describe('isAmountAlone', () => {
  it.each(['CHF 549.–', 'R$ 379,99', '$ 499.990', '1 599:-', '₹349', 'EUR 20'])('reads %s as a price alone', (text) => {
    expect(isAmountAlone(text)).toBe(true);
  });

  it.each(['Save $5 today', 'Regular Price $19.99', 'Add to cart', '$5 or $6', '$ 349.990 $ 379.990', 'Size 42', ''])('does not read %s as a price alone', (text) => {
    expect(isAmountAlone(text)).toBe(false);
  });
});
