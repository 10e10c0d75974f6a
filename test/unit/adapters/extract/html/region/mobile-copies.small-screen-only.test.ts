import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropMobileCopies, mayBeMobileCopy } from '../../../../../../adapters/outbound/extract/html/region/mobile-copies.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const mobileIn = (root: Element): Element[] => Array.from(root.querySelectorAll('*')).filter(mayBeMobileCopy);
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

/** An Invision Community 4.7 post: the phone's author pane (name and date), the wide screen's author pane and the post's header saying them again. */
const post = (name: string, date: string, words: string): string => '<article class="cPost ipsComment">'
  + `<div class="cAuthorPane_mobile ipsResponsive_showPhone"><div class="cAuthorPane_photo"><a class="ipsUserPhoto" href="/profile/1-${name}/"><img src="/p/${name}.png" alt="${name}"></a></div>`
  + `<div class="cAuthorPane_content"><h3 class="cAuthorPane_author"><a href="/profile/1-${name}/">${name}</a></h3><div class="ipsType_light"><a href="/topic/1/?do=findComment">Posted <time datetime="2023-04-11">${date}</time></a></div></div></div>`
  + `<aside class="ipsComment_author cAuthorPane ipsResponsive_hidePhone"><h3 class="cAuthorPane_author"><strong><a href="/profile/1-${name}/">${name}</a></strong></h3><ul><li>Members</li><li>142 posts</li></ul></aside>`
  + `<div class="ipsColumn"><div class="ipsComment_content"><div class="ipsComment_meta"><a href="/topic/1/?do=findComment">Posted <time datetime="2023-04-11">${date}</time></a> (edited)</div>`
  + `<div data-role="commentContent"><p>${words}</p></div></div></div></article>`;

describe('mayBeMobileCopy: blocks shown on small screens only', () => {
  it("reads a class that shows its block on phones only (Invision's ipsResponsive_showPhone, Bootstrap 3's visible-xs, mobile-only) as a small-screen copy; not a style for small screens", () => {
    for (const names of ['ipsResponsive_showPhone', 'visible-xs', 'visible-xs-block', 'mobile-only', 'show-mobile']) expect(mayBeMobileCopy(bodyOf(`<div class="${names}">x</div>`).firstElementChild as Element), names).toBe(true);
    for (const names of ['ipsResponsive_hidePhone', 'phone-number', 'is-size-7-mobile-touch', 'visible-md', 'smartphone-case']) expect(mayBeMobileCopy(bodyOf(`<div class="${names}">x</div>`).firstElementChild as Element), names).toBe(false);
  });
});

describe('dropMobileCopies: copies shown on small screens only', () => {
  it("removes a post's phone-only author pane whose name and date the wide screen's pane and header say within three levels", () => {
    const body = bodyOf(`<div class="cTopic">${post('Reedwarbler', 'April 11, 2023', 'Did I mini-cycle the tank?')}${post('CatfishCarla', 'April 12, 2023', 'Yes, that is a classic mini-cycle.')}</div>`);
    expect(dropMobileCopies(mobileIn(body))).toBe(2);
    expect(body.querySelector('.cAuthorPane_mobile')).toBeNull();
    expect(text(body).split('Reedwarbler')).toHaveLength(2);
    expect(text(body)).toContain('ReedwarblerMembers142 postsPosted April 11, 2023 (edited)Did I mini-cycle the tank?');
  });

  it('keeps a phone-only block that says something said nowhere beside it, and a block a class only styles for small screens', () => {
    const own = bodyOf('<article class="post"><div class="ipsResponsive_showPhone"><p>Tap and hold a post to quote it.</p></div><div><p>Reedwarbler</p><p>The post.</p></div></article>');
    expect(dropMobileCopies(mobileIn(own))).toBe(0);
    expect(text(own)).toContain('Tap and hold a post to quote it.');
    // Bulma's `is-mobile` keeps a row's columns side by side on phones: the row is shown everywhere (dev.events' conference rows repeat the same words).
    const rows = bodyOf(`<div>${['Toronto', 'Chicago'].map((city) => `<div class="row columns is-mobile"><p>Best conference</p><p>Tech conference in ${city}</p></div>`).join('')}<p>Best conference</p><p>Tech conference in Toronto</p></div>`);
    expect(dropMobileCopies(mobileIn(rows))).toBe(0);
    expect(text(rows).split('Chicago')).toHaveLength(2);
  });
});
