import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { CONTENT_CHOICE_THRESHOLDS } from '../../../domain/page/content-choice.policy.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 44, helper a: two documentation pages (invented text) that state nothing about themselves (no schema.org
 * type, no publication date), for the content choice's lead rule and the region's notices (commit 0dcdb1c). On such
 * a page the content region now wins where its lines above Readability's first line hold 35 words or more outside
 * links (`leadBeforeCut`): Readability kept the reference's sections but left out the introduction above them. On 0dcdb1c the region no longer removes a short
 * block named as an API's stability or deprecation notice (`div.api_stability`) as a cluster of links, so a Node.js
 * deprecation notice whose advice is a link to another member's code stays once the region is chosen.
 *
 * The layouts: a GTK-Doc C reference page as libxslt's devhelp stylesheet sets it (`table.navigation` at the top,
 * then at body level the name, summary, description and author line, `div.refsynopsisdiv` with a `pre.synopsis`
 * of prototypes whose types are links, an empty Description and the Details' `div.refsect2` members, each an `h3`,
 * a `pre.programlisting`, a paragraph and a `div.variablelist` table); and a module page in the layout of Node.js'
 * API docs (`#column2` navigation, a header with pickers, `#toc`, then `#apicontent`: the module's `h2`, a history
 * `<details>`, a `div.api_stability` notice, "Source Code", a one-line summary, "It can be accessed using:" with an
 * mjs/cjs `<pre>`, an Overview section and one API section of `h3`/`h4` members, two of them deprecated by
 * `div.api_stability.api_stability_0` notices whose advice links the module function that replaces them).
 *
 * On c98ed15 Readability won both pages and began at the first member (the C page's first Details entry, the module
 * page's "### API"), leaving out the summary, author line and synopsis, and the module's history, stability notice,
 * source line, first example and overview. On f402866 alone the region wins the module page but removes its two
 * deprecation notices as link-heavy blocks ("2 link-heavy blocks removed"): the test of the notices pins both rules.
 * And for the code block rule after them: the module's one-line mjs/cjs pair, each `<code>` naming its language, ran
 * together ("…from 'larch:work_pool';const work_pool = require(…)"); each is now its own block.
 */

const MODULE_URL = 'https://larchwood.dev/docs/v7.4.1/api/work_pool.html';
const API_URL = 'https://larchwood.dev/docs/v7.4.1/api/';

/** The content region was chosen, its note saying that the lead's words outside links stand above Readability's first line. */
function expectLeadChoice(doc: ExtractedDocument): void {
  const note = doc.stageNotes.find((line) => line.startsWith('choice: ')) ?? '';
  expect(doc.stage).toBe('cleaned-body');
  expect(note).toMatch(/^choice: cleaned-body \(readability has \d+ % of the region's words but \d+ words of the region's stand above its first line; the page declares no article\)$/);
  expect(Number(/but (\d+) words of the region's stand above its first line/.exec(note)?.[1] ?? 0)).toBeGreaterThanOrEqual(CONTENT_CHOICE_THRESHOLDS.lead as number);
}

describe("a GTK-Doc C API reference page (libxslt's devhelp layout): summary, author line and synopsis at body level above the Details' members", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('c-api-reference-synopsis-above-details.html', 'https://quern.dev/html/libquern-spools.html');
  });

  it('opens with the name heading, the "NAME - summary" line, the description and the author line', () => {
    expect(doc.text.startsWith('## spools\n\nspools - interface for the output spool support\n\n')).toBe(true);
    expect(doc.text).toContain('spools - interface for the output spool support\n\nThis provides the API a transformation uses to buffer its serialized output and hand it to registered sinks, so that one result can be written to a file, a socket and a checksum at once.\n\nAuthor(s): Maren Oskarsdottir\n\n## Synopsis\n\n```\n');
  });

  it("keeps the synopsis's prototypes as one code block, linked types as plain text, above Description and Details", () => {
    expect(doc.text).toContain('## Synopsis\n\n```\ntypedef void *\tqrnSpoolInitFunction\t\t(qrnContextPtr ctxt,\n\t\t\t\t\t const qrnChar * URI);\ntypedef int\tqrnSpoolFlushFunction\t\t(qrnContextPtr ctxt,\n');
    expect(doc.text).toContain('\nqrnSpoolPtr\tqrnSpoolNew\t\t(qrnContextPtr ctxt,\n\t\t\t\t\t int initial);\nvoid\tqrnSpoolFree\t\t(qrnSpoolPtr spool);\n');
    expect(doc.text).toContain('\nint\tqrnSpoolRegisterSink\t\t(const qrnChar * URI,\n\t\t\t\t\t qrnSpoolInitFunction initFunc,\n\t\t\t\t\t qrnSpoolFlushFunction flushFunc,\n\t\t\t\t\t qrnSpoolCloseFunction closeFunc);\n');
    expect(doc.text).toContain('\nvoid\tqrnSpoolDebugDump\t\t(FILE * output);\n```\n\n## Description\n\n## Details\n\n### Function type qrnSpoolInitFunction\n\n```\nvoid *\tqrnSpoolInitFunction\t\t(qrnContextPtr ctxt,');
  });

  it("chooses the content region and says why: that many words of the region's stand above Readability's first line", () => {
    expectLeadChoice(doc);
  });

  it('keeps every Details member with its prototype, description and parameter table, in order, and no navigation table', () => {
    expect(doc.text).toContain('### qrnSpoolWrite ()\n\n```\nint\tqrnSpoolWrite\t\t(qrnSpoolPtr spool,\n\t\t\t\t\t const qrnChar * buf,\n\t\t\t\t\t int len)\n```\n\nAppends @len bytes to the spool. When the pending bytes would exceed the spool\'s limit, the spool is flushed to its sinks before the new bytes are copied in.\n\n| *spool*: | the output spool |\n| --- | --- |\n| *buf*: | the bytes to append |\n| *len*: | the number of bytes in @buf |\n| *Returns*: | the number of bytes written, or -1 in case of error. |\n\n---\n\n### qrnSpoolWriteString ()');
    expect(doc.text).toContain('### Function type qrnSpoolCloseFunction\n\n```\nvoid\tqrnSpoolCloseFunction\t\t(qrnContextPtr ctxt,');
    expect(doc.text).toMatch(/### qrnSpoolDebugDump \(\)\n\n```\nvoid\tqrnSpoolDebugDump\t\t\(FILE \* output\)\n```\n\nDumps a list of the registered spool sinks and, for each, how many spools are attached to it\.\n\n\| \*output\*: \| the FILE \\\* for the output, if NULL stderr is used \|\n\| --- \| --- \|\s*$/);
    const members = Array.from(doc.text.matchAll(/^### (.+)$/gm), (match) => match[1]);
    expect(members).toHaveLength(19);
    expect(members.slice(0, 4)).toEqual(['Function type qrnSpoolInitFunction', 'Function type qrnSpoolFlushFunction', 'Function type qrnSpoolCloseFunction', 'qrnSpoolNew ()']);
    expect(doc.title).toBe('spools: interface for the output spool support');
    expect(doc.text).not.toContain('libquern Reference Manual');
    expect(doc.text).not.toMatch(/\b(Prev|Next|Home)\b|left\.png|right\.png/);
  });
});

describe("a module page in the layout of Node.js' API docs: history, stability notice, source line, first example and overview above one API section whose deprecated members link their replacements", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('api-module-introduction-and-deprecation-notices.html', MODULE_URL);
  });

  it("opens with the module's heading, its history table, its stability notice, its source line and its summary", () => {
    expect(doc.text.startsWith('## Work Pool\n\n**History**\n\n')).toBe(true);
    expect(doc.text).toContain(`**History**\n\n| Version | Changes |\n| --- | --- |\n| v6.2.0 | The \`larch:work_pool\` module is now Stable. |\n| v5.1.0 | Added in: v5.1.0 |\n\n[Stability: 2](${API_URL}documentation.html#stability-index) - Stable\n\n**Source Code:** [lib/work_pool.js](https://code.larchwood.dev/larchwood/blob/v7.4.1/lib/work_pool.js)\n\nThe \`larch:work_pool\` module runs tasks on a pool of [worker threads](${API_URL}worker_threads.html).\n\nIt can be accessed using:\n\n\`\`\`js\nimport work_pool from 'larch:work_pool';`);
  });

  it('writes the one-line "It can be accessed using:" pair as two blocks, the import apart from the require', () => {
    expect(doc.text).toContain("It can be accessed using:\n\n```js\nimport work_pool from 'larch:work_pool';\n```\n\n```js\nconst work_pool = require('larch:work_pool');\n```\n");
    expect(doc.text).not.toContain("';const work_pool");
  });

  it('keeps the Overview section, its prose and its example in both flavours, before the API section', () => {
    expect(doc.text).toContain("### Overview\n\nA pool suits work that keeps a thread busy for a noticeable time, such as resizing images, parsing large documents or hashing files. Short tasks are usually faster on the main thread, because every task and its result are copied between threads.\n\nFollowing is a short tour of the module: create a pool, run a task on it, wait for the result and close the pool when the program is done with it.\n\n```js\nimport work_pool from 'larch:work_pool';\n\n// Create a pool of four workers\nconst pool = work_pool.create({ size: 4 });\n");
    expect(doc.text).toContain("```\n\n```js\nconst work_pool = require('larch:work_pool');\n\n// Create a pool of four workers\n");
    expect(doc.text).toContain("// Let queued tasks finish, then stop the workers\nawait pool.drain();\nawait pool.close();\n```\n\n### API\n\n#### `work_pool.create([options])`\n\nAdded in: v5.1.0\n");
    expect(doc.text.indexOf('### Overview')).toBeLessThan(doc.text.indexOf('### API'));
  });

  it("keeps all five stability notices: the module's above its source line, and each deprecated member's 'Deprecated: Use' with its link to the function that replaces it", () => {
    expect(doc.text).toContain(`#### \`pool.watch(onLifecycleEvent)\`\n\nAdded in: v5.1.0 Deprecated since: v6.0.0\n\n[Stability: 0](${API_URL}documentation.html#stability-index) - Deprecated: Use [\`work_pool.watchPool(pool, onLifecycleEvent)\`](${MODULE_URL}#workpoolwatchpoolpool-onlifecycleevent)\n\n- \`onLifecycleEvent\``);
    expect(doc.text).toContain(`#### \`pool.unwatch(onLifecycleEvent)\`\n\nAdded in: v5.1.0 Deprecated since: v6.0.0\n\n[Stability: 0](${API_URL}documentation.html#stability-index) - Deprecated: Use [\`work_pool.unwatchPool(pool, onLifecycleEvent)\`](${MODULE_URL}#workpoolunwatchpoolpool-onlifecycleevent)\n\n- \`onLifecycleEvent\``);
    expect(doc.text).toContain(`#### \`pool.resize(size)\`\n\nAdded in: v6.3.0\n\n[Stability: 1](${API_URL}documentation.html#stability-index) - Experimental\n`);
    expect(Array.from(doc.text.matchAll(/^\[Stability: (\d)\]\([^)]*\) - (\w+)/gm), (match) => `${match[1]} ${match[2]}`)).toEqual(['2 Stable', '0 Deprecated', '0 Deprecated', '1 Experimental', '1 Experimental']);
    expect(doc.removalNotes ?? []).not.toContainEqual(expect.stringContaining('link-heavy blocks removed'));
  });

  it("chooses the content region and says why: that many words of the region's stand above Readability's first line", () => {
    expectLeadChoice(doc);
  });

  it('keeps every member section in order under its class, with its "Added in" line, and none of the navigation', () => {
    expect(doc.text).toContain("#### `pool.run(task[, options[, ...taskArgs]])`\n\nAdded in: v5.1.0\n\n- `task` [<Function>]");
    expect(doc.text).toContain("const handle = pool.run((width, height) => width * height, {}, 640, 480);\nconsole.log(await handle.result); // 307200\n```");
    expect(doc.text).toContain('#### Event: `\'workerExit\'`\n\nAdded in: v5.4.0\n');
    expect(doc.text).toContain('### Class: `TaskHandle`\n\nAdded in: v5.1.0\n\nReturned by `pool.run()`, a handle follows one task from the moment it is queued until it settles.');
    expect(doc.text).toMatch(/#### `ERR_WORKPOOL_WORKER_CRASHED`\n\nThe worker that ran a task exited before the task settled\. The task is not retried because it may have had effects already and the pool cannot know whether running it again is safe\.\s*$/);
    const sections = Array.from(doc.text.matchAll(/^### (.+)$/gm), (match) => match[1]);
    expect(sections.slice(sections.indexOf('API'))).toEqual(['API', 'Class: `Pool`', 'Class: `TaskHandle`', 'Transferring pools', 'Task serialization', 'Errors']);
    expect(doc.text.match(/^#### /gm)).toHaveLength(44);
    expect(doc.title).toBe('Work Pool');
    for (const chrome of ['Skip to content', 'Larchwood v7.4.1 documentation', 'Table of contents', 'Assertion testing', 'Worker threads', 'View on single page', 'View as JSON', 'Edit on the code host', 'Code repository and issue tracker']) expect(doc.text).not.toContain(chrome);
  });
});
