import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebResearch } from '../../composition/create-web-research.js';
import { runBuiltCli } from './support/built-cli.js';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/extract/${name}`, import.meta.url), 'utf8');
const html = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body });
/** Three different paragraphs of the story (the same paragraph thrice in a row is a layout copy the chain keeps once). */
const storyParagraphs = (first: number): string => [first, first + 1, first + 2].map((part) => `<p>The footbridge over the river reopened on Tuesday after three years of repairs (report ${part}), and walkers crossed it in a steady stream from the first hour of the morning until well after dark.</p>`).join('');
/** A news story as a mirror or cache serves it (under another host), with another of its site's stories promoted between its paragraphs. */
const mirroredStory = (head: string): string => `<!DOCTYPE html><html><head><title>Footbridge reopens</title>${head}</head><body><article><h1>Footbridge reopens</h1>${storyParagraphs(1)}<p><strong><a href="https://www.news.example/2019/ferry-timetable-changes">Ferry timetable changes for the winter season</a></strong></p>${storyParagraphs(4)}</article></body></html>`;
const ROUTES: Record<string, { status: number; headers: Record<string, string>; body: string }> = {
  '/mirror/footbridge': html(mirroredStory('<link rel="canonical" href="https://www.news.example/2019/footbridge-reopens">')),
  '/mirror/footbridge-unnamed': html(mirroredStory('')),
  '/articles/pam-ssh-login': html(fixture('false-positives/pam-ssh-login.html')),
  '/articles/captcha': html(fixture('false-positives/captcha-article.html')),
  '/articles/paywalls': html(fixture('false-positives/paywall-article.html')),
  '/papers/crowd-loading': html(fixture('references-article.html')),
  '/guide/ownership.html': html(fixture('docs/mdbook-chapter.html')),
  '/api/dev/tidepool/io/TideReader.html': html(fixture('api-class-page.html')),
  '/item?id=40517731': html(fixture('link-aggregator-thread.html')),
  '/wiki/Clock-sweep_algorithm': html(fixture('encyclopedia-article.html')),
  '/r/rust/comments/abc123/whats_the_best_way/': html(fixture('nested-comments-thread.html')),
  '/t/pin-a-dependency/1234': html(fixture('forum-thread-noscript.html')),
  '/abs/2405.01234': html(fixture('preprint-abstract-page.html')),
  '/marlow/tidewater/issues/42': html(fixture('issue-timeline-thread.html')),
  '/show_bug.cgi?id=12345': html(fixture('bug-report-page.html')),
  '/red-lentil-squash-stew/': html(fixture('recipe-card-post.html')),
  '/getting-started/installation/': html(fixture('docs-tabbed-page.html')),
  '/api/classtw_1_1TidePredictor.html': html(fixture('cpp-class-reference.html')),
  '/tidewater-labs/knotfile': html(fixture('github-repo-readme.html')),
  '/tidewater-labs/knotfile/blob/main/src/knotfile/parser.py': html(fixture('github-blob-view.html')),
  '/viewtopic.php?t=4821': html(fixture('phpbb-topic.html')),
  '/rfc/rfc9847.html': html(fixture('rfc-xml2rfc-v3.html')),
  '/html/2411.08317v2': html(fixture('arxiv-html-paper.html')),
  '/guides/workers/': html(fixture('starlight-docs-page.html')),
  '/d/412-incremental-builds': html(fixture('flarum-discussion.html')),
  '/ridgeline-softshell-jacket.html': html(fixture('magento-luma-product.html')),
  '/category/glaze-chemistry/': html(fixture('wordpress-category-archive.html')),
  '/pricing': html(fixture('webflow-pricing-page.html')),
  '/en/12-carnets-notebooks': html(fixture('prestashop-category.html')),
  '/lumen-forge/quarry/issues': html(fixture('github-issues-list.html')),
  '/threads/y-axis-ringing.18342/': html(fixture('xenforo-thread.html')),
  '/product/tidewater-waxed-canvas-field-pack/': html(fixture('woocommerce-single-product.html')),
  '/viewtopic.php?t=4182': html(fixture('phpbb33-viewtopic.html')),
  '/questions/78051234/structuredclone': html(fixture('stackoverflow-question.html')),
  '/lobsters': html(fixture('lobsters-front-page.html')),
  '/workspace/report': { status: 302, headers: { location: '/login?next=/workspace/report' }, body: '' },
  '/login?next=/workspace/report': html(fixture('login-wall.html')),
  '/members': { status: 403, headers: { 'content-type': 'text/html' }, body: '<html><head><title>Members</title></head><body><p>You must be logged in to view this page.</p></body></html>' },
};

let site: Server;
let origin: string;
let dir: string;
let config: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    const route = ROUTES[req.url ?? ''];
    if (route === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      return;
    }
    res.writeHead(route.status, route.headers).end(route.body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'mono-agent-e2e-pages-'));
  config = join(dir, 'localhost.json');
  writeFileSync(config, JSON.stringify({ sandbox: { network: { mode: 'localhost' } } }));
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

interface CliResult {
  readonly ok: boolean;
  readonly content?: string;
  readonly error?: { readonly code: string };
}

async function cliFetch(path: string): Promise<CliResult> {
  const run = await runBuiltCli(['fetch', `${origin}${path}`, '--config', config, '--json']);
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as CliResult;
}

describe('pages about walls are read, real walls are refused (built CLI)', () => {
  it.each([
    ['/articles/pam-ssh-login', 'Restart the daemon and keep a second session open'],
    ['/articles/captcha', 'Accessibility is the weak spot'],
    ['/articles/paywalls', 'libraries often provide free digital access'],
  ])('%s comes back as content', async (path, sentence) => {
    const result = await cliFetch(path);
    expect(result.ok).toBe(true);
    expect(result.content).toContain(sentence);
  });

  it('keeps a paper\'s references and drops its related-stories list', async () => {
    const result = await cliFetch('/papers/crowd-loading');
    expect(result.ok).toBe(true);
    expect(result.content).toContain('## References');
    expect(result.content).toContain('Zivanovic, S. (2005)');
    expect(result.content).not.toContain('Ten bridges worth a walk');
  });

  it('drops another story of the site a mirrored page names as its own, and keeps it where the page names no site (it may be a source)', async () => {
    const mirrored = await cliFetch('/mirror/footbridge');
    expect(mirrored.ok).toBe(true);
    expect(mirrored.content).toContain('The footbridge over the river reopened');
    expect(mirrored.content).not.toContain('Ferry timetable changes');
    const unnamed = await cliFetch('/mirror/footbridge-unnamed');
    expect(unnamed.content).toContain('Ferry timetable changes');
  });

  it('reads an mdBook chapter without the book\'s hidden shortcut help or menus (its root class made Readability take the whole body)', async () => {
    const result = await cliFetch('/guide/ownership.html');
    expect(result.ok).toBe(true);
    expect(result.content).toContain('Every value in Tide has exactly one owner');
    expect(result.content).toContain('No borrow outlives the value it refers to.');
    expect(result.content).toContain('append(&mut list)');
    for (const chrome of ['Keyboard shortcuts', 'Press Esc to hide this help', 'Toggle Table of Contents', '4. Modules']) expect(result.content).not.toContain(chrome);
  });

  it("reads an API reference page in Javadoc's layout with every member's signature (plain spaces), every method's \"Throws:\" and an outline of its members", async () => {
    const result = await cliFetch('/api/dev/tidepool/io/TideReader.html');
    expect(result.ok).toBe(true);
    for (const signature of ['public final int readLevel() throws', 'public final int readSurge() throws', 'public boolean acceptSample(Sample sample, HttpCookie session) throws']) expect(result.content).toContain(signature);
    expect(result.content?.match(/Throws:/g)).toHaveLength(5);
    // Each section and member is a heading in a list item: the outline lists them.
    // The method summary is a table (its grid of cells), a row per method: the details start a page sooner.
    // The page's text opens at its first line (no rule above it since session 33's edge rule).
    expect(result.content).toContain('Outline (line: heading):\n  7: ## Method Summary\n  17: ## Method Details\n  19: ### read\n  27: ### readLevel');
    for (const chrome of ['Skip navigation links', 'SEARCH', 'All Methods', 'All rights reserved']) expect(result.content).not.toContain(chrome);
  });

  it("reads a thread in table layout (Hacker News) as the story's title, its text and every comment, not as tables of spacers and vote arrows", async () => {
    const result = await cliFetch('/item?id=40517731');
    expect(result.ok).toBe(true);
    expect(result.content).toContain('[Show HN: Quillstone – a page-cache database in 3k lines of Rust](https://github.com/mara-lind/quillstone)');
    for (const words of ['Hi HN, I wrote Quillstone', 'The clock-sweep choice is interesting.', 'How do you handle a torn write', 'Is the checkpoint fuzzy']) expect(result.content).toContain(words);
    for (const chrome of ['| --- |', 's.gif', '[–]', 'add comment']) expect(result.content).not.toContain(chrome);
    // Whom each indented comment answers.
    expect(result.content).toMatch(/\[maralind\]\([^)]*\) · in reply to tobiask \[/);
  });

  it("reads an encyclopedia article (MediaWiki) with its section headings in the outline, its infobox and data table, and no edit links", async () => {
    const result = await cliFetch('/wiki/Clock-sweep_algorithm');
    expect(result.ok).toBe(true);
    expect(result.content).toMatch(/Outline \(line: heading\):\n {2}\d+: ## History\n {2}\d+: ## Algorithm\n {2}\d+: ### Variants\n {2}\d+: ## Performance\n {2}\d+: ## See also\n {2}\d+: ## References/);
    expect(result.content).toContain('| Buffer size | LRU | Clock |');
    for (const chrome of ['[edit]', 'Toggle Algorithm subsection', 'Privacy policy']) expect(result.content).not.toContain(chrome);
  });

  it('reads a thread whose posts each sit in a form (old Reddit) with the question and every comment under its author', async () => {
    const result = await cliFetch('/r/rust/comments/abc123/whats_the_best_way/');
    expect(result.ok).toBe(true);
    for (const words of ['I have written Python for ten years', '[crabby_dev](https://old.reddit.com/user/crabby_dev)', 'Read the book first', 'The online one.', 'Do not start with async.', "Exercism's Rust track"]) expect(result.content).toContain(words);
    for (const chrome of ['[–]', 'permalink', 'Rule 1', 'User Agreement']) expect(result.content).not.toContain(chrome);
  });

  it('reads a forum thread served inside <noscript> beside an empty application mount (Discourse), not as a client-rendered shell', async () => {
    const result = await cliFetch('/t/pin-a-dependency/1234');
    expect(result.ok).toBe(true);
    for (const words of ['alice(Alice Smith) March 1, 2024, 10:00am', 'Put an upper bound on that one requirement only:', 'cchen March 2, 2024, 8:05am']) expect(result.content).toContain(words);
    expect(result.content).not.toContain('Related topics');
  });

  it("reads a preprint's abstract page with every author its citation tags list in the page metadata", async () => {
    const result = await cliFetch('/abs/2405.01234');
    expect(result.ok).toBe(true);
    expect(result.content).toContain('Title: Clock-Sweep Caches Revisited: Scan Resistance Without Recency Lists\nAuthor: Mara Lind, Tobi Okafor, Pia Brandt\nPublished: 2024-05-02\n');
    expect(result.content).toContain('We measure clock, generalized clock and exact LRU on twelve traces');
  });

  it("reads an issue thread (Gitea) with every comment once, though the issue states its date like an article, and a bug report (Bugzilla) titled by its summary with every field's name", async () => {
    const issue = await cliFetch('/marlow/tidewater/issues/42');
    expect(issue.ok).toBe(true);
    for (const words of ['keeps only the first one', 'Can confirm on the Port Sellick table', 'Would that survive the autumn clock change?', 'All four daily extrema come back now']) {
      expect(issue.content?.split(words), words).toHaveLength(2);
    }
    const bug = await cliFetch('/show_bug.cgi?id=12345');
    expect(bug.ok).toBe(true);
    expect(bug.content).toContain('Title: Segfault in tw_resolve_alias() on self-referencing anchor inside a flow mapping\n');
    expect(bug.content).toContain('| Duplicates (1): |');
    expect(bug.content).toContain('*** Bug 12399 has been marked as a duplicate of this bug. ***');
  });

  it("reads a recipe post with its card's Ingredients and Instructions headings in the outline", async () => {
    const result = await cliFetch('/red-lentil-squash-stew/');
    expect(result.ok).toBe(true);
    expect(result.content).toMatch(/\n {2}\d+: ### Ingredients\n {2}\d+: #### For the stew\n {2}\d+: #### To finish\n {2}\d+: ### Instructions\n/);
    expect(result.content).toContain('- ⅓ cup plain Greek yogurt or coconut yogurt to keep it vegan');
  });

  it("reads a docs page's CSS-only tabs each under its name and its numbered code without the gutter, and a Doxygen example written a div per line as one code block", async () => {
    const docs = await cliFetch('/getting-started/installation/');
    expect(docs.ok).toBe(true);
    expect(docs.content).toMatch(/\*\*conda\*\*\n\n```bash\nconda install -c conda-forge tidewater tidewater-plots\n```/);
    expect(docs.content).toContain('first_forecast.py\n\n```python\nimport tidewater as tw\n');
    const reference = await cliFetch('/api/classtw_1_1TidePredictor.html');
    expect(reference.ok).toBe(true);
    expect(reference.content).toContain('```\n#include <tidewater/tide_predictor.hpp>\n#include <iostream>\n\nint main()\n{\n');
  });

  it("reads a repository's README with its headings in the outline and its task list's states, a file's page as the file's code, a forum topic's short last answer and an RFC's section named \"Fixed Header\"", async () => {
    const readme = await cliFetch('/tidewater-labs/knotfile');
    expect(readme.ok).toBe(true);
    expect(readme.content).toMatch(/\n {2}\d+: ## Installation\n {2}\d+: ## Quick start\n/);
    expect(readme.content).toContain('- [x] Matrix expansion\n- [ ] Incremental re-parsing for editors');
    const file = await cliFetch('/tidewater-labs/knotfile/blob/main/src/knotfile/parser.py');
    expect(file.ok).toBe(true);
    expect(file.content).toContain('```\n"""Recursive-descent parser for Knotfile manifests.\n\nThe parser consumes tokens');
    const topic = await cliFetch('/viewtopic.php?t=4821');
    expect(topic.ok).toBe(true);
    expect(topic.content).toContain('Confirming on a rev C laser setup: the timer_oc line alone');
    const rfc = await cliFetch('/rfc/rfc9847.html');
    expect(rfc.ok).toBe(true);
    expect(rfc.content).toContain('The fixed header is 24 octets long');
  });

  it("reads a paper's formulas as TeX and a docs page's callouts and headings (arXiv's LaTeXML view, Starlight)", async () => {
    const paper = await cliFetch('/html/2411.08317v2');
    expect(paper.ok).toBe(true);
    expect(paper.content).toContain('the estimate $\\hat{r}(x)$ lies within a factor $1\\pm\\varepsilon$');
    const guide = await cliFetch('/guides/workers/');
    expect(guide.ok).toBe(true);
    expect(guide.content).toMatch(/\n {2}\d+: ## Define a worker\n/);
    expect(guide.content).toContain('**Tip**\n\nIf you only need to try things out');
  });

  it("reads a discussion served inside <noscript> (Flarum), a product's details inside its tab list (Magento), an archive's linked titles (WordPress) and FAQ answers set in <nav>s (Webflow)", async () => {
    const discussion = await cliFetch('/d/412-incremental-builds');
    expect(discussion.ok).toBe(true);
    expect(discussion.content).toContain('My article layout picks the sidebar partial from front matter.');
    const product = await cliFetch('/ridgeline-softshell-jacket.html');
    expect(product.ok).toBe(true);
    expect(product.content).toContain('| M | 41–43 | 29.25 | 34.25 |');
    const archive = await cliFetch('/category/glaze-chemistry/');
    expect(archive.ok).toBe(true);
    expect(archive.content).toContain('## [Reading a Unity Molecular Formula Without Panic](');
    const pricing = await cliFetch('/pricing');
    expect(pricing.ok).toBe(true);
    expect(pricing.content).toContain('What happens when my trial ends?\n\nIf you have not added a card');
  });

  it("reads a category's product grid (PrestaShop), an issue list (GitHub), each post's author (XenForo) and a product's price and specifications (WooCommerce with Yoast)", async () => {
    const category = await cliFetch('/en/12-carnets-notebooks');
    expect(category.ok).toBe(true);
    expect(category.content).toContain('## [Carnet Brume A5 pointillé](');
    const issues = await cliFetch('/lumen-forge/quarry/issues');
    expect(issues.ok).toBe(true);
    expect(issues.content).toContain('[Parser chokes on trailing commas inside nested tuple literals](');
    expect(issues.content).not.toContain('Automate any workflow');
    const thread = await cliFetch('/threads/y-axis-ringing.18342/');
    expect(thread.ok).toBe(true);
    expect(thread.content).toContain('#### Ysolde Brannick');
    expect(thread.content).toContain('> pell_mortain said:');
    const product = await cliFetch('/product/tidewater-waxed-canvas-field-pack/');
    expect(product.ok).toBe(true);
    expect(product.content).toContain('Original price was: £64.00.');
    expect(product.content).toContain('| Weight | 1.05 kg |');
  });

  it("reads a phpBB topic's opening byline, each Stack Overflow answer's author and a listing's last story's comment link (Lobsters)", async () => {
    const topic = await cliFetch('/viewtopic.php?t=4182');
    expect(topic.ok).toBe(true);
    expect(topic.content).toMatch(/by \*\*\[tobin_marsh\]\([^)]*\)\*\* » Mon Mar 11, 2024 7:42 pm/);
    const question = await cliFetch('/questions/78051234/structuredclone');
    expect(question.ok).toBe(true);
    for (const author of ['Halvard Quist', 'nadia.ferro', 'user19902731']) expect(question.content).toContain(`\n${author}\n`);
    const listing = await cliFetch('/lobsters');
    expect(listing.ok).toBe(true);
    expect(listing.content).toContain('| [2 comments](');
  });

  it.each(['/workspace/report', '/members'])('refuses %s (a redirect to a sign-in page, a 403 sign-in prompt) as authentication_required', async (path) => {
    expect(await cliFetch(path)).toMatchObject({ ok: false, error: { code: 'authentication_required' } });
  });
});

describe('the same pages through the library facade', () => {
  it('reads the PAM article and refuses the sign-in redirect', async () => {
    const created = await createWebResearch({ agentConfig: { tools: { web: {} } }, env: {}, networkOverride: { mode: 'allowlist', allow: ['127.0.0.1'] } });
    if (!created.ok) throw new Error(created.error.message);
    const run = created.value.startRun();
    try {
      const article = await run.fetch({ url: `${origin}/articles/pam-ssh-login` });
      expect(article.ok).toBe(true);
      expect(article.content).toContain('Please sign in to the server with a test account first');
      const wall = await run.fetch({ url: `${origin}/workspace/report` });
      expect(wall).toMatchObject({ ok: false, error: { code: 'authentication_required' } });
    } finally {
      await run.close();
      await created.value.close();
    }
  });
});
