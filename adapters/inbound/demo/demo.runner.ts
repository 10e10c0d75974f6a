import type { ToolCallResult, WebResearchPort, WebResearchRunPort } from '../../../application/ports/web-research.port.js';
import type { ToolError } from '../../../domain/errors/tool-error.js';
import type { NetworkPolicy } from '../../../domain/network/network-policy.js';
import type { Result } from '../../../domain/shared/result.js';
import { DEMO_NETWORK_POLICY } from './demo-network.policy.js';
import { DEMO_PAGES } from './demo-site.pages.js';
import { startDemoSite } from './demo-site.server.js';

/** The query the demo searches for. */
export const DEMO_SEARCH_QUERY = 'reciprocal rank fusion search results';

/** What {@link runDemo} needs; the CLI passes its factory with `--config`/`--backend`/`--trace` applied. */
export interface DemoDependencies {
  /** Builds the facade under the given network policy (the demo passes {@link DEMO_NETWORK_POLICY}). */
  createWebResearch(options: { readonly networkOverride: NetworkPolicy }): Promise<Result<WebResearchPort, ToolError>>;
  readonly stdout: { write(chunk: string): unknown };
  readonly stderr: { write(chunk: string): unknown };
  /** Stops the demo between steps and cancels the call in flight (SIGINT). */
  readonly signal?: AbortSignal;
}

function heading(text: string): string {
  return `\n${'━'.repeat(3)} ${text} ${'━'.repeat(Math.max(3, 72 - text.length))}\n\n`;
}

function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

async function fetchPages(run: WebResearchRunPort, origin: string, deps: DemoDependencies): Promise<number> {
  const signal = deps.signal === undefined ? {} : { signal: deps.signal };
  const steps = [
    ...DEMO_PAGES.map((page) => ({ title: `WebFetch · ${page.title}`, input: { url: `${origin}${page.path}` } })),
    { title: 'WebFetch · the article again, lines 1-12 only (served from the run cache)', input: { url: `${origin}/article.html`, start_line: 1, max_lines: 12 } },
  ];
  let failures = 0;
  for (const step of steps) {
    if (deps.signal?.aborted === true) break;
    deps.stdout.write(heading(`${step.title} — ${step.input.url}`));
    const result = await run.fetch(step.input, signal);
    deps.stdout.write(withNewline(result.content));
    if (!result.ok) failures += 1;
  }
  return failures;
}

function searchEpilogue(result: ToolCallResult): string {
  if (result.ok) return '';
  return (
    `\n(The search failed with ${result.error.code}. Offline this is expected: each backend in the chain reports its\n` +
    ' own failure category above instead of claiming "No results.". The demo still succeeds.)\n'
  );
}

/**
 * The offline demo: serves a small bundled site on 127.0.0.1 (an HTML article, a windows-1251
 * page, JSON, RSS and a PDF), fetches each page through the facade, then runs one search through
 * the configured chain, printing exactly what a model would see under a heading per step. A
 * failed search is expected offline and does not fail the demo; a failed local fetch does.
 * Resolves to the exit status: 0, 1 (a local fetch failed) or 2 (bad config).
 */
export async function runDemo(deps: DemoDependencies): Promise<number> {
  const created = await deps.createWebResearch({ networkOverride: DEMO_NETWORK_POLICY });
  if (!created.ok) {
    deps.stderr.write(`mono-agent demo: ${created.error.code}: ${created.error.message}\n`);
    return created.error.code === 'config_invalid' ? 2 : 1;
  }
  const research = created.value;
  const site = await startDemoSite(DEMO_PAGES);
  const run = research.startRun(deps.signal === undefined ? {} : { signal: deps.signal });
  try {
    deps.stdout.write(`mono-agent demo: a bundled site is served at ${site.origin} (loopback only). Each step prints what a model would see.\n`);
    const failures = await fetchPages(run, site.origin, deps);
    if (deps.signal?.aborted !== true) {
      deps.stdout.write(heading(`WebSearch · "${DEMO_SEARCH_QUERY}" through the configured backend chain`));
      const result = await run.search({ query: DEMO_SEARCH_QUERY, limit: 3 }, deps.signal === undefined ? {} : { signal: deps.signal });
      deps.stdout.write(withNewline(result.content) + searchEpilogue(result));
    }
    if (failures > 0) deps.stderr.write(`mono-agent demo: ${failures} local fetch(es) failed\n`);
    return failures > 0 ? 1 : 0;
  } finally {
    await run.close().catch(() => undefined);
    await research.close().catch(() => undefined);
    await site.close();
  }
}
