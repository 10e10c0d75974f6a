import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeReadOnlyFields } from '../../../../../../adapters/outbound/extract/html/region/read-only-fields.js';
import { writeRelativeDates, writeYearlessTimes } from '../../../../../../adapters/outbound/extract/html/region/relative-dates.js';
import { writeCellIcons, writeListIcons } from '../../../../../../adapters/outbound/extract/html/region/cell-icons.js';
import { boldTableGroupHeadings } from '../../../../../../adapters/outbound/extract/html/region/table-group-headings.js';
import { writeForumQuotes, isQuoteBox } from '../../../../../../adapters/outbound/extract/html/region/forum-quote-boxes.js';
import { removeEmptyHeadingNeighbours, unwrapHeadingBlocks } from '../../../../../../adapters/outbound/extract/html/region/heading-wrappers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const all = (body: Element, selector: string): Element[] => Array.from(body.querySelectorAll(selector));

describe('writeReadOnlyFields', () => {
  it("writes a read-only text field's value as code (RubyGems' install line), not an editable or empty one", () => {
    const body = bodyOf(`<h2>Gemfile:</h2><input type="text" class="gem__code" value="gem 'ledgerline', '~> 1.8'" readonly><input type="text" value="type here"><input type="checkbox" readonly value="on"><input readonly value="">`);
    expect(writeReadOnlyFields(all(body, 'input[readonly]'))).toBe(1);
    expect(body.querySelector('code')?.textContent).toBe("gem 'ledgerline', '~> 1.8'");
    expect(all(body, 'input')).toHaveLength(3);
  });
});

describe('writeRelativeDates', () => {
  it("writes beside a relative time the absolute date its title gives (Stack Overflow's relativetime), not a title that is no date or beside a date", () => {
    const body = bodyOf('<time>asked <span title="2024-03-08 11:02:19Z" class="relativetime">3 hours ago</span></time> <span title="Mar 2, 2024">yesterday</span> <span title="Edited">2 days ago</span> <abbr title="2024-03-01">Mar 1</abbr>');
    expect(writeRelativeDates(all(body, '[title]'))).toBe(2);
    expect(body.textContent).toBe('asked 3 hours ago (2024-03-08 11:02:19Z) yesterday (Mar 2, 2024) 2 days ago Mar 1');
  });

  it("reads a tooltip's date (Lemmy's data-tippy-content) beside an age written short (\"9mo\")", () => {
    const body = bodyOf('<span>quillfeather • <span class="moment-time" data-tippy-content="Friday, March 8th, 2024 at 2:41:55 PM UTC">9mo</span></span> <span title="Chapter 3">3d</span>');
    expect(writeRelativeDates(all(body, 'span span'))).toBe(1);
    expect(body.textContent).toBe('quillfeather • 9mo (Friday, March 8th, 2024 at 2:41:55 PM UTC) 3d');
  });

  it("writes JavaScript's date string (Kaggle's tooltips) without its zone's name, which the offset says", () => {
    const body = bodyOf('<span>Updated <span title="Wed Aug 14 2024 10:02:11 GMT+0000 (Coordinated Universal Time)">4 months ago</span></span>');
    expect(writeRelativeDates(all(body, '[title]'))).toBe(1);
    expect(body.textContent).toBe('Updated 4 months ago (Wed Aug 14 2024 10:02:11 GMT+0000)');
  });

  it("gives an empty date link its title's ISO date (NodeBB's timeago, which a script fills) and a scripted time without its year the date it states (GitHub's relative-time)", () => {
    const body = bodyOf('<span>wrote on <a class="timeago" href="/post/4410" title="2024-05-02T19:14:08.000Z"></a></span> <a title="Profile"></a>'
      + '<div><relative-time datetime="2024-05-21T14:08:44Z">21 May 14:08</relative-time></div><relative-time datetime="2023-01-02T10:00:00Z">Jan 2, 2023</relative-time>');
    expect(writeRelativeDates([...all(body, '[title]'), ...all(body, 'relative-time')])).toBe(2);
    expect(all(body, 'a').map((link) => link.textContent)).toEqual(['2024-05-02T19:14:08.000Z', '']);
    expect(all(body, 'relative-time').map((time) => time.textContent)).toEqual(['21 May 14:08 (2024-05-21T14:08:44Z)', 'Jan 2, 2023']);
  });
});

describe('writeYearlessTimes', () => {
  it("writes into a <time> without a year the day its datetime states (DEV's \"May 12\", a live blog's \"15m ago\"), not one that names its year, holds elements or has a dated title", () => {
    const body = bodyOf('<time datetime="2025-05-12T08:14:22Z">May 12</time> <time datetime="2025-11-18T14:12:09Z">15m ago</time> <time datetime="2024-03-01">March 1, 2024</time>'
      + ' <time datetime="2024-03-02"><span>Mar</span> 2</time> <time datetime="2024-05-14T09:12:00Z" title="Tue May 14 09:12:00 2024 UTC">6 hours ago</time>');
    expect(writeYearlessTimes(all(body, 'time'))).toBe(2);
    expect(all(body, 'time').map((time) => time.textContent)).toEqual(['May 12 (2025-05-12)', '15m ago (2025-11-18)', 'March 1, 2024', 'Mar 2', '6 hours ago']);
  });
});

describe('writeCellIcons', () => {
  it("writes an icon that is all its table cell says as its label, or as a tick, cross or dash its class draws (a pricing page's comparison)", () => {
    const body = bodyOf('<table><tr><th>SSO</th><td><i aria-label="Included"></i></td><td><i class="lucide lucide-check"></i></td><td><i class="lucide lucide-x"></i></td><td><i class="icon-minus"></i></td><td><i class="star"></i></td><td>Yes <i class="fa fa-check"></i></td></tr></table><p><i class="fa fa-check"></i> Outside a table</p>');
    expect(writeCellIcons(all(body, 'i'))).toBe(4);
    expect(all(body, 'td').map((cell) => cell.textContent)).toEqual(['Included', '✓', '✗', '—', '', 'Yes ']);
    expect(body.querySelector('p i')).not.toBeNull();
  });
});

describe('boldTableGroupHeadings', () => {
  it("writes a heading that is all of its row's one cell, in a table with a head, as bold text; not in a layout table", () => {
    const body = bodyOf('<table><thead><tr><th>Feature</th><th>Free</th></tr></thead><tbody><tr><th colspan="2"><h3>Content</h3></th></tr><tr><th>Pages</th><td>Unlimited</td></tr></tbody></table>'
      + '<table summary="Q and A Div"><tr><td colspan="2"><h3>1. Background</h3></td></tr><tr><td>1.1.</td><td>How do you say it?</td></tr></table>');
    expect(boldTableGroupHeadings(all(body, 'h3'))).toBe(1);
    expect(body.querySelector('thead ~ tbody strong')?.textContent).toBe('Content');
    expect(body.querySelector('table[summary] h3')?.textContent).toBe('1. Background');
  });
});

describe('writeForumQuotes', () => {
  it("writes a post body set as a blockquote as text (vBulletin 4's blockquote.postcontent) and a quote box set as a div as a quotation", () => {
    const body = bodyOf('<blockquote class="postcontent restore "><div class="bbcode_container"><div class="bbcode_quote"><div>Originally Posted by <strong>Tux</strong></div><div class="message">Is it s2idle?</div></div></div>It is s2idle.</blockquote><div class="quote"></div><blockquote><div class="quote">Nested.</div></blockquote>');
    const quotes = all(body, 'blockquote');
    writeForumQuotes(quotes, all(body, 'div').filter(isQuoteBox));
    expect(body.querySelector('div.postcontent > div.bbcode_container > blockquote.bbcode_quote')?.textContent).toBe('Originally Posted by TuxIs it s2idle?');
    expect(body.querySelectorAll('blockquote')).toHaveLength(2);
    expect(body.querySelector('div.quote:empty')).not.toBeNull();
    expect(isQuoteBox(bodyOf('<div class="quote-button">Quote</div>').firstElementChild as Element)).toBe(false);
    // XenForo 1 sets each post's text in blockquote.messageText.
    const xenforo = bodyOf('<blockquote class="messageText SelectQuoteContainer ugc baseHtml">The tide table is wrong for March.</blockquote>');
    writeForumQuotes(all(xenforo, 'blockquote'), []);
    expect(xenforo.querySelector('div.messageText')?.textContent).toBe('The tide table is wrong for March.');
    // IP.Board names a quotation's author only in data-author (a script writes the "X said:" line).
    const ipb = bodyOf('<blockquote class="ipsBlockquote" data-author="f8andbethere" data-time="1394650500"><p>Flash is usually banned.</p></blockquote><blockquote data-author="Ann"><p>Ann said: yes.</p></blockquote>');
    writeForumQuotes(all(ipb, 'blockquote'), []);
    expect(all(ipb, 'blockquote').map((quote) => quote.textContent)).toEqual(['f8andbethere wrote:Flash is usually banned.', 'Ann said: yes.']);
  });
  it("leaves a quote box that holds its quotation's blockquote (Discuz's div.quote > blockquote): the words are quoted once", () => {
    const body = bodyOf('<div class="t_f"><div class="quote"><blockquote><font color="#999999">lin_pi posted at 2024-11-17 09:12</font><br />Is Gen3 stable?</blockquote></div>It is.</div>');
    writeForumQuotes(all(body, 'blockquote'), all(body, 'div').filter(isQuoteBox));
    expect(body.querySelectorAll('blockquote')).toHaveLength(1);
    expect(body.querySelector('div.quote > blockquote')).not.toBeNull();
  });
});

describe('removeEmptyHeadingNeighbours', () => {
  it("removes the empty elements beside a heading in its wrapper (Notion's header blocks), not an anchor target, a picture or text", () => {
    const body = bodyOf('<div><h2>1. Declare</h2><div style="position:relative"></div></div><div><h2>Two</h2><div id="anchor"></div></div><div><h2>Three</h2><div><img src="a.png"></div></div><div><h2>Four</h2><p>Text.</p></div>');
    expect(removeEmptyHeadingNeighbours(all(body, 'h2'))).toBe(1);
    expect(body.firstElementChild?.children).toHaveLength(1);
    expect(body.querySelectorAll('div > div')).toHaveLength(2);
    // A slot a script fills (IKEA's <listing-fragment-loader> under "Recommended for you") is no decoration.
    const slot = bodyOf('<div><h2>Recommended for you</h2><div class="panel__content"><listing-fragment-loader src="/f"></listing-fragment-loader></div></div>');
    expect(removeEmptyHeadingNeighbours(all(slot, 'h2'))).toBe(0);
  });
});

describe('unwrapHeadingBlocks', () => {
  it("unwraps the <div>s inside a heading (GitHub's search results' div.search-title around the linked name), keeping their content", () => {
    const body = bodyOf('<h3 class="prc-Heading"><div class="search-title"><a href="/inkwell-dev/mdparse-rs"><span>inkwell-dev/mdparse-rs</span></a></div></h3><h3>Plain</h3>');
    expect(unwrapHeadingBlocks(all(body, 'h3'))).toBe(1);
    expect(body.querySelector('h3')?.innerHTML).toBe(' <a href="/inkwell-dev/mdparse-rs"><span>inkwell-dev/mdparse-rs</span></a> ');
    // A block's text stood on a line of its own: rustdoc's `where` clause stays a word apart from the signature before it.
    const signature = bodyOf('<h4 class="code-header">pub fn new() -&gt; Self<div class="where">where C: Clock</div></h4>');
    unwrapHeadingBlocks(all(signature, 'h4'));
    expect(signature.querySelector('h4')?.textContent).toBe('pub fn new() -> Self where C: Clock ');
  });
});

describe('writeListIcons', () => {
  it("writes the checks and crosses that open a list's items as marks where the list has both (Elementor's price table), not a list of checks alone", () => {
    const item = (icon: string, text: string): string => `<li><div class="feature-inner"><svg aria-hidden="true" class="e-font-icon-svg e-fas-${icon}"></svg><span>${text}</span></div></li>`;
    const body = bodyOf(`<ul>${item('check', 'Gym floor')}${item('times', 'Sauna')}</ul><ul>${item('check', 'Free induction')}${item('check', 'Lockers')}</ul><ul><li>Text first <i class="fa fa-times"></i></li><li><i class="fa fa-check"></i> Yes</li></ul>`);
    expect(writeListIcons(all(body, 'svg, i'))).toBe(2);
    expect(all(body, 'ul')[0]?.textContent).toBe('✓ Gym floor✗ Sauna');
    expect(all(body, 'ul')[1]?.querySelectorAll('svg')).toHaveLength(2);
    expect(all(body, 'ul')[2]?.querySelectorAll('i')).toHaveLength(2);
  });
});
