import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isApiStatusNotice } from '../../../../../adapters/outbound/extract/html/region/api-notices.js';
import { isLinkedCodeSignature } from '../../../../../adapters/outbound/extract/html/stages/code-signatures.js';
import { both, PARAGRAPH } from './lean-readability-support.js';

const element = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`).document as unknown as Document).body.firstElementChild as Element;

/** A Javadoc member: its heading, its signature (types linked to their pages), its description. */
const member = (name: string, signature: string): string => `<li><section class="detail" id="${name}"><h3>${name}</h3>`
  + `<div class="member-signature">${signature}</div><div class="block">${PARAGRAPH}</div></section></li>`;

describe('isLinkedCodeSignature', () => {
  it.each([
    ['a Javadoc constructor with two linked types', '<div class="member-signature"><span class="modifiers">public</span>&nbsp;<span class="element-name">Harbor</span><wbr><span class="parameters">(<a href="String.html">String</a>&nbsp;s, <a href="Throwable.html">Throwable</a>&nbsp;cause)</span></div>'],
    ['an annotated field', '<div class="member-signature"><span class="annotations"><a href="Deprecated.html">@Deprecated</a></span> static final long serialVersionUID</div>'],
    ['a TypeDoc signature with a dotted type', '<div class="tsd-signature">load(source: <a href="#">fs.Stats</a>): <a href="#">Promise</a></div>'],
  ])('is true for %s', (_name, html) => {
    expect(isLinkedCodeSignature(element(html))).toBe(true);
  });

  it.each([
    ['a forum signature linking words', '<div class="signature">My rig: <a href="/build">build log</a> and <a href="/shop">my shop</a></div>'],
    ['a signature without links', '<div class="member-signature">public int size()</div>'],
    ['a linked type in a block not named a signature', '<div class="member">public <a href="Object.html">Object</a> clone()</div>'],
    ['a long block named a signature', `<div class="signature"><a href="/a">Ana</a> ${PARAGRAPH.repeat(6)}</div>`],
  ])('is false for %s', (_name, html) => {
    expect(isLinkedCodeSignature(element(html))).toBe(false);
  });
});

describe('leanReadability on members whose signatures link their types', () => {
  it("keeps each signature (Javadoc's div.member-signature), which Readability removes as a block of links once two types are linked; a forum signature's links still go", async () => {
    const members = [
      member('Harbor', 'public&nbsp;Harbor()'),
      member('Harbor', 'public&nbsp;Harbor<wbr>(<a href="String.html">String</a>&nbsp;s,\n <a href="Throwable.html">Throwable</a>&nbsp;cause)'),
      member('clone', 'public&nbsp;<a href="Object.html">Object</a>&nbsp;clone()'),
    ].join('');
    const forum = '<div class="post-signature"><a href="/u/ana/build">Build log</a> | <a href="/u/ana/shop">Shop</a></div>';
    const markup = `<!DOCTYPE html><html><head><title>Harbor</title></head><body><main><h1>Class Harbor</h1><p>${PARAGRAPH.repeat(3)}</p><section class="details"><ul class="member-list">${members}</ul></section>${forum}</main></body></html>`;
    const [stock, lean] = await both(markup);
    const before = (stock as { textContent: string }).textContent.replace(/\s+/g, ' ');
    expect(before).not.toContain('public Harbor(String s, Throwable cause)');
    const text = (lean as { textContent: string }).textContent.replace(/\s+/g, ' ');
    for (const signature of ['public Harbor()', 'public Harbor(String s, Throwable cause)', 'public Object clone()']) expect(text).toContain(signature);
    expect(text).not.toContain('Build log');
  });
});

describe('isApiStatusNotice', () => {
  it.each([
    ['Node.js\' stability notice', '<div class="api_stability api_stability_1"><a href="documentation.html#stability-index">Stability: 1</a> - Experimental</div>'],
    ['rustdoc\'s nightly-only notice', '<div class="stab unstable"><span class="emoji">🔬</span><span>This is a nightly-only experimental API. (<code>harbor_tides</code>&nbsp;<a href="https://git.example/issues/7">#7</a>)</span></div>'],
    ['a deprecation notice', '<div class="deprecated"><p>Deprecated since 3.2: use <a href="#open">open()</a>.</p></div>'],
  ])('is true for %s', (_name, html) => {
    expect(isApiStatusNotice(element(html))).toBe(true);
  });

  it.each([
    ['a block named otherwise', '<div class="api_metadata"><a href="#v1">Added in: v1.0</a></div>'],
    ['a word that only starts alike', '<div class="stable-links"><a href="/a">A</a> <a href="/b">B</a></div>'],
    ['a long block', `<div class="deprecation-guide"><a href="/a">Guide</a> ${PARAGRAPH.repeat(4)}</div>`],
  ])('is false for %s', (_name, html) => {
    expect(isApiStatusNotice(element(html))).toBe(false);
  });
});

describe('leanReadability on an API whose stability notice links to the stability index', () => {
  it("keeps the notice (Node.js' div.api_stability), which Readability removes as a block of links", async () => {
    const member = (name: string, notice: string): string => `<section><h3><code>${name}()</code></h3><div class="api_metadata"><span>Added in: v3.1.0</span></div>${notice}<p>${PARAGRAPH}</p></section>`;
    const notice = '<div class="api_stability api_stability_1"><a href="documentation.html#stability-index">Stability: 1</a> - Experimental</div>';
    const markup = `<!DOCTYPE html><html><head><title>Gauges</title></head><body><div id="apicontent"><h2>Gauges</h2><p>${PARAGRAPH.repeat(3)}</p>${member('gauge.open', '')}${member('gauge.watch', notice)}${member('gauge.close', '')}</div></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('Stability: 1');
    expect((lean as { textContent: string }).textContent.replace(/\s+/g, ' ')).toContain('Stability: 1 - Experimental');
  });
});

describe("leanReadability on a deprecated member whose reason is named a comment (Javadoc's div.deprecation-comment)", () => {
  it('keeps the reason, which Readability removes as an unlikely candidate, and still removes a comment thread', async () => {
    const reason = '<div class="deprecation-block"><span class="deprecated-label">Deprecated.</span><div class="deprecation-comment">A <code>tideOffset</code> field in an interface is ineffectual. Do not use; no replacement.</div></div>';
    const field = `<li><section class="detail" id="tideOffset"><h3>tideOffset</h3><div class="member-signature">static final long tideOffset</div>${reason}<div class="block">${PARAGRAPH}</div></section></li>`;
    const thread = '<div class="comment-list"><p>Great class, thanks for writing it up so clearly, it helped me a lot.</p></div>';
    const markup = `<!DOCTYPE html><html><head><title>Harbor</title></head><body><main><h1>Interface Harbor</h1><p>${PARAGRAPH.repeat(3)}</p><section class="details"><ul class="member-list">${field}</ul></section>${thread}</main></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('Do not use; no replacement.');
    const text = (lean as { textContent: string }).textContent.replace(/\s+/g, ' ');
    expect(text).toContain('A tideOffset field in an interface is ineffectual. Do not use; no replacement.');
    expect(text).not.toContain('Great class');
  });
});
