import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HTML_STAGES } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../../../../adapters/outbound/extract/html/html-page-parser.js';
import { runDefuddleStage } from '../../../../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../../../../adapters/outbound/extract/html/stages/readability-stage.js';
import { runCleanedBodyStage } from '../../../../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runStage } from '../../../../../adapters/outbound/extract/html/stages/stage-support.js';

const URL_ = 'https://fieldnotes.example/posts/2024/bridge.html';
const ARTICLE = readFileSync(new URL('../../../../fixtures/extract/article.html', import.meta.url), 'utf8');

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([
  ['defuddle', runDefuddleStage],
  ['readability', runReadabilityStage],
  ['cleaned-body', runCleanedBodyStage],
] as const)('%s stage on an article page', (stage, run) => {
  it('extracts the article as Markdown with absolute links, the code language and the table', async () => {
    const page = await parseHtmlPage(ARTICLE, URL_);
    const outcome = await run(page.document, URL_);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.stage).toBe(stage);
    expect(outcome.markdown).toContain('Footbridges sway.');
    expect(outcome.markdown).toContain('[raw readings](https://fieldnotes.example/posts/data/readings.csv)');
    expect(outcome.markdown).toContain('interactive chart');
    expect(outcome.markdown).not.toContain('javascript:');
    expect(outcome.markdown).toMatch(/```python\nfrom scipy\.signal import butter, sosfiltfilt\n/);
    expect(outcome.markdown).toMatch(/\| Session \| Walkers \| Peak \(m\/s²\) \|\n\| --- \| --- \| --- \|\n\| Quiet morning \| 3 \| 0\.04 \|/);
    expect(outcome.markdown).not.toContain('hidden from readers');
    expect(outcome.markdown).not.toContain('All rights reserved');
    expect(outcome.markdown).not.toContain('Sensor calibration');
    expect(outcome.textLength).toBeGreaterThan(800);
    expect(outcome.title).toMatch(/Measuring bridge vibrations/);
  });

  it('leaves the parsed document untouched', async () => {
    const page = await parseHtmlPage(ARTICLE, URL_);
    const before = page.document.documentElement.outerHTML;
    await run(page.document, URL_);
    expect(page.document.documentElement.outerHTML).toBe(before);
  });

  it('reports an empty page as a failure instead of throwing', async () => {
    const page = await parseHtmlPage('<html><head><title>Nothing</title></head><body><div></div></body></html>', URL_);
    const outcome = await run(page.document, URL_);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.reason).toMatch(/empty|no content/);
  });
});

// Defuddle makes links absolute itself, against the page URL it is given.
describe.each([
  ['readability', (document: Document, baseUrl: string) => runReadabilityStage(document, URL_, { baseUrl })],
  ['cleaned-body', (document: Document, baseUrl: string) => runCleanedBodyStage(document, URL_, undefined, baseUrl)],
  ['the chain\'s cleaned-body', (document: Document, baseUrl: string) => DEFAULT_HTML_STAGES.cleanedBody(document, URL_, { baseUrl })],
  ['the chain\'s readability', (document: Document, baseUrl: string) => DEFAULT_HTML_STAGES.readability(document, URL_, { baseUrl })],
] as const)('%s stage given the page\'s base URL', (_stage, run) => {
  it('makes links absolute against that base, not the page URL, without looking it up again', async () => {
    const page = await parseHtmlPage(ARTICLE, URL_);
    const outcome = await run(page.document, 'https://mirror.example/copy/');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.markdown).toContain('[raw readings](https://mirror.example/data/readings.csv)');
    expect(outcome.markdown).not.toContain('fieldnotes.example/posts/data');
  });
});

describe('stage conversion', () => {
  it('converts the stage\'s own root in place, once, instead of a copy of it', async () => {
    const page = await parseHtmlPage('<html><head></head><body><div id="root"><p>spaced    out   words</p><p>second <b>bold</b></p></div></body></html>', URL_);
    const root = page.document.getElementById('root') as Element;
    root.remove();
    const cloneNode = vi.spyOn(root, 'cloneNode');
    const outcome = await runStage('cleaned-body', URL_, async () => ({ root }));
    expect(outcome.ok && outcome.markdown).toBe('spaced out words\n\nsecond **bold**');
    expect(outcome.ok && outcome.markdown).toBe('spaced out words\n\nsecond **bold**');
    expect(cloneNode).not.toHaveBeenCalled();
    // Turndown collapsed the whitespace of the root itself.
    expect(root.textContent).toBe('spaced out wordssecond bold');
  });
});

describe('stage console hygiene', () => {
  it('silences Defuddle\'s console output on malformed JSON-LD and counts it as a parser failure', async () => {
    const error = vi.spyOn(console, 'error');
    const stderr = vi.spyOn(process.stderr, 'write');
    const stdout = vi.spyOn(process.stdout, 'write');
    const page = await parseHtmlPage(ARTICLE, URL_);
    const outcome = await runDefuddleStage(page.document, URL_);
    expect(outcome.parserFailures).toBeGreaterThanOrEqual(1);
    expect(error).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
    expect(stdout).not.toHaveBeenCalled();
  });
});

describe('cleaned-body stage', () => {
  it('removes page chrome and hidden elements but keeps an article header', async () => {
    const page = await parseHtmlPage(
      '<html><head><title>T</title></head><body><header>Site menu</header><nav>Nav links</nav><article><header><h1>Kept headline</h1></header>'
      + '<p>Body text <span hidden>secret one</span><span aria-hidden="true">secret two</span><span style="visibility: hidden">secret three</span></p></article>'
      + '<form><p>Subscribe form</p><input type="email"></form><footer>Footer text</footer></body></html>',
      URL_,
    );
    const outcome = await runCleanedBodyStage(page.document, URL_);
    expect(outcome.ok && outcome.markdown).toBe('# Kept headline\n\nBody text');
  });
});

describe('readability stage options', () => {
  it('reads the caller\'s document in place when handed it, with the same output as on a clone', async () => {
    const onClone = await runReadabilityStage((await parseHtmlPage(ARTICLE, URL_)).document, URL_);
    const page = await parseHtmlPage(ARTICLE, URL_);
    const before = page.document.documentElement.outerHTML;
    const consumed = await runReadabilityStage(page.document, URL_, { consumeDocument: true });
    expect(consumed).toEqual(onClone);
    expect(page.document.documentElement.outerHTML).not.toBe(before);
  });

  it('drops navigation that Readability leaves inside the article', async () => {
    const prose = 'The committee met twice this week to review the proposal in detail, and its members agreed on most points. '.repeat(6);
    const page = await parseHtmlPage(
      `<html><head><title>T</title></head><body><article><nav class="crumbs"><a href="/">Home</a> › <a href="/docs/">Docs</a></nav>`
      + `<div class="breadcrumb"><a href="/a/">Section A</a></div><p>${prose}</p><p>${prose}</p></article></body></html>`,
      URL_,
    );
    const outcome = await runReadabilityStage(page.document, URL_);
    expect(outcome.ok && outcome.markdown).toContain('The committee met twice');
    expect(outcome.ok && outcome.markdown).not.toMatch(/Home|Docs|Section A/);
  });

  it("drops a tab bar of tabs only (npm's links to the package's other views), and keeps a tab list that wraps its panels", async () => {
    const prose = 'The committee met twice this week to review the proposal in detail, and its members agreed on most points. '.repeat(6);
    const page = await parseHtmlPage(
      `<html><head><title>T</title></head><body><article><div class="post-content"><ul role="tablist">${['Readme', 'Code', '0 Dependencies', '318 Dependents', '27 Versions'].map((tab) => `<li role="presentation"><a role="tab" href="?activeTab=${tab.length}"><span>${tab}</span></a></li>`).join('')}</ul>`
      + `<p>${prose}</p><div role="tablist"><a role="tab" href="#details">Details</a><div role="tabpanel" id="details"><p>Waxed canvas, ${prose}</p></div></div></div></article></body></html>`,
      URL_,
    );
    const outcome = await runReadabilityStage(page.document, URL_);
    expect(outcome.ok && outcome.markdown).not.toMatch(/Readme|Dependents|27 Versions/);
    expect(outcome.ok && outcome.markdown).toContain('Waxed canvas');
  });
});

describe('readability stage heading levels', () => {
  const prose = 'The bucket refills at a steady rate, and each call takes one token or reports how long to wait for one. '.repeat(4);
  const levels = (markdown: string): string[] => markdown.split('\n').filter((line) => line.startsWith('#'));

  it("keeps the page's sections above their parts where it sets sections in <h1>s (Perl's POD: METHODS over each method), which Readability writes as one level", async () => {
    const page = await parseHtmlPage(`<html><head><title>Data::Throttle::Bucket</title></head><body><div class="pod"><h1 id="DESCRIPTION">DESCRIPTION</h1><p>${prose}</p><h1 id="METHODS">METHODS</h1><h2 id="try_take">try_take</h2><p>${prose}</p><h3>Errors</h3><p>${prose}</p><h2 id="take">take</h2><p>${prose}</p></div></body></html>`, URL_);
    const outcome = await runReadabilityStage(page.document, URL_);
    expect(levels(outcome.ok ? outcome.markdown : '')).toEqual(['## DESCRIPTION', '## METHODS', '### try_take', '#### Errors', '### take']);
    expect(outcome.ok && outcome.markdown).not.toContain('data-page-h1');
  });

  it('leaves the levels as Readability writes them where the page has one <h1>, or no <h2> of its own', async () => {
    const one = await parseHtmlPage(`<html><head><title>Bridges</title></head><body><article><h1>Repairing the footbridge</h1><p>${prose}</p><h2>Costs</h2><p>${prose}</p></article></body></html>`, URL_);
    const oneOutcome = await runReadabilityStage(one.document, URL_);
    expect(levels(oneOutcome.ok ? oneOutcome.markdown : '')).toEqual(['## Repairing the footbridge', '## Costs']);
    const flat = await parseHtmlPage(`<html><head><title>Notes</title></head><body><article><h1>First part</h1><p>${prose}</p><h1>Second part</h1><p>${prose}</p><h3>Detail</h3><p>${prose}</p></article></body></html>`, URL_);
    const flatOutcome = await runReadabilityStage(flat.document, URL_);
    expect(levels(flatOutcome.ok ? flatOutcome.markdown : '')).toEqual(['## First part', '## Second part', '### Detail']);
  });
});

describe('cleaned-body stage on a page served for readers without scripts', () => {
  it("writes the discussion a long <noscript> holds (Flarum) and drops a short notice", async () => {
    const post = (author: string, words: string): string => `<article><div class="PostUser"><h3 class="PostUser-name">${author}</h3></div><div class="Post-body"><p>${words.repeat(6)}</p></div></article>`;
    const markup = `<!DOCTYPE html><html><head><title>Incremental builds</title></head><body><noscript>Please enable JavaScript to use this forum.</noscript><div id="app"></div>`
      + `<noscript id="flarum-content"><div class="container"><h1>Incremental builds re-render every page</h1>${post('ferrowin', 'Every save of a partial rebuilds all pages since the upgrade. ')}`
      + `${post('Ilse Marchetti', 'The dependency graph is rebuilt from scratch when a partial changes. ')}</div></noscript></body></html>`;
    const outcome = await runCleanedBodyStage((await parseHtmlPage(markup, URL_)).document, URL_);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.markdown).toContain('# Incremental builds re-render every page');
    expect(outcome.markdown).toContain('The dependency graph is rebuilt from scratch');
    expect(outcome.markdown).not.toContain('enable JavaScript');
  });

  it("leaves a long <noscript> unread where the page shows more besides (NodeBB's read-only notice)", async () => {
    const notice = '<noscript><div class="alert"><p>Your browser does not seem to support JavaScript. As a result, your viewing experience will be diminished, and you have been placed in read-only mode.</p><p>Please download a browser that supports JavaScript, or enable it if it is disabled.</p></div></noscript>';
    const markup = `<!DOCTYPE html><html><head><title>RC1</title></head><body>${notice}<main><h1>RC1 of the next release</h1><p>${'The release candidate is ready for testing on staging servers. '.repeat(12)}</p></main></body></html>`;
    const outcome = await runCleanedBodyStage((await parseHtmlPage(markup, URL_)).document, URL_);
    expect(outcome.ok && outcome.markdown).toContain('The release candidate is ready');
    expect(outcome.ok && outcome.markdown).not.toContain('read-only mode');
  });
});
