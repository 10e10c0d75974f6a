import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 36: hand-built pages (see `hand-checked-support.ts`) for the rules of commit 11ab95c:
 * reply dates in a post series whose date block is named so, list items whose value span its class
 * names so, a date's lone-digit day, cents named by class, a price ending in its currency sign
 * beside the next, and a blank block opening a link set inline.
 */

describe("forum thread whose replies are <article>s, each dated by a block named date (BoardGameGeek's div.article-post-date)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('forum-thread-reply-date-blocks.html', 'https://boardgamegeek.com/thread/3312874/does-the-lighthouse-tile-block-river-movement');
  });

  it("keeps each reply's date under its author, before its permalink", () => {
    expect(doc.text).toContain('[Daniel Fenwick](https://boardgamegeek.com/user/fenwickplays) @fenwickplays\n\n  Mar 12, 2024\n\n  · [Post Link](https://boardgamegeek.com/thread/3312874/article/44018390#44018390)');
    expect(doc.text).toContain('Mar 12, 2024\n\n  · [Post Link](https://boardgamegeek.com/thread/3312874/article/44019502#44019502)\n\n  > Daniel Fenwick wrote:');
    expect(doc.text).toContain('  - Designer\n\n  Mar 13, 2024\n\n  · [Post Link](https://boardgamegeek.com/thread/3312874/article/44023377#44023377)');
    expect(doc.text).toContain('[Oskar Lindqvist](https://boardgamegeek.com/user/knotwork) @knotwork\n\n  Mar 14, 2024');
    expect(doc.text).toContain('Follow-up question for the designer: if the Dry Dock forces a stop');
  });
});

describe("shop product page whose specification rows are list items of a title span and a value span (Worten's li.specifications__row)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('portuguese-shop-spec-list-named-value-spans.html', 'https://www.worten.pt/produtos/portatil-lenovo-ideapad-slim-5-14imh9-14-intel-core-ultra-7-155h-ram-16-gb-1-tb-ssd-intel-arc-8012345');
  });

  it('writes every row "Label: value" under its group heading', () => {
    expect(doc.text).toContain('### Conectividade\n\n- Wi-Fi: Wi-Fi 6E\n- Bluetooth: 5.3\n- Portas USB-C: 2 (Thunderbolt 4)\n- Saída HDMI: HDMI 2.1');
    expect(doc.text).toContain('### Processador\n\n- Marca do Processador: Intel\n- Processador: Intel Core Ultra 7 155H\n- Número de Núcleos: 16\n- Velocidade Máxima: 4.8 GHz');
    expect(doc.text).toContain('- Peso: 1.39 kg\n- Dimensões (L x P x A): 312 x 221 x 16.9 mm');
    expect(doc.text).not.toContain('- Wi-Fi Wi-Fi 6E');
    expect(doc.text).not.toContain('- Peso 1.39 kg');
  });
});

describe("artist's concert calendar whose dates are month, day and weekday spans set flush (Songkick's div.date-element)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('concert-listing-split-date-fields.html', 'https://www.songkick.com/artists/8814502-lanterns-of-kiel/calendar');
  });

  it('spaces a day of one digit from its month and weekday, as it does a day of two', () => {
    expect(doc.text).toContain('8. Jun 8 Sat [↗](https://www.songkick.com/concerts/41822308-lanterns-of-kiel-at-die-pumpe)');
    expect(doc.text).toContain('9. Jul 6 Sat [↗](https://www.songkick.com/festivals/2250012-nordlys-open-air/id/41822309-nordlys-open-air-2024)');
    expect(doc.text).toContain('1. Apr 12 Fri [↗](https://www.songkick.com/concerts/41822301-lanterns-of-kiel-at-o2-forum-kentish-town)');
    expect(doc.text).not.toMatch(/Jun8Sat|Jul6Sat/);
  });
});

describe("shop product page whose prices set the cents in a span named cents (Media Expert's span.whole, span.cents, span.currency) and whose rating link opens with a block of star icons", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('polish-shop-product-named-cents-rating-link.html', 'https://www.mediaexpert.pl/telewizory-i-rtv/telewizory/telewizor-nordvik-55qn780-55-qled-4k-120hz-google-tv-dolby-vision-hdmi-2-1');
  });

  it('writes the former and the current price with a decimal comma before the cents', () => {
    expect(doc.text).toContain('Najniższa cena z 30 dni przed obniżką: 3 199,00 zł\n\n3 299,00 zł\n\n\\-400 zł\n\n2 899,00 zł');
    expect(doc.text).not.toContain('3 299 00 zł');
    expect(doc.text).not.toContain('2 899 00 zł');
  });

  it("keeps the space between the model and the rating link after it", () => {
    // Since session 38 the link into the page's reviews is written as text: it states the rating (`unlinkRatings`).
    expect(doc.text).toContain('Kod: 6122334 Model: 55QN780 4.6 (38 opinii)');
    expect(doc.text).not.toContain('55QN780[4.6');
    expect(doc.text).not.toContain('55QN7804.6');
  });
});

describe("marketplace product page whose prices end in the currency sign, the former price struck beside the current one (Yandex Market's offers)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('russian-marketplace-offer-list-struck-prices.html', 'https://market.yandex.ru/product--chainik-elektricheskii-vektra-kt-1780-glass/1923847561');
  });

  it('spaces a price ending in ₽ from the struck price after it, in the buy box and in a shop offer', () => {
    expect(doc.text).toContain('без карты 2 990 ₽ ~~3 490 ₽~~ −20%');
    expect(doc.text).toContain('[Тёплый Дом](https://market.yandex.ru/business--teplyi-dom/81273645) 4.9 12 540 оценок\n\n2 790 ₽ ~~3 490 ₽~~\n\nКурьером завтра — бесплатно');
    expect(doc.text).not.toContain('₽~~3 490 ₽~~');
  });
});
