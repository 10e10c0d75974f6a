import { describe, expect, it } from 'vitest';
import { mentionsPrice } from '../../../../domain/page/price-mention.policy.js';

describe('mentionsPrice', () => {
  it.each(['$99.95', 'Sale price $19.95', '99,90€', 'EUR 163.12', '£8.60', '1 299 kr', '49,99 zł', '20 eur incl. VAT', 'USD 5', 'Cotton TeeEUR 35', '35EUR'])('reads %s as a price', (text) => {
    expect(mentionsPrice(text)).toBe(true);
  });

  it.each(['Size 42', '2024 U.S. Mint Limited Edition', '5 Years warranty', 'Usd', '4.7 out of 5 stars', '€', 'European', '3 Europeans', 'EURO 2024'])('does not read %s as a price', (text) => {
    expect(mentionsPrice(text)).toBe(false);
  });
});
