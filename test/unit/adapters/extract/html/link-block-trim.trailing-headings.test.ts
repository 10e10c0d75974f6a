import { describe, expect, it } from 'vitest';
import { trimLinkBlocks } from '../../../../../adapters/outbound/extract/html/markdown/link-block-trim.js';

/**
 * Session 36: a heading whose section a stage left out (a carousel's "Similar games" over its cards, a
 * "Trailer" over its player) ends the page titling nothing; so does another product's carousel heading
 * ("Andre kjøpte også") once its cards went in the trim.
 */
const PARAGRAPH = 'The headphones fold flat into a hard case and keep their charge for close to two days of listening, with noise cancelling on, before they ask for the cable again.';
/** A product page long enough that the trim may drop anything (a link index is its links). */
const ARTICLE = [PARAGRAPH, PARAGRAPH, PARAGRAPH, PARAGRAPH, PARAGRAPH].join('\n\n');

describe('trimLinkBlocks: headings that end the page over nothing', () => {
  it('drops a heading that ends the page with nothing after it (a carousel or a player a stage left out)', () => {
    expect(trimLinkBlocks(`${ARTICLE}\n\n## Similar games`).markdown).toBe(ARTICLE);
    expect(trimLinkBlocks(`${ARTICLE}\n\n## Trailer`).markdown).toBe(ARTICLE);
  });

  it('drops every heading of a trailing run of headings, and keeps a heading above a picture (its section\'s content)', () => {
    expect(trimLinkBlocks(`${ARTICLE}\n\n## Media\n\n### Trailer\n\n### Screenshots`).markdown).toBe(ARTICLE);
    const picture = `${ARTICLE}\n\n## Screenshots\n\n![The harbour at dusk](https://cdn.example/shot-1.jpg)`;
    expect(trimLinkBlocks(`${picture}\n\n## Trailer`).markdown).toBe(picture);
  });

  it('keeps a trailing linked heading (a listing\'s last item) and a trailing question (an FAQ\'s last, its answer folded away), and drops the headings after them only when nothing is linked', () => {
    const linked = `${ARTICLE}\n\n### [Night market at the pier](https://events.example/night-market)`;
    expect(trimLinkBlocks(linked).markdown).toBe(linked);
    const question = `${ARTICLE}\n\n## Frequently asked questions\n\n### Can I swap the ear cushions?`;
    expect(trimLinkBlocks(question).markdown).toBe(question);
    // The same page ending in a plain heading loses it.
    expect(trimLinkBlocks(`${ARTICLE}\n\n## Frequently asked questions\n\n### Ear cushions`).markdown).toBe(ARTICLE);
  });

  it('keeps a heading with text under it, and a heading over nothing in the middle of the page', () => {
    const middle = `${ARTICLE}\n\n## Overview\n\n## Specifications\n\n${PARAGRAPH}`;
    expect(trimLinkBlocks(middle).markdown).toBe(middle);
    expect(trimLinkBlocks(`${middle}\n\n## Downloads`).markdown).toBe(middle);
  });
});

describe("trimLinkBlocks: another product's carousel heading over nothing", () => {
  it('drops a recommendations heading ("Andre kjøpte også") whose cards went in the trim, though a picture follows in the next section', () => {
    const gallery = '## Gallery\n\n![The headphones folded in their case](https://cdn.example/case.jpg)';
    const page = `${ARTICLE}\n\n## Andre kjøpte også\n\n[Fjord ANC 500](https://shop.example/p/500) · [Fjord Buds Pro](https://shop.example/p/buds)\n\n${gallery}`;
    const { markdown } = trimLinkBlocks(page);
    expect(markdown).toBe(`${ARTICLE}\n\n${gallery}`);
    expect(markdown).not.toContain('Andre kjøpte også');
    expect(markdown).not.toContain('Fjord Buds Pro');
  });

  it('drops an English carousel heading ("Customers also bought") the same way, and keeps a content heading over the same dropped links', () => {
    const gallery = '## Gallery\n\n![The headphones folded in their case](https://cdn.example/case.jpg)';
    const links = '[Fjord ANC 500](https://shop.example/p/500) · [Fjord Buds Pro](https://shop.example/p/buds)';
    expect(trimLinkBlocks(`${ARTICLE}\n\n## Customers also bought\n\n${links}\n\n${gallery}`).markdown).toBe(`${ARTICLE}\n\n${gallery}`);
    expect(trimLinkBlocks(`${ARTICLE}\n\n## In the box\n\n${links}\n\n${gallery}`).markdown).toBe(`${ARTICLE}\n\n## In the box\n\n${gallery}`);
  });
});
