import { describe, expect, it } from 'vitest';
import { prose, textOf } from './content-region-support.js';

/** Who wrote a thread's posts: bylines set as links, a post's header, a forum's forms around its posts. */
describe('extractContentRegion: posts and their authors', () => {
  it("keeps a post's byline set as links (the author's profile and the dated permalink: Vanilla's comment header), and still drops a cluster of links", () => {
    const header = '<div class="Item-Header"><span class="Author"><a href="https://forum.example/profile/marabellfinch">marabellfinch</a></span><span class="RoleTitle">Member</span><span class="DateCreated"><a href="/discussion/comment/51229/#Comment_51229"><time datetime="2024-04-09T07:13:30+00:00">April 9</time></a></span></div>';
    const page = `<main><h1>Tag pages are empty after upgrading</h1><p>${prose('question', 6)}</p><ul class="MessageList"><li class="ItemComment">${header}<div class="Message"><p>${prose('answer', 3)}</p></div></li></ul><div class="links"><a href="/a">Categories</a> <a href="/b">Recent discussions</a> <a href="/c">Activity</a></div></main>`;
    const text = textOf(page);
    expect(text).toContain('marabellfinch');
    expect(text).toContain('April 9');
    expect(text).not.toContain('Recent discussions');
  });

  it('keeps small forms a reader cannot fill in that send nowhere (old Reddit sets each comment in one), and drops those that post or search', () => {
    const comment = (index: number): string => `<div class="thing comment"><form action="#" class="usertext"><input type="hidden" name="thing_id" value="t1_${index}"><div class="md"><p>${prose(`comment${index}`, 4)}</p></div></form></div>`;
    const page = `<main><p>${prose('post', 20)}</p>${Array.from({ length: 6 }, (_, index) => comment(index)).join('')}`
      + `<form action="/r/rust/comment" method="post"><p>Reply as a guest</p><input type="hidden" name="id"></form><form action="/search"><p>Search all posts</p></form></main>`;
    const text = textOf(page);
    for (let index = 0; index < 6; index += 1) expect(text).toContain(`comment${index} sentence 3`);
    expect(text).not.toContain('Reply as a guest');
    expect(text).not.toContain('Search all posts');
    expect(textOf(`<main><p>${prose('post', 20)}</p><form><p>Subscribe to the newsletter</p><input type="email"></form></main>`)).not.toContain('Subscribe');
  });

  it("keeps a link that stands in a line with other words in inline elements (a comment's author beside its score and age), and drops a line of links", () => {
    const byline = (name: string): string => `<p class="tagline"><a href="/user/${name}">${name}</a> <span class="score">212 points</span> <time>5 hours ago</time></p><p>${prose(name, 4)}</p>`;
    const text = textOf(`<main><p>${prose('post', 20)}</p>${byline('ann')}${byline('bob')}<div><a href="/a">Home</a> <span><a href="/b">News</a></span> <a href="/c">Sport</a></div></main>`);
    expect(text).toContain('ann 212 points 5 hours ago');
    expect(text).toContain('bob 212 points 5 hours ago');
    expect(text).not.toContain('Sport');
  });

  it("keeps a post's header whose words sit beside links inside inline elements (GitHub's author in <strong>, its time inside a link), with every part", () => {
    const header = '<h3><div class="d-flex"><strong class="css-truncate"><a class="author" href="/mira">mira</a></strong> <span class="color-fg-muted">commented <a href="#issue-1" class="js-timestamp"><relative-time datetime="2025-03-06T10:14:22Z">Mar 6, 2025</relative-time></a></span></div></h3>';
    const text = textOf(`<main><h1>Recover from unterminated strings</h1>${header}<p>${prose('post', 20)}</p><div><a href="/a">Home</a> <span><a href="/b">News</a></span> <a href="/c">Sport</a></div></main>`);
    expect(text).toContain('mira commented Mar 6, 2025');
    expect(text).not.toContain('Sport');
  });

  it('reads the thread a forum serves inside <noscript>, but drops a short "enable JavaScript" notice', () => {
    const text = textOf(`<noscript>Please enable JavaScript.</noscript><noscript><div id="main-outlet"><p>${prose('thread', 20)}</p></div></noscript>`);
    expect(text).toContain('thread sentence 19');
    expect(text).not.toContain('enable JavaScript');
  });

  it("keeps a post's author link in a block named as its author (bbPress's div.bbp-reply-author) and a paper's linked authors (arXiv's div.list-authors), not as link clusters", () => {
    const post = (name: string): string => `<li><div class="bbp-reply-author"><a class="bbp-author-link" href="/forums/users/${name.toLowerCase()}/"><img src="/a.png" alt=""><span>${name}</span></a><div class="bbp-author-role">Participant</div></div><div class="bbp-reply-content"><p>${prose(name, 6)}</p></div></li>`;
    const paper = (id: number): string => `<dd><div class="list-title">Title: Paper ${id} on segmentation</div><div class="list-authors"><a href="/a/varga_${id}">Orsolya Varga</a>, <a href="/a/teneb_${id}">Malik Tenebaum</a></div><p>${prose(`abstract${id}`, 6)}</p></dd>`;
    const thread = textOf(`<main><ul>${['Corinna', 'Dmitri', 'Agathe'].map(post).join('')}</ul></main>`);
    for (const name of ['Corinna', 'Dmitri', 'Agathe']) expect(thread).toContain(`${name}Participant${name} sentence 0`);
    const listing = textOf(`<main><dl>${[1, 2, 3].map(paper).join('')}</dl></main>`);
    expect(listing.match(/Orsolya Varga, Malik Tenebaum/g)).toHaveLength(3);
    // A block of several profile links that names no author stays a cluster of links (a "who is online" line).
    expect(textOf(`<main><p>${prose('body', 12)}</p><div class="online"><a href="/users/a/">ann</a> <a href="/users/b/">bo</a> <a href="/users/c/">cy</a></div></main>`)).not.toContain('ann bo cy');
  });

  it("keeps a short block whose one link is a member's name (Quora's answer header, HyperKitty's sender), not avatar initials or a cluster of profiles", () => {
    const answer = (name: string, slug: string): string => `<div class="q-box"><div class="q-text qu-color--gray_dark"><span><a href="https://www.quora.com/profile/${slug}">${name}</a></span><span> · <button>Follow</button></span></div><p>${prose(slug, 5)}</p></div>`;
    const text = textOf(`<main><h1>Is Rust worth learning?</h1>${answer('Marta Lindqvist', 'Marta-Lindqvist-2')}${answer('Ivo Petrov', 'Ivo-Petrov')}<div class="gravatar-wrapper"><img src="/a.png" alt=""><div class="email-author"><span class="name"><a href="/archives/users/4c2f/">Ingrid Sørensen</a></span></div></div><p>${prose('mail', 3)}</p>`
      + '<div class="avatar"><a href="/members/jw.2295/">JW</a></div><ul class="people"><li><a href="/u/ann">Ann Lee</a></li><li><a href="/u/bob">Bob Ray</a></li><li><a href="/u/cy">Cy Dunn</a></li></ul></main>');
    expect(text).toContain('Marta Lindqvist');
    expect(text).toContain('Ivo Petrov');
    expect(text).toContain('Ingrid Sørensen');
    expect(text).not.toMatch(/\bJW\b/);
    expect(text).not.toContain('Bob Ray');
  });

  it("keeps a forge's post header whose author link is named as such beside a <relative-time> (Gitea's first comment)", () => {
    const text = textOf(`<main><h1>Crash on start</h1><div class="timeline-item comment first"><div class="comment-header"><span class="text grey muted-links"><a class="author" href="/mkowalczyk">mkowalczyk</a> commented <a href="#issue-482"><relative-time datetime="2024-10-28T09:14:52Z">2024-10-28 09:14:52</relative-time></a></span></div><div class="render-content"><p>${prose('body', 4)}</p></div></div><div class="links"><a href="/a">Explore</a> <a href="/b">Help</a> <a href="/c">Sign in</a></div></main>`);
    expect(text).toContain('mkowalczyk commented 2024-10-28 09:14:52');
    expect(text).not.toContain('Explore');
  });
});
