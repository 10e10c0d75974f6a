/**
 * Lists where a V8 CPU profile (`node --cpu-prof`) spent its time: the top
 * functions by self time, by inclusive time, and self time rolled up by
 * package (the directory under node_modules). `--match TEXT` adds a table of
 * inclusive time restricted to frames whose label contains TEXT (e.g.
 * `defuddle/dist` to see which of a library's steps costs what).
 *
 *   node --import tsx bench/extract/cpu-profile-top.ts FILE.cpuprofile [--top 25] [--match TEXT]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, match: { type: 'string' } } });
const top = Number.parseInt(values.top, 10);
const file = positionals[0];
if (!file) throw new Error('usage: cpu-profile-top.ts FILE.cpuprofile [--top N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

function shortUrl(url: string): string {
  const marker = url.lastIndexOf('node_modules/');
  if (marker !== -1) return url.slice(marker + 'node_modules/'.length);
  return url.replace(/^file:\/\//, '').split('/').slice(-2).join('/');
}

function packageOf(url: string): string {
  const marker = url.lastIndexOf('node_modules/');
  if (marker === -1) return url === '' ? '(native/vm)' : '(own code)';
  const rest = url.slice(marker + 'node_modules/'.length).split('/');
  return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? '?');
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const byPackage = new Map<string, number>();
let totalUs = 0;
profile.samples.forEach((sampleId, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  const node = byId.get(sampleId);
  if (!node) return;
  totalUs += delta;
  self.set(label(node), (self.get(label(node)) ?? 0) + delta);
  byPackage.set(packageOf(node.callFrame.url), (byPackage.get(packageOf(node.callFrame.url)) ?? 0) + delta);
  const seen = new Set<string>();
  for (let current: number | undefined = sampleId; current !== undefined; current = parentOf.get(current)) {
    const frame = byId.get(current);
    if (!frame) break;
    const name = label(frame);
    if (!seen.has(name)) {
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
  }
});

function print(title: string, table: Map<string, number>, limit: number): void {
  console.log(`\n${title}`);
  const rows = [...table.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
  for (const [name, us] of rows) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / totalUs).toFixed(1).padStart(5)} %  ${name}`);
  }
}

console.log(`profile ${file}: ${(totalUs / 1000).toFixed(0)} ms sampled`);
print('self time by package', byPackage, 15);
print(`top ${top} by self time`, self, top);
print(`top ${top} by inclusive time`, inclusive, top);
const match = values.match;
if (match) {
  const matching = new Map([...inclusive].filter(([name]) => name.includes(match)));
  print(`top ${top} by inclusive time among frames matching "${match}"`, matching, top);
}
