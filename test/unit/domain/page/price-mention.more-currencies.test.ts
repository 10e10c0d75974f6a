import { describe, expect, it } from 'vitest';
import { mentionsPrice, priceCount } from '../../../../domain/page/price-mention.policy.js';

/** Session 35: the currencies of the Gulf, Turkey, Asia, Israel, Eastern Europe and Latin America. */
describe('mentionsPrice: more currencies', () => {
  it.each(['AED 655.00', 'SAR 1,199', 'QAR 899', 'KWD 45.500', '1.299,00 TL', 'TRY 2.499', 'THB 1,290', '฿1,290', '₪ 349', '349 ILS', '₫ 5.990.000', '5.990.000 VND',
    '₱2,499', '₴ 3 999', '₦45,000', '1.749,99 Lei', '1.749,99 lei', '2 499 Kč', '2 499 kč', 'KRW 39,000', 'SGD 129', 'HKD 1,280', 'IDR 1.250.000', 'MYR 329', 'EGP 12,500',
    'RUB 8 990', 'UAH 3 999', 'BGN 89,90', 'ISK 12.990', 'CLP 49.990', 'COP 199.900', 'PEN 349', 'ARS 89.999', 'TWD 2,990'])('reads %s as a price', (text) => {
    expect(mentionsPrice(text)).toBe(true);
  });

  it('reads a new code run into the word before it, but not one inside a longer capital word or running on into letters', () => {
    expect(mentionsPrice('HeadphonesAED 655')).toBe(true);
    expect(mentionsPrice('BoxTL 120')).toBe(true);
    expect(mentionsPrice('TLS 1.3')).toBe(false);
    expect(mentionsPrice('ATL 5 terminal')).toBe(false);
    expect(mentionsPrice('THBX 4')).toBe(false);
    expect(mentionsPrice('12 leis')).toBe(false);
    expect(mentionsPrice('5 Kčs')).toBe(false);
  });

  it('counts each price stated in a new currency', () => {
    expect(priceCount('Was: AED 899.00 Now: AED 655.00')).toBe(2);
    expect(priceCount('1.749,99 Lei, în loc de 2.099,99 Lei')).toBe(2);
    expect(priceCount('฿1,290 – ₪ 349 – 2 499 Kč')).toBe(3);
  });
});
