import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { keepCalloutAsides, writeCalloutIconLabels } from '../../../../../../adapters/outbound/extract/html/region/callout-asides.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;

describe('keepCalloutAsides', () => {
  it("keeps Slate's notice and success callouts (aside.notice, aside.success) and Zenn's message boxes (aside.msg.alert), and leaves a cookie notice aside", () => {
    const body = bodyOf('<aside class="notice">You must replace <code>pw_test</code> with your personal API key.</aside><aside class="success">Cursors expire after 15 minutes.</aside>'
      + '<aside class="msg alert"><span class="msg-symbol">!</span><div class="msg-content"><p>Always add your own timeout.</p></div></aside><aside class="cookie-notice">We use cookies.</aside><aside class="message-bar">Sale now on</aside>');
    expect(keepCalloutAsides(Array.from(body.querySelectorAll('aside')))).toBe(3);
    expect(Array.from(body.querySelectorAll('aside'), (aside) => aside.getAttribute('class'))).toEqual(['cookie-notice', 'message-bar']);
  });

  it("turns a documentation callout set in an <aside> (Starlight's tip) into a block headed by its label, and leaves a sidebar aside", () => {
    const body = bodyOf('<aside aria-label="Tip" class="starlight-aside starlight-aside--tip"><p class="starlight-aside__title" aria-hidden="true">Tip</p><div class="starlight-aside__content"><p>Start with <code>dev</code>.</p></div></aside>'
      + '<aside class="note"><p>A plain note.</p></aside><aside class="sidebar"><h2>Popular posts</h2></aside>');
    expect(keepCalloutAsides(Array.from(body.querySelectorAll('aside')))).toBe(2);
    expect(body.querySelectorAll('aside')).toHaveLength(1);
    const tip = body.querySelector('div.starlight-aside');
    expect(tip?.getAttribute('aria-label')).toBe('Tip');
    expect(tip?.firstElementChild?.outerHTML).toBe('<p><strong>Tip</strong></p>');
    expect(tip?.textContent).toContain('Start with dev.');
    expect(body.querySelector('div.note > p')?.textContent).toBe('A plain note.');
  });

  it("writes a callout's label that only its font icon's title says (Asciidoctor: <i class=\"fa icon-warning\" title=\"Warning\">) in bold, and leaves other titled icons", () => {
    const body = bodyOf('<table><tr><td class="icon"><i class="fa icon-warning" title="Warning"></i></td><td class="content">Acknowledging deletes the message.</td></tr></table>'
      + '<p><i class="fa fa-check" title="Verified"></i> Verified buyer</p><p><i title="Note">Note</i> in italics</p>');
    expect(writeCalloutIconLabels(Array.from(body.querySelectorAll('i[title]')))).toBe(1);
    expect(body.querySelector('td.icon')?.innerHTML).toBe('<strong>Warning</strong>');
    expect(body.querySelector('i[title="Verified"]')).not.toBeNull();
    expect(body.querySelector('i[title="Note"]')?.textContent).toBe('Note');
  });
});

describe('keepCalloutAsides: a callout named by its data-type', () => {
  it("keeps an aside whose data-type names a callout (Writerside's aside.prompt[data-type=\"tip\"]) headed by its kind, which only a style shows", () => {
    const body = bodyOf('<aside class="prompt" data-type="tip" data-title=""><p>Pass <code>-Pkotlin.incremental=false</code> on CI.</p></aside><aside class="prompt" data-type="warning"><p>Warning: it sends paths.</p></aside><aside class="prompt" data-type="related"><p>See also</p></aside>');
    expect(keepCalloutAsides(Array.from(body.querySelectorAll('aside')))).toBe(2);
    const blocks = Array.from(body.querySelectorAll('div.prompt'), (block) => (block.textContent ?? '').replace(/\s+/g, ' ').trim());
    expect(blocks).toEqual(['TipPass -Pkotlin.incremental=false on CI.', 'Warning: it sends paths.']);
    expect(body.querySelector('div.prompt > p:first-child > strong')?.textContent).toBe('Tip');
    expect(body.querySelector('div.prompt strong')?.textContent).toBe('Tip');
  });
});

describe('keepCalloutAsides: a column of code examples', () => {
  it("keeps an aside that holds code and no menu (Fern's request and response examples beside an endpoint's parameters), and drops a sidebar with a menu", () => {
    const body = bodyOf('<aside class="fern-endpoint-content-right"><div class="fern-endpoint-code-snippets"><pre><code>curl -X POST https://api.lumen.ai/v1/transcriptions</code></pre></div></aside>'
      + '<aside class="sidebar"><nav><a href="/a">A</a></nav><pre>npm i</pre></aside>');
    expect(keepCalloutAsides(Array.from(body.querySelectorAll('aside')))).toBe(1);
    expect(body.querySelector('div.fern-endpoint-content-right pre')).not.toBeNull();
    expect(body.querySelector('aside.sidebar')).not.toBeNull();
  });
});

describe("keepCalloutAsides: the page's heading and footnotes set in asides", () => {
  it("keeps an aside holding the page's one unlinked h1 (Vinted's buying column) and docutils' footnotes, and drops a sidebar", () => {
    const documentOf = (html: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document;
    const page = documentOf('<main><div class="gallery"></div><aside class="item-sidebar"><h1>Barbour Beaufort waxed jacket</h1><p>£68.00</p></aside>'
      + '<aside class="footnote-list brackets"><aside class="footnote brackets" id="survey" role="doc-footnote"><span class="label">1</span><p>Survey script and raw data.</p></aside></aside>'
      + '<aside class="sidebar"><h2>Popular</h2><a href="/p">A post</a></aside></main>');
    expect(keepCalloutAsides(Array.from(page.querySelectorAll('aside')))).toBe(3);
    expect(page.querySelector('div.item-sidebar h1')).not.toBeNull();
    expect(page.querySelector('div.footnote-list > div.footnote p')?.textContent).toBe('Survey script and raw data.');
    expect(page.querySelector('aside.sidebar')).not.toBeNull();
  });
});

describe('joinCalloutSymbols', () => {
  it("sets a Nextra callout's emoji (div.x:select-none \"💡\", \"⚠️\") at the start of its text, and leaves a symbol beside no words, a longer text and a parent with text of its own", async () => {
    const { joinCalloutSymbols, mayBeCalloutSymbol } = await import('../../../../../../adapters/outbound/extract/html/region/callout-asides.js');
    const body = bodyOf('<div class="nextra-callout x:flex"><div class="x:select-none" style="font-family:&quot;Apple Color Emoji&quot;">💡</div><div class="x:w-full"><p>Tag broadly and revalidate narrowly.</p></div></div>'
      + '<div class="nextra-callout"><div>⚠️</div><div><p>Reads <code>cookies</code> never cache.</p></div></div>'
      + '<div id="no-words"><div>🎉</div><div>2025</div></div><div id="text"><div>New</div><div><p>Now with tags.</p></div></div><div id="own">Hi <span>👋</span><span>there</span></div>');
    const candidates = Array.from(body.querySelectorAll('div, span')).filter(mayBeCalloutSymbol);
    expect(joinCalloutSymbols(candidates)).toBe(2);
    const callouts = body.querySelectorAll('.nextra-callout');
    expect(callouts[0]?.innerHTML).toBe('<div class="x:w-full"><p>💡 Tag broadly and revalidate narrowly.</p></div>');
    expect(callouts[1]?.querySelector('p')?.textContent).toBe('⚠️ Reads cookies never cache.');
    expect(body.querySelector('#no-words')?.children).toHaveLength(2);
    expect(body.querySelector('#text')?.children).toHaveLength(2);
    expect(body.querySelector('#own')?.children).toHaveLength(2);
  });
});
