import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 33's helpers in the markup of widely run software (TYPO3, Acalog, cgit, Google
 * Groups, Khoros, Solidus; invented text): a section's `<header>` of one heading, script links that name a
 * course, a diff a div per line, Gmail's monospace font, a picture with `role="button"`, a product's
 * microdata rating.
 */

/** The fenced code blocks of `markdown`, each without its fences. */
const codeBlocks = (markdown: string): string[] => Array.from(markdown.matchAll(/^```[^\n]*\n([\s\S]*?)\n```$/gm), (match) => match[1] ?? '');

describe('a TYPO3 service page (each section\'s heading in header.frame-header > h2.element-header > span)', () => {
  it('keeps every section\'s heading, and no menu of the site\'s header', async () => {
    const doc = await extract('typo3-service-page.html', 'https://www.wendelsheim.example/buergerservice/dokumente-ausweise/personalausweis');
    expect(doc.title).toBe('Beantragung eines Personalausweises');
    expect(doc.stage).toBe('readability');
    expect(doc.text.split('\n').filter((line) => line.startsWith('#'))).toEqual(['## So läuft die Beantragung ab', '## Erforderliche Unterlagen', '## Gebühren', '## Häufige Fragen', '### Kontakt']);
    expect(doc.text).toContain('## Gebühren\n\nGebühren für den Personalausweis (Stand: 1. Januar 2024)\n\n| Leistung | Gebühr |');
    expect(doc.text).toContain('## Erforderliche Unterlagen\n\nBitte bringen Sie zum Termin folgende Unterlagen im Original mit:');
    expect(doc.text).toContain('| Personalausweis ab 24 Jahren | 37,00 € |');
    for (const chrome of ['Rathaus & Politik', 'Tourismus & Freizeit', 'Leben & Wohnen', 'Zum Hauptinhalt springen', 'Startseite', 'Navigation umschalten']) expect(doc.text).not.toContain(chrome);
  });
});

describe('an Acalog course page (prerequisites as <a href="#" onclick="showCourse(…)">)', () => {
  it('writes each prerequisite course as the sentence\'s text, and no "Print-Friendly Page" or "Add to My Favorites"', async () => {
    const doc = await extract('acalog-course-page.html', 'https://catalog.harrowgate.edu/preview_course_nopop.php?catoid=41&coid=187344');
    expect(doc.text).toContain('**Prerequisite(s):** GEOL 1110 and MATH 1350, each with a grade of C or better.\n**Corequisite(s):** GEOL 2141\n');
    expect(doc.text).not.toMatch(/\[GEOL 1110\]|\]\(#\)/);
    for (const control of ['Print-Friendly Page', 'Add to My Favorites']) expect(doc.text).not.toContain(control);
    expect(doc.text).toContain('| 01 | TR | 9:30 AM - 10:45 AM | Okonkwo, A. |');
  });
});

describe("a cgit commit (the diff as table.diff td > div.head, div.hunk, div.ctx, div.add, div.del)", () => {
  it('writes the whole diff as one code block, each line with its leading "+", "-" or space', async () => {
    const doc = await extract('cgit-commit-diff.html', 'https://git.belrose.example/quillwright.git/commit/?id=4e1b0d7a93c25f8e60d1b4a7c29e8f3015d6ab42');
    const blocks = codeBlocks(doc.text);
    expect(blocks).toHaveLength(1);
    const lines = (blocks[0] ?? '').split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'diff --git a/docs/output.md b/docs/output.md',
      'index 3c1e9a0..7d42b6f 100644',
      '--- a/docs/output.md',
      '+++ b/docs/output.md',
      '@@ -41,6 +41,15 @@ Options for the single-page HTML edition.',
      ' `toc-depth` limits how many heading levels appear in the generated',
      ' table of contents. The default is 2.',
    ]);
    expect(lines).toContain('+    [output.html]');
    expect(lines).toContain(' ## EPUB');
    expect(lines).toContain('--- a/src/render/html.rs');
    expect(blocks[0]).toContain('     fn footnote_id(&self, label: &str) -> String {\n-        format!("fn-{}", slugify(label))\n+        format!("{}-fn-{}", self.slug, slugify(label))\n     }');
    expect(lines.at(-1)).toBe('             }');
    // As many added and removed lines as the markup's div.add and div.del.
    expect(lines.filter((line) => line.startsWith('+') && !line.startsWith('+++'))).toHaveLength(25);
    expect(lines.filter((line) => line.startsWith('-') && !line.startsWith('---'))).toHaveLength(5);
    // Outside the block, no line of the diff stands as a paragraph.
    const outside = doc.text.replace(/^```[^\n]*\n[\s\S]*?\n```$/gm, '');
    expect(outside).not.toContain('slugify');
    expect(outside).not.toContain('## EPUB');
  });
});

describe('a Google Groups thread (Gmail\'s <font face="monospace"> with <br> lines)', () => {
  it('writes each monospace block as a fenced code block with its lines, and a monospace word as inline code', async () => {
    const doc = await extract('google-groups-thread.html', 'https://groups.google.com/g/tessera-users/c/Qm7x2LkP0aE');
    expect(doc.title).toBe('Tile cache grows without bound when using the S3 backend');
    const blocks = codeBlocks(doc.text);
    expect(blocks).toContain('[cache]\nbackend = "s3"\nbucket = "regional-tiles-cache"\nmax_age = "72h"\nsweep_interval = "1h"');
    expect(blocks).toContain('sweep 2024-03-06T08:00:02Z examined=1000 expired=0 deleted=0\nsweep 2024-03-06T09:00:01Z examined=1000 expired=0 deleted=0');
    expect(blocks).toContain('{\n  "Rules": [{\n    "ID": "expire-tiles",\n    "Status": "Enabled",\n    "Filter": {"Prefix": ""},\n    "Expiration": {"Days": 3}\n  }]\n}');
    expect(doc.text).toContain('Here is the cache section of my config:\n\n```\n[cache]\n');
    expect(doc.text).toContain('- a new `max_delete_per_sweep` setting (default 50000) keeps the first run after upgrading from hammering the bucket');
    expect(doc.text).not.toContain('\\[cache\\]');
  });
});

describe('a Khoros thread (an inline image as <img role="button"> in span.lia-inline-image-display-wrapper)', () => {
  it('keeps the picture in its reply, between the reply\'s paragraphs', async () => {
    const doc = await extract('khoros-inline-image-thread.html', 'https://community.northwindmobile.example/t5/Wi-Fi-Calling/Wi-Fi-Calling-drops-every-call-after-exactly-10-minutes/td-p/2841002');
    expect(doc.title).toBe('Wi-Fi Calling drops every call after exactly 10 minutes');
    expect(doc.text).toContain('with no drop at all. I would never have found that menu on my own.\n\n'
      + '![udp-timeout-setting.png](https://community.northwindmobile.example/t5/image/serverpage/image-id/120331iB7E2D4F0A19C55E3/image-size/medium?v=v2&px=400)\n\n'
      + 'Screenshot of where the setting lives in the app, in case it helps someone else.');
  });
});

describe("a Solidus product page (microdata Product with div[itemprop=aggregateRating] of <meta>s, no JSON-LD)", () => {
  it("names the product's rating in the note on the removed reviews", async () => {
    const doc = await extract('solidus-product-page.html', 'https://shop.harborandloom.example/products/tidewater-waxed-canvas-tote');
    expect(doc.title).toBe('Tidewater Waxed Canvas Tote');
    expect(doc.removalNotes).toContain("1 block of customer reviews and ratings removed (the page's structured data rates the product 4 out of 5 from 3 ratings)");
    expect(doc.text).toContain('# Tidewater Waxed Canvas Tote');
    expect(doc.text).not.toContain('Survived a whole farmers-market summer');
  });
});
