import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 37, batch 2: hand-built pages (see `hand-checked-support.ts`) for three rules of commit 360f040:
 * feedback widgets in seven more languages (Citilink's "Полезный отзыв?"), recommendation and review headings in
 * Russian and Ukrainian ("С этим товаром покупают", "Отзывы"), and a trailing heading of a paragraph's length
 * kept (Yahoo! Chiebukuro's answers in `<h2>`).
 */

describe('Russian electronics store\'s laptop page whose reviews are titled "Отзывы" and whose carousel is titled "С этим товаром покупают" (Citilink)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('russian-electronics-store-laptop.html', 'https://www.citilink.ru/product/noutbuk-irbis-vektor-15-px1552-1983417/');
  });

  it('drops the "С этим товаром покупают" carousel with its heading and its cards', () => {
    expect(doc.text).not.toContain('С этим товаром покупают');
    expect(doc.text).not.toContain('Мышь A4TECH Fstyler FM12');
    expect(doc.text).not.toContain('Сумка для ноутбука 15.6" Riva 8231');
  });

  it('drops the customers\' reviews under "Отзывы" with their "Полезный отзыв?" widgets, and keeps the description and specifications', () => {
    expect(doc.text).not.toContain('## Отзывы');
    expect(doc.text).not.toContain('Полезный отзыв?');
    expect(doc.text).not.toContain('Марина, спасибо за подробный отзыв!');
    expect(doc.text).toContain('## Описание\n\nНоутбук Irbis Vektor 15 PX1552 рассчитан на тех, кому нужен рабочий инструмент без лишней переплаты.');
    expect(doc.text).toMatch(/- Гарантия: 12 мес\.$/);
  });
});

describe("the same Russian laptop page trimmed of its reviews' heading, so that the reviews stand as the page's text under their \"Полезный отзыв?\" widgets", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('russian-electronics-store-laptop-untitled-reviews.html', 'https://www.citilink.ru/product/noutbuk-irbis-vektor-15-px1552-1983417/');
  });

  it('drops every "Полезный отзыв?" and keeps each review\'s comment right before the next reviewer', () => {
    expect(doc.text).not.toContain('Полезный отзыв?');
    expect(doc.text).toContain('Брал для удаленной работы и учебы сына. За три недели ни одного зависания, бухгалтерская программа и видеозвонки идут параллельно без тормозов.\n\nМарина Соколова\n\n2 февраля 2024');
    expect(doc.text).toContain('Докупила второй накопитель на терабайт, поставила за десять минут, крышка снимается на восьми винтах.\n\nОтвет Ситилинк 5 февраля 2024');
    expect(doc.text).toMatch(/Недостатки\n\nКорпус маркий, отпечатки видны сразу\.$/);
  });

  it('drops the "С этим товаром покупают" carousel after the reviews', () => {
    expect(doc.text).not.toContain('С этим товаром покупают');
    expect(doc.text).not.toContain('Мышь A4TECH Fstyler FM12');
  });
});

describe("Japanese Q&A site's question page whose answers are each set in an <h2> (Yahoo! Chiebukuro), the last answer ending the page", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('japanese-qa-site-answers-as-headings.html', 'https://detail.chiebukuro.yahoo.co.jp/qa/question_detail/q12297754131');
  });

  it('keeps the last answer, a paragraph set as a heading, after its poster and date', () => {
    expect(doc.text).toMatch(
      /ID非公開さん\n\n2024\/5\/28 22:15\n\n## 65cmのプランターに2株だと、少し土の量が少ないかもしれません。根が回りきると水切れと肥料切れが同時に起きやすくなります。 夏になると朝1回の水やりでは足りなくなるので、夕方にも土を触って確認するようにするといいですよ。$/,
    );
    expect(doc.text).toContain('台に載せるのは思いつきませんでした。ホームセンターで探してみます。\n\n![](https://s.yimg.jp/images/chiebukuro/common/user_icon_noimage.png)\n\nID非公開さん');
  });
});
