import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { citedFigureIds } from '../../../../../../adapters/outbound/extract/html/region/cited-figure-ids.js';
import { ElementCensus } from '../../../../../../adapters/outbound/extract/html/element-census.js';

const documentOf = (body: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document;

describe('citedFigureIds', () => {
  it('finds the ids that running text cites and that open with a figure, a table or a code block', () => {
    const document = documentOf(`<p>The header is laid out as shown in <a href="#fig-header">Figure 2</a>.</p>
      <div id="fig-header"><figure><pre>| Version | Flags |</pre></figure></div>
      <p>The bits are listed in <a href="#tbl-flags">Table 1</a> below.</p><div id="tbl-flags"><table><tr><td>0</td></tr></table></div>
      <p>See <a href="#listing%2D1">the listing</a> for the loop.</p><pre id="listing-1">for (;;) {}</pre>`);
    expect([...citedFigureIds(document, ElementCensus.of(document))].sort()).toEqual(['fig-header', 'listing-1', 'tbl-flags']);
  });

  it('leaves a link alone in its block, a target that opens with text, and a target that is missing', () => {
    const document = documentOf(`<p><a href="#header">Back to top</a></p><div id="header"><figure><img src="logo.png" alt="Logo"></figure></div>
      <p>By Ann · <a href="#comments">5 comments</a></p><div id="comments"><h2>5 comments</h2><ol></ol></div>
      <p>As <a href="#gone">Figure 9</a> shows.</p><nav><a href="#fig-a">Figure A</a></nav><div id="fig-a"><figure></figure></div>`);
    expect(citedFigureIds(document, ElementCensus.of(document)).size).toBe(0);
  });
});
