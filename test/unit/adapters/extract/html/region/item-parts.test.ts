import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { ItemPartJudge, ITEM_PART_RULE } from '../../../../../../adapters/outbound/extract/html/region/item-parts.js';

const bodyOf = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`).document as unknown as Document).body;
const cards = (footer: (index: number) => string, count = 4): string =>
  `<ul class="cards">${Array.from({ length: count }, (_, index) => `<li class="card card--${index}"><h4 class="card__title"><a href="/n/${index}">Story number ${'x'.repeat(index + 1)}</a></h4>${footer(index)}</li>`).join('')}</ul>`;
const firstFooter = (body: Element): Element => body.querySelector('.card__footer') as Element;

describe('ItemPartJudge', () => {
  it('takes a chrome-named part every entry of a series has, saying something different in each, for the entry\'s own data', () => {
    const authors = ['Renato Losio', 'Sergio De Simone', 'Leela Kumili', 'Craig Risi'];
    const body = bodyOf(cards((index) => `<div class="card__footer">${authors[index] as string} on Mar 0${index + 1}</div>`));
    expect(new ItemPartJudge(body, ITEM_PART_RULE).isItemPart(firstFooter(body))).toBe(true);
  });

  it('leaves chrome that says the same in every entry, or differs only by digits (ids, counts)', () => {
    const same = bodyOf(cards(() => '<div class="card__footer">Share this story</div>'));
    expect(new ItemPartJudge(same, ITEM_PART_RULE).isItemPart(firstFooter(same))).toBe(false);
    const embeds = bodyOf(cards((index) => `<div class="card__footer">Embed &lt;iframe src="/player/${index * 7919}"&gt;</div>`));
    expect(new ItemPartJudge(embeds, ITEM_PART_RULE).isItemPart(firstFooter(embeds))).toBe(false);
  });

  it('needs enough entries with a copy, a series to sit in, a part that is not the whole entry, and a rule', () => {
    const two = bodyOf(cards((index) => `<div class="card__footer">Author ${'y'.repeat(index + 1)}</div>`, 2));
    expect(new ItemPartJudge(two, ITEM_PART_RULE).isItemPart(firstFooter(two))).toBe(false);
    const alone = bodyOf('<div class="card__footer">Author one</div><div class="card__footer">Author two</div><div class="card__footer">Author three</div>');
    expect(new ItemPartJudge(alone, ITEM_PART_RULE).isItemPart(firstFooter(alone))).toBe(false);
    const sheets = bodyOf(Array.from({ length: 3 }, (_, index) => `<div class="component c${index}"><div class="sheet-overlay">Dialog ${'z'.repeat(index + 1)} text</div></div>`).join(''));
    expect(new ItemPartJudge(sheets, ITEM_PART_RULE).isItemPart(sheets.querySelector('.sheet-overlay') as Element)).toBe(false);
    const authors = bodyOf(cards((index) => `<div class="card__footer">Author ${'w'.repeat(index + 1)}</div>`));
    expect(new ItemPartJudge(authors, undefined).isItemPart(firstFooter(authors))).toBe(false);
  });
});
