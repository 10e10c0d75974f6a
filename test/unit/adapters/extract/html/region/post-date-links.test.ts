import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { markPostDateLinks, mayStateDate, POST_DATE_LINK } from '../../../../../../adapters/outbound/extract/html/region/post-date-links.js';
import { isProfileLink } from '../../../../../../adapters/outbound/extract/html/region/post-author-asides.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const links = (root: Element): Element[] => Array.from(root.querySelectorAll('a[href]'));
const dated = (root: Element): Element[] => links(root).filter((link) => !isProfileLink(link.getAttribute('href') ?? '') && mayStateDate(link));
const members = (root: Element): Element[] => links(root).filter((link) => isProfileLink(link.getAttribute('href') ?? ''));
const marked = (root: Element): string[] => Array.from(root.querySelectorAll(`[${POST_DATE_LINK}]`), (link) => (link.textContent ?? '').trim());

// Simple Machines Forum 2.1: the author's pane beside the post, the post's date its permalink in div.postinfo.
const smfPost = (id: number, name: string, user: number, date: string, body: string): string =>
  `<div class="windowbg" id="msg${id}"><div class="post_wrapper"><div class="poster"><h4><a href="https://forum.example/index.php?action=profile;u=${user}">${name}</a></h4>`
  + `<ul class="user_info"><li class="postcount">Posts: 71</li><li class="poster_ip">Logged</li></ul></div><div class="postarea"><div class="keyinfo"><div class="postinfo">`
  + `<a href="https://forum.example/index.php?msg=${id}" rel="nofollow" class="smalltext">${date}</a></div></div><div class="post"><div class="inner">${body}</div></div></div></div></div>`;

describe('markPostDateLinks', () => {
  it("marks each post's date set as its permalink, with a label beside it or not, and no quotation's source", () => {
    const quote = '<blockquote class="bbc_standard_quote"><cite><a href="https://forum.example/index.php?topic=9.msg71#msg71">Quote from: Ann on March 14, 2026</a></cite>Warm it up.</blockquote>';
    const body = bodyOf(`<form id="quickModForm">${smfPost(71, 'Ann', 3, 'March 14, 2026, 08:02:51 AM', 'First.')}${smfPost(72, 'Bo Reyes', 27, '&#171; Reply #1 on: March 14, 2026, 09:12:44 AM &#187;', `${quote}Second.`)}</form>`);
    expect(markPostDateLinks(dated(body), members(body))).toBe(2);
    expect(marked(body)).toEqual(['March 14, 2026, 08:02:51 AM', '« Reply #1 on: March 14, 2026, 09:12:44 AM »']);
  });

  it('marks nothing in one dated post alone, in posts that link two dates, or where no member is linked', () => {
    const lone = bodyOf(smfPost(71, 'Ann', 3, 'March 14, 2026, 08:02:51 AM', 'First.'));
    expect(markPostDateLinks(dated(lone), members(lone))).toBe(0);
    const archive = '<ul><li><a href="/2026/03/14/">March 14, 2026</a></li><li><a href="/2026/03/15/">March 15, 2026</a></li></ul>';
    const twice = bodyOf(`${smfPost(71, 'Ann', 3, 'March 14, 2026', archive)}${smfPost(72, 'Bo', 27, 'March 15, 2026', archive)}`);
    expect(markPostDateLinks(dated(twice), members(twice))).toBe(0);
    const events = bodyOf('<ul><li><a href="/events/1">March 14, 2026</a> Open workshop</li><li><a href="/events/2">April 11, 2026</a> Spring fair</li></ul>');
    expect(markPostDateLinks(dated(events), members(events))).toBe(0);
  });

  it("marks no link that says more than a date and its label: a headline with a date in it, each post's only dated link", () => {
    const headline = (id: number): string => `<a href="/news/${id}">Council votes to repair the footbridge before the March 14, 2026 deadline</a>`;
    const body = bodyOf(`${smfPost(71, 'Ann', 3, 'Today at 08:02:51 AM', headline(1))}${smfPost(72, 'Bo', 27, 'Today at 09:12:44 AM', headline(2))}`);
    expect(dated(body)).toHaveLength(2);
    expect(markPostDateLinks(dated(body), members(body))).toBe(0);
  });
});

describe('markPostDateLinks: dates it leaves as they are', () => {
  it("leaves a post's date link in a heading, which keeps it (FluxBB's h2 \"#1 [2024-03-19 20:51:07]\")", () => {
    const post = (id: number, user: number) => `<div class="blockpost"><h2><span><span class="conr">#${id}</span> <a href="viewtopic.php?pid=${id}#p${id}">2024-03-19 20:5${id}:07</a></span></h2>`
      + `<div class="postleft"><dl><dt><strong><a href="profile.php?id=${user}">member${user}</a></strong></dt></dl></div><div class="postmsg"><p>Suspend fails.</p></div></div>`;
    const body = bodyOf(`${post(1, 98121)}${post(2, 3)}`);
    expect(markPostDateLinks(dated(body), members(body))).toBe(0);
  });
});
