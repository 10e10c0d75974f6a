import { describe, expect, it } from 'vitest';
import { mentionsPrice, priceCount } from '../../../../domain/page/price-mention.policy.js';

/** Session 36: the Nordic and Swiss whole amount written with a dash for its cents, and the rupiah's sign. */
describe('mentionsPrice: whole amounts and rupiah', () => {
  it.each(['549,-', '+ 549,-', '2 499,–', '1 599:-', 'Medlemspris 1 199:-', 'Rp3.649.000', 'Rp 9.000', 'Ongkir mulai Rp9.000'])('reads %s as a price', (text) => {
    expect(mentionsPrice(text)).toBe(true);
  });

  it('reads a dash after the comma or colon as the cents only where no digit follows it, and Rp only as a sign of its own before an amount', () => {
    expect(mentionsPrice('PowerCare forsikring 3 år + 549,-')).toBe(true);
    expect(mentionsPrice('pages 12,-15')).toBe(false);
    expect(mentionsPrice('score 3:-2')).toBe(false);
    expect(mentionsPrice('Harga Rp3.649.000')).toBe(true);
    expect(mentionsPrice('Harp 3 strings')).toBe(false);
    expect(mentionsPrice('Rp')).toBe(false);
  });

  it('counts each whole amount and rupiah price a text states', () => {
    expect(priceCount('1 299:- 1 599:-')).toBe(2);
    expect(priceCount('PowerCare forsikring 3 år + 549,- Ekstra batteri + 799,-')).toBe(2);
    expect(priceCount('Rp3.649.000 Rp3.999.000')).toBe(2);
  });
});
