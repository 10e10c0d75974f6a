import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 38's helpers (invented text) for rules of commit f03f134: a block's anchor spelled from its
 * own first words is hidden from Readability's share-widget removal (BookStack's bkmrk- ids); a quote figure's caption
 * is the quote's source, written "> — name, role", and no byline; a glyph button ends no sentence.
 */

const HANDBOOK_URL = 'https://handbook.northgate.example/books/platform-handbook/page/configuring-sso-with-keycloak';
const ARTICLE_URL = 'https://vc.ru/marketplace/1502233-kak-my-snizili-dolyu-vozvratov-na-marketpleise-s-18-do-7-za-polgoda';
const QUOTE = '> Покупатель не читает таблицу размеров целиком. Он ищет одну цифру, которую знает про своего ребёнка, и если её нет, заказывает наугад.';
const QUOTE_SOURCE = '> — Игорь Назаров, технолог-конструктор бренда';

describe('a wiki handbook page (BookStack) whose every block is anchored by its first words, a danger callout p.callout#bkmrk-never-share-a-clien among them', () => {
  it('keeps the callout, whose anchor says "share", between the collapsed "Why not SAML?" block and the closing callout', async () => {
    const doc = await extract('wiki-handbook-page-self-anchored-callout.html', HANDBOOK_URL);
    expect(doc.text).toContain('emergency patches twice in the last two years.\n\nNever share a client secret between environments. If a secret is exposed, rotate it in Keycloak first and redeploy second.\n\nOnce logins work in the sandbox realm, request the production client in the same ticket.');
    expect(doc.text.split('Never share a client secret between environments.')).toHaveLength(2);
  });
});

describe("a business blog's article (vc.ru) with a pull quote in figure.block-quote, its speaker's name and role in figcaption.block-quote__author", () => {
  it('writes the speaker as the quote\'s last line, "> — Игорь Назаров, технолог-конструктор бренда", not as a line of the article', async () => {
    const doc = await extract('business-blog-article-quote-figure.html', ARTICLE_URL);
    expect(doc.text).toContain(`${QUOTE}\n\n${QUOTE_SOURCE}\n\n### Что не сработало`);
    expect(doc.text).not.toMatch(/^Игорь Назаров ?технолог-конструктор бренда$/m);
    expect(doc.author).toBe('Ксения Дроздова');
  });

  it('without its JSON-LD, still names the article\'s writer its author, not the quote\'s speaker, and keeps the quote\'s source line', async () => {
    const doc = await extract('business-blog-article-quote-figure-no-json-ld.html', ARTICLE_URL);
    expect(doc.author).toBe('Ксения Дроздова');
    expect(doc.author).not.toContain('Назаров');
    expect(doc.text).toContain(`${QUOTE}\n\n${QUOTE_SOURCE}\n\n### Что не сработало`);
  });
});

describe("a game store's product page (Nintendo eShop) whose points line ends in a help button \"?\"", () => {
  it('writes "Earn **25** My Nintendo Platinum Points" without the button\'s "?" after it', async () => {
    const doc = await extract('game-store-product-help-glyph-button.html', 'https://www.nintendo.com/us/store/products/lanternfall-harbor-switch/');
    expect(doc.text).toContain('$24.99 ~~$34.99~~ Sale ends 11/30/2025\n\nEarn **25** My Nintendo Platinum Points\n\nThis item will be sent to your system automatically after purchase.');
    expect(doc.text).not.toContain('Platinum Points ?');
  });
});
