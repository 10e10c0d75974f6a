import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removePostSignatures } from '../../../../../../adapters/outbound/extract/html/region/post-signatures.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ');

// A thread as forum software prints it: each post's own words, then its author's signature.
const post = (words: string, signature: string, signatureMarkup = (inner: string): string => `<div data-role="memberSignature" class="ipsBorder_top"><p>${inner}</p></div>`): string =>
  `<article class="post"><div class="post-content"><p>${words}</p></div>${signatureMarkup(signature)}</article>`;

describe('removePostSignatures', () => {
  it('removes the signatures a thread repeats under its posts (Invision data-role, XenForo and phpBB classes), keeping every post', () => {
    const invision = bodyOf(post('First post asks about the GPU.', '80+ ratings certify efficiency.') + post('Second post answers no.', '80+ ratings certify efficiency.') + post('Third post thanks.', 'Message me on discord.'));
    expect(removePostSignatures(invision, 2)).toBe(3);
    expect(text(invision)).toContain('First post asks about the GPU.');
    expect(text(invision)).toContain('Third post thanks.');
    expect(text(invision)).not.toContain('ratings certify');
    expect(text(invision)).not.toContain('discord');

    const xenforo = (words: string): string => post(words, 'Displays: Sony 77A80J', (inner) => `<aside class="message-signature"><div class="signature-content-wrapper">${inner}</div></aside>`);
    const phpbb = (words: string): string => post(words, 'Strive for excellence', (inner) => `<div id="sig12" class="signature">${inner}</div>`);
    const both = bodyOf(xenforo('Reply one.') + xenforo('Reply two.') + phpbb('Reply three.') + phpbb('Reply four.'));
    expect(removePostSignatures(both, 2)).toBe(4);
    expect(text(both)).toContain('Reply four.');
    expect(text(both)).not.toMatch(/Sony|Strive/);
    // FluxBB's and PunBB's signature is a post's: `div.postsignature`.
    const fluxbb = (words: string): string => post(words, 'T14 Gen 3 · Arch · sway', (inner) => `<div class="postsignature postmsg"><hr><p>${inner}</p></div>`);
    const flux = bodyOf(fluxbb('Suspend fails after 6.8.') + fluxbb('Fixed by the firmware update.'));
    expect(removePostSignatures(flux, 2)).toBe(2);
    expect(text(flux)).not.toContain('sway');
  });

  it('keeps a lone "signature" block, a byline card that carries microdata, a list of signers, and everything when turned off', () => {
    const lone = bodyOf(`<article><p>The letter ends here.</p><div class="signature">Yours, the editors</div></article>`);
    expect(removePostSignatures(lone, 2)).toBe(0);
    expect(text(lone)).toContain('Yours, the editors');

    const byline = (name: string): string => `<div class="answer"><div itemprop="text"><p>Answer by ${name}.</p></div><div class="post-signature"><div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${name}</span></div> answered Jun 29</div></div>`;
    const qa = bodyOf(byline('Pup') + byline('iglvzx'));
    expect(removePostSignatures(qa, 2)).toBe(0);
    expect(text(qa)).toContain('answered Jun 29');

    const petition = bodyOf(`<ul class="signers"><li class="signature">Ann, London</li><li class="signature">Bo, Leeds</li><li class="signature">Cy, York</li></ul>`);
    expect(removePostSignatures(petition, 2)).toBe(0);
    expect(text(petition)).toContain('Bo, Leeds');

    const thread = bodyOf(post('One.', 'Sig A') + post('Two.', 'Sig B'));
    expect(removePostSignatures(thread, false)).toBe(0);
    expect(text(thread)).toContain('Sig B');
  });

  it("keeps API documentation's signatures: under a member's heading (Javadoc, TypeDoc) or inside it (JSDoc)", () => {
    const javadoc = (name: string): string => `<section class="detail" id="${name}()"><h3>${name}</h3><div class="member-signature"><span class="modifiers">public final</span>&nbsp;<span class="return-type">int</span>&nbsp;<span class="element-name">${name}</span>()</div><div class="block">Reads the next value.</div></section>`;
    const members = bodyOf(`<ul class="member-list"><li>${javadoc('readInt')}</li><li>${javadoc('readLong')}</li><li>${javadoc('readShort')}</li></ul>`);
    expect(removePostSignatures(members, 2)).toBe(0);
    expect(text(members)).toContain('public final int readLong()');

    const typedoc = (name: string): string => `<section class="tsd-panel tsd-member"><a id="${name}" class="tsd-anchor"></a><h3 class="tsd-anchor-link"><span>${name}</span></h3><ul class="tsd-signatures"><li class="tsd-signature">${name}(): void</li><li class="tsd-description"><p>Does ${name}.</p></li></ul></section>`;
    const methods = bodyOf(typedoc('start') + typedoc('stop'));
    expect(removePostSignatures(methods, 2)).toBe(0);
    expect(text(methods)).toContain('Does stop.');

    const jsdoc = (name: string): string => `<div class="member"><h4 class="name" id="${name}">${name}<span class="signature">(path, options)</span><span class="type-signature"> → {Promise}</span></h4><div class="description">Opens it.</div></div>`;
    const functions = bodyOf(jsdoc('open') + jsdoc('close'));
    expect(removePostSignatures(functions, 2)).toBe(0);
    expect(text(functions)).toContain('close(path, options)');
  });

  it("keeps signatures that read as declarations where no heading is beside them: ExDoc's summary, TypeDoc's hierarchy", () => {
    const row = (signature: string, synopsis: string): string => `<div class="summary-row"><div class="summary-signature"><a href="#${signature.replace(/\W/g, '')}">${signature}</a></div><div class="summary-synopsis"><p>${synopsis}</p></div></div>`;
    const summary = bodyOf(`<div class="summary-functions">${row('count(window, since)', 'Counts entries.')}${row('new(opts \\\\ [])', 'Creates a window.')}${row('size(window) deprecated', 'Use count/2.')}</div>`);
    expect(removePostSignatures(summary, 2)).toBe(0);
    expect(text(summary)).toContain('count(window, since)');

    const hierarchy = bodyOf(`<ul class="tsd-hierarchy"><li class="tsd-hierarchy-item"><a class="tsd-signature-type" href="BaseCache.html">BaseCache</a><ul class="tsd-hierarchy"><li class="tsd-hierarchy-item"><span class="tsd-hierarchy-target">LruCache</span><ul class="tsd-hierarchy"><li class="tsd-hierarchy-item"><a class="tsd-signature-type" href="TtlCache.html">TtlCache</a></li></ul></li></ul></li></ul>`);
    expect(removePostSignatures(hierarchy, 2)).toBe(0);
    expect(text(hierarchy)).toContain('TtlCache');

    // A thread whose signatures are one word each still loses them, where any of them reads as prose.
    const thread = bodyOf(post('One.', 'Cheers') + post('Two.', 'Thanks, and see you at the meetup!'));
    expect(removePostSignatures(thread, 2)).toBe(2);
  });

  it("keeps member signatures declared with their language's words or typed results: Scaladoc's members, YARD's summaries", () => {
    const member = (signature: string): string => `<div class="documentableElement"><div class="header monospace"><div class="signature">${signature}</div></div><div class="docs"><p>Does a thing.</p></div></div>`;
    const scaladoc = bodyOf(`<div class="membersList">${member('<span class="modifiers">override </span><span class="kind">def </span><a href="#close">close</a><span>(): Unit</span>')}${member('<span class="kind">def </span><a href="#get">get</a><span>(key: K): Option[V]</span>')}${member('<span class="modifiers">final </span><span class="kind">class </span><a href="#">LruCache</a>[K, V](val capacity: Int) extends Cache[K, V], AutoCloseable')}</div>`);
    expect(removePostSignatures(scaladoc, 2)).toBe(0);
    expect(text(scaladoc)).toContain('override def close(): Unit');

    const summary = (signature: string): string => `<li class="public"><span class="summary_signature"><a href="#x">${signature}</a></span><span class="summary_desc"><div class="inline"><p>Does a thing.</p></div></span></li>`;
    const yard = bodyOf(`<ul class="summary">${summary('#<strong>ack</strong>(job) ⇒ Boolean')}${summary('#<strong>size</strong> ⇒ Integer')}${summary('.<strong>open</strong>(url, &amp;block) ⇒ Queue')}</ul>`);
    expect(removePostSignatures(yard, 2)).toBe(0);
    expect(text(yard)).toContain('#ack(job) ⇒ Boolean');

    const pdoc = bodyOf(['get', 'set', 'clear'].map((name) => `<div class="attr function"><span class="def">def</span> <span class="name">${name}</span><span class="signature pdoc-code condensed">(<span class="param">self, key: ~K</span><span class="return-annotation">) -> Optional[~V]:</span></span></div>`).join(''));
    expect(removePostSignatures(pdoc, 2)).toBe(0);
    expect(text(pdoc)).toContain('(self, key: ~K) -> Optional[~V]:');

    // Words and a colon are no declaration: a thread's signatures still go.
    const thread = bodyOf(post('One.', 'Note: I like cats') + post('Two.', 'Visit my blog: example.com'));
    expect(removePostSignatures(thread, 2)).toBe(2);
  });

  it("keeps a table of functions whose signatures name their results after an arrow (PostgreSQL's p.func_signature), its column header too", () => {
    const row = (signature: string, says: string): string => `<tr><td class="func_table_entry"><p class="func_signature">${signature}</p><p>${says}</p></td></tr>`;
    const table = bodyOf('<div class="table"><table class="table"><thead><tr><th class="func_table_entry"><p class="func_signature">Function/Operator</p><p>Description</p></th></tr></thead><tbody>'
      + row('<code class="type">bytea</code> <code class="literal">||</code> <code class="type">bytea</code> → <code class="returnvalue">bytea</code>', 'Concatenates the two binary strings.')
      + row('<code class="function">bit_length</code> ( <code class="type">bytea</code> ) → <code class="returnvalue">integer</code>', 'Returns number of bits in the binary string.')
      + row('<code class="function">to_timestamp</code> ( <code class="type">double precision</code> ) → <code class="returnvalue">timestamp with time zone</code>', 'Converts Unix epoch to time stamp with time zone.')
      + '</tbody></table></div>');
    expect(removePostSignatures(table, 2)).toBe(0);
    for (const kept of ['Function/Operator', 'bytea || bytea → bytea', 'bit_length ( bytea ) → integer', 'to_timestamp ( double precision ) → timestamp with time zone']) expect(text(table)).toContain(kept);
    // An arrow in a sentence is no result: a thread's signatures with one still go.
    const thread = bodyOf(post('One.', 'Moved from Oslo → now in Bergen, come visit me sometime soon') + post('Two.', 'Old rig → new rig, built it myself over the summer holidays'));
    expect(removePostSignatures(thread, 2)).toBe(2);
  });
});
