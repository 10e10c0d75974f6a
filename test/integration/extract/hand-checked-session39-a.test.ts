import { beforeAll, describe, expect, it } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 39, helper a: pages read by session 38's helpers (invented text) for rules of commits 20c95ea and b8b94a8:
 * tabs scripted without ARIA's links get the roles their script would give, so hidden panels are shown under their
 * tab names (Rspress, VuePress 2's code groups); a figure's caption counts as text in Readability's cleaning
 * (Fumadocs' file names over their code); a link post's title heading linked to another site keeps its link, a vote
 * widget's bare count goes, "You must log in or register to comment." is an account prompt, and a badge after a
 * name's wrappers stays beside the name (Lemmy). Last, a large page read in parts whose link-dense blocks ask for
 * the title heading in parts that belong to no document.
 */

describe('a docs page (Rspress) whose npm/yarn/pnpm install commands are tabs scripted without ARIA, two of three panels hidden', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('docs-page-hidden-install-tab-buttons.html', 'https://fennel.build/guide/basic/dev-server-proxy');
  });

  it('shows every install command, each under its tab name in bold', () => {
    expect(doc.text).toContain('so it never lands in production dependencies:\n\n**npm**\n\n```bash\nnpm install @fennel/plugin-mock -D\n```\n\n**yarn**\n\n```bash\nyarn add @fennel/plugin-mock -D\n```\n\n**pnpm**\n\n```bash\npnpm add @fennel/plugin-mock -D\n```\n\nThen point `bypass` at the helper.');
    expect(doc.text).not.toMatch(/^npm\n\nyarn\n\npnpm$/m);
  });

  it('notes that the hidden tab panels were shown', () => {
    expect(doc.removalNotes).toContain('text of 2 hidden tab panels shown (other languages, platforms or options a reader switches to)');
  });
});

describe("a docs page (VuePress 2) whose install commands are a .code-group: buttons named by class over div.code-group-item blocks", () => {
  it('keeps each block\'s label, in bold, above its command', async () => {
    const doc = await extract('docs-page-code-group-labels.html', 'https://lanternfly.dev/guide/deployment/subpath.html');
    expect(doc.text).toContain('since versions before 1.8 ignore the variable:\n\n**npm**\n\n```bash\nnpm install -g @lanternfly/cli@latest\n```\n\n**yarn**\n\n```bash\nyarn global add @lanternfly/cli@latest\n```\n\n**pnpm**\n\n```bash\npnpm add -g @lanternfly/cli@latest\n```');
    expect(doc.text).not.toContain('ignore the variable:\n\n```bash');
  });
});

describe("a docs page (Fumadocs) whose code blocks are figures captioned with their file's name", () => {
  it('keeps each file name ("lib/cache.ts", "server.ts") on a line of its own before its code', async () => {
    const doc = await extract('docs-page-code-figure-file-names.html', 'https://tessera.dev/docs/guides/caching/adapters');
    expect(doc.text).toContain('Individual routes can still override it.\n\nlib/cache.ts\n\n```\nimport Redis from \'ioredis\';');
    expect(doc.text).toContain('now reads from and writes to Redis.\n\nserver.ts\n\n```\nimport { createApp } from \'tessera\';');
  });
});

describe('a link post (Lemmy): an h1 title linked to the article it is about, a vote widget, a login prompt and threaded comments with an OP badge', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('link-post-thread-vote-score-op-badge.html', 'https://lemmy.example/post/4471820');
  });

  it('keeps the title heading with its link to the article on another site, before the byline', () => {
    expect(doc.text).toMatch(/^# \[Switched my whole homelab from Docker Compose to Podman Quadlets, here's what broke\]\(https:\/\/blog\.example\.net\/podman-quadlets-homelab\)\n\n\[pinecone_ops\]/);
  });

  it('drops the vote widget\'s bare score "412"', () => {
    expect(doc.text).not.toMatch(/^412$/m);
    expect(doc.text).not.toContain('412');
  });

  it('drops "You must log in or register to comment." between the post and its comments, and notes it', () => {
    expect(doc.text).toContain('was not a good use of a Saturday.\n\n- [quiet_kernel](https://lemmy.example/u/quiet_kernel) • 4 hours ago');
    expect(doc.text).not.toContain('You must log in or register to comment');
    expect(doc.removalNotes).toContain('1 sign-in or registration prompt removed (lines asking the reader to sign in or register to comment, save or read on)');
  });

  it('writes the "OP" badge beside its own name, before " · in reply to"', () => {
    expect(doc.text).toContain('  - [pinecone_ops](https://lemmy.example/u/pinecone_ops) OP · in reply to quiet_kernel • 4 hours ago (Wednesday, March 12th, 2025 at 3:26:10 PM Coordinated Universal Time)');
    expect(doc.text).not.toContain('quiet_kernel OP');
  });
});

describe('a large page (more than 12,000 elements, read in parts) stating a title, a canonical link and an h1 linked to another site', () => {
  // Exempt from failing on 773f8f9, which had no title-heading rule to crash: this test pins that a later part, read
  // detached from any document (root.ownerDocument undefined), asks TitleHeadingJudge about its link-dense blocks
  // without failing (the `document === undefined` guard in region/title-heading-links.ts).
  const url = 'https://lemmy.example/post/5520117';
  const title = 'Every man page of the toolkit in one place';
  /** A section of 40 definition entries (five elements each) and, after it, a block of links of its own class. */
  const section = (index: number): string => {
    const entries = Array.from({ length: 40 }, (_, entry) => `<dt><code>opt${index}_${entry}</code></dt><dd><p>Sets option <em>${index}.${entry}</em> of the tool.</p></dd>`).join('');
    const related = `<div class="see-also-${index}"><a href="/post/${index}1">Older thread ${index}</a> <a href="/post/${index}2">Newer thread ${index}</a> <a href="/c/tools/${index}">More in tools</a></div>`;
    return `<h2>Section ${index}</h2><dl>${entries}</dl>${related}`;
  };
  const html = `<!DOCTYPE html><html><head><title>${title} - Lemmy Example</title><link rel="canonical" href="${url}"></head><body><h1><a href="https://docs.toolkit.example/man/">${title}</a></h1>${Array.from({ length: 70 }, (_, index) => section(index)).join('')}</body></html>`;

  it('reads every part without a failure, keeping the linked title and the last section, and drops the blocks of links', async () => {
    const result = await new ContentExtractor().extract({ body: new TextEncoder().encode(html), contentType: 'text/html; charset=utf-8', url, format: 'markdown', signal: new AbortController().signal, maxStructuredBytes: 8 * 1024 * 1024 });
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    const doc = result.value;
    expect(doc.stageNotes[0]).toMatch(/^large document: more than 12,000 elements read in \d+ parts by the cleaned-body stage/);
    expect(doc.stageNotes.join('\n')).not.toContain('failed');
    expect(doc.text).toMatch(/^# \[Every man page of the toolkit in one place\]\(https:\/\/docs\.toolkit\.example\/man\/\)\n\n## Section 0\n/);
    expect(doc.text).toContain('## Section 35\n\n- `opt35_0`: Sets option *35.0* of the tool.');
    expect(doc.text).toContain('- `opt69_39`: Sets option *69.39* of the tool.');
    expect(doc.text).not.toContain('Older thread 35');
  });
});
