import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/** Hand-built threads: comments, forums, issues, bug reports and mailing-list messages (see `hand-checked-support.ts`). */

describe('blog post with a long comment thread', () => {
  const URL_ = 'https://slowqueries.example/2025/03/postgres-imports/';
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('blog-with-comments.html', URL_);
  });

  it('returns the whole article first, in order, with its SQL block', () => {
    const milestones = [
      'Every night our service imports around forty million rows of shipment events into Postgres.',
      '## Load first, index later',
      "```sql\nBEGIN;\nDROP INDEX IF EXISTS shipment_events_status_idx;",
      "WHERE status <> 'done';\nCOMMIT;\n```",
      '## Give the index build its memory',
      '## Partial indexes for skewed columns',
      '## Fresh statistics before the first query',
      'and the database server is idle for most of the night again.',
    ];
    expect(doc.text.startsWith(milestones[0] as string)).toBe(true);
    const positions = milestones.map((text) => doc.text.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('does not let the 34 comments, the comment form or the share bar into the article', () => {
    for (const chrome of ['maintenance_work_mem', 'Replying to', '34 comments', 'Permalink', 'Leave a comment', 'Post comment', 'Share this post', 'LinkedIn', 'gtag', 'Subscribe via']) {
      expect(doc.text).not.toContain(chrome);
    }
    expect(doc.title).toBe('Why our Postgres imports got ten times faster');
    expectRecordedDecision(doc);
  });
});

describe('link-aggregator thread in table layout (Hacker News)', () => {
  const URL_ = 'https://news.example.com/item?id=40517731';
  let text: string;
  beforeAll(async () => {
    text = (await extract('link-aggregator-thread.html', URL_)).text;
  });

  it("keeps the story's linked title, its text and every comment with its author, as paragraphs rather than tables", () => {
    expect(text).toContain('[Show HN: Quillstone – a page-cache database in 3k lines of Rust](https://github.com/mara-lind/quillstone)');
    expect(text).toContain('Hi HN, I wrote Quillstone over the winter');
    expect(text).toContain('\n\nIt is not meant for production.');
    const comments: ReadonlyArray<readonly [string, string]> = [['tobiask', 'The clock-sweep choice is interesting.'], ['maralind', 'I did, with a scan-heavy benchmark.'], ['tobiask', 'That matches what Postgres found'], ['ghostwire', 'How do you handle a torn write'], ['pfeld', 'Nice work. For anyone who wants the theory'], ['oyelaran', 'Is the checkpoint fuzzy']];
    for (const [author, words] of comments) {
      expect(text).toMatch(new RegExp(`\\[${author}\\]\\([^)]*\\)(?: · in reply to \\w+)? \\[\\d hours ago\\]\\([^)]*\\) \\(2024-05-30T[\\d:]+\\)[ |]*\\n\\n${words.replace(/[.?]/g, '\\$&')}`));
    }
    expect(text).not.toMatch(/^\|/m);
    // Each comment's "reply" link, a form's, goes.
    expect(text).not.toMatch(/^\[reply\]/m);
  });

  it('says whom each indented comment answers: the last comment one step less indented', () => {
    expect(text).toContain('[maralind](https://news.example.com/user?id=maralind) · in reply to tobiask [6 hours ago]');
    expect(text).toContain('[tobiask](https://news.example.com/user?id=tobiask) · in reply to maralind [6 hours ago]');
    expect(text.match(/ · in reply to /g)).toHaveLength(2);
  });

  it('drops the spacer images, vote arrows, collapse toggles, menu and comment form', () => {
    for (const chrome of ['s.gif', 'upvote', '[–]', 'add comment', 'newest', 'Search:']) expect(text).not.toContain(chrome);
    // The footer's links stay as one line: its "Contact" is a mail link, written as text, so the line is not all links.
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^\[Guidelines\]\(.*\| Contact$/);
  });
});

describe('nested comment thread with each post in a form (old Reddit)', () => {
  const URL_ = 'https://old.reddit.com/r/rust/comments/abc123/whats_the_best_way/';
  let doc: ExtractedDocument;
  let text: string;
  beforeAll(async () => {
    doc = await extract('nested-comments-thread.html', URL_);
    text = doc.text;
  });

  it('keeps the question and every comment, nested ones too, each under its author', () => {
    expect(text).toContain('submitted 6 hours ago (Tue May 14 09:12:45 2024 UTC) by [ferris_fan](https://old.reddit.com/user/ferris_fan)\n\nI have written Python for ten years');
    const comments: ReadonlyArray<readonly [string, string]> = [['crabby_dev', 'Read the book first'], ['ferris_fan', 'Thanks! Did you use the printed edition'], ['crabby_dev', 'The online one.'], ['tokio_tamer', 'Do not start with async.'], ['quiet_compiler', "Exercism's Rust track has mentors"]];
    let at = 0;
    for (const [author, words] of comments) {
      const found = text.indexOf(`[${author}](https://old.reddit.com/user/${author})`, at);
      expect(found).toBeGreaterThan(at);
      at = text.indexOf(words, found);
      expect(at).toBeGreaterThan(found);
    }
  });

  it("takes the page's stated title, not the forum's name that its sidebar heading links to", () => {
    expect(doc.title).toBe("r/rust on Reddit: What's the best way to learn Rust in 2024?");
  });

  it('drops the vote arrows, collapse toggles, comment buttons, sidebar, search and footer', () => {
    for (const chrome of ['[–]', 'upvote', 'permalink', 'embed', 'report', '[reply]', 'Rule 1', 'Rustaceans', 'limit my search', 'User Agreement', 'sign up', 'my subreddits']) expect(text).not.toContain(chrome);
    expect(text.match(/reply/g)).toHaveLength(2);
  });

  it('says whom each nested reply answers, and no top-level comment is a reply', () => {
    expect(text).toContain('[ferris_fan](https://old.reddit.com/user/ferris_fan) · in reply to crabby_dev ');
    expect(text).toContain('[crabby_dev](https://old.reddit.com/user/crabby_dev) · in reply to ferris_fan ');
    expect(text.match(/ · in reply to /g)).toHaveLength(2);
    for (const author of ['tokio_tamer', 'quiet_compiler']) expect(text).toMatch(new RegExp(`\\[${author}\\]\\([^)]*\\) \\d+ points`));
  });
});

describe('forum thread served inside <noscript> (Discourse crawler view)', () => {
  const URL_ = 'https://discuss.example.org/t/pin-a-dependency/1234';
  let doc: ExtractedDocument;
  let text: string;
  beforeAll(async () => {
    doc = await extract('forum-thread-noscript.html', URL_);
    text = doc.text;
  });

  it('keeps every post in order with its author and its date as separate words, and the code block', () => {
    const heads = text.split('\n').filter((line) => / \w+ \d+, 2024, \d+:\d+[ap]m$/.test(line));
    expect(heads).toEqual(['alice(Alice Smith) March 1, 2024, 10:00am', 'bram(Bram de Vries) March 1, 2024, 11:12am', 'alice(Alice Smith) March 1, 2024, 12:30pm', 'cchen March 2, 2024, 8:05am']);
    expect(text).toContain('```\ndependencies = [\n    "tidelib>=2.1,<2.4",\n]\n```');
    expect(text).toContain('The packaging council is discussing a common format.');
    expect(doc.title).toBe('How do I pin one dependency without freezing the rest?');
  });

  it('drops the related topics, like counts, site logo, footer navigation and the hidden sign-in form', () => {
    for (const chrome of ['Related topics', 'Version constraints', 'Likes', 'Terms of Service', 'Powered by', 'Log In']) expect(text).not.toContain(chrome);
  });
});

describe('issue thread in a code forge (Gitea timeline)', () => {
  const URL_ = 'https://forge.brinewick.net/marlow/tidewater/issues/42';
  let doc: ExtractedDocument;
  let text: string;
  beforeAll(async () => {
    doc = await extract('issue-timeline-thread.html', URL_);
    text = doc.text;
  });

  it('keeps the opening post and every comment in order, though the page states its first post\'s date like an article', () => {
    expect(doc.stage).toBe('cleaned-body');
    expect(doc.stageNotes).toContainEqual(expect.stringMatching(/^choice: cleaned-body \(.*one of \d+ posts; the page declares an article but is a thread\)$/));
    const posts: ReadonlyArray<readonly [string, string]> = [['alice', 'keeps only the first one'], ['carol', 'Can confirm on the Port Sellick table'], ['bob', 'Found it. In 0.8.0'],
      ['dmitri', 'Would that survive the autumn clock change?'], ['bob', 'Good catch'], ['alice', 'Tested']];
    let at = 0;
    for (const [author, words] of posts) {
      const found = text.indexOf(`[${author}](https://forge.brinewick.net/${author})`, at);
      expect(found, author).toBeGreaterThanOrEqual(at);
      at = text.indexOf(words, found);
      expect(at, words).toBeGreaterThan(found);
    }
    expect(text).toContain('```python\nfrom tidewater import parse_table');
    expect(text).toContain('| Date | Lows in file | Lows returned | Missing |');
    expect(text).toContain('```diff\n-    key = (event.kind, event.time.date())');
  });

  it('says each comment once: the hidden Markdown source kept beside each for the editor goes, and is noted', () => {
    for (const words of ['keeps only the first one', 'Can confirm on the Port Sellick table', 'Found it. In 0.8.0', 'Would that survive the autumn clock change?', 'All four daily extrema come back now']) {
      expect(text.split(words), words).toHaveLength(2);
    }
    expect(doc.removalNotes).toContain("6 hidden copies of text shown beside them removed (an editor's source, a second rendering)");
  });

  it('drops the navbar, repository tabs, hidden menus and footer', () => {
    for (const chrome of ['Explore', 'Pull Requests', 'Powered by Gitea', 'Copy Link', 'enhancement', 'priority/high', 'Licenses']) expect(text).not.toContain(chrome);
  });
});

describe('bug report (Bugzilla layout)', () => {
  const URL_ = 'https://bugs.tidewater.example.org/show_bug.cgi?id=12345';
  let doc: ExtractedDocument;
  let text: string;
  beforeAll(async () => {
    doc = await extract('bug-report-page.html', URL_);
    text = doc.text;
  });

  it('takes the summary for the title, not the bug number the <title> opens with', () => {
    expect(doc.title).toBe('Segfault in tw_resolve_alias() on self-referencing anchor inside a flow mapping');
  });

  it('keeps every field with its name, the names set in labels of no control too, and no spacer rows', () => {
    expect(text).toContain('| [Importance](https://bugs.tidewater.example.org/page.cgi?id=fields.html#importance): | P1 critical |');
    expect(text).toContain('| Duplicates (1): | [12399](https://bugs.tidewater.example.org/show_bug.cgi?id=12399)');
    expect(text).toContain('| Reported: | 2024-03-11 09:14 UTC by Dana Whitfield |');
    expect(text).not.toMatch(/^\|\s*\|\s*\|$/m);
  });

  it('keeps the description and every comment, preformatted, with the stack trace and the quoted reply', () => {
    const heads = text.split('\n').filter((line) => /^\[(?:Description|Comment \d)\]/.test(line)).map((line) => line.replace(/\]\(.*?\)/, ']'));
    expect(heads).toHaveLength(9);
    expect(heads[0]).toBe('[Description] Dana Whitfield 2024-03-11 09:14:52 UTC');
    expect(heads[8]).toBe('[Comment 8] Jonas Berglund 2024-03-19 13:40:10 UTC');
    expect(text).toContain('    #1 0x55d0c4e1c8f1 in tw_resolve_alias src/parser/anchors.c:211\n');
    expect(text).toContain('(In reply to Tomás Ibarra from comment #2)\n> Two options:');
  });
});

describe('mailing-list messages (pipermail, public-inbox)', () => {
  it('keeps a message body preformatted, quoted lines and patch included, under its author and date', async () => {
    const pipermail = await extract('mail-archive-message.html', 'https://lists.example.org/pipermail/tidewater-dev/2025-February/000413.html');
    expect(pipermail.text).toMatch(/^\*\*Marguerite Okafor\*\* mokafor at example\.org\n\*Wed Feb 12 16:48:03 EST 2025\*/);
    expect(pipermail.text).toContain('> > Loading the new NOAA harmonic constants export into tidewater 2.3.1\n');
    expect(pipermail.text).toContain('-    with open(path, newline="") as fh:\n');
    const inbox = await extract('patch-mail-archive.html', 'https://lore.example.org/tidewater-dev/6f0c1d2e-8a41-4b7b-9c55-1d0b2e7a9f13@example.org/');
    expect(inbox.text).toMatch(/^```\nFrom: Ana Pereira <ana\.pereira@example\.org>\n/);
    expect(inbox.text).toContain('-\t\tidx = (int)(phase * TW_LUT_SCALE);\n+\t\tif (phase < 0.0)\n');
  });
});

describe('a forum topic (phpBB 3.3 with prosilver)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('phpbb-topic.html', 'https://forum.kelpmoor.org/viewtopic.php?t=4821');
  });

  it("keeps every post, the short last answer too, which Readability dropped among its author's links", () => {
    expect(doc.text).toContain('Confirming on a rev C laser setup: the timer_oc line alone got me from 38 to 52 kHz on 2.4.1 without updating.');
    expect(doc.text).toContain('Marking this solved. Summary for anyone landing here from search:');
    expect(doc.stageNotes).toContainEqual(expect.stringMatching(/left out 1 of a series' posts/));
  });

  it('drops the forum description the page hides with an !important style', () => {
    expect(doc.text).not.toContain('Stepper and servo drivers, step generation, tuning and wiring.');
  });
});

describe("a discussion served for readers without scripts inside a <noscript> (Flarum)", () => {
  it('reads the whole discussion there, every post under its author, instead of calling the page an empty shell', async () => {
    const doc = await extract('flarum-discussion.html', 'https://talk.brackenfold.dev/d/412-incremental-builds-re-render-every-page-when-a-partial-changes');
    expect(doc.text.startsWith('# Incremental builds re-render every page when a partial changes\n\n### ferrowin\n\nSince upgrading from 0.18.6 to 0.19.3')).toBe(true);
    expect(doc.text).toContain('| Partial (used on 1 page) | 1.9 s | 38.2 s |');
    expect(doc.text).toContain('```bash\nbrackenfold build --explain-deps content/history/mill-lane.md\n```');
    expect(doc.text.match(/^### (?:ferrowin|Ilse Marchetti|dunmore_k|Ravi Oakhurst)$/gm)).toHaveLength(7);
    for (const chrome of ['Loading', 'best viewed in a modern browser', 'independent open-source project', 'csrfToken']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a forum topic whose code blocks are lines broken by <br> (Simple Machines Forum 2.1)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('smf-topic.html', 'https://forum.marshhollowradio.org.uk/index.php?topic=2745.0');
  });

  it('writes each code block fenced, one line per line, indentation and tabs kept', () => {
    expect(doc.text).toContain('```\n// W40 VFO - calibration section (kit firmware 1.3)\n#define XTAL_FREQ   25000000UL\n');
    expect(doc.text).toContain('void setupVfo() {\n  si5351.init(SI5351_CRYSTAL_LOAD_8PF, XTAL_FREQ, CAL_FACTOR);\n');
    expect(doc.text).toContain('void compensate() {\n\tfloat t = readCrystalTemp();\n');
    expect(doc.text.match(/^```$/gm)).toHaveLength(8);
  });

  it("does not take the forum's clock in its header for the topic's date", () => {
    expect(doc.publishedAt).toBeUndefined();
  });
});

describe("a thread in MyBB 1.8, whose code is <code> broken by <br />, a newline after each in the markup", () => {
  it('writes each code block fenced, one line per line, without the blank lines the markup newlines would add', async () => {
    const doc = await extract('mybb-thread.html', 'https://forum.kestrelworkshop.example/showthread.php?tid=4821');
    expect(doc.text).toContain('```\n[stepper_x]\nstep_pin: PB13\ndir_pin: !PB12\n');
    expect(doc.text).toContain("```\n<?php\n$temps = json_decode(file_get_contents('http://printer.local/api/drivers'), true);\nforeach ($temps as $axis => $t) {\n    echo $axis");
    expect(doc.text).toContain('```\nDUMP_DRIVER STEPPER=stepper_x\nQUERY_IDLE\n```');
  });
});

describe("a thread in XenForo 2.2, each post's author in a pane of divs beside it", () => {
  it("keeps who wrote each post, also where Readability's cut wins, and leaves the pane's member titles and statistics out", async () => {
    const doc = await extract('xenforo-thread.html', 'https://forum.halvardmakers.net/threads/y-axis-ringing-after-belt-swap-on-the-h2.18342/');
    expect(doc.text.startsWith('#### pell_mortain\n')).toBe(true);
    expect(doc.text.match(/^#### (?:pell_mortain|Ysolde Brannick|gritwheel|marrowfen|Tobiah Quell)$/gm)?.length).toBeGreaterThanOrEqual(5);
    expect(doc.text.indexOf('#### Ysolde Brannick')).toBeLessThan(doc.text.indexOf('It is wrong, and it is the most useful clue in your post.'));
    for (const furniture of ['Active member', 'Reaction score', 'Joined']) expect(doc.text).not.toContain(furniture);
  });

  it('keeps whom each quotation quotes, whose "… said:" line is a link to the quoted post', async () => {
    const doc = await extract('xenforo-thread.html', 'https://forum.halvardmakers.net/threads/y-axis-ringing-after-belt-swap-on-the-h2.18342/');
    expect(doc.text).toContain('> pell_mortain said:\n>\n> Two wildly different peaks from identical runs feels wrong to me.');
  });
});

describe('a topic in phpBB 3.3 prosilver, the opening post\'s byline set like every reply\'s', () => {
  it("keeps the opening post's author and date line, and leaves the forum description phpBB hides for good hidden", async () => {
    const doc = await extract('phpbb33-viewtopic.html', 'https://forum.kestrelworkshop.example/viewtopic.php?t=4182');
    expect(doc.text).toMatch(/by \*\*\[tobin_marsh\]\([^)]*\)\*\* » Mon Mar 11, 2024 7:42 pm\n\nEvening all,/);
    expect(doc.text.match(/^\[Post\]\([^)]*\) by /gm)?.length).toBe(4);
    expect(doc.text).not.toContain('Questions about motion controllers');
  });
});

describe('a question on Stack Overflow, its answers with their authors and comments', () => {
  it('names who asked and who wrote each answer, after the post as the page sets it, so the answers do not run together', async () => {
    const doc = await extract('stackoverflow-question.html', 'https://stackoverflow.com/questions/78051234/structuredclone-drops-class-methods');
    const authors = ['Ines Valcourt', 'Halvard Quist', 'nadia.ferro', 'user19902731'].map((name) => doc.text.indexOf(`\n${name}\n`));
    expect(authors.every((position) => position > 0)).toBe(true);
    expect([...authors].sort((a, b) => a - b)).toEqual(authors);
    expect(doc.text.indexOf('\nHalvard Quist\n')).toBeLessThan(doc.text.indexOf('If you only need public fields and methods'));
    for (const furniture of ['27.3k', 'gold badges', 'reputation score']) expect(doc.text).not.toContain(furniture);
  });
});

describe("Lobsters' front page, a listing whose last story ends in links", () => {
  it("keeps the last story's archive and comment links, indented under it like every story's", async () => {
    const doc = await extract('lobsters-front-page.html', 'https://lobste.rs/');
    expect(doc.text).toMatch(/via \[linnea_c\]\([^)]*\) 1 day ago \(2025-02-18 09:02:17\) \|\n\n {3}\[Archive\.org\][^\n]*\n\n {3}\| \[2 comments\]\(https:\/\/lobste\.rs\/s\/c7mmb2\//);
    expect(doc.text.match(/\[(?:\d+|no) comments?\]\(/g)?.length).toBe(8);
  });
});

describe('a topic in bbPress 2.6 on a WordPress theme, each post\'s author in div.bbp-reply-author', () => {
  it("names each reply's author (a profile link and a role) right before its text, which Readability and the region removed as a link, and the opening post's as the page's author", async () => {
    const doc = await extract('bbpress-topic.html', 'https://forum.emberfieldpotters.org/forums/topic/kiln-controller-overshoots-by-15c-during-long-holds-pid-tuning-advice/');
    // The topic's notice names the last replier in a sentence ("…last updated 1 year ago by Walt Brennan."): no byline.
    expect(doc.author).toBe('Corinna Falk');
    // The opening post's byline goes with the head's bylines: the page's author says it.
    expect(doc.text).toMatch(/^ {2}Participant\n\n {2}I built a controller for my 9 kW electric kiln/m);
    const posts: ReadonlyArray<readonly [string, string, string]> = [
      ['dmitri', 'Keymaster', 'Classic integral windup.'],
      ['corinna', 'Participant', 'Thank you all!'],
    ];
    let from = 0;
    for (const [user, role, words] of posts) {
      const match = new RegExp(`\\[[A-Z][a-z]+ [A-Z][a-z]+\\]\\(https://forum\\.emberfieldpotters\\.org/forums/users/${user}/\\)\\n\\n {2}${role}\\n\\n {2}${words.replace(/[.?!]/g, '\\$&')}`).exec(doc.text.slice(from));
      expect(match, `${user}: ${words}`).not.toBeNull();
      from += (match?.index ?? 0) + 1;
    }
    expect(doc.text).not.toContain('wood-fired stoneware in the Harz');
  });
});

describe("an issue on Redmine (attributes as label and value blocks, journal entries headed \"Updated by\" in h4.note-header, the project's h1 in #header)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('redmine-issue.html', 'https://tracker.fieldbook.example/issues/4821');
  });

  it("takes the issue's subject as the title, not the project's name, and its author", () => {
    expect(doc.title).toBe('Bug #4821: Offline sync creates duplicate survey records when the device clock is behind the server');
    expect(doc.author).toBe('Aiko Sato');
  });

  it('writes each attribute as a pair, its linked values kept, and heads each journal entry with who updated it', () => {
    for (const kept of ['- Status: Closed', '- Assignee: [Tomas Brenner](https://tracker.fieldbook.example/users/4)', '- Target version: [3.4.2](https://tracker.fieldbook.example/versions/38)', '- Start date: 01/09/2024',
      '#### Updated by [Priya Raman](https://tracker.fieldbook.example/users/17)', '- **Status** changed from *New* to *Confirmed*']) {
      expect(doc.text).toContain(kept);
    }
    expect(doc.text.match(/^#### Updated by /gm)?.length).toBeGreaterThanOrEqual(5);
    expectRecordedDecision(doc);
  });
});

describe("a thread on a Khoros (Lithium) community, whose every link, the authors' names too, is classed lia-link-navigation", () => {
  it("keeps each reply's author with the reply", async () => {
    const doc = await extract('khoros-community-thread.html', 'https://community.nestora.example/t5/Heating/Boiler-loses-pressure/td-p/88412');
    expect(doc.title).toBe('Thermostat drops Wi-Fi every night around 2 AM');
    for (const author of ['[NestoraTeam_Priya](https://community.nestora.example/t5/user/viewprofilepage/user-id/15)', '[Dmitri_V](https://community.nestora.example/t5/user/viewprofilepage/user-id/188230)']) {
      expect(doc.text).toContain(author);
    }
    expect(doc.text).toContain('Two questions that usually narrow this down:');
  });
});
