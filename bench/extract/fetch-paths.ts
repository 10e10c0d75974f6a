// The two paths the fetch benches pair page by page: the library's `run.fetch` (the whole WebFetch
// path) and a plain undici fetch + Readability + Turndown on linkedom, each returning the page text.
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import TurndownService from 'turndown';
import { fetch as undiciFetch } from 'undici';
import { builtLibrary } from '../support/built-library.js';

type Facade = Extract<Awaited<ReturnType<Awaited<ReturnType<typeof builtLibrary>>['createWebResearch']>>, { ok: true }>['value'];

/** The page text between the output's untrusted-content markers. */
export function pageText(content: string): string {
  const begin = content.search(/^\[BEGIN UNTRUSTED WEB CONTENT [^\]]+\]$/m);
  const end = content.search(/^\[END UNTRUSTED WEB CONTENT [^\]]+\]$/m);
  if (begin < 0 || end < begin) return '';
  return content.slice(content.indexOf('\n', begin) + 1, end);
}

/**
 * The built library's facade, allowed to fetch from 127.0.0.1; `extraction` as the library's option
 * (`FETCH_SPEED_EXTRACTION=in-thread` in the environment measures it without its extraction worker).
 */
export async function localFacade(): Promise<Facade> {
  const { createWebResearch } = await builtLibrary();
  const extraction = process.env['FETCH_SPEED_EXTRACTION'] === 'in-thread' ? 'in-thread' : 'worker';
  const created = await createWebResearch({ agentConfig: { tools: { web: {} } }, env: {}, networkOverride: { mode: 'allowlist', allow: ['127.0.0.1'] }, extraction });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** The page text `run.fetch` returns for `url` in a run of its own ('' on a failure). */
export async function viaFacade(facade: Facade, url: string): Promise<string> {
  const run = facade.startRun();
  try {
    const result = await run.fetch({ url });
    return result.ok ? pageText(result.content) : '';
  } finally {
    await run.close();
  }
}

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });

/** The baseline: undici's fetch, linkedom's parse, Readability's article and Turndown's Markdown of it. */
export async function viaPlain(url: string): Promise<string> {
  const response = await undiciFetch(url);
  const html = await response.text();
  const { document } = parseHTML(html);
  const article = new Readability(document as unknown as Document).parse();
  return article?.content ? turndown.turndown(article.content) : '';
}
