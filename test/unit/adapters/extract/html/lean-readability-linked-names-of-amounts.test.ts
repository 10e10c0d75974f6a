import { describe, expect, it } from 'vitest';
import { both } from './lean-readability-support.js';

const text = (article: unknown): string => ((article as { textContent?: string } | null)?.textContent ?? '').replace(/\s+/g, ' ');
const page = (title: string, body: string): string => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${body}</body></html>`;

const PROSE = '鶏むね肉をそぎ切りにして片栗粉をまぶし、ねぎ塩レモンだれで炒め合わせる、さっぱりとした主菜です。むね肉でもしっとりと仕上がるので、お弁当のおかずにもおすすめです。';
/** Kurashiru's ingredient, laid out on lines as the page has it: its name set as one link (or as text), beside its amount. */
const ingredient = ([name, amount, href]: readonly [string, string, string?]): string => '<li class="App-ingredient ingredient-list-item">\n  <div class="App-ingredientTitle ingredient-name">'
  + `${href === undefined ? name : `<a href="${href}" class="ingredient-link">${name}</a>`}</div>\n  <div class="App-ingredientQuantityAmount ingredient-quantity-amount">${amount}</div>\n</li>`;
const ITEMS: readonly (readonly [string, string, string?])[] = [
  ['鶏むね肉', '1枚', '/ingredients/chicken-breast'], ['片栗粉', '大さじ1'], ['長ねぎ', '1本', '/ingredients/green-onion'], ['ごま油', '大さじ1'], ['レモン汁', '大さじ1'],
  ['鶏ガラスープの素', '小さじ1'], ['酒', '大さじ1'], ['塩', '小さじ1/4'], ['粗挽き黒こしょう', '少々'],
];
const INGREDIENTS = `<section class="ingredients"><h2>材料（2人前）</h2><ul class="App-ingredients ingredient-list">${ITEMS.map(ingredient).join('\n')}</ul></section>`;

/**
 * Session 37: a list item of two parts, a name set as one link and the short amount beside it (Kurashiru's
 * ingredients), is a fact of the list: Readability's cleaning judged each linked name a block all link and
 * dropped it, leaving "1枚" and "1本" without what they measure.
 */
describe('leanReadability: a linked name beside its amount', () => {
  it("keeps an ingredient's linked name beside its amount (Kurashiru's \"鶏むね肉\" \"1枚\", \"長ねぎ\" \"1本\"), which Readability drops", async () => {
    const markup = page('鶏むね肉のねぎ塩レモン炒め', `<main><article><h1>鶏むね肉のねぎ塩レモン炒め</h1><p>${PROSE.repeat(3)}</p>${INGREDIENTS}<section class="instructions"><h2>作り方</h2><p>${PROSE.repeat(2)}</p></section></article></main>`);
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toMatch(/鶏むね肉 ?1枚/);
    expect(text(lean)).toMatch(/鶏むね肉 ?1枚/);
    expect(text(lean)).toMatch(/長ねぎ ?1本/);
    expect(text(lean)).toMatch(/片栗粉 ?大さじ1/);
  });
});
