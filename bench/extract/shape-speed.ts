/**
 * How `run.fetch` scales on pages of thousands of alike parts (`page-shapes.ts`), against a plain
 * fetch + Readability + Turndown on linkedom: each shape at `n` parts and at `2n`, the fastest of
 * `--passes` runs of each path. A step that reads every part for each part doubles its time twice
 * when the parts double: a growth above {@link SUPERLINEAR} flags the shape, whatever the machine's
 * speed, and so does a page over 2 s (the target for any page).
 *
 *   node --import tsx bench/extract/shape-speed.ts [--n 1000] [--passes 2] [--shapes "list items,quoted posts"]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { localFacade, viaFacade, viaPlain } from './fetch-paths.js';
import { PAGE_SHAPES } from './page-shapes.js';
import { markdownTable } from './report.js';

/** Time at `2n` over time at `n` above which a shape grows faster than its page. */
const SUPERLINEAR = 3;
const SLOW_MS = 2_000;
/** Ports the pages rotate over: WebFetch spaces the starts of fetches to one origin by 500 ms. */
const ORIGINS = 16;

const { values } = parseArgs({ options: { n: { type: 'string', default: '1000' }, passes: { type: 'string', default: '2' }, shapes: { type: 'string' } } });
const n = Number.parseInt(values.n, 10);
const passes = Number.parseInt(values.passes, 10);
const names = values.shapes === undefined ? Object.keys(PAGE_SHAPES) : values.shapes.split(',').map((name) => name.trim());

const pages = new Map<string, Buffer>();
const server = createServer((request, response) => {
  const body = pages.get(decodeURIComponent((request.url ?? '/').slice(1)));
  response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body ?? '');
});
const ports: number[] = [];
const listeners = Array.from({ length: ORIGINS }, () => createServer(server.listeners('request')[0] as Parameters<typeof createServer>[1]));
for (const listener of listeners) {
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  ports.push((listener.address() as AddressInfo).port);
}
let turn = 0;
const urlOf = (key: string): string => `http://127.0.0.1:${ports[turn++ % ORIGINS] as number}/${encodeURIComponent(key)}`;

const facade = await localFacade();

async function fastest(step: () => Promise<string>): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < passes; pass += 1) {
    const started = performance.now();
    await step();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

interface ShapeTiming {
  readonly kib: number;
  readonly facade: number;
  readonly plain: number;
}

async function timeShape(name: string, parts: number): Promise<ShapeTiming> {
  const key = `${name}/${parts}`;
  const html = Buffer.from((PAGE_SHAPES[name] as (count: number) => string)(parts), 'utf8');
  pages.set(key, html);
  const timing = { kib: html.length / 1024, facade: await fastest(() => viaFacade(facade, urlOf(key))), plain: await fastest(() => viaPlain(urlOf(key))) };
  pages.delete(key);
  return timing;
}

try {
  // Warm both paths (module loading, JIT) before timing.
  await timeShape('paragraphs', 50);
  const rows: string[][] = [];
  const flagged: string[] = [];
  for (const name of names) {
    if (PAGE_SHAPES[name] === undefined) throw new Error(`no shape named "${name}"`);
    const single = await timeShape(name, n);
    const double = await timeShape(name, 2 * n);
    const growth = double.facade / single.facade;
    const flags = [growth > SUPERLINEAR ? 'superlinear' : '', Math.max(single.facade, double.facade) > SLOW_MS ? `over ${SLOW_MS / 1000} s` : ''].filter((flag) => flag !== '');
    if (flags.length > 0) flagged.push(`${name} (${flags.join(', ')})`);
    rows.push([name, single.kib.toFixed(0), single.facade.toFixed(0), single.plain.toFixed(0), (single.facade / single.plain).toFixed(2), double.facade.toFixed(0), double.plain.toFixed(0), growth.toFixed(2), (double.plain / single.plain).toFixed(2), flags.join(', ')]);
  }
  console.log(`### run.fetch against a plain fetch + Readability + Turndown, each shape at n = ${n} and 2n parts (fastest of ${passes})\n`);
  console.log(markdownTable(['shape', 'KiB at n', 'run.fetch ms', 'plain ms', 'ratio', 'run.fetch ms at 2n', 'plain ms at 2n', 'run.fetch growth', 'plain growth', 'flags'], rows));
  console.log(flagged.length === 0 ? `\nNo shape grows more than ${SUPERLINEAR}x when its parts double, and no page took over ${SLOW_MS / 1000} s.` : `\nFlagged: ${flagged.join('; ')}.`);
  process.exitCode = flagged.length === 0 ? 0 : 1;
} finally {
  for (const listener of listeners) listener.close();
  await facade.close();
}
