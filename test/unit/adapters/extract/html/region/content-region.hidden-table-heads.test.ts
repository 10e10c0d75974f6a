import { describe, expect, it } from 'vitest';
import { prose, textOf } from './content-region-support.js';

/**
 * Session 35: a table's head set for screen readers only (Trade Me's shipping table:
 * `thead.tm-visually-hidden` of "Destination & description" and "Price") names the table's columns and
 * is kept; without it the table's first option was read as its header. Other text for screen readers only is still dropped.
 */
const OPTIONS = '<tbody><tr><td>Pick-up available from Mount Eden, Auckland</td><td>Free</td></tr>'
  + '<tr><td>Courier within the North Island</td><td>$12.00</td></tr><tr><td>Courier to the South Island</td><td>$18.50</td></tr></tbody>';

describe('extractContentRegion: a visually hidden table head', () => {
  it('keeps a <thead class="tm-visually-hidden"> as the table\'s head, and still drops a visually hidden "opens in a new tab"', () => {
    const text = textOf(`<main><h1>Kayak, two seats</h1><p>${prose('kayak', 8)}</p><h2>Shipping &amp; pick-up options</h2>`
      + `<table class="tm-shipping"><thead class="tm-visually-hidden"><tr><th>Destination &amp; description</th><th>Price</th></tr></thead>${OPTIONS}</table>`
      + `<p>${prose('seller', 4)}<span class="tm-visually-hidden">opens in a new tab</span></p></main>`);
    expect(text).toContain('Destination & descriptionPrice');
    expect(text).toContain('Destination & descriptionPricePick-up available from Mount Eden, AucklandFree');
    expect(text).not.toContain('opens in a new tab');
  });

  it('keeps a head row of header cells hidden by class sr-only in a table without a <thead>', () => {
    const text = textOf(`<main><h1>Kayak, two seats</h1><p>${prose('kayak', 8)}</p>`
      + `<table><tr class="sr-only"><th>Destination &amp; description</th><th>Price</th></tr>${OPTIONS.replace(/<\/?tbody>/g, '')}</table>`
      + `<p>${prose('seller', 4)}<span class="sr-only">Add to watchlist</span></p></main>`);
    expect(text).toContain('Destination & descriptionPricePick-up available from Mount Eden, AucklandFree');
    expect(text).not.toContain('Add to watchlist');
  });
});
