import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const text = (article: unknown): string => (article as { textContent: string }).textContent.replace(/\s+/g, ' ');

/** Words Readability drops by their names where they say who wrote a post, when, and where a sentence's words stand. */
describe('leanReadability: bylines, datelines and words in a sentence', () => {
  it("keeps a press release's dateline, set in spans Readability reads as legends, as the words of its first sentence", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Results</title></head><body><div class="release-body">
      <p><span class="legendSpanClass"><span class="xn-location">AUSTIN, Texas</span></span>, <span class="legendSpanClass"><span class="xn-chron">March 12, 2024</span></span> /PRNewswire/ -- Verdant Grid Systems today reported results for the fourth quarter.</p>
      <p>${PARAGRAPH.repeat(3)}</p><p>${PARAGRAPH.repeat(2)}</p></div></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('AUSTIN, Texas');
    expect(text(lean)).toContain('AUSTIN, Texas, March 12, 2024 /PRNewswire/');
  });

  it('leaves an inline element named so that is the whole of its paragraph to Readability', async () => {
    const markup = `<!DOCTYPE html><html><head><title>Story</title></head><body><article><p>${PARAGRAPH.repeat(3)}</p>
      <p><span class="social-share">Share this story with your friends on every network</span></p><p>${PARAGRAPH.repeat(2)}</p></article></body></html>`;
    const [, lean] = await both(markup);
    expect(text(lean)).not.toContain('Share this story');
  });

  it("keeps each review's header, named a header, that says who wrote it and when (Discogs)", async () => {
    const review = (user: string, day: string) => `<div class="review_x"><div class="header_2dPPV"><a class="user_3Ix6p" href="/user/${user}">${user}</a> <time datetime="${day}">${day}</time></div><p>${PARAGRAPH.repeat(4)}</p></div>`;
    const markup = `<!DOCTYPE html><html><head><title>Release</title></head><body><div id="reviews"><h2>Reviews</h2>${review('estuarine_ears', '2014-09-17')}${review('lowtide', '2016-02-03')}</div></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('estuarine_ears');
    expect(text(lean)).toContain('estuarine_ears 2014-09-17');
    expect(text(lean)).toContain('lowtide 2016-02-03');
  });

  it("keeps a reply's byline block named \"meta\" (Mozilla Support's user-meta), and leaves a long one named so to Readability", async () => {
    const reply = (user: string) => `<div class="answer"><div class="avatar-details user-meta"><a class="author-name" href="/en-US/user/${user}/">${user}</a> <time datetime="2024-07-14 10:03:00">7/14/24, 10:03 AM</time></div><div class="content"><p>${PARAGRAPH.repeat(2)}</p></div></div>`;
    const markup = `<!DOCTYPE html><html><head><title>Question</title></head><body><div class="question"><p>${PARAGRAPH.repeat(2)}</p></div>${reply('quillfeather')}${reply('rowan.ellery')}${reply('jscher2000')}</body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('quillfeather');
    for (const user of ['quillfeather', 'rowan.ellery', 'jscher2000']) expect(text(lean)).toContain(user);
  });

  it("keeps a post's byline whose date is stamped in a data attribute, not a <time> (ProBoards' abbr[data-timestamp] beside \"Post by <name> on <permalink>\")", async () => {
    const post = (id: number, user: string, day: string) => `<div class="post"><div class="info"><span class="date"><abbr class="o-timestamp" data-timestamp="17417${id}000" title="${day}">${day}</abbr></span> <span class="post-number">Post by <a class="user-link" href="/user/${id}">${user}</a> on <a href="/post/${id}/thread">${day}</a></span></div><div class="message"><p>${PARAGRAPH.repeat(3)}</p></div></div>`;
    const markup = `<!DOCTYPE html><html><head><title>Thread</title></head><body><div class="posts">${post(118, 'brambleacre', 'Mar 12, 2025 at 2:22pm')}${post(7, 'OldRootstock', 'Mar 12, 2025 at 3:41pm')}</div></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('Post by brambleacre');
    expect(text(lean)).toContain('Mar 12, 2025 at 2:22pm Post by brambleacre on Mar 12, 2025 at 2:22pm');
    expect(text(lean)).toContain('Post by OldRootstock on Mar 12, 2025 at 3:41pm');
  });

  it("unwraps a permalink whose text is a date (Phabricator's timeline), so the short title line it ends is kept", async () => {
    const entry = (user: string, id: number, day: string) => `<div class="phui-timeline-event-view"><div class="phui-timeline-title"><a href="/p/${user}/" class="phui-handle">${user}</a> added a comment.<span class="phui-timeline-extra"><a href="#${id}">${day}</a></span></div><div class="phui-timeline-core-content"><p>${PARAGRAPH.repeat(2)}</p></div></div>`;
    const markup = `<!DOCTYPE html><html><head><title>T4821</title></head><body><div class="phui-timeline-view">${entry('vasquez.r', 88164, 'Feb 11 2025, 4:27 PM')}${entry('lindqvist.e', 88170, 'Feb 12 2025, 9:05 AM')}${entry('okafor.n', 88177, 'Feb 13 2025, 11:08 AM')}</div></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('lindqvist.e added a comment.');
    for (const user of ['vasquez.r', 'lindqvist.e', 'okafor.n']) expect(text(lean)).toContain(`${user} added a comment.`);
  });

  it("keeps a section's own header, named a header, over its list (Discogs' Credits)", async () => {
    const section = (id: string, title: string) => `<section id="${id}"><header class="header_3FV2Q"><h2>${title}</h2><button class="toggle" aria-label="Hide ${title}"></button></header><ul><li>${PARAGRAPH}</li><li>${PARAGRAPH}</li></ul></section>`;
    const markup = `<!DOCTYPE html><html><head><title>Release</title></head><body><div class="main">${section('release-tracklist', 'Tracklist')}${section('release-credits', 'Credits')}${section('release-notes', 'Notes')}</div></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('Credits');
    for (const title of ['Tracklist', 'Credits', 'Notes']) expect(text(lean)).toContain(title);
  });

  it("keeps the name of each post its writer signed with a mail link to one recipient (5ch's mailto:sage), which Readability removed with the post's header", async () => {
    const post = (id: number, sage: boolean) => `<div id="${id}" class="clear post"><div class="post-header"><div><span class="postid">${id}</span><span class="postusername">${sage ? '<a href="mailto:sage">' : ''}<b>Anonymous ${id}</b>${sage ? '</a>' : ''}</span></div><span class="date">2024/03/12(Tue) 10:1${id}:40.11</span></div><section class="post-content"> ${PARAGRAPH} <br> ${PARAGRAPH} </section></div>`;
    const markup = `<!DOCTYPE html><html><head><title>Rust part25</title></head><body><div class="thread">${[1, 2, 3, 4, 5, 6].map((id) => post(id, id % 2 === 0)).join('')}</div></body></html>`;
    const [, lean] = await both(markup);
    for (const id of [1, 2, 3, 4, 5, 6]) expect(text(lean)).toContain(`Anonymous ${id}`);
  });

  it("keeps a menu path a DITA step sets in span.menucascade, words of its list item, and a <header> holding the page's heading and no menu (Webflow)", async () => {
    const step = (index: number) => `<li class="step"><span class="ph cmd">In the Navigator view, expand <span class="ph menucascade"><span class="ph uicontrol">Queue Managers</span> &gt; <span class="ph uicontrol">QM${index}</span></span>.</span></li>`;
    const markup = `<!DOCTYPE html><html><head><title>Channels</title></head><body><main class="main-wrapper"><header class="section_pricing-header"><h1>Configuring channels</h1><p>Set up the channels your queue managers use to talk. ${PARAGRAPH.repeat(2)}</p></header>`
      + `<section class="section_a"><p>${PARAGRAPH.repeat(2)}</p><ol class="steps">${[1, 2, 3].map(step).join('')}</ol></section><section class="section_b"><p>${PARAGRAPH.repeat(2)}</p></section><section class="section_c"><p>${PARAGRAPH.repeat(2)}</p></section></main></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('Queue Managers');
    expect(text(lean)).toContain('expand Queue Managers > QM2.');
    expect(text(lean)).toContain('Set up the channels your queue managers use to talk.');
  });

  it("keeps a picture a lazy loader names only in its own attribute (LinkedIn's data-delayed-url, an address without a file extension)", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Heat maps</title></head><body><article><p>${PARAGRAPH.repeat(3)}</p>`
      + '<figure><img data-delayed-url="https://media.example/dms/image/D4E12AQG/0/1709912399999?e=2147483647" alt="Heat map of lost events"><figcaption>Lost events in Q3.</figcaption></figure>'
      + `<p>${PARAGRAPH.repeat(3)}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { content: string }).content).not.toContain('Heat map of lost events');
    expect((lean as { content: string }).content).toContain('data-delayed-url="https://media.example/dms/image/D4E12AQG/0/1709912399999?e=2147483647"');
  });
});
