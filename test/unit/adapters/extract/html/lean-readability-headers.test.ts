import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const text = (article: unknown): string => (article as { textContent: string }).textContent.replace(/\s+/g, ' ');

/** A recipe's body, in the same wrapper as its header: its ingredients and method, long enough for Readability to take the wrapper as the article. */
const RECIPE_BODY = '<h2>Ingredients</h2><ul><li>2 tbsp olive oil</li><li>1 onion, chopped</li><li>2 x 400g cans chickpeas</li></ul>'
  + `<h2>Method</h2><p>${PARAGRAPH.repeat(2)}</p><p>${PARAGRAPH.repeat(2)}</p><p>${PARAGRAPH.repeat(2)}</p>`;

describe('leanReadability: a block named a header that holds the page\'s heading', () => {
  it("keeps a recipe's header block of its title, rating, times and description (BBC Good Food's div.post-header), which stock Readability drops; a div.header holding a menu and the h1 still goes", async () => {
    const header = '<div class="post-header"><h1 class="heading-1">One-pot chickpea stew</h1><div class="rating">4.5 (123 ratings)</div><button class="save-recipe">Save recipe</button>'
      + '<ul class="recipe-cook-and-prep-details"><li>Prep: 15 mins</li><li>Cook: 1 hr</li></ul><p>Make this hearty one-pot chickpea stew for an easy midweek meal, packed with veg.</p></div>';
    // Its "Save recipe" button is one of a page header's parts: the block is no inert header, and only its page's heading and missing menu spare it.
    const [stock, lean] = await both(`<!DOCTYPE html><html><head><title>One-pot chickpea stew</title></head><body><main>${header}${RECIPE_BODY}</main></body></html>`);
    expect(text(stock)).not.toContain('Prep: 15 mins');
    expect(text(lean)).toContain('Prep: 15 mins');
    expect(text(lean)).toContain('Make this hearty one-pot chickpea stew for an easy midweek meal');
    // A site's header holds its menu beside the page's heading: it is the page's chrome still.
    const site = '<div class="header"><nav><ul><li><a href="/recipes">Recipes</a></li><li><a href="/howto">How to</a></li></ul></nav><h1>One-pot chickpea stew</h1><p>Site-wide tagline for every visitor.</p></div>';
    const [, menu] = await both(`<!DOCTYPE html><html><head><title>One-pot chickpea stew</title></head><body><main>${site}${RECIPE_BODY}</main></body></html>`);
    expect(text(menu)).toContain('Ingredients');
    expect(text(menu)).not.toContain('Site-wide tagline');
    expect(text(menu)).not.toContain('How to');
  });
});

describe("leanReadability: a section's header set in a wrapper inside the section", () => {
  it("keeps a recipe card's header, its section's by HTML though a div stands between (Mediavine Create's section > div > header.mv-create-header: the recipe's name, picture and Print)", async () => {
    const card = '<section id="mv-creation-2" class="mv-create-card mv-recipe-card"><div class="mv-create-wrapper"><header class="mv-create-header"><div class="mv-create-title-wrap"><h2 class="mv-create-title">Spiced Honey Pear Jam</h2></div>'
      + '<div class="mv-create-image-container"><img src="https://blog.example/jam.jpg" alt="Spiced Honey Pear Jam"><form method="get" action="/print/2"><button class="mv-create-print-button">Print</button></form></div></header>'
      + `<div class="mv-create-ingredients"><h3>Ingredients</h3><ul><li>8-9 ripe pears, cored and peeled</li><li>1 lemon</li><li>6 tbsp fruit pectin powder</li></ul></div><div class="mv-create-instructions"><h3>Instructions</h3><ol><li>${PARAGRAPH}</li><li>${PARAGRAPH}</li></ol></div></div></section>`;
    const markup = `<!DOCTYPE html><html><head><title>Homemade pear jam</title></head><body><article class="post"><p>${PARAGRAPH.repeat(3)}</p><p>${PARAGRAPH.repeat(3)}</p>${card}</article></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('Spiced Honey Pear Jam');
    expect(text(lean)).toContain('Spiced Honey Pear Jam');
    expect(text(lean)).toContain('8-9 ripe pears');
  });
});
