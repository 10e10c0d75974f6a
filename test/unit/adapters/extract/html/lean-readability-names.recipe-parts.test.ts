import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const text = (article: unknown): string => ((article as { textContent?: string } | null)?.textContent ?? '').replace(/\s+/g, ' ');

describe("leanReadability: a recipe's parts named beside a chrome word", () => {
  it("keeps a recipe's ingredients in a block named div.shopping-list-ingredients (Yummly), which Readability drops for \"shopping\"", async () => {
    const items = ['2 medium sweet potatoes, peeled', '3 tablespoons olive oil, divided', '1 red onion, thinly sliced', '3 cloves garlic, minced'].map((item) => `<li class="IngredientLine">${item}</li>`).join('');
    const markup = `<!DOCTYPE html><html><head><title>Smoky Chickpea Skillet Recipe | Yummly</title></head><body><main class="recipe"><h1>Smoky Chickpea Skillet</h1><p>${PARAGRAPH.repeat(3)}</p>`
      + `<div class="shopping-list-ingredients"><h3>Ingredients</h3><ul>${items}</ul><button type="button">Add to Shopping List</button></div>`
      + `<div class="recipe-directions"><h3>Directions</h3><ol><li>${PARAGRAPH}</li><li>${PARAGRAPH}</li></ol></div></main></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('3 tablespoons olive oil, divided');
    expect(text(lean)).toContain('Ingredients2 medium sweet potatoes, peeled3 tablespoons olive oil, divided1 red onion, thinly sliced3 cloves garlic, minced');
    expect(text(lean)).toContain('Directions');
  });
});
