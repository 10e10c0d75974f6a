import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 43: a page (invented text) for the rule of commit 2d41f49. An API reference in the layout of Node.js'
 * documentation sets each example twice in one `<pre>`, `code.language-js.mjs` and `code.language-js.cjs` behind a
 * flavour toggle (a check box); read as one block, the first program's last line ran into the second's first
 * ("// Prints: level: 312 cm" then "const gauge = …" on one line). Each program is now its own block; a block of one
 * `<code>` stays one block, and the page's prose and sections stay around them. And for the rule of the commit after it:
 * a member's stability notice (`div.api_stability`, its label "Stability: 1" a link to the stability index), which
 * Readability removed as a block of links, stays.
 */

describe('an API reference page whose examples are each written for two module systems in one <pre>', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('api-docs-module-example-two-flavours.html', 'https://harborjs.example/api/gauge.html');
  });

  it('writes each flavour of an example as its own code block, the first ending where it ends', () => {
    expect(doc.text).toContain("});\n// Prints: level: 312 cm\n```\n\n```js\nconst gauge = require('harbor:gauge');\n");
    expect(doc.text).toContain("const [level] = await once(gauge.open('pier-7'), 'reading');\n```\n\n```js\nconst { once } = require('harbor:events');");
    expect(doc.text).not.toMatch(/cm`?const gauge|'reading'\);const \{ once \}/);
  });

  it('keeps a one-program block as one block, and the prose and sections around the examples', () => {
    expect(doc.text).toContain('```js\nreader.close();\n```');
    expect(doc.text).toContain('The `harbor:gauge` module reads the water level from a tide gauge on the local network and reports it as readings.');
    expect(doc.text).toContain('### Class: `gauge.Reader`');
    expect(doc.text).toContain('Emitted once per poll.');
    expect(doc.text).not.toContain('Skip to content');
    expect(doc.text).not.toContain('made-up runtime');
  });

  it("keeps a member's stability notice, its label a link to the stability index", () => {
    expect(doc.text).toMatch(/#### `reader\.watch\(threshold\)`\n\nAdded in: v4\.0\.0\n\n\[Stability: 1\]\([^)]*stability-index\) - Experimental\n/);
  });
});
