import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removePostFurniture } from '../../../../../../adapters/outbound/extract/html/region/post-furniture.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ');
const SCHEMA = 'https://schema.org';

// A question-and-answer page: vote widgets, user cards with reputation and badges, comments with
// their own furniture, all marked with schema.org microdata.
const person = (name: string, reputation: string): string =>
  `<div class="user-info" itemprop="author" itemscope itemtype="${SCHEMA}/Person"><img alt="${name}'s avatar" src="/a.png"><a href="/users/${name}"><span itemprop="name">${name}</span></a><span class="reputation">${reputation} reputation</span><span class="badges">3 gold badges 14 silver badges</span></div>`;
const comment = (author: string, words: string): string =>
  `<li class="comment" itemprop="comment" itemscope itemtype="${SCHEMA}/Comment"><span class="score">7</span><span class="comment-copy" itemprop="text">${words}</span> – <a class="comment-user" itemprop="author" href="/u/${author}">${author}</a> <time itemprop="dateCreated" datetime="2016-03-17">Mar 17, 2016</time><button>Flag</button></li>`;
const QA_PAGE = `
<div itemscope itemtype="${SCHEMA}/QAPage">
  <h1 itemprop="name">Keyboard shortcut to focus the file pane</h1>
  <div class="question" itemprop="mainEntity" itemscope itemtype="${SCHEMA}/Question">
    <div class="votecell"><div class="vote-count" itemprop="upvoteCount">67</div><a href="/timeline">Show activity</a></div>
    <div class="post-body" itemprop="text"><p>How do I move focus to the files pane with the keyboard?</p></div>
    <div class="post-menu"><a href="/share">Share</a><a href="/edit">Improve this question</a><a href="/follow">Follow</a></div>
    <div class="signature">asked <time itemprop="dateCreated" datetime="2012-06-29">Jun 29, 2012</time>${person('Pup', '1,992')}</div>
    <ul class="comments">${comment('mnmnc', 'Press space after opening the window.')}</ul>
  </div>
  <h2>11 Answers</h2>
  <div class="answer" itemprop="acceptedAnswer" itemscope itemtype="${SCHEMA}/Answer">
    <div class="votecell"><div class="vote-count" itemprop="upvoteCount">13</div></div>
    <div class="post-body" itemprop="text"><p>Use AutoHotkey to focus the pane.</p><pre><code>#Space::ControlFocus</code></pre></div>
    <div class="post-menu"><a href="/share">Share</a><a href="/edit">Improve this answer</a></div>
    <div class="signature">answered <time datetime="2012-07-07">Jul 7, 2012</time>${person('iglvzx', '23.8k')}</div>
    <ul class="comments">${comment('user398328', 'Perfect, thank you.')}${comment('Kyung Lee', 'Win + Space now switches input languages.')}</ul>
  </div>
</div>`;

describe('removePostFurniture', () => {
  it('reads an author whose name is only a <meta> copy by its visible profile link with metaNames (NodeBB), and drops it otherwise', () => {
    const nodebbPost = (author: string, words: string): string =>
      `<li class="post" itemprop="comment" itemscope itemtype="${SCHEMA}/Comment"><div class="post-header" itemprop="author" itemscope itemtype="${SCHEMA}/Person">`
      + `<meta itemprop="name" content="${author}"><a class="avatar" href="/user/${author}"><img alt="${author}" src="/a.png"><span class="visually-hidden">Offline</span></a>`
      + `<a class="fw-bold" href="/user/${author}">${author}</a><a class="badge" href="/groups/staff">Staff</a></div><div class="content" itemprop="text"><p>${words}</p></div><a href="/reply">Reply</a></li>`;
    const page = `<ul>${nodebbPost('julian', 'RC1 of NodeBB v4 is out.')}${nodebbPost('baris', 'Congratulations on the release.')}</ul>`;
    const read = bodyOf(page);
    expect(removePostFurniture(read, { bylines: true, metaNames: true })).toBe(2);
    expect(text(read)).toContain('julian');
    expect(text(read)).toContain('baris');
    expect(text(read)).not.toContain('Staff');
    expect(text(read)).not.toContain('Reply');
    // The name stays as text, out of its profile link.
    expect(Array.from(read.querySelectorAll('a'), (link) => link.textContent)).not.toContain('julian');
    const dropped = bodyOf(page);
    expect(removePostFurniture(dropped, { bylines: true, metaNames: false })).toBe(2);
    expect(text(dropped)).not.toContain('julian');
    expect(text(dropped)).toContain('RC1 of NodeBB v4 is out.');
  });

  it("reads a comment author by its hidden name copy, or, that copy gone (a copy of the text beside it), by the person's short text (Stack Exchange)", () => {
    const seComment = (author: string, nameCopy: boolean, linked: boolean): string =>
      `<li class="comment" itemprop="comment" itemscope itemtype="${SCHEMA}/Comment"><span class="comment-copy" itemprop="text">Thanks, ${author} here.</span>`
      + `<div class="d-inline-flex" itemprop="author" itemscope itemtype="${SCHEMA}/Person">${nameCopy ? `<div class="d-none" itemprop="name">${author}</div>` : ''} – `
      + (linked ? `<a href="/users/1/${author}" class="comment-user" itemprop="url">${author}</a>` : `<span class="comment-user">${author}</span>`)
      + `</div><span class="comment-date">Aug 10, 2016 at 20:28</span><button>Flag</button></li>`;
    const body = bodyOf(`<ul>${seComment('mnmnc', true, true)}${seComment('leo', false, true)}${seComment('user398328', false, false)}</ul>`);
    expect(removePostFurniture(body, { bylines: true, metaNames: true })).toBe(3);
    expect(Array.from(body.querySelectorAll('li'), (item) => text(item).trim())).toEqual(['Thanks, mnmnc here. – mnmnc', 'Thanks, leo here. – leo', 'Thanks, user398328 here. – user398328']);
    expect(body.querySelector('a')).toBeNull();
    const card = bodyOf(`<ul>${seComment('x', false, true).replace('– <a', '– 23.8k reputation, 14 gold badges, 88 silver badges, 124 bronze badges <a')}</ul>`);
    removePostFurniture(card, { bylines: true, metaNames: true });
    expect(text(card).trim()).toBe('Thanks, x here.');
  });

  it('keeps the question, every answer and every comment with their authors and dates, and drops votes, user cards and action bars', () => {
    const body = bodyOf(QA_PAGE);
    expect(removePostFurniture(body, { bylines: true })).toBe(5);
    const kept = text(body);
    for (const stays of [
      'Keyboard shortcut to focus the file pane', 'How do I move focus', 'Use AutoHotkey', '#Space::ControlFocus', 'Press space after opening',
      'Perfect, thank you.', 'Win + Space now switches', '11 Answers', 'Pup', 'iglvzx', 'mnmnc', 'Kyung Lee', 'Jun 29, 2012', 'Mar 17, 2016',
    ]) expect(kept).toContain(stays);
    for (const gone of ['67', '13', 'Show activity', 'Share', 'Improve this', 'Follow', 'reputation', 'gold badges', 'Flag']) expect(kept).not.toContain(gone);
    expect(body.querySelector('img')).toBeNull();
    // The author's name stays as text, out of its profile link.
    expect(Array.from(body.querySelectorAll('a')).map((link) => link.textContent)).not.toContain('Pup');
  });

  it('drops a byline copy hidden from readers (a machine-format date in a d-none element) and keeps the shown one', () => {
    const hiddenCopy = (author: string, words: string, date: string): string =>
      `<li class="comment" itemscope itemtype="${SCHEMA}/Comment"><span class="comment-copy" itemprop="text">${words}</span> <a class="comment-user" itemprop="author" href="/u/${author}">${author}</a>`
      + `<div class="d-none" itemprop="datePublished">${date} 13:23:29 +00:00</div><time itemprop="dateCreated" datetime="${date}">Mar 17, 2016</time></li>`;
    const body = bodyOf(`<ul class="comments">${hiddenCopy('mnmnc', 'Press space after opening the window.', '2016-03-17')}${hiddenCopy('Pup', 'Thanks, that works.', '2016-03-18')}</ul>`);
    expect(removePostFurniture(body, { bylines: true })).toBe(2);
    const kept = text(body);
    expect(kept).toContain('Press space after opening the window.');
    expect(kept).toContain('mnmnc');
    expect(kept).toContain('Mar 17, 2016');
    expect(kept).not.toContain('+00:00');
  });

  it('keeps only the words of each post when bylines are not wanted', () => {
    const body = bodyOf(QA_PAGE);
    removePostFurniture(body, { bylines: false });
    const kept = text(body);
    expect(kept).toContain('Use AutoHotkey');
    expect(kept).toContain('Win + Space now switches');
    for (const gone of ['iglvzx', 'Kyung Lee', 'Jun 29, 2012', 'Mar 17, 2016']) expect(kept).not.toContain(gone);
  });

  it('reads an unmarked opening post by the template of the marked replies beside it', () => {
    const reply = (author: string, words: string): string =>
      `<article class="message message--post" itemscope itemtype="${SCHEMA}/Comment"><section class="message-user" itemprop="author" itemscope itemtype="${SCHEMA}/Person"><h4 class="message-name"><a class="username" href="/m/${author}"><span itemprop="name">${author}</span></a></h4><dl><dt>Messages</dt><dd>23,243</dd></dl></section><div class="message-body" itemprop="text">${words}</div><footer class="actionBar"><a href="/reply">Reply</a><a href="/report">Report</a></footer></article>`;
    const body = bodyOf(`<div class="thread">
      <article class="message message--threadStarter"><section class="message-user"><h4 class="message-name"><a class="username" href="/m/op">OpeningPoster</a></h4><dl><dt>Messages</dt><dd>12</dd></dl></section><div class="message-body">The opening question of the thread.</div><footer class="actionBar"><a href="/reply">Reply</a><a href="/report">Report</a></footer></article>
      ${reply('lgans316', 'Bang on the money.')}${reply('Ed Selley', 'I have used these since 2019.')}
    </div>`);
    expect(removePostFurniture(body, { bylines: true })).toBe(3);
    const kept = text(body);
    for (const stays of ['The opening question of the thread.', 'OpeningPoster', 'Bang on the money.', 'lgans316', 'I have used these since 2019.']) expect(kept).toContain(stays);
    for (const gone of ['Messages', '23,243', 'Reply', 'Report']) expect(kept).not.toContain(gone);
  });

  it('leaves posts alone whose words are marked only on a hidden or invisible copy', () => {
    const body = bodyOf(`
      <div itemscope itemtype="${SCHEMA}/DiscussionForumPosting"><meta itemprop="text" content="The opening post."><div class="votes">12</div><div class="visible-post">The opening post, as readers see it.</div></div>
      <div itemscope itemtype="${SCHEMA}/DiscussionForumPosting"><div class="hidden"><div itemprop="text">A copy for machines.</div></div><div class="post">The second thread's visible opening post.</div></div>`);
    expect(removePostFurniture(body, { bylines: true })).toBe(0);
    expect(text(body)).toContain('The opening post, as readers see it.');
    expect(text(body)).toContain("The second thread's visible opening post.");
  });

  it('touches nothing on pages without marked posts (articles, products)', () => {
    const html = `<article itemscope itemtype="${SCHEMA}/Article"><h1>Title</h1><div itemprop="articleBody"><p>Story.</p></div><div class="share">Share</div></article>`;
    const body = bodyOf(html);
    expect(removePostFurniture(body)).toBe(0);
    expect(text(body)).toContain('Share');
  });
});
