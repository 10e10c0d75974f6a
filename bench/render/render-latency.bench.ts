// `npm run bench:render`: cold browser-render latency through the real stack (facade → WebFetch →
// agent-browser → Debian Chromium) against a loopback site in another process, beside the static
// fetch of a server-rendered page as the baseline. Every render is cold: a fresh agent-browser
// daemon, Chromium and profile each time. Prints median, min and max, and the machine's load.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createWebResearch } from '../../composition/index.js';
import type { TimingEvent } from '../../application/ports/telemetry.port.js';
import { startRenderSite } from '../../test/e2e/support/render-site.js';

const RUNS = Number(process.env['RENDER_BENCH_RUNS'] ?? 5);
const AGENT_BROWSER = fileURLToPath(new URL('../../node_modules/.bin/agent-browser', import.meta.url));
const CHROMIUM = [process.env['AGENT_BROWSER_EXECUTABLE_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path !== undefined && path !== '' && existsSync(path));

function summary(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2] ?? 0 : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
  return `median ${Math.round(median)} ms, min ${Math.round(sorted[0] ?? 0)}, max ${Math.round(sorted.at(-1) ?? 0)} (n=${sorted.length})`;
}

if (CHROMIUM === undefined || !existsSync(AGENT_BROWSER)) {
  console.log('render latency: skipped (needs Chromium, e.g. apt-get install chromium, and npm ci for agent-browser)');
} else {
  const site = await startRenderSite();
  const events: TimingEvent[] = [];
  const created = await createWebResearch({
    agentConfig: { tools: { web: { fetch: { render: 'auto', browserCommand: AGENT_BROWSER } } }, sandbox: { network: { mode: 'localhost' } } },
    env: { ...process.env, AGENT_BROWSER_EXECUTABLE_PATH: CHROMIUM },
    telemetry: { emit: (event) => events.push(event) },
  });
  if (!created.ok) throw new Error(created.error.message);
  const research = created.value;
  const renderMs: number[] = [];
  const fetchMs: number[] = [];
  const staticMs: number[] = [];
  try {
    // Warm the extraction chain's lazy imports once, so neither side pays for them.
    await research.startRun().fetch({ url: `${site.site}/article?warm` });
    for (let i = 0; i < RUNS; i += 1) {
      const run = research.startRun();
      const started = performance.now();
      const result = await run.fetch({ url: `${site.site}/app?run=${i}` });
      fetchMs.push(performance.now() - started);
      if (!result.ok) throw new Error(`render ${i} failed: ${result.error.code} ${result.error.message}`);
      renderMs.push(events.filter((event) => event.phase === 'render').at(-1)?.durationMs ?? Number.NaN);
      const staticStarted = performance.now();
      const plain = await run.fetch({ url: `${site.site}/article?run=${i}` });
      staticMs.push(performance.now() - staticStarted);
      if (!plain.ok) throw new Error(`static ${i} failed: ${plain.error.code}`);
      await run.close();
    }
  } finally {
    await research.close();
    await site.stop();
  }
  console.log(`load average (1/5/15 min): ${loadavg().map((value) => value.toFixed(1)).join(' / ')} on ${Math.max(1, (await import('node:os')).cpus().length)} cores`);
  console.log(`cold render (agent-browser + Chromium: launch, open, DOMContentLoaded, checks, read, close): ${summary(renderMs)}`);
  console.log(`whole WebFetch with render auto (static shell fetch + render + extraction):       ${summary(fetchMs)}`);
  console.log(`baseline: static WebFetch of a server-rendered page:                              ${summary(staticMs)}`);
}
