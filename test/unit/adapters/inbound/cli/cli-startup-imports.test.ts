import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const ENTRY = resolve(ROOT, 'adapters/inbound/cli/cli.adapter.ts');
/** Packages that would slow every `mono-agent` start; they must load lazily behind the facade or be injected. */
const HEAVY = /^(jsdom|linkedom|defuddle|turndown|pdf-parse|@mozilla\/readability|undici|@modelcontextprotocol\/|typebox|@mariozechner\/|inversify)/u;

/** Runtime (non-type) static imports of a module, relative ones resolved to .ts files. */
function runtimeImports(file: string): { local: string[]; packages: string[] } {
  const source = readFileSync(file, 'utf8');
  const local: string[] = [];
  const packages: string[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)';/gmu)) {
    const specifier = match[2] ?? '';
    if (specifier.startsWith('.')) local.push(resolve(dirname(file), specifier.replace(/\.js$/u, '.ts')));
    else packages.push(specifier);
  }
  return { local, packages };
}

function staticGraph(entry: string): Map<string, string[]> {
  const packagesByFile = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (packagesByFile.has(file)) continue;
    const { local, packages } = runtimeImports(file);
    packagesByFile.set(file, packages);
    queue.push(...local);
  }
  return packagesByFile;
}

describe('CLI start-up cost', () => {
  it('statically loads no heavy package (extractors, HTTP client, MCP SDK, Pi) from the CLI module graph', () => {
    const graph = staticGraph(ENTRY);
    const heavy = [...graph].flatMap(([file, packages]) => packages.filter((name) => HEAVY.test(name)).map((name) => `${relative(ROOT, file)} → ${name}`));
    expect(heavy).toEqual([]);
    expect([...graph.keys()].some((file) => file.endsWith('search.command.ts'))).toBe(true);
  });

  it('does not statically import the MCP or demo adapters (they are injected)', () => {
    const files = [...staticGraph(ENTRY).keys()].map((file) => relative(ROOT, file));
    expect(files.filter((file) => /adapters\/inbound\/(mcp|demo|pi)\//u.test(file))).toEqual([]);
  });
});
