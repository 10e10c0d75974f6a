import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { markReplies } from '../../../../../../adapters/outbound/extract/html/region/reply-marks.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A comment in old Reddit's markup: its replies nest in its `div.child`. */
const comment = (id: string, author: string, words: string, replies = ''): string =>
  `<div class="thing id-t1_${id} comment"><div class="entry"><p class="tagline"><a class="author" href="https://old.reddit.com/user/${author}">${author}</a> 5 points</p><div class="md"><p>${words}</p></div></div><div class="child"><div class="sitetable listing">${replies}</div></div></div>`;

/** A comment row in Hacker News's markup: one row per comment, its depth an `indent` cell. */
const row = (depth: number, author: string, words: string): string =>
  `<tr class="athing comtr"><td><table><tr><td class="ind" indent="${depth}"><img src="s.gif" width="${depth * 40}"></td><td><span class="comhead"><a class="hnuser" href="user?id=${author}">${author}</a> 1 hour ago</span><div class="comment">${words}</div></td></tr></table></td></tr>`;

describe('markReplies', () => {
  it('writes whom each nested reply answers after its author, and marks no top-level comment', () => {
    const body = bodyOf(`<div class="sitetable nestedlisting">${comment('a', 'crabby_dev', 'Read the book first.', comment('b', 'ferris_fan', 'Printed or online?', comment('c', 'crabby_dev', 'Online.')))}${comment('d', 'tokio_tamer', 'Do not start with async.')}</div>`);
    expect(markReplies(body)).toBe(2);
    expect(text(body)).toContain('ferris_fan · in reply to crabby_dev 5 pointsPrinted or online?');
    expect(text(body)).toContain('crabby_dev · in reply to ferris_fan 5 pointsOnline.');
    expect(text(body)).toContain('tokio_tamer 5 pointsDo not start');
  });

  it('answers an indented row with the last row one step less indented', () => {
    const body = bodyOf(`<table>${row(0, 'tobiask', 'Clock sweep?')}${row(1, 'maralind', 'Yes, benchmarked.')}${row(2, 'tobiask', 'Matches Postgres.')}${row(1, 'ghostwire', 'Torn writes?')}${row(0, 'pfeld', 'Nice work.')}</table>`);
    expect(markReplies(body)).toBe(3);
    expect(text(body)).toContain('maralind · in reply to tobiask');
    expect(text(body)).toContain('tobiask · in reply to maralind');
    expect(text(body)).toContain('ghostwire · in reply to tobiask');
    expect(text(body)).not.toContain('pfeld · in reply');
  });

  it("reads no reply into an avatar that repeats the author's link out of the accessibility tree (an initials badge)", () => {
    const post = (name: string, words: string): string => `<div class="answer"><div class="display-flex gap-xs"><a href="/users/na/?userid=${name}" class="avatar" aria-hidden="true" tabindex="-1"><span>${name.charAt(0)}</span></a><div class="display-flex flex-column"><a href="/users/na/?userid=${name}" class="profile-url">${name}</a><span>25 Reputation points</span></div></div><p>${words}</p></div>`;
    const body = bodyOf(`<div class="answers">${post('Dana', 'Disable the tuning.')}${post('Omar', 'It is the index rebuild.')}${post('Lena', 'Same here.')}</div>`);
    expect(markReplies(body)).toBe(0);
    expect(text(body)).not.toContain('in reply');
  });

  it('marks nothing in a flat thread, nor in a list of posts whose wrapper holds several authors', () => {
    const flat = bodyOf(`<div class="posts">${['ann', 'bo', 'cy'].map((name) => `<div class="post"><a href="/users/${name}">${name}</a><p>Words of ${name}.</p></div>`).join('')}</div>`);
    expect(markReplies(flat)).toBe(0);
    expect(text(flat)).not.toContain('in reply');
  });

  it("puts the reply mark after a badge beside the author's name (Tildes' \"(OP)\"), which belongs to the author, not to the member answered", () => {
    const topic = (id: string, author: string, badge: string, words: string, replies = ''): string =>
      `<article class="comment" id="comment-${id}"><header class="comment-header"><a class="link-user" href="/user/${author}">${author}</a> ${badge}<time>February 18, 2024</time></header><div class="comment-text"><p>${words}</p></div><ol class="comment-tree-replies">${replies}</ol></article>`;
    const op = '<span class="comment-user-info">(<abbr title="Original Poster">OP</abbr>)</span>';
    const body = bodyOf(`<ol class="comment-tree">${topic('a', 'lanternfish', '', 'First.', topic('b', 'quietfjord', op, 'A reply.'))}${topic('c', 'rocket', '', 'Other.')}</ol>`);
    expect(markReplies(body)).toBe(1);
    expect(text(body)).toContain('quietfjord (OP) · in reply to lanternfish');
  });
  it("finds the author's badge after the inline wrappers that hold only the name (Lemmy's person listing), not after the next name", () => {
    const node = (id: string, author: string, badge: string, words: string, replies = ''): string =>
      `<li class="comment"><article id="comment-${id}" class="comment-node"><div class="small"><span class="me-2"><span class="person-listing"><a class="text-info" href="/u/${author}"><span>${author}</span></a></span></span> ${badge}<span>•</span><span class="moment-time">4 hours ago</span></div><div class="md-div"><p>${words}</p></div></article>${replies === '' ? '' : `<ul class="comments">${replies}</ul>`}</li>`;
    const op = '<span class="badge" aria-label="Creator">OP</span>';
    const body = bodyOf(`<ul class="comments">${node('a', 'quiet_kernel', '', 'First.', node('b', 'pinecone_ops', op, 'A reply.'))}${node('c', 'tidepool', '', 'Other.')}</ul>`);
    expect(markReplies(body)).toBe(1);
    expect(text(body)).toContain('pinecone_ops OP · in reply to quiet_kernel');
    expect(text(body)).not.toContain('quiet_kernel OP');
  });
});
