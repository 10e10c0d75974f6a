import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isProfileLink, keepPostAuthorAsides } from '../../../../../../adapters/outbound/extract/html/region/post-author-asides.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const asidesOf = (root: Element): Element[] => Array.from(root.querySelectorAll('aside'));
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ');

// Invision Community: each post's author pane is an <aside> beside its text.
const invisionPost = (name: string, slug: string, words: string): string =>
  `<article class="ipsEntry js-ipsEntry"><aside class="ipsEntry__author-column"><a href="https://forum.example/profile/1-${slug}/"><img alt="${name}" src="/a.png"></a>`
  + `<h3 class="ipsEntry__username"><a href="https://forum.example/profile/1-${slug}/">${name}</a></h3><div class="ipsEntry__group">Members</div><ul><li>4.7k posts</li><li>11.4k Reputation</li></ul></aside>`
  + `<div class="ipsEntry__post"><p>${words}</p></div></article>`;

describe('keepPostAuthorAsides', () => {
  it("keeps each post's author named in its aside as a line of text, and drops the pane's avatar, group and statistics", () => {
    const body = bodyOf(`<div>${invisionPost('ColdJ', 'coldj', 'Thank you all for a great forum.')}${invisionPost('Ultimate Steve', 'ultimate-steve', 'I doubt that the forum is getting shuttered.')}</div>`);
    expect(keepPostAuthorAsides(asidesOf(body))).toBe(2);
    expect(body.querySelectorAll('aside')).toHaveLength(0);
    expect(Array.from(body.querySelectorAll('article > p'), (line) => line.textContent)).toEqual(['ColdJ', 'Ultimate Steve']);
    expect(text(body)).not.toContain('Reputation');
    expect(text(body)).not.toContain('Members');
    expect(text(body)).toContain('Thank you all for a great forum.');
  });

  it("leaves one article's author box alone, and an aside whose heading is no profile link", () => {
    const single = `<main>${invisionPost('ColdJ', 'coldj', 'A lone article.')}</main>`;
    expect(keepPostAuthorAsides(asidesOf(bodyOf(single)))).toBe(0);
    const related = '<article class="post"><aside><h3><a href="/topics/space">Related topics</a></h3></aside><p>One.</p></article><article class="post"><aside><h3><a href="/topics/ships">More ships</a></h3></aside><p>Two.</p></article>';
    const body = bodyOf(related);
    expect(keepPostAuthorAsides(asidesOf(body))).toBe(0);
    expect(body.querySelectorAll('aside')).toHaveLength(2);
  });
});

// XenForo: each post's author pane is a cell of divs beside the message, its name an <h4> of one profile link.
const xenForoPost = (name: string, slug: string, words: string): string =>
  `<article class="message message--post"><div class="message-inner"><div class="message-cell message-cell--user"><section class="message-user">`
  + `<div class="message-avatar"><a href="https://forum.example/members/${slug}.14/"><img alt="${name}" src="/a.png"></a></div>`
  + `<div class="message-userDetails"><h4 class="message-name"><a href="https://forum.example/members/${slug}.14/" class="username">${name}</a></h4><h5 class="userTitle">Well-known member</h5></div>`
  + `<div class="message-userExtras"><dl><dt>Joined</dt><dd>Jan 3, 2021</dd></dl><dl><dt>Messages</dt><dd>1,204</dd></dl></div></section></div>`
  + `<div class="message-cell message-cell--main"><div class="bbWrapper">${words}</div></div></div></article>`;
const LONG = 'The left belt was at 96 Hz and the right one at 121 Hz, so I evened them out and ran the resonance test three more times; every run now peaks within a hertz of the others, and the ringing on the Y axis has gone from the test prints at every speed I tried, up to 160 mm/s with the same acceleration as before.';

describe('keepPostAuthorAsides on panes that are not asides', () => {
  it("keeps each post's author heading, as text, in place of the pane around it (avatar, member title and statistics go)", () => {
    const body = bodyOf(`<div class="block-body">${xenForoPost('pell_mortain', 'pell_mortain', LONG)}${xenForoPost('Ysolde Brannick', 'ysolde-brannick', LONG)}</div>`);
    const headings = Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'));
    expect(keepPostAuthorAsides(asidesOf(body), headings)).toBe(2);
    expect(Array.from(body.querySelectorAll('.message-inner > h4'), (heading) => heading.outerHTML)).toEqual(['<h4 class="message-name">pell_mortain</h4>', '<h4 class="message-name">Ysolde Brannick</h4>']);
    for (const furniture of ['Well-known member', 'Messages', 'Joined']) expect(text(body)).not.toContain(furniture);
    expect(body.querySelectorAll('.bbWrapper')).toHaveLength(2);
  });

  it('leaves a lone author card alone', () => {
    const lone = bodyOf(`<main>${xenForoPost('pell_mortain', 'pell_mortain', LONG)}</main>`);
    expect(keepPostAuthorAsides([], Array.from(lone.querySelectorAll('h4, h5')))).toBe(0);
    expect(text(lone)).toContain('Well-known member');
  });

  it("takes the pane of a short post for the part that leaves the post's words out, never the whole post", () => {
    const short = bodyOf(`<div class="block-body">${xenForoPost('pell_mortain', 'pell_mortain', 'Thanks!')}${xenForoPost('gritwheel', 'gritwheel', 'Same here.')}</div>`);
    expect(keepPostAuthorAsides([], Array.from(short.querySelectorAll('h4, h5')))).toBe(2);
    expect(text(short)).toContain('pell_mortainThanks!');
    expect(text(short)).toContain('gritwheelSame here.');
    expect(text(short)).not.toContain('Well-known member');
  });
});

// Simple Machines Forum: the member's page is a query, `index.php?action=profile;u=42`; the pane a list of the member's group, post count and "Logged".
const smfPost = (name: string, user: number, words: string): string =>
  `<div class="windowbg"><div class="post_wrapper"><div class="poster"><h4><span class="off" title="Offline"></span><a href="https://forum.example/index.php?action=profile;u=${user}" title="View the profile of ${name}">${name}</a></h4>`
  + `<ul class="user_info"><li class="avatar"><a href="https://forum.example/index.php?action=profile;u=${user}"><img class="avatar" src="/a.png" alt=""></a></li><li class="postgroup">Jr. Member</li><li class="postcount">Posts: 71</li><li class="poster_ip">Logged</li></ul></div>`
  + `<div class="postarea"><div class="post"><div class="inner">${words}</div></div></div></div></div>`;

describe('keepPostAuthorAsides on Simple Machines Forum posts', () => {
  it("reads the member's page in a query (action=profile and the member's number) as a profile, and keeps each post's author in place of its card", () => {
    expect(isProfileLink('https://forum.example/index.php?action=profile;u=3318')).toBe(true);
    expect(isProfileLink('/index.php?action=profile&u=27')).toBe(true);
    expect(isProfileLink('/index.php?action=profile;area=summary;u=27')).toBe(true);
    // The reader's own profile (a sign-in), and other actions, are no member's.
    expect(isProfileLink('/index.php?action=profile')).toBe(false);
    expect(isProfileLink('/index.php?action=pm;sa=send;u=27')).toBe(false);
    const body = bodyOf(`<form id="quickModForm">${smfPost('Corwen Ashdale', 3318, LONG)}${smfPost('Hesketh Varley', 27, LONG)}</form>`);
    expect(keepPostAuthorAsides([], Array.from(body.querySelectorAll('h4')))).toBe(2);
    expect(Array.from(body.querySelectorAll('.post_wrapper > h4'), (heading) => heading.textContent)).toEqual(['Corwen Ashdale', 'Hesketh Varley']);
    for (const furniture of ['Posts: 71', 'Logged', 'Jr. Member']) expect(text(body)).not.toContain(furniture);
  });
});
