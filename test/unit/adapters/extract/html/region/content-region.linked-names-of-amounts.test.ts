import { describe, expect, it } from 'vitest';
import { prose, textOf } from './content-region-support.js';

/**
 * Session 37: a list item of two parts, a name set as one link and the short amount beside it (Kurashiru's
 * ingredients: `<li><div><a href="/ingredients/chicken-breast">鶏むね肉</a></div><div>1枚</div></li>`), is a fact of
 * the list, not a cluster of links: read as one, every linked ingredient lost its name and kept its amount.
 * (Items alike by three or more are repeated items, whose parts are not pruned as clusters: a group of two is.)
 */
const ingredient = (name: string, amount: string, href?: string): string => `<li class="ingredient-list-item"><div class="ingredient-name">${href === undefined ? name : `<a href="${href}" class="ingredient-link">${name}</a>`}</div>`
  + `<div class="ingredient-quantity-amount">${amount}</div></li>`;
const RECIPE = `<main><h1>鶏むね肉のねぎ塩レモン炒め</h1><p>${prose('recipe', 8)}</p><h2>材料</h2><ul class="ingredient-list">`
  + `${ingredient('鶏むね肉', '1枚', '/ingredients/chicken-breast')}${ingredient('長ねぎ', '1本', '/ingredients/green-onion')}</ul><h3>飾り用</h3><ul class="ingredient-list">${ingredient('レモン (輪切り)', '2枚')}</ul>`
  + `<p>${prose('steps', 6)}</p></main>`;

describe('extractContentRegion: a linked name beside its amount in a list item', () => {
  it("keeps an ingredient's linked name beside its amount (Kurashiru's \"鶏むね肉\" \"1枚\", \"長ねぎ\" \"1本\"), as an unlinked one keeps its own", () => {
    const text = textOf(RECIPE);
    expect(text).toContain('材料鶏むね肉1枚長ねぎ1本');
    expect(text).not.toContain('材料1枚');
    expect(text).toContain('飾り用レモン (輪切り)2枚');
  });

  it('still drops as a cluster a linked name in an item of three parts, a name of two links, and a link beside more than an amount', () => {
    const threeParts = '<li class="optional"><div class="ingredient-name"><a href="/ingredients/sesame">白ごま</a></div><div class="amount">小さじ1</div><div class="note">お好みで</div></li>';
    const twoLinks = '<li class="either"><div class="ingredient-name"><a href="/ingredients/pork">豚こま切れ肉</a><a href="/ingredients/chicken-thigh">鶏もも肉</a></div><div class="amount">200g</div></li>';
    const described = '<li class="tip"><div class="ingredient-name"><a href="/ingredients/lemon">レモン汁</a></div>'
      + '<div class="description">市販のレモン果汁でも作れますが、生のレモンを搾ると香りがよく、酸味もやわらかく仕上がります。</div></li>';
    const text = textOf(RECIPE.replace('2枚</div></li></ul>', `2枚</div></li>${threeParts}${twoLinks}${described}</ul>`));
    expect(text).toContain('材料鶏むね肉1枚長ねぎ1本');
    expect(text).toContain('2枚小さじ1お好みで200g市販のレモン果汁');
    expect(text).not.toContain('白ごま');
    expect(text).not.toContain('豚こま切れ肉');
    expect(text).not.toContain('レモン汁');
  });
});
