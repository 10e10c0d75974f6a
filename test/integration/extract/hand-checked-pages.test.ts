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
