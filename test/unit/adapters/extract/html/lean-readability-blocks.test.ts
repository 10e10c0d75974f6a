import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const textOf = (article: unknown): string => ((article as { textContent?: string } | null)?.textContent ?? '').replace(/\s+/g, ' ');
const page = (title: string, main: string, beside = ''): string =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><header><a href="/">Home</a><nav><a href="/a">A</a><a href="/b">B</a></nav></header>${main}${beside}<footer><a href="/legal">Legal</a></footer></body></html>`;

/** Blocks Readability drops by a name that says something else here, and the lean subclass keeps. */
describe('leanReadability: blocks named for something they are not', () => {
  it("keeps an article's lists, tables and code whose wrappers' names end in \"com-\" (Intercom's intercom-interblocks-…), not a comment widget's", async () => {
    const markup = page('Set up reminders', `<article><h1>Set up reminders</h1><p>${PARAGRAPH.repeat(3)}</p>
      <div class="intercom-interblocks-unordered-nested-list"><ul><li>Invoices due in three days</li><li>Invoices overdue by a week</li></ul></div>
      <div class="intercom-interblocks-code"><pre><code>reminder.schedule = [3, 7, 14]</code></pre></div>
      <p>${PARAGRAPH.repeat(2)}</p></article>`);
    const [stock, lean] = await both(markup);
    expect(textOf(stock)).not.toContain('reminder.schedule');
    expect(textOf(lean)).toContain('Invoices overdue by a week');
    expect(textOf(lean)).toContain('reminder.schedule = [3, 7, 14]');
  });

  it("keeps a block named \"sidebar\" that holds the page's one unlinked h1 (Adidas's buy box), not a blog theme's sidebar with the site's linked name", async () => {
    const markup = page('Velora 3 Running Shoes', `<div class="content-wrapper"><div class="gallery"><p>${PARAGRAPH.repeat(8)}</p></div>
      <div class="sidebar-wrapper___3uF26"><div class="sidebar___29cCJ"><h1 class="name___120FN">Velora 3 Running Shoes</h1><p>Lightweight daily trainer for tempo runs, priced at $112 for members this week only.</p><div class="price">$112</div></div></div></div>`);
    const [stock, lean] = await both(markup);
    expect(textOf(stock)).not.toContain('$112 for members');
    expect(textOf(lean)).toContain('$112 for members');
    const blog = page('A post', `<div class="sidebar"><h1><a href="/">Hyde</a></h1><p>A brazen two-column theme that pairs a prominent sidebar with content.</p></div><article><h2>A post</h2><p>${PARAGRAPH.repeat(4)}</p></article>`);
    const [, blogLean] = await both(blog);
    expect(textOf(blogLean)).not.toContain('brazen two-column');
  });

  it("keeps a quotation's footer named so by class (who said it), and still drops the page's footer", async () => {
    const markup = page('Player II Stratocaster', `<article><h1>Player II Stratocaster</h1><p>${PARAGRAPH.repeat(3)}</p>
      <blockquote class="sales-engineer-quote"><p>"I've set up dozens of these and the neck feels great straight out of the box."</p>
      <div class="sales-engineer-quote__footer"><cite>Jordan Reyes</cite> Sweetwater Sales Engineer</div></blockquote><p>${PARAGRAPH.repeat(2)}</p></article>`);
    const [stock, lean] = await both(markup);
    expect(textOf(stock)).not.toContain('Jordan Reyes');
    expect(textOf(lean)).toContain('Jordan Reyes Sweetwater Sales Engineer');
    expect(textOf(lean)).not.toContain('Legal');
  });

  it("keeps a block named \"header\" that holds text and none of a page header's parts (ReadMe's endpoint and parameter headers)", async () => {
    const parameter = (name: string, type: string) => `<div class="Param-expand"><div class="Param-header2-fsq"><label class="Param-name">${name}</label> <div class="Param-type">${type}</div> <div class="Param-required">required</div></div><div class="Param-description"><p>${PARAGRAPH}</p></div></div>`;
    const markup = page('Create a shipment', `<article><h1>Create a shipment</h1><div class="APIHeader2s2 rm-APIHeader"><span class="rm-APIMethod">post</span> <span class="APIHeader-url">https://api.parcelly.io/v2/shipments</span></div>
      <p>${PARAGRAPH.repeat(3)}</p><h2>Body Params</h2>${parameter('address_from', 'object')}${parameter('carrier', 'string')}</article>`);
    const [stock, lean] = await both(markup);
    expect(textOf(stock)).not.toContain('api.parcelly.io/v2/shipments');
    expect(textOf(lean)).toContain('post https://api.parcelly.io/v2/shipments');
    expect(textOf(lean)).toMatch(/address_from\s*object required/);
    expect(textOf(lean)).toMatch(/carrier\s*string required/);
  });

  it("keeps a buying guide's offers, a block of links each saying a price or a verb and where to buy (Wired's \"$80 at Amazon\"), and still drops a block of other links", async () => {
    const markup = page('The best chargers', `<article><h1>The best chargers</h1><p>${PARAGRAPH.repeat(3)}</p>
      <div class="ProductEmbedOffers"><a class="button" href="https://shop.example/a" rel="sponsored">$80 at Amazon</a><a class="button" href="https://shop.example/b">$85 at Best Buy</a></div>
      <p>${PARAGRAPH.repeat(2)}</p><div class="ProductEmbedOffers"><a class="button" href="https://shop.example/c">Buy at Volta</a></div><p>${PARAGRAPH.repeat(2)}</p>
      <div class="tags"><a href="/t/usb">USB chargers and cables</a><a href="/t/travel">Travel gear for long trips</a></div><p>${PARAGRAPH.repeat(2)}</p></article>`);
    const [stock, lean] = await both(markup);
    expect(textOf(stock)).not.toContain('$80 at Amazon');
    for (const offer of ['$80 at Amazon', '$85 at Best Buy', 'Buy at Volta']) expect(textOf(lean)).toContain(offer);
    expect(textOf(lean)).not.toContain('Travel gear for long trips');
  });
});

describe('leanReadability: a table of members', () => {
  it("keeps an API reference's short summary table, each member's name a link beside its type or description (Godot's Methods, Qt's Signals), which Readability removes for its links", async () => {
    const row = (type: string, name: string): string => `<tr><td><p><a href="/class_${type}.html">${type}</a></p></td><td><p><a href="#method-${name}">${name}</a>() const</p></td></tr>`;
    const markup = `<!DOCTYPE html><html><head><title>Timer</title></head><body><div role="main"><h1>Timer</h1><p>${PARAGRAPH.repeat(5)}</p>`
      + `<section id="methods"><h2>Methods</h2><div class="wy-table-responsive"><table class="docutils"><tbody>${row('bool', 'is_stopped')}${row('float', 'get_time_left')}</tbody></table></div></section><p>${PARAGRAPH.repeat(3)}</p></div></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('is_stopped');
    expect((lean as { textContent: string }).textContent).toContain('is_stopped');
  });
});
