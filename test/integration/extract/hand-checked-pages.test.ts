import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';

/**
 * Hand-built pages of the kinds agents read besides news (test/fixtures/extract/README.md),
 * extracted through the production `ContentExtractor` as WebFetch drives it. Each output was
 * also read by hand; these assertions pin what was checked.
 */
const extractor = new ContentExtractor();

async function extract(fixture: string, url: string): Promise<ExtractedDocument> {
  const body = new Uint8Array(readFileSync(new URL(`../../fixtures/extract/${fixture}`, import.meta.url)));
  const result = await extractor.extract({ body, contentType: 'text/html; charset=utf-8', url, format: 'markdown', signal: new AbortController().signal, maxStructuredBytes: 8 * 1024 * 1024 });
  if (!result.ok) throw new Error(`${fixture}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Every Markdown link and image target in `markdown`. */
function linkTargets(markdown: string): string[] {
  return Array.from(markdown.matchAll(/\]\(([^)\s]*)/g), (match) => match[1] ?? '');
}

function expectAbsoluteLinks(markdown: string, minimum: number): void {
  const targets = linkTargets(markdown);
  expect(targets.length).toBeGreaterThanOrEqual(minimum);
  for (const target of targets) expect(target).toMatch(/^https?:\/\/[^/]+\//);
}

function expectRecordedDecision(document: ExtractedDocument): void {
  expect(document.stage === 'cleaned-body' || document.stage === 'readability').toBe(true);
  expect(document.stageNotes).toContainEqual(expect.stringMatching(new RegExp(`^choice: ${document.stage} \\(`)));
}

describe('documentation page with code blocks and a table', () => {
  const URL_ = 'https://docs.tidepool.example/docs/guide/streams/readers.html';
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('docs-page.html', URL_);
  });

  it('keeps every code block fenced with its language and its exact text', () => {
    expect(doc.text).toContain("```ts\nimport { openSession } from '@tidepool/sdk';\n\nconst session = await openSession({ region: 'eu-west' });");
    expect(doc.text).toContain('    if (record.depthMeters > 40) console.log(record.id);');
    expect(doc.text).toContain('```python\nfrom tidepool import open_session\n\nwith open_session(region="eu-west") as session:\n    for chunk in session.stream("sensor-readings").chunks(size=500):\n        store(chunk)\n```');
    expect(doc.text).toContain('```bash\ntidepool stream read sensor-readings --chunk-size 500 --resume-from "$(cat last-token.txt)" > readings.ndjson\n```');
    expect(doc.text).toContain('`ResumeTokenExpired`');
  });

  it('keeps the limits table as a Markdown table', () => {
    expect(doc.text).toContain([
      '| Setting | Default | Maximum | Notes |',
      '| --- | --- | --- | --- |',
      '| chunkSize | 100 | 5000 | Records per chunk |',
      '| idleTimeout | 60 s | 900 s | Cursor closes when idle |',
      '| resumeTokenTtl | 7 days | 7 days | Cannot be extended |',
      '| openReaders | 4 | 32 | Per session |',
    ].join('\n'));
  });

  it('resolves relative, root-relative and fragment links against the page URL', () => {
    expect(doc.text).toContain('[Opening a session](https://docs.tidepool.example/docs/guide/concepts/connections.html#opening-a-session)');
    expect(doc.text).toContain('[StreamReader API reference](https://docs.tidepool.example/api/stream-reader.html)');
    expect(doc.text).toContain('[Writing with back-pressure](https://docs.tidepool.example/docs/guide/streams/writers.html)');
    expectAbsoluteLinks(doc.text, 4);
  });

  it('drops the cookie dialog, top bar, sidebar, breadcrumb, rating widget, pager and footer', () => {
    expect(doc.text).toContain('A Tidepool stream delivers records as an ordered sequence of chunks.');
    expect(doc.text).toContain('For writing large volumes, continue with');
    for (const chrome of ['cookies', 'Accept all', 'API reference](https://docs.tidepool.example/api/)', 'Search the docs', 'Installation', 'Running in Docker', 'Changelog', '›', 'Was this page helpful', '← Connections', 'CC BY 4.0', 'DOCS_VERSION']) {
      expect(doc.text).not.toContain(chrome);
    }
    // The page title without the site's name (the <title> is "Reading streams in chunks — Tidepool SDK documentation").
    expect(doc.title).toBe('Reading streams in chunks');
    expectRecordedDecision(doc);
  });
});

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

describe('news story in a navigation-heavy layout', () => {
  const URL_ = 'https://meridian.example/news/europe/2025/05/14/sleeper-train-three-borders/';
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('nav-heavy-news.html', URL_);
  });

  it('keeps the story text, its image and its relative link made absolute', () => {
    expect(doc.text).toContain('At a quarter to ten on a Friday evening, platform 19 in Brussels is crowded');
    expect(doc.text).toContain('## More carriages, not more trains');
    expect(doc.text).toContain('“We could fill a second train tomorrow,” she said.');
    expect(doc.text).toContain('by the end of the month.');
    expect(doc.text).toContain('[operator\'s published timetable](https://meridian.example/news/europe/2025/05/timetables/night-services-2025.pdf)');
    // The figure's caption is the picture's title, not a paragraph of the story.
    expect(doc.text).toContain('](https://meridian.example/images/2025/05/night-train-platform.jpg "Boarding in Brussels shortly before ten in the evening.")');
    expectAbsoluteLinks(doc.text, 2);
  });

  it('drops the mega-menu, breadcrumb, cookie banner, share bar, related links, sidebar and footer', () => {
    const chrome = [
      'Personal finance', 'Formula 1', 'The best of', // mega-menu
      'Home](', 'Europe](', // breadcrumb
      '143 partners', 'Accept and continue', 'Manage preferences', // cookie banner
      'Share on Facebook', 'Share on X', 'Share by email', 'Copy link', // share bar
      'Related articles', 'Night trains return to the Alps', 'Rail passenger numbers', // related articles
      'One ticket for three railways', 'Who pays for night trains', // link list inside the story
      'Most read', 'Rail strike called off', 'Advertisement', // sidebar
      'morning briefing', 'Subscribe from', 'Sign in', 'All rights reserved', 'Terms of use', // promos and footer
    ];
    for (const text of chrome) expect(doc.text).not.toContain(text);
    expect(doc.title).toBe('A sleeper train crosses three borders overnight — and fills up');
    expectRecordedDecision(doc);
  });
});

describe('API reference page (Javadoc layout)', () => {
  const URL_ = 'https://docs.tidepool.example/api/tidepool.core/dev/tidepool/io/TideReader.html';
  let doc: ExtractedDocument;
  let text: string;
  beforeAll(async () => {
    doc = await extract('api-class-page.html', URL_);
    text = doc.text;
  });

  it('writes the signatures with plain spaces where Javadoc has no-break spaces (they copy as code)', () => {
    expect(text).not.toContain('\u00a0');
  });

  it("keeps each member's signature, which the generator names \"member-signature\" one per member", () => {
    expect(text).toContain('public class TideReader extends [Object](https://docs.tidepool.example/api/Object.html)');
    expect(text).toContain('public final int read(byte[] buffer, int offset, int length) throws [IOException](https://docs.tidepool.example/api/IOException.html)');
    expect(text).toContain('public final int readLevel() throws');
    expect(text).toContain('public final int readSurge() throws');
    expect(text).toContain('public boolean acceptSample(Sample sample, HttpCookie session) throws');
  });

  it("keeps what repeats from member to member: every method's \"Throws:\" and the summary's return types", () => {
    expect(text.match(/^ {4}Throws:$/gm)).toHaveLength(5);
    expect(text.match(/if the gauge stream cannot be read/g)).toHaveLength(3);
    expect(text.match(/^ {2}`final int`$/gm)).toHaveLength(3);
    for (const name of ['read', 'readLevel', 'readSurge', 'acceptSample', 'shareStation']) expect(text).toContain(`  - ### ${name}\n`);
    expect(text).toContain("Lets other readers in this process read the named station's stream.");
  });

  it('drops the navigation bars, search box, tabs and footer', () => {
    for (const chrome of ['Skip navigation links', 'Overview](', 'Deprecated', 'SEARCH', 'All Methods', 'Static Methods', 'Constr', 'All rights reserved']) expect(text).not.toContain(chrome);
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
      expect(text).toMatch(new RegExp(`\\[${author}\\]\\([^)]*\\) \\[\\d hours ago\\]\\([^)]*\\)[ |]*\\n\\n${words.replace(/[.?]/g, '\\$&')}`));
    }
    expect(text).not.toMatch(/^\|/m);
  });

  it('drops the spacer images, vote arrows, collapse toggles, menu and comment form', () => {
    for (const chrome of ['s.gif', 'upvote', '[–]', 'add comment', 'newest', 'Search:']) expect(text).not.toContain(chrome);
    // The footer's links stay as one line: its "Contact" is a mail link, written as text, so the line is not all links.
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^\[Guidelines\]\(.*\| Contact$/);
  });
});

describe('encyclopedia article (MediaWiki layout)', () => {
  const URL_ = 'https://wiki.example.org/wiki/Clock-sweep_algorithm';
  let doc: ExtractedDocument;
  let text: string;
  beforeAll(async () => {
    doc = await extract('encyclopedia-article.html', URL_);
    text = doc.text;
  });

  it('keeps every section heading, which the wiki sets in a block beside its edit link, and no edit link', () => {
    expect(text.match(/^#{2,3} .*$/gm)).toEqual(['## History', '## Algorithm', '### Variants', '## Performance', '## See also', '## References']);
    expect(text).not.toMatch(/\bedit\b/);
  });

  it('keeps the infobox and the data table as tables, the steps, the pseudocode and the references', () => {
    expect(text).toContain('| Class | Page replacement |');
    expect(text).toContain('Hit rates on a scan-heavy workload\n\n| Buffer size | LRU | Clock |\n| --- | --- | --- |\n| 1,000 pages | 61% | 72% |');
    expect(text).toContain('1. If the frame\'s reference bit is set, the bit is cleared and the hand moves on.');
    expect(text).toContain('```\nloop\n    if frame[hand].referenced then');
    expect(text).toContain('Corbató, F. J. (1968). "A Paging Experiment with the Multics System".');
    expect(text).toContain('[Adaptive replacement cache](https://wiki.example.org/wiki/Adaptive_replacement_cache)');
  });

  it('drops the menus, table of contents, language list, tabs, navigation box, categories and footer', () => {
    for (const chrome of ['Main page', 'Toggle Algorithm subsection', '(Top)', 'Deutsch', 'View history', 'Memory management', 'Categories', 'Privacy policy', 'Retrieved from', 'Jump to content']) expect(text).not.toContain(chrome);
    expect(doc.title).toBe('Clock-sweep algorithm');
    expectRecordedDecision(doc);
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
    expect(text).toContain('submitted 6 hours ago by [ferris_fan](https://old.reddit.com/user/ferris_fan)\n\nI have written Python for ten years');
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
    for (const chrome of ['[–]', 'upvote', 'permalink', 'embed', 'report', 'reply', 'Rule 1', 'Rustaceans', 'limit my search', 'User Agreement', 'sign up', 'my subreddits']) expect(text).not.toContain(chrome);
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

describe('recipe post with a recipe card (WP Recipe Maker)', () => {
  const URL_ = 'https://copperpotwk.com/red-lentil-squash-stew/';
  let text: string;
  beforeAll(async () => {
    text = (await extract('recipe-card-post.html', URL_)).text;
  });

  it("keeps the card's section headings, which its class calls headers, over every ingredient and step", () => {
    const headings = text.split('\n').filter((line) => /^#{3,4} /.test(line));
    expect(headings).toEqual(expect.arrayContaining(['### Equipment', '### Ingredients', '#### For the stew', '#### To finish', '### Instructions', '#### Build the base', '#### Simmer', '#### Finish', '### Notes', '### Nutrition']));
    expect(text.indexOf('### Ingredients')).toBeLessThan(text.indexOf('- 2 tablespoons olive oil'));
    expect(text).toContain('- 1 ¼ cups red lentils rinsed until the water runs clear');
    expect(text.indexOf('### Instructions')).toBeLessThan(text.indexOf('- Warm the olive oil in a large Dutch oven'));
    expect(text).toContain('Calories: 318kcal');
  });
});

describe('newsletter post (Substack layout)', () => {
  const URL_ = 'https://slackwater.substack.com/p/the-beach-that-walked-away';
  let text: string;
  beforeAll(async () => {
    text = (await extract('newsletter-post.html', URL_)).text;
  });

  it('keeps every section heading, which its class calls a header, with the code block and the footnotes', () => {
    const headings = text.split('\n').filter((line) => /^#{2,3} /.test(line));
    expect(headings).toEqual(['## A river you cannot see', '### Estimating the budget', '## What the groynes actually did', '### Lessons I keep relearning', '## A back-of-the-envelope model', '## What comes next']);
    expect(text).toContain('```python\nimport math\n');
    expect(text).toContain('Harrowmouth is a composite.');
  });

  it('drops the subscribe boxes, the like and restack counts, the comments preview and the footer', () => {
    for (const chrome of ['Subscribe', 'Restack', 'Discussion about this post', 'Ready for more?', 'Get the app', 'Collection notice']) expect(text).not.toContain(chrome);
  });
});

describe('package page (PyPI layout) and mailing-list messages (pipermail, public-inbox)', () => {
  it("keeps the package's README with its headings, table and code, and not the site's menus and footer", async () => {
    const doc = await extract('package-index-page.html', 'https://pypi.org/project/tidewater/');
    expect(doc.title).toBe('tidewater');
    for (const heading of ['## Features', '## Installation', '## Quick start', '## Supported input formats']) expect(doc.text).toContain(`\n${heading}\n`);
    expect(doc.text).toContain('| Fixed-width almanac text | `tidewater.readers.almanac` |');
    expect(doc.text).toContain('$ pip install "tidewater[pandas,cli]"');
    for (const chrome of ['Log in', 'Register', 'Sponsors', 'Status: all systems operational', 'Help']) expect(doc.text).not.toContain(chrome);
  });

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

describe('documentation page with content tabs and numbered code (MkDocs Material)', () => {
  let text: string;
  beforeAll(async () => {
    text = (await extract('docs-tabbed-page.html', 'https://tidewater.example.org/getting-started/installation/')).text;
  });

  it("heads each tab's panel with the tab's name (CSS-only tabs: radio buttons and labels), not the names run together above the first", () => {
    expect(text).not.toContain('pipcondauv');
    expect(text).toMatch(/\*\*pip\*\*\n\n```bash\npython -m pip install "tidewater\[plots\]"\n```/);
    expect(text).toMatch(/\*\*conda\*\*\n\n```bash\nconda install -c conda-forge tidewater tidewater-plots\n```/);
    expect(text).toMatch(/\*\*uv\*\*\n\n```bash\nuv add "tidewater\[plots\]"\n```/);
  });

  it('keeps the numbered code without its gutter of line numbers, which the highlighter sets in a table cell of its own', () => {
    expect(text).toContain('first_forecast.py\n\n```\nimport tidewater as tw\n');
    expect(text).not.toMatch(/```\n1\n2\n3\n/);
  });
});

describe('C++ class reference (Doxygen)', () => {
  let text: string;
  beforeAll(async () => {
    text = (await extract('cpp-class-reference.html', 'https://tidewater.example.org/api/classtw_1_1TidePredictor.html')).text;
  });

  it('reads the example written a div per line as one code block, every line in order with its links, without line numbers', () => {
    expect(text).toContain('```\n#include <tidewater/tide_predictor.hpp>\n#include <iostream>\n\nint main()\n{\n    const tw::TidePredictor predictor{tw::HarmonicSet::load("stations/kerrow_point.harm")};\n');
    expect(text).toContain('    // every high and low water between now and the same time tomorrow\n    for (const tw::TideEvent &ev : predictor.extremaBetween(');
    expect(text).not.toMatch(/^1#include/m);
  });

  it("keeps every member's documentation", () => {
    for (const member of ['## datumOffset()', '## extremaBetween()', '## fillSeries()', '## heightAt()', '## setDatumOffset()']) expect(text).toContain(member);
  });
});

describe('blog platform post with highlighted code (Medium)', () => {
  let text: string;
  beforeAll(async () => {
    text = (await extract('blog-platform-post.html', 'https://medium.com/lantern-engineering/the-leak-that-only-happened-on-tuesdays-4f1c2a9b7d3e')).text;
  });

  it("keeps each code block's comments and blank lines, which Readability read as chrome and paragraph breaks", () => {
    expect(text).toContain("```\n// invoice/renderer.js  (before)\nconst { ratesBus } = require('../currency/rates');\n\nclass InvoiceRenderer {\n");
    expect(text).toContain('```\n// invoice/renderer.js  (after)\n');
  });

  it('drops the follow, clap, listen and share controls, the author card and the recommendations', () => {
    for (const chrome of ['Open in app', 'Written by', 'Recommended from Medium', 'See more recommendations']) expect(text).not.toContain(chrome);
    for (const control of ['Follow', 'Listen', 'Share', 'Sign up']) expect(text).not.toMatch(new RegExp(`^${control}$`, 'm'));
  });
});

describe('shop product with description tabs (WooCommerce) and a news live blog', () => {
  it("keeps the product's description and its attributes table, without the reviews, related products or cart controls", async () => {
    const doc = await extract('shop-product-tabs.html', 'https://www.fenwicktea.example/product/hearthstone-cast-iron-teapot/');
    expect(doc.title).toBe('Hearthstone Cast-Iron Teapot');
    expect(doc.text).toContain('## Description');
    expect(doc.text).toContain('### In the box\n\n- Enamel-lined cast-iron body and lid');
    expect(doc.text).toContain('| Dimensions | 7.5 × 6.25 × 5 in |');
    expect(doc.removalNotes).toContain('1 block of customer reviews and ratings removed');
    for (const chrome of ['Related products', 'Add to cart', 'Your review', 'Built with WooCommerce']) expect(doc.text).not.toContain(chrome);
  });

  it("keeps a Shopify product's name, prices, description and every closed accordion with the size table, without the pickers, cart, related products or footer", async () => {
    const doc = await extract('shop-product-accordions.html', 'https://harbourandloom.com/products/kittiwake-fisherman-sweater');
    expect(doc.title).toBe('Kittiwake Fisherman Sweater');
    expect(doc.text).toContain('# Kittiwake Fisherman Sweater\n\n£148.00 GBP');
    for (const heading of ['## Materials', '## Shipping & Returns', '## Dimensions', '## Care instructions']) expect(doc.text).toContain(`\n${heading}\n`);
    expect(doc.text).toContain('| Size | Chest (pit to pit) | Body length (back) | Sleeve (from centre back neck) |\n| --- | --- | --- | --- |\n| S | 53 | 68 | 81 |');
    expect(doc.text.match(/^# Kittiwake Fisherman Sweater$/gm)).toHaveLength(1);
    for (const chrome of ['Fulmar Ribbed Watch Cap', 'Your cart', 'Subscribe to our emails', 'Powered by Shopify', 'Skip to product information']) expect(doc.text).not.toContain(chrome);
  });

  it("keeps every update of a live blog with its heading and author, each a dated post, as the article (the post series rule is for threads whose posts Readability cut)", async () => {
    const doc = await extract('news-live-blog.html', 'https://www.ledger.example/uk-news/live/2025/nov/18/storm-marisol-live');
    for (const words of ['The Meteorological Service has just published its updated surge forecast', 'The harbour wall at Port Edris has given way', 'Coastline Rail has suspended all trains', 'All ferry crossings from Port Edris have been cancelled']) {
      expect(doc.text).toContain(words);
    }
    // Each update's header (its heading and author), which its class names a header, stays with it.
    expect(doc.text).toContain('## Evening high tide ‘the one to watch’, forecasters say\n\nTamsin Okafor\n\nThe Meteorological Service has just published');
    expect(doc.text).toContain('Rhys Bellamy\n\nThe flood authority has just posted this update');
    for (const chrome of ['Most viewed', 'More on this story', 'Support us']) expect(doc.text).not.toContain(chrome);
  });
});
