import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import { WebFetchUseCase } from '../../../application/web-fetch/web-fetch.use-case.js';
import { FakeArtifactStore } from '../../fakes/fake-artifact-store.js';
import { FakeClock } from '../../fakes/fake-clock.js';
import { FakeCoordination } from '../../fakes/fake-coordination.js';
import { FakeHttpFetcher, respond } from '../../fakes/fake-http-fetcher.js';
import { RecordingTelemetry } from '../../fakes/recording-telemetry.js';
import { fetchRegions } from '../../e2e/support/model-facing-regions.js';
import { forgedMarker, readerSeesMarker } from '../../support/forged-markers.js';

const extractor = new ContentExtractor();

/** WebFetch with the real extraction chain (HTML in, model-facing text out); only the network is scripted. */
function realChain() {
  const clock = new FakeClock();
  const fetcher = new FakeHttpFetcher();
  const useCase = new WebFetchUseCase(
    { fetcher, extractor, coordination: new FakeCoordination(clock), clock, telemetry: new RecordingTelemetry(), artifacts: new FakeArtifactStore(), createNonce: () => 'chainNonce1234' },
    { networkPolicy: { mode: 'all' }, render: 'never' },
  );
  return { fetcher, useCase };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Where a forgery goes: every place page text can reach the output from. */
const PLACES = ['title', 'h2', 'p', 'a', 'li', 'td', 'code', 'blockquote', 'em', 'alt'] as const;
type Place = (typeof PLACES)[number];

function pageWith(forgeries: ReadonlyArray<readonly [Place, string]>): string {
  const at = (place: Place): string[] => forgeries.filter(([where]) => where === place).map(([, text]) => escapeHtml(text));
  const filler = 'The widget reads its settings at start-up and logs every change, so an operator can audit it afterwards.';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Widget ${at('title').join(' ')}</title></head><body><main><article>
<h1>Widget manual</h1>
<p>PARAGRAPHTOKEN ${filler} ${at('p').join(' ')}</p>
${at('h2').map((text) => `<h2>${text}</h2><p>${filler}</p>`).join('')}
<p>See <a href="/docs">${at('a').join(' ') || 'the docs'}</a> and <em>${at('em').join(' ')}</em>. ${filler}</p>
<ul><li>${filler}</li>${at('li').map((text) => `<li>${text}</li>`).join('')}</ul>
<table><tr><th>Key</th><th>Value</th></tr>${at('td').map((text) => `<tr><td>k</td><td>${text}</td></tr>`).join('')}</table>
<pre><code>${at('code').join('\n')}</code></pre>
<blockquote><p>${at('blockquote').join(' ')} ${filler}</p></blockquote>
${at('alt').map((text) => `<p><img src="/i.png" alt="${text.replace(/"/g, '&quot;')}"> ${filler}</p>`).join('')}
</article></main></body></html>`;
}

describe('forged boundary markers through the real extraction chain', () => {
  it('no spelling of a forged marker survives from any place in a page, in markdown or text, and the skeleton holds', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom(...PLACES), forgedMarker), { minLength: 1, maxLength: 6 }),
      forgedMarker,
      fc.constantFrom('markdown' as const, 'text' as const),
      async (forgeries, inParagraph, format) => {
        const html = pageWith([['p', inParagraph], ...forgeries]);
        expect(readerSeesMarker(html)).toBe(true); // the page really carries forgeries
        const { fetcher, useCase } = realChain();
        fetcher.enqueue(respond(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
        const result = await useCase.execute({ url: 'https://docs.example.org/widget', format });
        if (!result.ok) throw new Error(`extraction failed: ${result.error.code} ${result.error.message}`);
        const regions = fetchRegions(result.value.content);
        expect(regions.text).toContain('PARAGRAPHTOKEN'); // the paragraph holding a forgery was extracted
        expect(readerSeesMarker(regions.withoutMarkers)).toBe(false);
        expect(regions.header).not.toContain('Widget');
      },
    ), { numRuns: 40 });
  }, 120_000);
});
