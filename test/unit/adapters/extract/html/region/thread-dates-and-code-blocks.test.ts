import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeRelativeDates } from '../../../../../../adapters/outbound/extract/html/region/relative-dates.js';
import { isDatedLine, isOneOfArticles, keepPostCardMeta } from '../../../../../../adapters/outbound/extract/html/stages/post-card-meta.js';
import { NameStash } from '../../../../../../adapters/outbound/extract/html/stages/name-stash.js';
import { isCodeListLine, isLooseCode, preformatBrokenCode } from '../../../../../../adapters/outbound/extract/html/region/code-line-blocks.js';
import { writeAriaHeadings } from '../../../../../../adapters/outbound/extract/html/region/aria-headings.js';
import { isCalloutAside } from '../../../../../../adapters/outbound/extract/html/region/callout-asides.js';
import { prepareImages } from '../../../../../../adapters/outbound/extract/html/stages/readability-images.js';
import { ElementCensus } from '../../../../../../adapters/outbound/extract/html/element-census.js';

const documentOf = (html: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document;
const bodyOf = (html: string): HTMLElement => documentOf(html).body;
const all = (root: Element, selector: string): Element[] => Array.from(root.querySelectorAll(selector));
const only = (root: Element, selector: string): Element => {
  const found = root.querySelector(selector);
  if (found === null) throw new Error(`no ${selector}`);
  return found;
};

describe('writeRelativeDates: ages of two units and dated links', () => {
  it("writes the title's date beside an age of two units (Kunena's span.kdate \"1 week 5 days ago\", \"6 days 15 hours ago\")", () => {
    const body = bodyOf('<div class="kmsg-header"><span class="kdate" title="02 Mar 2025 19:44">1 week 5 days ago</span></div>'
      + '<div class="kmsg-header"><span class="kdate" title="08 Mar 2025 06:10">6 days 15 hours ago</span></div>');
    expect(writeRelativeDates(all(body, '[title]'))).toBe(2);
    expect(all(body, 'div.kmsg-header').map((header) => header.textContent)).toEqual(['1 week 5 days ago (02 Mar 2025 19:44)', '6 days 15 hours ago (08 Mar 2025 06:10)']);
  });

  it("writes beside a relative-time link the date of its tooltip without the tooltip's leading words (Trac's timeline link), and leaves a link whose text is no age", () => {
    const body = bodyOf('<p class="ticket-dates">Opened <a class="timeline" href="/timeline?from=2021-03-14T10%3A22%3A41Z&amp;precision=second" title="See timeline at Mar 14, 2021, 10:22:41 AM">3 years ago</a></p>'
      + '<p class="ticket-milestone">Milestone: <a class="milestone" href="/milestone/1.4" title="Due Mar 31, 2021">1.4</a></p>');
    expect(writeRelativeDates(all(body, 'a[title]'))).toBe(1);
    expect(only(body, 'p.ticket-dates').textContent).toBe('Opened 3 years ago (Mar 14, 2021, 10:22:41 AM)');
    expect(only(body, 'p.ticket-milestone').textContent).toBe('Milestone: 1.4');
  });
});

/** A Drupal comment: its author and date in `footer.comment__meta`, its text in `div.comment__content`. */
const drupalComment = (id: number, classes: string, meta: string): string => `<article id="comment-${id}" class="${classes}" data-comment-user-id="${id + 10}">`
  + `<footer class="comment__meta">${meta}</footer><div class="comment__content"><p>Cleared the cache after the update and the views block shows again, thanks for the pointer.</p></div></article>`;

describe('keepPostCardMeta, isOneOfArticles and isDatedLine: a thread of comments', () => {
  it("keeps the meta footer of Drupal Olivero's comments whose date reads \"15 March, 2024\", comma after the month", () => {
    const meta = (day: number): string => `\n  <p class="comment__author"><a href="/user/7">Ines Korhonen</a></p>\n  <p class="comment__time">${day} March, 2024</p>\n  <p class="comment__permalink"><a href="/comment/${day}#comment-${day}">Permalink</a></p>\n`;
    const document = documentOf(`<section class="comments">${[15, 16, 17].map((day) => drupalComment(day, 'comment js-comment', meta(day))).join('')}</section>`);
    expect(keepPostCardMeta(ElementCensus.of(document), new NameStash())).toBe(3);
    expect(all(document.body, 'footer')).toHaveLength(0);
    expect(all(document.body, 'div[data-post-card-meta]').map((line) => line.querySelector('.comment__time')?.textContent)).toEqual(['15 March, 2024', '16 March, 2024', '17 March, 2024']);
  });

  it("keeps the meta footer of Drupal's comments whose date is numeric (\"Thu, 03/14/2024 - 10:42\")", () => {
    const meta = (hour: number): string => `<p class="comment__submitted">Submitted by <a href="/user/3">Tomasz Wierzbicki</a> on Thu, 03/14/2024 - ${hour}:42</p>`;
    const document = documentOf(`<section class="comments">${[10, 11, 12].map((hour) => drupalComment(hour, 'comment js-comment', meta(hour))).join('')}</section>`);
    const stash = new NameStash();
    expect(keepPostCardMeta(ElementCensus.of(document), stash)).toBe(3);
    const first = only(document.body, '[data-post-card-meta]');
    expect(first.hasAttribute('class')).toBe(false);
    expect(first.textContent).toBe('Submitted by Tomasz Wierzbicki on Thu, 03/14/2024 - 10:42');
    stash.restore();
    expect(first.getAttribute('class')).toBe('comment__meta');
  });

  it("counts a reply set in div.indented after the comment it answers (Drupal's threaded comments) as one of the thread's articles, its meta kept", () => {
    const meta = (day: number): string => `<p class="comment__author"><a href="/user/${day}">Member ${day}</a></p>\n<p class="comment__time">${day} March, 2024</p>`;
    const document = documentOf(`<section class="comments"><h2>Comments</h2>${drupalComment(2, 'comment js-comment by-node-author', meta(2))}`
      + `<div class="indented">${drupalComment(3, 'comment js-comment', meta(3))}</div>${drupalComment(4, 'comment js-comment', meta(4))}${drupalComment(5, 'comment js-comment by-viewer', meta(5))}</section>`);
    const reply = only(document.body, 'div.indented > article');
    expect(isOneOfArticles(reply)).toBe(true);
    expect(isOneOfArticles(only(document.body, '#comment-2'))).toBe(true);
    expect(keepPostCardMeta(ElementCensus.of(document), new NameStash())).toBe(4);
    expect(reply.querySelector('[data-post-card-meta] .comment__time')?.textContent).toBe('3 March, 2024');
    // A lone article beside a wrapper of another kind is no thread.
    const lone = documentOf('<main><article class="node node--type-page"><p>About us</p></article><div class="indented"><article class="comment"><p>Hi</p></article></div></main>');
    expect(isOneOfArticles(only(lone.body, 'div.indented > article'))).toBe(false);
  });

  it("reads bbPress's div.bbp-meta (\"March 9, 2024 at 4:51 pm #8843 Reply\", a permalink and a Reply link) as a dated line, not a paragraph of prose or a block with an image", () => {
    const body = bodyOf('<div class="bbp-reply-header"><div class="bbp-meta"><span class="bbp-reply-post-date">March 9, 2024 at 4:51 pm</span> '
      + '<a href="https://forum.quietharbor.org/forums/topic/tide-tables/#post-8843" class="bbp-reply-permalink">#8843</a> '
      + '<span class="bbp-admin-links"><a href="/forums/topic/tide-tables/?bbp_reply_to=8843#new-post" class="bbp-reply-to-link">Reply</a></span></div></div>'
      + '<p class="bbp-prose">The harbour office printed the new tide tables on March 9, 2024 and left copies at the chandlery, the ferry terminal and both pubs by the quay.</p>'
      + '<div class="bbp-reply-author"><a href="/forums/users/maren/"><img src="/avatars/maren.jpg" class="avatar" alt=""> Maren Holt</a> Joined March 2, 2021</div>');
    expect(isDatedLine(only(body, 'div.bbp-meta'))).toBe(true);
    expect(isDatedLine(only(body, 'p.bbp-prose'))).toBe(false);
    expect(isDatedLine(only(body, 'div.bbp-reply-author'))).toBe(false);
  });
});

describe('isCodeListLine, isLooseCode and preformatBrokenCode', () => {
  it("reads MyBB's numbered list (a BBCode [list=1] in ol.mycode_list) as no code, while Discuz's div.blockcode > div > ol > li are still lines of code", () => {
    const body = bodyOf('<div class="post_body"><div style="text-align: left;" class="mycode_align"><ol type="1" class="mycode_list"><li>Unplug the router<br></li><li>Wait thirty seconds<br></li><li>Plug it back in<br></li></ol></div></div>'
      + '<div class="blockcode"><div id="code_x7Q"><ol><li>server {<br></li><li>&nbsp; &nbsp; listen 8080;<br></li><li>}<br></li></ol></div><em onclick="copycode($(\'code_x7Q\'));">复制代码</em></div>');
    expect(all(body, 'ol.mycode_list > li').map(isCodeListLine)).toEqual([false, false, false]);
    expect(all(body, 'div.blockcode li').map(isCodeListLine)).toEqual([true, true, true]);
  });

  it("reads W3Schools' div.w3-code (lines broken by <br>, indented by &nbsp;) as loose code and turns it into a <pre> keeping lines and indentation, not a div.code holding a paragraph", () => {
    const body = bodyOf('<div class="w3-example"><h3>Example</h3><div class="w3-code notranslate pythonHigh">inventory = {<br>&nbsp; "sku": "LMP-204"<br>}</div></div>'
      + '<div class="code"><p>Use <code>pip install tidewatch</code> first.<br>Then run it.</p></div>');
    const example = only(body, 'div.w3-code');
    expect(isLooseCode(example)).toBe(true);
    expect(isLooseCode(only(body, 'div.code'))).toBe(false);
    expect(preformatBrokenCode([example])).toBe(1);
    expect(body.querySelector('div.w3-code')).toBeNull();
    const pre = only(body, 'div.w3-example > pre');
    expect(pre.getAttribute('class')).toBe('w3-code notranslate pythonHigh');
    expect(pre.textContent).toBe('inventory = {\n  "sku": "LMP-204"\n}');
  });
});

describe('writeAriaHeadings: a comment body marked as a heading', () => {
  it("leaves Lobsters' div.comment_text[role=heading] (a comment's paragraphs) a div, while eBay's span[role=heading] still becomes an h3", () => {
    const body = bodyOf('<div class="comment"><div role="heading" aria-level="3" class="comment_text"><p>Or just use a database. SQLite handles this fine.</p></div></div>'
      + '<div class="s-item__title"><span role="heading" aria-level="3">Keychron Q1 Pro</span></div>');
    expect(writeAriaHeadings(all(body, '[role="heading"]'))).toBe(1);
    const comment = only(body, '.comment_text');
    expect(comment.localName).toBe('div');
    expect(comment.getAttribute('role')).toBe('heading');
    expect(comment.querySelector('p')?.textContent).toBe('Or just use a database. SQLite handles this fine.');
    expect(only(body, 'div.s-item__title > h3').textContent).toBe('Keychron Q1 Pro');
  });
});

describe('isCalloutAside: a box of the story\'s summary', () => {
  it("reads ABC News' aside.KeyPoints_keyPoints__1wB4u (\"Key points:\") as a callout, not a plain aside.sidebar", () => {
    const body = bodyOf('<aside class="KeyPoints_keyPoints__1wB4u" data-component="KeyPoints"><h2>Key points:</h2><ul><li>Rain is forecast across the south coast</li><li>Ferries may be cancelled on Saturday</li></ul></aside>'
      + '<aside class="sidebar"><h2>Most read</h2><ul><li><a href="/news/1">Storm warning</a></li></ul></aside>');
    expect(isCalloutAside(only(body, 'aside.KeyPoints_keyPoints__1wB4u'))).toBe(true);
    expect(isCalloutAside(only(body, 'aside.sidebar'))).toBe(false);
  });

  it('reads an aside named for key takeaways or a TL;DR (aside.key-takeaways, aside.tldr) as a callout', () => {
    const body = bodyOf('<aside class="key-takeaways"><h3>Key takeaways</h3><ul><li>Rates held at 4.25%</li></ul></aside><aside class="tldr"><p><strong>TL;DR:</strong> upgrade before May.</p></aside>');
    expect(all(body, 'aside').map(isCalloutAside)).toEqual([true, true]);
  });
});

describe('prepareImages: runs of the same image', () => {
  it("removes MyBB's rank stars (img[src=\"images/star.png\"] five times under a poster's name), the name kept", () => {
    const star = '<img src="images/star.png" alt="*" border="0">';
    const document = documentOf(`<div class="author_information"><strong><span class="largetext"><a href="member.php?action=profile&amp;uid=42">Rowan Achterberg</a></span></strong><br>`
      + `<span class="smalltext">Senior Member<br>${star.repeat(5)}<br></span></div>`);
    expect(prepareImages(ElementCensus.of(document))).toBe(5);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelector('.author_information a')?.textContent).toBe('Rowan Achterberg');
    expect(document.querySelector('.smalltext')?.textContent).toBe('Senior Member');
  });

  it("removes only a run of one image: a single avatar and two different images side by side stay, and LinkedIn's img[data-delayed-url] still gets data-src", () => {
    const document = documentOf('<div class="author_avatar"><img src="uploads/avatars/avatar_42.png" alt=""></div>'
      + '<p class="compare"><img src="/img/before.jpg" alt="Before"><img src="/img/after.jpg" alt="After"></p>'
      + '<p class="rating"><img src="images/star.png" alt="*"><img src="images/star.png" alt="*"><img src="images/star.png" alt="*"></p>'
      + '<figure><img data-delayed-url="https://media.licdn.com/dms/image/v2/D4E12AQ/article-inline_image-shrink_1500_2232/0/1709912399999?e=1740000000" alt="Warehouse floor plan"></figure>');
    expect(prepareImages(ElementCensus.of(document))).toBe(4);
    expect(document.querySelectorAll('p.rating img')).toHaveLength(0);
    expect(document.querySelector('.author_avatar img')?.getAttribute('src')).toBe('uploads/avatars/avatar_42.png');
    expect(Array.from(document.querySelectorAll('p.compare img'), (image) => image.getAttribute('alt'))).toEqual(['Before', 'After']);
    expect(document.querySelector('figure img')?.getAttribute('data-src')).toMatch(/^https:\/\/media\.licdn\.com\/.+\?e=1740000000$/);
    // A smiley used twice in a sentence has words between: no run.
    const post = documentOf('<p>Works <img src="images/smilies/smile.png" alt=":)"> on 1.8, fails <img src="images/smilies/smile.png" alt=":)"> on 1.9</p>');
    prepareImages(ElementCensus.of(post));
    expect(post.querySelectorAll('p img')).toHaveLength(2);
  });
});
