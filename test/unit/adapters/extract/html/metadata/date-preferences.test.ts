import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { DATE_PREFERENCES, type DatePreferences } from '../../../../../../domain/page/metadata/date-preferences.js';

const URL_ = 'https://forum.example/thread-222085.html';
const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const dateOf = (head: string, body: string, preferences: Partial<DatePreferences> = {}): string | undefined =>
  readPageMetadata(documentOf(head, body), URL_, { date: { ...DATE_PREFERENCES, ...preferences } }).publishedAt;
const POST_TEXT = `<p>${'I run a small board and wonder which software suits it best over the years. '.repeat(5)}</p>`;

describe('date preferences: a date that titles a table', () => {
  const schedule = '<h1>NFL Schedule</h1><div class="Table__Title">Sunday, February 8, 2026</div><div class="flex"><div><table><tr><th>Matchup</th></tr><tr><td>Seattle at New England</td></tr></table></div></div>';

  it('is not read as the dateline when skipped, and is when read', () => {
    expect(dateOf('', schedule, { tableCaptions: 'skip' })).toBeUndefined();
    expect(dateOf('', schedule, { tableCaptions: 'read' })).toBe('2026-02-08');
  });

  it('counts an ARIA table too, but not a table after text', () => {
    expect(dateOf('', '<h1>Fixtures</h1><p>March 3, 2025</p><div role="table"><div>Home</div></div>', { tableCaptions: 'skip' })).toBeUndefined();
    expect(dateOf('', `<h1>Results</h1><p>March 3, 2025</p><p>Our season review.</p><table><tr><td>1</td></tr></table>`, { tableCaptions: 'skip' })).toBe('2025-03-03');
    expect(dateOf('', '<h1>Results</h1><p><time datetime="2025-03-03">March 3</time></p><table><tr><td>1</td></tr></table>', { tableCaptions: 'skip' })).toBeUndefined();
  });
});

describe('date preferences: the dateline after the element that carries the title', () => {
  const head = '<title>SMF vs MyBB? What are the differences?</title>';
  const thread = '<div class="navigation"><a href="/">Forums</a> <span class="active">SMF vs MyBB? What are the differences?</span></div>'
    + '<table><tr><td class="thead"><strong>SMF vs MyBB? What are the differences?</strong></td></tr>'
    + `<tr><td><div class="post"><span>StarredSkies</span> Posts: 116 Joined: Feb 2019 Reputation: 7 <span class="post_date">2019-02-23, 09:14 PM</span>${POST_TEXT}</div></td></tr></table>`;

  it('reads a thread whose title is set in bold above its first post', () => {
    expect(dateOf(head, thread, { titleAnchor: 'title-element' })).toBe('2019-02-23');
    expect(dateOf(head, thread, { titleAnchor: 'headings' })).toBeUndefined();
  });

  it('does not start from a breadcrumb, a header or an element that says more than the title', () => {
    const breadcrumbOnly = `<div class="breadcrumb"><span>SMF vs MyBB? What are the differences?</span></div><p>Posted 2019-02-23</p>${POST_TEXT}`;
    expect(dateOf(head, breadcrumbOnly, { titleAnchor: 'title-element' })).toBeUndefined();
    const inHeader = `<header><span>SMF vs MyBB? What are the differences?</span></header><p>Posted 2019-02-23</p>${POST_TEXT}`;
    expect(dateOf(head, inHeader, { titleAnchor: 'title-element' })).toBeUndefined();
    const longer = `<p>SMF vs MyBB? What are the differences?<b> Read our guide</b></p><p>Posted 2019-02-23</p>${POST_TEXT}`;
    expect(dateOf(head, longer, { titleAnchor: 'title-element' })).toBeUndefined();
  });

  it('is not used when a content <h1> exists', () => {
    expect(dateOf(head, `<h1>Board software</h1>${POST_TEXT}${thread}`, { titleAnchor: 'title-element' })).toBeUndefined();
  });
});

describe('date preferences: a publication <meta> the page does not show', () => {
  const head = '<meta property="article:published_time" content="2025-08-24T09:08:55+00:00"><title>Best toothbrush?</title>';

  it('is reported only as the preference says', () => {
    const noDates = '<div id="app"></div>';
    const otherDate = `<h1>Best toothbrush?</h1>${POST_TEXT}<footer>© March 1, 2020</footer>`;
    expect(dateOf(head, noDates, { statedMeta: 'shown' })).toBeUndefined();
    expect(dateOf(head, noDates, { statedMeta: 'shown-or-no-dates' })).toBe('2025-08-24T09:08:55+00:00');
    expect(dateOf(head, otherDate, { statedMeta: 'shown-or-no-dates' })).toBeUndefined();
    expect(dateOf(head, otherDate, { statedMeta: 'always' })).toBe('2025-08-24T09:08:55+00:00');
  });
});

describe('date preferences: a <time> whose attribute is a day off its text', () => {
  const body = (datetime: string, shown: string): string => `<h1>Bridge reopens</h1><p><time datetime="${datetime}">${shown}</time></p>${POST_TEXT}`;

  it('reports the attribute, or the day shown when it is one day off', () => {
    expect(dateOf('', body('2019-11-19T07:03:25+00:00', 'November 18, 2019 11:03 PM'), { timeText: 'attribute' })).toBe('2019-11-19T07:03:25+00:00');
    expect(dateOf('', body('2019-11-19T07:03:25+00:00', 'November 18, 2019 11:03 PM'), { timeText: 'shown-day' })).toBe('2019-11-18');
    expect(dateOf('', body('2019-11-19T07:03:25+00:00', 'November 20, 2019'), { timeText: 'shown-day' })).toBe('2019-11-20');
    expect(dateOf('', body('2019-11-19T07:03:25+00:00', '2019-11-18 23:03'), { timeText: 'shown-day' })).toBe('2019-11-18');
  });

  it('keeps the attribute when the text agrees, has no year or is further off', () => {
    expect(dateOf('', body('2019-11-19T07:03:25+00:00', 'November 19, 2019'), { timeText: 'shown-day' })).toBe('2019-11-19T07:03:25+00:00');
    expect(dateOf('', body('2019-11-19T07:03:25+00:00', 'Nov 18'), { timeText: 'shown-day' })).toBe('2019-11-19T07:03:25+00:00');
    expect(dateOf('', body('2019-11-19T07:03:25+00:00', 'November 12, 2019'), { timeText: 'shown-day' })).toBe('2019-11-19T07:03:25+00:00');
  });
});

describe('date preferences: production', () => {
  it('are the choices the cross-validation bench picked', () => {
    expect(DATE_PREFERENCES).toEqual({ statedMeta: 'shown', tableCaptions: 'skip', titleAnchor: 'title-element', timeText: 'attribute', shownUpdate: 'instead-of-publication' });
  });
});
