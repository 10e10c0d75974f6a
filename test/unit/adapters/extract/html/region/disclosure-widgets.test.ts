import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { revealDisclosures } from '../../../../../../adapters/outbound/extract/html/region/disclosure-widgets.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** One FAQ item of the WAI-ARIA accordion pattern: `<h3><button aria-controls>` and a hidden panel. */
const ITEM = (n: number, panelAttributes: string): string =>
  `<h3><button id="q${n}" aria-expanded="false" aria-controls="a${n}">How much does plan ${n} cost?</button></h3>`
  + `<div id="a${n}" ${panelAttributes}><p>Plan ${n} costs $${n}0 a month.</p></div>`;

describe('revealDisclosures', () => {
  it('unwraps a button that is a heading\'s text and shows the panel it controls, however it is hidden', () => {
    const body = bodyOf(ITEM(1, 'hidden') + ITEM(2, 'aria-hidden="true"') + ITEM(3, 'style="height:0; display: none !important;"') + ITEM(4, 'style="visibility:hidden"'));
    expect(revealDisclosures(body)).toEqual({ headings: 4, panels: 4 });
    expect(body.querySelector('button')).toBeNull();
    expect(body.querySelector('h3')?.textContent).toBe('How much does plan 1 cost?');
    for (const panel of Array.from(body.querySelectorAll('div'))) {
      expect(panel.hasAttribute('hidden')).toBe(false);
      expect(panel.getAttribute('aria-hidden')).toBeNull();
      expect(panel.getAttribute('style') ?? '').not.toMatch(/display|visibility/);
    }
    expect(body.querySelector('#a3')?.getAttribute('style')).toBe('height:0; ');
  });

  it("makes a named panel set as a <nav> a <div> when it is an answer (Webflow's dropdown), not when it is a menu of links", () => {
    const toggle = (n: number, label: string): string => `<div class="w-dropdown-toggle" id="t${n}" aria-controls="l${n}" aria-haspopup="menu" aria-expanded="false" role="button">${label}</div>`;
    const body = bodyOf(`${toggle(1, 'Resources')}<nav class="w-dropdown-list" id="l1"><a href="/blog">Blog</a><a href="/help">Help centre</a></nav>`
      + `${toggle(2, 'What counts as a seat?')}<nav class="faq-answer w-dropdown-list" id="l2"><p>Any teammate who can reply to customers; readers are free (<a href="/seats">details</a>).</p></nav>`);
    revealDisclosures(body);
    expect(body.querySelector('nav#l1')).not.toBeNull();
    expect(body.querySelector('nav#l2')).toBeNull();
    expect(text(body.querySelector('div#l2.faq-answer') as Element)).toContain('Any teammate who can reply');
  });

  it("keeps as text a toggle's title that is no question but opens a passage (Elementor's toggle), not a menu button that opens links", () => {
    const body = bodyOf('<div id="t1" class="elementor-tab-title" role="button" aria-controls="c1" aria-expanded="false"><span aria-hidden="true"></span><a class="elementor-toggle-title" tabindex="0">Pressure gauge below 1 bar</a></div>'
      + '<div id="c1" class="elementor-tab-content" role="region" aria-labelledby="t1" style="display:none"><p>Top the system up using the filling loop under the boiler until the needle reads between one and two bar.</p></div>'
      + '<div id="m1" role="button" aria-controls="menu1" aria-expanded="false">Services</div><div id="menu1" hidden><a href="/boilers">Boilers</a> <a href="/radiators">Radiators</a> <a href="/bathrooms">Bathroom fitting and repairs</a></div>'
      // A tab is left to the tab-panel rules.
      + '<button id="tab1" role="tab" aria-controls="pane1">All Methods</button><div id="pane1" role="tabpanel" hidden><p>Returns the value of this function applied to the given argument, rounded towards zero.</p></div>');
    expect(revealDisclosures(body)).toEqual({ headings: 1, panels: 1 });
    const title = body.querySelector('#t1') as Element;
    expect(title.hasAttribute('role')).toBe(false);
    expect(title.querySelector('a')).toBeNull();
    expect(text(title)).toBe('Pressure gauge below 1 bar');
    expect(body.querySelector('#c1')?.getAttribute('style')).not.toContain('display');
    expect(body.querySelector('#m1')?.getAttribute('role')).toBe('button');
    expect(body.querySelector('#menu1')?.hasAttribute('hidden')).toBe(true);
    expect(body.querySelector('#tab1')?.getAttribute('role')).toBe('tab');
  });

  it('shows a role=region panel labelled by the control, and a question control outside a heading', () => {
    const body = bodyOf('<ul><li><div role="button" id="h1" aria-expanded="false">Is there a free trial?</div>'
      + '<div role="region" aria-labelledby="h1" aria-hidden="true">Yes, 14 days.</div></li></ul>');
    expect(revealDisclosures(body)).toEqual({ headings: 1, panels: 1 });
    expect(body.querySelector('[role]')?.getAttribute('role')).toBe('region');
    expect(body.querySelector('[aria-hidden]')).toBeNull();
    expect(text(body)).toBe('Is there a free trial?Yes, 14 days.');
  });

  it('keeps a control that holds a heading as its title (a <details> summary made a button around an <h2>), only with headedControls', () => {
    const faq = '<details><summary role="button"><div><h2>Is Black Edition suitable for vegans?</h2></div></summary><div><p>Yes, it is 100% vegan.</p></div></details>'
      + '<button class="toggle"><h3>Ingredients</h3></button><p>Pea protein, oats.</p>';
    const body = bodyOf(faq);
    expect(revealDisclosures(body, { headings: true, panels: true, answers: true, headedControls: true })).toEqual({ headings: 2, panels: 0 });
    expect(body.querySelector('[role="button"]')).toBeNull();
    expect(body.querySelector('button')).toBeNull();
    expect(body.querySelector('summary h2')?.textContent).toBe('Is Black Edition suitable for vegans?');
    expect(text(body)).toContain('Ingredients');
    // Without it both stay controls, which the chain drops.
    const before = bodyOf(faq);
    expect(revealDisclosures(before, { headings: true, panels: true, answers: true })).toEqual({ headings: 0, panels: 0 });
    expect(before.querySelector('[role="button"]')).not.toBeNull();
  });

  it('leaves other buttons and hidden elements alone', () => {
    const html = '<button aria-expanded="false" aria-controls="menu">Menu</button><ul id="menu" hidden><li>Home</li></ul>'
      + '<p>Intro</p><button>Add to cart</button><button aria-expanded="false" aria-controls="x">Why choose us? Because we are the best team in town and we will tell you all about it in this very long button text that goes on and on, far past what any heading or question would ever hold on a page.</button><div id="x" hidden>x</div>'
      + '<div aria-hidden="true">Decoration</div>';
    const body = bodyOf(html);
    expect(revealDisclosures(body)).toEqual({ headings: 0, panels: 0 });
    expect(body.innerHTML).toBe(bodyOf(html).innerHTML);
  });

  it('leaves a button beside a heading\'s own words as a control (an action on the heading, not its title)', () => {
    const html = '<h1>Struct <span>TryFromIntError</span> <button id="copy-path" title="Copy item path to clipboard">Copy item path</button></h1>'
      + '<h2><span class="number">2.</span> <button aria-expanded="false" aria-controls="p2">Shipping and returns</button></h2><div id="p2" hidden><p>Free within 30 days.</p></div>';
    const body = bodyOf(html);
    expect(revealDisclosures(body)).toEqual({ headings: 1, panels: 1 });
    expect(body.querySelector('h1 button')?.textContent).toBe('Copy item path');
    // Digits and punctuation beside the control (a section number) do not make it an action.
    expect(body.querySelector('h2 button')).toBeNull();
    expect(text(body.querySelector('h2') as Element)).toBe('2. Shipping and returns');
  });

  it('keeps a heading that itself carries aria-expanded as a heading (only controls inside one count)', () => {
    const body = bodyOf('<h2 role="heading" aria-expanded="true">Pricing</h2><div hidden>Secret</div>');
    expect(revealDisclosures(body)).toEqual({ headings: 0, panels: 0 });
    expect(body.querySelector('h2')?.getAttribute('role')).toBe('heading');
  });

  it('does each part only when asked', () => {
    const titlesOnly = bodyOf(ITEM(1, 'hidden'));
    expect(revealDisclosures(titlesOnly, { headings: true, panels: false, answers: false })).toEqual({ headings: 1, panels: 0 });
    expect(titlesOnly.querySelector('button')).toBeNull();
    expect(titlesOnly.querySelector('#a1')?.hasAttribute('hidden')).toBe(true);
    const panelsOnly = bodyOf(ITEM(1, 'hidden'));
    expect(revealDisclosures(panelsOnly, { headings: false, panels: true, answers: false })).toEqual({ headings: 0, panels: 1 });
    expect(panelsOnly.querySelector('button')).not.toBeNull();
    expect(panelsOnly.querySelector('#a1')?.hasAttribute('hidden')).toBe(false);
    const neither = bodyOf(ITEM(1, 'hidden'));
    expect(revealDisclosures(neither, { headings: false, panels: false, answers: false })).toEqual({ headings: 0, panels: 0 });
    expect(neither.innerHTML).toBe(bodyOf(ITEM(1, 'hidden')).innerHTML);
  });

  it("leaves hidden what follows a question that links to a page: a thread's asking title (phpBB's hidden forum description), a listed question", () => {
    const body = bodyOf('<h2 class="topic-title"><a href="./viewtopic.php?t=4182">How do I recalibrate the encoder offset?</a></h2><div style="display: none !important;">Questions about motion controllers.</div>'
      + '<h3><a href="/q/9">Why does my kiln crawl?</a></h3><p hidden>Teaser</p>'
      + '<h3><a href="#a1">What does it cost?</a></h3><div hidden>Ten dollars.</div>');
    expect(revealDisclosures(body)).toEqual({ headings: 0, panels: 1 });
    expect(Array.from(body.querySelectorAll('[hidden], [style]')).map(text)).toEqual(['Questions about motion controllers.', 'Teaser']);
  });

  it('shows a collapsed element right after a question as its answer (an FAQ without ARIA), and unwraps a question button', async () => {
    const body = bodyOf('<div class="faq"><div><div>What is pet insurance?</div><div style="visibility:hidden" height="0"><p>It pays part of your vet bills.</p></div></div>'
      + '<div><button>Does it cover old pets?</button><div hidden>Up to 12 years.</div></div>'
      + '<div><p>Need help now</p><div hidden>Chat widget</div></div>'
      + '<div><p>Why?</p><p hidden>Not hidden twice?</p><div hidden>After a hidden question</div></div></div>');
    expect(revealDisclosures(body)).toEqual({ headings: 1, panels: 3 });
    expect(body.querySelector('button')).toBeNull();
    expect(text(body)).toContain('What is pet insurance?It pays part of your vet bills.');
    expect(text(body)).toContain('Does it cover old pets?Up to 12 years.');
    expect(body.querySelectorAll('[hidden]')).toHaveLength(2);
    expect(Array.from(body.querySelectorAll('[hidden]')).map((element) => element.textContent)).toEqual(['Chat widget', 'After a hidden question']);
    const off = bodyOf('<div>What is pet insurance?</div><div hidden>It pays.</div>');
    expect(revealDisclosures(off, { headings: true, panels: true, answers: false })).toEqual({ headings: 0, panels: 0 });
    expect(off.querySelector('[hidden]')).not.toBeNull();
  });

  it('does not read a decorative sign hidden from screen readers beside a question (a summary\'s "+") as its collapsed answer', () => {
    const body = bodyOf('<details><summary><span>What counts as an invoice?</span><span aria-hidden="true">+</span></summary><div><p>Any document with a number.</p></div></details>');
    revealDisclosures(body);
    expect(body.querySelector('summary span:last-child')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("opens nothing a control in the site's header names (the US government's banner on every .gov page); a control in a header inside the content still opens its panel", () => {
    const banner = '<section class="usa-banner" aria-label="Official website of the United States government"><div class="usa-accordion"><header class="usa-banner__header"><p>An official website of the United States government</p><button type="button" class="usa-accordion__button usa-banner__button" aria-expanded="false" aria-controls="gov-banner"><span>Here\'s how you know</span></button></header><div class="usa-banner__content" id="gov-banner" hidden><p>Official websites use .gov. A .gov website belongs to an official government organization in the United States.</p></div></div></section>';
    const faq = '<main><section><header><h2><button aria-expanded="false" aria-controls="a1">How do I comment on this rule?</button></h2></header><div id="a1" hidden><p>Send your comments through the eRulemaking portal by May 14.</p></div></section></main>';
    const body = bodyOf(`${banner}${faq}`);
    revealDisclosures(body);
    expect(body.querySelector('#gov-banner')?.hasAttribute('hidden')).toBe(true);
    expect(body.querySelector('#a1')?.hasAttribute('hidden')).toBe(false);
  });
  it("keeps as its heading's title a link to another page set as a button beside a badge (Indeed's \"new\" job cards), not an action on the heading", () => {
    const body = bodyOf('<h2 class="jobTitle"><div class="new"><span class="label">new</span></div><a role="button" class="jcs-JobTitle" href="/rc/clk?jk=2d6b"><span>Fraud Data Analyst</span></a></h2>'
      + '<h2>Jane Doe <a role="button" href="/follow/jane">Follow</a></h2><h3>Release notes <a role="button" href="#">Expand all sections</a></h3>');
    expect(revealDisclosures(body).headings).toBe(1);
    expect(body.querySelector('a.jcs-JobTitle')?.hasAttribute('role')).toBe(false);
    expect(body.querySelector('a[href="/follow/jane"]')?.getAttribute('role')).toBe('button');
    expect(body.querySelector('a[href="#"]')?.getAttribute('role')).toBe('button');
  });
});
