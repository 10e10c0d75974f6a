import { describe, expect, it } from 'vitest';
import { DEFAULT_HTML_STAGES, runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import { ARTICLE, documentOf, failed, page, produced, stages, URL_, words } from './html-chain-fixtures.js';

describe('runHtmlChain: what changes on the page before the stages read it', () => {
  it('removes recommendation carousels before the stages read the page, and customer reviews only on a declared product page', async () => {
    const productPage = (): ParsedHtmlPage => ({
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Trail pack</h1><p>${ARTICLE}</p><section><h2>You may also like</h2><ul><li>Other pack</li></ul></section>`
        + '<section><h2>12 Reviews</h2><p>Great pack, says a customer.</p></section></main>'),
    });
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const run = (declared: { article: boolean; collection: boolean; product?: boolean }) => runHtmlChain(productPage(), URL_, { declared, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    const product = await run({ article: false, collection: true, product: true });
    expect(seen[0]).not.toContain('Other pack');
    expect(seen[0]).not.toContain('Great pack');
    expect(seen[0]).toContain('bridge299');
    expect(product.removalNotes).toEqual(['1 block of recommended other products removed', '1 block of customer reviews and ratings removed']);
    const other = await run({ article: false, collection: false });
    expect(seen[1]).not.toContain('Other pack');
    expect(seen[1]).toContain('Great pack');
    expect(other.removalNotes).toEqual(['1 block of recommended other products removed']);
  });

  it('removes radio and checkbox groups before the stages read a page that declares a listing, writes them as a line on a product page, and leaves them elsewhere', async () => {
    const shop = (): ParsedHtmlPage => ({
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Desks</h1><p>${ARTICLE}</p><fieldset><legend>Colour</legend><label><input type="radio"> Option: walnut</label></fieldset></main>`),
    });
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const run = (declared: DeclaredPageKind, choiceFieldsets?: boolean) =>
      runHtmlChain(shop(), URL_, { declared, ...(choiceFieldsets === undefined ? {} : { choiceFieldsets }), stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    const listing = await run({ article: false, collection: true, listing: true });
    expect(seen[0]).not.toContain('Option: walnut');
    expect(seen[0]).toContain('bridge299');
    expect(listing.removalNotes).toEqual(['1 group of radio buttons or checkboxes removed (option pickers, filters)']);
    const article = await run({ article: true, collection: false });
    expect(seen[1]).toContain('Option: walnut');
    expect(article.removalNotes).toEqual([]);
    await run({ article: false, collection: true, listing: true }, false);
    expect(seen[2]).toContain('Option: walnut');
    // On a product's own page, the picker is one line: its legend and its options.
    const product = await run({ article: false, collection: true, product: true });
    expect(seen[3]).toContain('Colour; options: Option: walnut');
    expect(product.removalNotes).toEqual(['1 group of options (radio buttons, buttons, drop-downs) written as one line each (option pickers)']);
    // A thread's poll is its content.
    const thread = await run({ article: false, collection: true });
    expect(seen[4]).toContain('Option: walnut');
    expect(thread.removalNotes).toEqual([]);
  });

  it('removes other products\' cards before the stages read a page that declares a schema.org product, and only there', async () => {
    const card = (name: string): string => `<li class="card"><a href="/p/${name}">${name}</a> <span>$49.00</span></li>`;
    const shop = (): ParsedHtmlPage => ({
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Trail pack</h1><p>${ARTICLE}</p><ul>${card('Summit pack')}${card('Day pack')}${card('Hip pack')}</ul></main>`),
    });
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const run = (declared: DeclaredPageKind, productCards?: false) =>
      runHtmlChain(shop(), URL_, { declared, ...(productCards === undefined ? {} : { productCards }), stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    const product = await run({ article: false, collection: true, product: true, productSchema: true });
    expect(seen[0]).not.toContain('Summit pack');
    expect(seen[0]).toContain('bridge299');
    expect(product.removalNotes).toEqual(['3 cards of other products removed (repeated cards with a link and a price)']);
    // og:type product alone: category pages set it too, and there the cards are the content.
    const openGraphOnly = await run({ article: false, collection: true, product: true });
    expect(seen[1]).toContain('Summit pack');
    expect(openGraphOnly.removalNotes).toEqual([]);
    await run({ article: false, collection: true, listing: true });
    expect(seen[2]).toContain('Summit pack');
    await run({ article: false, collection: true, product: true, productSchema: true }, false);
    expect(seen[3]).toContain('Summit pack');
  });

  it('takes the cards\' share of the page as served, before the titled aside blocks go', async () => {
    const card = (name: string): string => `<li class="card"><a href="/p/${name}">${name} with a long title</a> <span>$49.00</span></li>`;
    const cards = Array.from({ length: 9 }, (_, index) => card(`Pack ${index}`)).join('');
    // eBay's shape: the item, the seller's other items, then a titled block of sponsored items.
    const shop = (): ParsedHtmlPage => ({
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Trail pack</h1><p>${words(15, 'item')}</p><ul>${cards}</ul><section><h2>You may also like</h2><p>${words(27, 'sponsored')}</p></section></main>`),
    });
    const declared = { article: false, collection: true, product: true, productSchema: true };
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const run = (cardShareAsServed?: boolean) => runHtmlChain(shop(), URL_, { declared, ...(cardShareAsServed === undefined ? {} : { cardShareAsServed }), stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    const served = await run();
    expect(served.removalNotes).toEqual(['1 block of recommended other products removed', '9 cards of other products removed (repeated cards with a link and a price)']);
    expect(seen[0]).toContain('item14');
    expect(seen[0]).not.toContain('Pack 1');
    // Measured after the aside block went, the cards are most of what is left (a listing's share), and stay.
    const after = await run(false);
    expect(after.removalNotes).toEqual(['1 block of recommended other products removed']);
    expect(seen[1]).toContain('Pack 1');
  });

  it('keeps the region\'s root chosen on the page as served when the removals shrink <main>, and there a Readability cut mostly outside the region loses', async () => {
    const card = (name: string): string => `<li class="card"><a href="/p/${name}">${name} with a long title</a> <span>$49.00</span></li>`;
    const cards = Array.from({ length: 9 }, (_, index) => card(`Pack ${index}`)).join('');
    // eBay's shape: in <main> the item and the seller's other items; outside it a long store notice.
    const shop = (): ParsedHtmlPage => ({
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Trail pack</h1><p>${words(40, 'item')}</p><ul>${cards}</ul></main><div class="store"><p>${words(130, 'store')}</p></div>`),
    });
    const declared = { article: false, collection: true, product: true, productSchema: true };
    const readability = stages({ readability: produced('readability', words(130, 'store'), 0, { words: 130 }) }).readability;
    const result = await runHtmlChain(shop(), URL_, { declared, stages: { ...DEFAULT_HTML_STAGES, readability } });
    expect(result.removalNotes).toContain('9 cards of other products removed (repeated cards with a link and a price)');
    expect(result.markdown).toContain('item39');
    expect(result.markdown).not.toContain('Pack 1');
    expect(result.markdown).not.toContain('store0');
    expect(result.stageNotes.at(-1)).toMatch(/^choice: cleaned-body \(readability has \d+ % of the region's words but only 0 % of its words are the region's/);
    // Chosen after the removals, the root is the body (the store notice is most of what is left).
    const after = await runHtmlChain(shop(), URL_, { declared, regionRoot: 'after', stages: { ...DEFAULT_HTML_STAGES, readability: stages({ readability: failed('readability', 'no content found') }).readability } });
    expect(after.markdown).toContain('store0');
  });

  it('removes the furniture around marked posts before the stages read the page, and says so', async () => {
    const post = (type: string, words_: string): string =>
      `<div itemscope itemtype="https://schema.org/${type}"><div class="votes" itemprop="upvoteCount">+42 votes</div><div itemprop="text"><p>${words_}</p></div><div class="menu"><a href="/flag">Flag</a></div></div>`;
    const threadPage = (): ParsedHtmlPage => ({ ...page, notes: [], document: documentOf(`<main>${post('Question', ARTICLE)}${post('Answer', words(40, 'answer'))}${post('Answer', words(30, 'reply'))}</main>`) });
    let seen = '';
    const reading: HtmlStage = async (document) => {
      seen = (document.body?.textContent ?? '').replace(/\s+/g, ' ');
      return produced('cleaned-body', `${ARTICLE}\n\n${words(70, 'answer')}`);
    };
    const result = await runHtmlChain(threadPage(), URL_, { stages: { ...stages({ readability: failed('readability', 'no content found') }), cleanedBody: reading } });
    expect(seen).not.toContain('votes');
    expect(seen).not.toContain('Flag');
    expect(seen).toContain('reply29');
    expect(result.stage).toBe('cleaned-body');
    expect(result.removalNotes).toEqual(['vote counts, user cards and reply/quote/share controls removed around 3 posts']);
    // Defuddle's re-parse loses the same furniture; the note stays one.
    const markup = `<main>${post('Question', ARTICLE)}${post('Answer', words(40, 'answer'))}</main>`;
    let defuddleSaw = '';
    const fallback = await runHtmlChain({ ...page, notes: [], document: documentOf(markup), reparse: () => documentOf(markup) }, URL_, {
      stages: {
        ...stages({ cleanedBody: failed('cleaned-body', 'empty output'), readability: failed('readability', 'empty output') }),
        defuddle: async (document) => {
          defuddleSaw = (document.body?.textContent ?? '').replace(/\s+/g, ' ');
          return produced('defuddle', ARTICLE);
        },
      },
    });
    expect(defuddleSaw).toContain('answer39');
    expect(defuddleSaw).not.toContain('Flag');
    expect(fallback.removalNotes).toEqual(['vote counts, user cards and reply/quote/share controls removed around 2 posts']);
  });

  it('removes the signatures a thread repeats under its posts before the stages read the page (also from Defuddle\'s re-parse), says so, and can keep them', async () => {
    const signed = (words_: string, signature: string): string => `<article class="post"><div class="content"><p>${words_}</p></div><div data-role="memberSignature" class="sig-box"><p>${signature}</p></div></article>`;
    const markup = `<main>${signed(ARTICLE, 'Ratings certify efficiency, not quality.')}${signed(words(40, 'reply'), 'Message me on discord.')}</main>`;
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const run = (postSignatures?: false) => runHtmlChain({ ...page, notes: [], document: documentOf(markup) }, URL_, { ...(postSignatures === undefined ? {} : { postSignatures }), stages: { ...stages({ readability: failed('readability', 'no content found') }), cleanedBody: reading } });
    const result = await run();
    expect(seen[0]).not.toContain('certify');
    expect(seen[0]).not.toContain('discord');
    expect(seen[0]).toContain('reply39');
    expect(result.removalNotes).toEqual(['2 member signatures removed from under the posts']);
    const kept = await run(false);
    expect(seen[1]).toContain('discord');
    expect(kept.removalNotes).toEqual([]);
    let defuddleSaw = '';
    await runHtmlChain({ ...page, notes: [], document: documentOf(markup), reparse: () => documentOf(markup) }, URL_, {
      stages: {
        ...stages({ cleanedBody: failed('cleaned-body', 'empty output'), readability: failed('readability', 'empty output') }),
        defuddle: async (document) => {
          defuddleSaw = (document.body?.textContent ?? '').replace(/\s+/g, ' ');
          return produced('defuddle', ARTICLE);
        },
      },
    });
    expect(defuddleSaw).toContain('reply39');
    expect(defuddleSaw).not.toContain('discord');
  });

  it('keeps a quotation of words found nowhere else on the page inside the reply that quotes it (the real region stage), and drops it when the rule is off', async () => {
    const post = (author: string, inner: string): string =>
      `<div class="crawler-post" itemprop="comment" itemscope itemtype="http://schema.org/DiscussionForumPosting"><span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">${author}</span></span><div class="post" itemprop="text">${inner}</div></div>`;
    const quoted = 'Do you follow simplified calculations or simply compare apples to apples?';
    const markup = `<main>${post('ann', `<p>${ARTICLE}</p>`)}${post('bo', `<aside class="quote no-group"><div class="title"><a href="/t/other/2">Portfolio through May</a></div><blockquote><p>${quoted}</p></blockquote></aside><p>${words(40, 'reply')}</p>`)}</main>`;
    const run = (postQuotes?: 'off') => runHtmlChain({ ...page, notes: [], document: documentOf(markup) }, URL_, { ...(postQuotes === undefined ? {} : { postQuotes }), stages: { ...stages({ readability: failed('readability', 'no content found') }), cleanedBody: DEFAULT_HTML_STAGES.cleanedBody } });
    const kept = await run();
    expect(kept.markdown).toContain(`> ${quoted}`);
    expect(kept.markdown).toContain('reply39');
    const dropped = await run('off');
    expect(dropped.markdown).not.toContain('simplified calculations');
    expect(dropped.markdown).toContain('reply39');
  });

  it('leaves the badges a page repeats on its cards out of the content region and leaves them to Readability; can keep them', async () => {
    const item = (title: string, badge: string): string => `<li class="card"><div class="product-badge">${badge}</div><h3><a href="/p/${title}">${title}</a></h3><p>${words(12, title)}</p></li>`;
    const markup = `<main><h1>Desks</h1><ul>${item('micke', 'Best seller')}${item('alex', 'Best seller')}${item('tonstad', 'Best seller')}${item('malm', 'Closeout')}</ul></main>`;
    let readabilitySaw = '';
    const readability: HtmlStage = async (document) => {
      readabilitySaw = (document.body?.textContent ?? '').replace(/\s+/g, ' ');
      return failed('readability', 'no content found');
    };
    const run = (badges?: false) => runHtmlChain({ ...page, notes: [], document: documentOf(markup) }, URL_, { ...(badges === undefined ? {} : { badges }), stages: { ...DEFAULT_HTML_STAGES, readability } });
    const result = await run();
    expect(result.markdown).not.toContain('Best seller');
    expect(result.markdown).toContain('Closeout');
    expect(result.markdown).toContain('tonstad11');
    expect(readabilitySaw).toContain('Best seller');
    const kept = await run(false);
    expect(kept.markdown).toContain('Best seller');
  });

  it("removes the same aside blocks from Defuddle's re-parse, counted once", async () => {
    const markup = `<main><h1>Trail pack</h1><p>${ARTICLE}</p><section><h2>You may also like</h2><ul><li>Other pack</li></ul></section></main>`;
    const defuddleRead: string[] = [];
    const result = await runHtmlChain({ ...page, notes: [], document: documentOf(markup), reparse: () => documentOf(markup) }, URL_, {
      declared: { article: false, collection: false },
      stages: {
        ...stages({ cleanedBody: failed('cleaned-body', 'empty output'), readability: failed('readability', 'empty output') }),
        defuddle: async (document) => {
          defuddleRead.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
          return produced('defuddle', ARTICLE);
        },
      },
    });
    expect(defuddleRead).toHaveLength(1);
    expect(defuddleRead[0]).toContain('bridge299');
    expect(defuddleRead[0]).not.toContain('Other pack');
    expect(result.stage).toBe('defuddle');
    expect(result.removalNotes).toEqual(['1 block of recommended other products removed']);
  });

  it('keeps accordion questions and their collapsed answers through the real stages, says so, and can be turned off', async () => {
    const faq = '<h3><button aria-expanded="false" aria-controls="a1">How long does setup take?</button></h3><div id="a1" hidden><p>Setup takes about two days with our team.</p></div>';
    const markup = `<main><h1>Managed hosting</h1><p>${ARTICLE}</p><h2>Frequently asked questions</h2>${faq}</main>`;
    const run = (disclosures?: { headings: boolean; panels: boolean; answers: boolean }) =>
      runHtmlChain({ ...page, notes: [], document: documentOf(markup) }, URL_, { declared: { article: false, collection: false }, ...(disclosures === undefined ? {} : { disclosures }) });
    const shown = await run();
    expect(shown.markdown).toContain('### How long does setup take?');
    expect(shown.markdown).toContain('Setup takes about two days with our team.');
    expect(shown.stageNotes).toContain('accordions: 1 title kept as text, 1 collapsed panel shown');
    expect(shown.removalNotes).toEqual(['text of 1 collapsed panel shown (FAQ answers, accordion sections a reader opens)']);
    const off = await run({ headings: false, panels: false, answers: false });
    expect(off.markdown).not.toContain('How long does setup take?');
    expect(off.markdown).not.toContain('Setup takes about two days');
    expect(off.stageNotes.some((note) => note.startsWith('accordions:'))).toBe(false);
    expect(off.removalNotes).toEqual([]);
    // Defuddle's re-parse gets the same accordions revealed.
    let defuddleSaw = '';
    await runHtmlChain({ ...page, notes: [], document: documentOf(markup), reparse: () => documentOf(markup) }, URL_, {
      stages: {
        ...stages({ cleanedBody: failed('cleaned-body', 'empty output'), readability: failed('readability', 'empty output') }),
        defuddle: async (document) => {
          defuddleSaw = document.body?.innerHTML ?? '';
          return produced('defuddle', ARTICLE);
        },
      },
    });
    expect(defuddleSaw).toContain('<h3>How long does setup take?</h3>');
    expect(defuddleSaw).toContain('<div id="a1"><p>Setup takes');
  });

  it("puts React's streamed segments in place through the real stages, says so, also for Defuddle's re-parse, and can be turned off", async () => {
    const markup = `<main><h1>Office chair</h1><p>${ARTICLE}</p><template id="B:3"></template></main><div hidden id="S:3"><h2>Specifications</h2><p>Seat height twenty inches, tilt lock, five-year warranty.</p></div>`;
    const run = (streamedSegments?: boolean, streamedSegmentScripts = 1) =>
      runHtmlChain({ ...page, notes: [], document: documentOf(markup), streamedSegmentScripts }, URL_, { declared: { article: false, collection: false }, ...(streamedSegments === undefined ? {} : { streamedSegments }) });
    const shown = await run();
    expect(shown.markdown).toContain('## Specifications');
    expect(shown.markdown).toContain('Seat height twenty inches');
    expect(shown.markdown.indexOf('bridge299')).toBeLessThan(shown.markdown.indexOf('Seat height'));
    expect(shown.removalNotes).toEqual(["text of 1 streamed segment shown where the page's script puts it (content sent hidden after its placeholder)"]);
    const off = await run(false);
    expect(off.markdown).not.toContain('Seat height');
    expect(off.removalNotes).toEqual([]);
    // Only where the prefilter saw React's streaming scripts: other pages pay no walk.
    const noScripts = await run(undefined, 0);
    expect(noScripts.markdown).not.toContain('Seat height');
    let defuddleSaw = '';
    await runHtmlChain({ ...page, notes: [], document: documentOf(markup), reparse: () => documentOf(markup), streamedSegmentScripts: 1 }, URL_, {
      stages: {
        ...stages({ cleanedBody: failed('cleaned-body', 'empty output'), readability: failed('readability', 'empty output') }),
        defuddle: async (document) => {
          defuddleSaw = document.body?.innerHTML ?? '';
          return produced('defuddle', ARTICLE);
        },
      },
    });
    expect(defuddleSaw).toContain('<h2>Specifications</h2>');
    expect(defuddleSaw).not.toContain('hidden');
  });

  it("drops a live notice a class hides until a script shows it (LinkedIn's \"You've viewed all jobs\"), and keeps other class-hidden text for the steps that show it", async () => {
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const listing: ParsedHtmlPage = { ...page, notes: [], document: documentOf(`<main><p>${ARTICLE}</p><div class="see-more-jobs__viewed-all hidden" role="alert"><p>You've viewed all jobs for this search</p></div><div class="answer hidden"><p>The collapsed answer.</p></div></main>`) };
    await runHtmlChain(listing, URL_, { declared: { article: false, collection: true, listing: true }, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    expect(seen[0]).not.toContain("You've viewed all jobs");
    expect(seen[0]).toContain('The collapsed answer.');
  });
  it("shows before the stages the hidden parts of a price whose label states it (Lowe's), and of a labelled image's figure (Mercado Libre), not an icon's glyph name", async () => {
    const shop = (): ParsedHtmlPage => ({
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Drill</h1><p>${ARTICLE}</p><div class="main-price" aria-label="Price: $149.00"><span aria-hidden="true">$149</span><sup aria-hidden="true">.00</sup></div>`
        + '<span role="img" aria-label="189999 pesos"><span aria-hidden="true">$</span><span aria-hidden="true">189.999</span></span><button aria-label="Close"><span aria-hidden="true">close</span></button></main>'),
    });
    const hidden: string[][] = [];
    const reading: HtmlStage = async (document) => {
      hidden.push(Array.from(document.querySelectorAll('[aria-hidden="true"]'), (element) => element.textContent ?? ''));
      return produced('cleaned-body', ARTICLE);
    };
    await runHtmlChain(shop(), URL_, { declared: { article: false, collection: true, product: true }, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    expect(hidden[0]).toEqual(['close']);
  });
});
