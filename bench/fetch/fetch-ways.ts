// The two ways the fetch bench gets a document's text: WebFetch through the facade, and the
// baseline: one bare undici GET plus the best single extractor for the type.
import { Agent, request } from 'undici';
import type { WebResearch } from '../../composition/web-research.facade.js';
import type { ExtractionVariant } from '../extract/variant.js';
import { createReadabilityLinkedomVariant } from '../extract/variants/readability-linkedom.variant.js';
import { builtLibrary } from '../support/built-library.js';
import { linkedomLazyListeners } from '../../scripts/linkedom-lazy-listeners.mjs';
import { linkedomSelectorCache } from '../../scripts/linkedom-selector-cache.mjs';
import { bundledLinkedom } from '../../test/support/bundled-linkedom.js';

/**
 * A facade of the built library, allowed to reach the loopback server. It extracts HTML in the
 * library's default worker thread; `BENCH_EXTRACTION=in-thread` compares the caller's thread.
 */
export async function benchFacade(): Promise<WebResearch> {
  const { createWebResearch } = await builtLibrary();
  const inThread = process.env['BENCH_EXTRACTION'] === 'in-thread';
  const created = await createWebResearch({ agentConfig: { sandbox: { network: { mode: 'localhost' } } }, env: {}, ...(inThread ? { extraction: 'in-thread' as const } : {}) });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/**
 * WebFetch of `url` in a fresh run (so the run cache never answers); returns the output length.
 * `expectedError` names the error code the spec prescribes for this document, if any.
 */
export async function webFetch(research: WebResearch, url: string, expectedError?: string): Promise<number> {
  const run = research.startRun();
  try {
    const result = await run.fetch({ url });
    if (!result.ok && result.error?.code === expectedError) return result.content.length;
    if (!result.ok) throw new Error(`WebFetch ${url} failed: ${result.content}`);
    return result.content.length;
  } finally {
    await run.close();
  }
}

const readability = createReadabilityLinkedomVariant();
const agent = new Agent({ keepAliveTimeout: 60_000 });

/**
 * The baseline's HTML extractor with linkedom as the library's bundle ships it (listener tables
 * made on first use, compiled selectors kept): what the baseline would cost with the same edits,
 * so bench:fetch shows how much of WebFetch's ratio comes from them rather than from doing less.
 */
export async function bundleLinkedomReadability(): Promise<ExtractionVariant> {
  return createReadabilityLinkedomVariant((await bundledLinkedom([linkedomLazyListeners, linkedomSelectorCache])).parseHTML);
}

/**
 * The baseline: a bare undici GET and the best single extractor for the type (Readability on
 * linkedom with Turndown for HTML, the bench:extract runner-up on quality and fastest alone;
 * pdf-parse's text for PDF; parse and pretty-print for JSON). Returns the output length. `html`
 * replaces the HTML extractor.
 */
export async function bareFetch(url: string, html: ExtractionVariant = readability): Promise<number> {
  const response = await request(url, { dispatcher: agent });
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('pdf')) {
    const { PDFParse } = await import('pdf-parse');
    const parser = new PDFParse({ data: new Uint8Array(await response.body.arrayBuffer()), verbosity: 0, isEvalSupported: false });
    try {
      return (await parser.getText()).text.length;
    } finally {
      await parser.destroy();
    }
  }
  const text = await response.body.text();
  if (type.includes('json')) return JSON.stringify(JSON.parse(text) as unknown, null, 2).length;
  const output = await html.extract(text, url);
  return typeof output === 'string' ? output.length : output.markdown.length;
}

export async function closeBareAgent(): Promise<void> {
  await agent.close();
}
