import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 36's helpers (invented text) for rules of commit 26f5c63: a price set as a heading is
 * written bold, an unnamed radio group is written as its options, and a tab's name over a panel a later step
 * removed goes.
 */

describe("an electronics store's product page whose price is an h4.finalPrice", () => {
  it('writes the price bold under the struck former price, and the outline holds no price heading', async () => {
    const doc = await extract('brazilian-electronics-store-price-set-as-heading.html', 'https://www.kabum.com.br/produto/612345/ssd-1-tb-kingston-nv3-m-2-2280-pcie-4-0-x4-nvme-leitura-6000mb-s-e-gravacao-4000mb-s-snv3s-1000g');
    expect(doc.text).toContain('\n\n~~R$ 549,99~~\n\n**R$ 379,99**\n\n');
    expect(doc.text).not.toContain('#### R$ 379,99');
    expect(doc.text).not.toMatch(/^#+ R\$/m);
  });
});

describe("a marketplace's product page whose extended warranty options are radio buttons in an unnamed ul[role=radiogroup]", () => {
  it('writes the options as one line right under the "Garantia Estendida Original" heading', async () => {
    const doc = await extract('brazilian-marketplace-unnamed-radio-group-warranty.html', 'https://www.magazineluiza.com.br/geladeira-refrigerador-brastemp-frost-free-duplex-400l-inox-brm54kk/p/238811400/ed/refr/');
    expect(doc.text).toContain('\n\n### Garantia Estendida Original\n\noptions: Sem garantia estendida, + 12 meses de garantia: R$ 279,00, + 24 meses de garantia: R$ 429,00\n\n');
    expect(doc.text).not.toContain('### Garantia Estendida Original\n\n## Informações do produto');
  });
});

describe("a store's product page whose tabs (specifications, reviews, questions) are panels, the reviews removed as a product page's", () => {
  it('drops the bold "Reviews (214)" name left over no panel, and keeps the questions\' name over their panel', async () => {
    const doc = await extract('australian-store-product-tabs-reviews-removed.html', 'https://www.kogan.com/au/buy/kogan-mx9-cordless-stick-vacuum-cleaner-with-auto-empty-dock/');
    expect(doc.text).not.toContain('**Reviews (214)**');
    expect(doc.text).toContain('| Warranty | 12 months (extendable to 3 years with Kogan Care) |\n\n**Q&A (3)**\n\n## Questions & Answers\n\n');
  });
});
