import { describe, expect, it } from 'vitest';
import { DEFAULT_HTML_STAGES } from '../../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import { documentOf, URL_ } from '../html-chain-fixtures.js';

/**
 * Session 44: the content region removed a short block that is mostly link labels as a link
 * cluster, and with it Node.js' deprecation notices, whose label links the stability index and
 * whose advice links the API to use instead (`Stability: 0 - Deprecated: Use <a><code>…</code></a>`).
 * A block named as an API's stability or deprecation notice (`isApiStatusNotice`) stays, whatever it links.
 */

const PROSE = 'The channel passes each message to every subscriber in the order they subscribed, and a subscriber that throws does not stop the others from receiving it.';
const member = (name: string, notice: string): string => `<section><h3 id="${name}">${name}(name, onMessage)</h3>${notice}<p>${PROSE}</p><p>${PROSE}</p></section>`;
const deprecated = (name: string, instead: string): string => `<div class="api_stability api_stability_0"><a href="documentation.html#stability-index">Stability: 0</a> - Deprecated: Use <a href="#${instead}"><code>diagnostics_channel.${instead}(name, onMessage)</code></a></div>`;

async function regionOf(body: string): Promise<string> {
  const outcome = await DEFAULT_HTML_STAGES.cleanedBody(documentOf(body), URL_, { baseUrl: URL_ });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.markdown;
}

describe('the content region: API status notices', () => {
  it("keeps Node.js' deprecation notices, all links but the word Deprecated, and still removes a cluster of links not named a notice", async () => {
    const markdown = await regionOf(`<main><h1>Diagnostics Channel</h1><p>${PROSE}</p>`
      + member('channel.subscribe', deprecated('channel.subscribe', 'subscribe'))
      + member('channel.unsubscribe', deprecated('channel.unsubscribe', 'unsubscribe'))
      + '<div class="see-also"><a href="/api/events.html">Events</a> <a href="/api/stream.html">Streams</a></div></main>');
    expect(markdown).toContain('[Stability: 0](https://example.com/documentation.html#stability-index) - Deprecated: Use [`diagnostics_channel.subscribe(name, onMessage)`](https://example.com/#subscribe)');
    expect(markdown).toContain('Deprecated: Use [`diagnostics_channel.unsubscribe(name, onMessage)`]');
    expect(markdown).not.toContain('[Streams]');
  });
});
