import { readFileSync } from 'node:fs';
import { decodeHTML } from 'entities';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/** Hand-built pages of a code host, a package index and a standards body (see `hand-checked-support.ts`). */

describe("a repository's page with its README (GitHub's served layout)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('github-repo-readme.html', 'https://github.com/tidewater-labs/knotfile');
  });

  it("keeps every README heading, each set beside a permalink that Readability would drop with it", () => {
    for (const heading of ['## knotfile', '## Installation', '## Quick start', '## Supported syntax', '### Diagnostic levels', '## Command-line usage', '## Roadmap', '## Contributing', '## License']) {
      expect(`\n${doc.text}`).toContain(`\n${heading}\n`);
    }
    expect(doc.text).toContain('## Installation\n\nInstall from PyPI:\n\n```shell\npip install knotfile\n');
  });

  it("writes the roadmap's task list with each item's state", () => {
    expect(doc.text).toContain('- [x] Error recovery at block boundaries\n- [x] Matrix expansion\n- [ ] Incremental re-parsing for editors\n- [ ] Language server (`knot lsp`)');
  });

  it('drops the file listing, the sidebar and the page chrome', () => {
    for (const chrome of ['Sign in', 'Notifications', 'Go to file', 'Latest commit', 'Releases', 'Languages', 'Terms', 'Footer navigation']) expect(doc.text).not.toContain(chrome);
  });
});

describe("a file's page in a code host's React code view (GitHub's served layout)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('github-blob-view.html', 'https://github.com/tidewater-labs/knotfile/blob/main/src/knotfile/parser.py');
  });

  it("gives the file as one code block, its text exactly the file's, without the line-number gutter", () => {
    const page = readFileSync(new URL('../../fixtures/extract/github-blob-view.html', import.meta.url), 'utf8');
    const file = decodeHTML(/<textarea id="read-only-cursor-text-area"[^>]*>([\s\S]*?)<\/textarea>/.exec(page)?.[1] ?? '').replace(/^\n/, '').trimEnd();
    expect(file.split('\n').length).toBeGreaterThan(100);
    const blocks = Array.from(doc.text.matchAll(/```[a-z]*\n([\s\S]*?)\n```/g), (match) => match[1]);
    expect(blocks).toEqual([file]);
    expect(doc.text).not.toMatch(/^1\n\n2\n\n3$/m);
  });
});

describe("a pull request's conversation (GitHub's served layout)", () => {
  it("keeps the opening post's author and date, set in inline elements beside links, and the branches the request merges", async () => {
    const doc = await extract('github-pull-request.html', 'https://github.com/tidewater-labs/knotfile/pull/418');
    expect(doc.text).toContain('### **[mira-okafor](https://github.com/mira-okafor)** commented [Mar 6, 2025](https://github.com/tidewater-labs/knotfile/pull/418#issue-2902781155)\n\nAn unterminated string currently swallows every token');
    expect(doc.text).toContain('wants to merge 3 commits into [tidewater-labs:main](https://github.com/tidewater-labs/knotfile/tree/main)');
    expect(doc.text).toContain('### **[pell-ostrander](https://github.com/pell-ostrander)** commented [Mar 8, 2025]');
  });
});

describe("a repository's issue list (GitHub's server-rendered rows, each classed js-navigation-item)", () => {
  it('lists every issue with its labels, number, age and author, not the header menu Readability took for the content', async () => {
    const doc = await extract('github-issues-list.html', 'https://github.com/lumen-forge/quarry/issues');
    const titles = doc.text.match(/^\[[^\]]+ [^\]]+\]\(https:\/\/github\.com\/lumen-forge\/quarry\/issues\/\d+\)/gm) ?? [];
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe('[Parser chokes on trailing commas inside nested tuple literals](https://github.com/lumen-forge/quarry/issues/4812)');
    expect(doc.text).toContain('#4812 opened 2 hours ago (2023-03-21T08:14:02Z) by [mirela-okafor]');
    for (const menu of ['Automate any workflow', 'Fund open source developers']) expect(doc.text).not.toContain(menu);
  });
});

describe("a package's documentation page (pkg.go.dev's layout)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('gopkg-package-page.html', 'https://pkg.go.dev/github.com/quillwork/tally');
  });

  it("keeps a runnable example's code, written in an editable text area, with its characters decoded", () => {
    expect(doc.text).toContain('```\npackage main\n\nimport (\n\t"fmt"\n\t"time"\n\n\t"github.com/quillwork/tally"\n)\n\nfunc main() {\n\tc := tally.NewCounter(time.Minute, tally.WithBuckets(12))\n\tfor i := 0; i < 30; i++ {');
    expect(doc.text).toContain('Output:\n\n60');
  });
});

describe('an RFC as the RFC Editor publishes it (xml2rfc v3 HTML)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('rfc-xml2rfc-v3.html', 'https://www.rfc-editor.org/rfc/rfc9847.html');
  });

  it('keeps a section whose anchors say "header", with its figure, which Readability would drop as a page header', () => {
    expect(doc.text).toContain('[Fixed Header](https://www.rfc-editor.org/rfc/rfc9847.html#name-fixed-header)');
    expect(doc.text).toContain('The fixed header is 24 octets long and is laid out as shown in [Figure 2]');
    expect(doc.text).toContain('|  Version (4)  |   Flags (12)           |   Interval (16)       |');
    expect(doc.text).toContain('The protocol version. This document defines version 1.');
  });
});

describe("a bug report on Launchpad (the description apart from the comments, a date the only sign of an article)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('launchpad-bug-page.html', 'https://bugs.launchpad.net/ubuntu/+source/linux/+bug/2061345');
  });

  it('keeps every comment with its number, author and day, not the description alone', () => {
    expect(doc.stage).toBe('cleaned-body');
    const comments: ReadonlyArray<readonly [string, string, string]> = [
      ['Paula Brennan (pbrennan)', '2024-04-14', '#1'],
      ['Daniel Voss (dvoss)', '2024-04-16', '#3'],
      ['Tomasz Kowalczyk (tkowalczyk)', '2024-04-23', '#4'],
      ['Paula Brennan (pbrennan)', '2024-05-02', '#5'],
      ['Ubuntu Kernel Bot (ubuntu-kernel-bot)', '2024-06-04', '#6'],
    ];
    let from = doc.text.indexOf('## Bug Description');
    expect(from).toBeGreaterThan(0);
    for (const [author, day, number] of comments) {
      const at = doc.text.indexOf(`[${author}](`, from);
      expect(at, author).toBeGreaterThan(from);
      expect(doc.text.slice(at, at + 200)).toContain(`wrote on ${day}`);
      expect(doc.text.slice(at, at + 300)).toContain(`[${number}](`);
      from = at + 1;
    }
    expect(doc.text).toContain('options mt7921e disable_aspm=1');
  });

  it("keeps the table of affected series with each one's status, importance and assignee, and the status changes as tables of their own", () => {
    expect(doc.text).toMatch(/\| \[Noble\]\([^)]*\) \| Fix Committed \| High \| \[Tomasz Kowalczyk\]/);
    expect(doc.text).toContain('| **importance**: | Undecided → High |');
  });
});

describe("a task on Phorge (Phabricator's timeline: each event's title names its author, its class says it has a menu)", () => {
  let text: string;
  beforeAll(async () => {
    text = (await extract('phorge-task-page.html', 'https://phabricator.wikimedia.org/T363456')).text;
  });

  it("keeps the author and time of every comment, a title whose class names a menu beside it too", () => {
    expect(text).toContain('[gerritbot](https://phabricator.wikimedia.org/p/gerritbot/) added a comment.[May 2 2024, 9:05 PM]');
    expect(text).toContain('[Adrei_Lt](https://phabricator.wikimedia.org/p/Adrei_Lt/) added a comment.[May 9 2024, 7:12 AM]');
    expect(text).toContain('[EBernhardson](https://phabricator.wikimedia.org/p/EBernhardson/) closed this task as *Resolved*.');
  });
});
