import { Compile } from 'typebox/compile';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createPiExtension } from '../../../../../adapters/inbound/pi/pi-extension.js';
import { webFetchParameters, webSearchParameters } from '../../../../../adapters/inbound/pi/pi-tool-parameters.schema.js';
import type { WebResearchPort } from '../../../../../application/ports/web-research.port.js';
import { fetchInputSchema } from '../../../../../domain/fetch/fetch-input.schema.js';
import { searchInputSchema } from '../../../../../domain/search/search-input.schema.js';
import { FakeWebResearch, fakeFailure, fakeSuccess, type FakeToolHandler } from '../../../../fakes/fake-web-research.js';
import { RecordingExtensionApi } from './recording-extension-api.js';

function loadExtension(options: { handler?: FakeToolHandler; create?: () => Promise<WebResearchPort> } = {}) {
  const research = new FakeWebResearch(options.handler === undefined ? {} : { handler: options.handler });
  let creations = 0;
  const create = options.create ?? (() => {
    creations += 1;
    return Promise.resolve(research);
  });
  const pi = new RecordingExtensionApi();
  createPiExtension({ createWebResearch: create })(pi.api);
  return { pi, research, creations: () => creations };
}

/** Loads the extension and starts the session: the tools are registered once the configuration is known. */
async function load(options: Parameters<typeof loadExtension>[0] = {}) {
  const loaded = loadExtension(options);
  await loaded.pi.emit('session_start');
  return loaded;
}

describe('registration', () => {
  it('registers WebSearch and WebFetch with text, TypeBox parameters and lifecycle handlers', async () => {
    const { pi } = await load();
    expect([...pi.tools.keys()]).toEqual(['WebSearch', 'WebFetch']);
    expect(pi.tool('WebSearch').parameters).toBe(webSearchParameters);
    expect(pi.tool('WebFetch').parameters).toBe(webFetchParameters);
    expect(pi.tool('WebSearch').label).toBe('Web Search');
    expect(pi.tool('WebFetch').description).toMatch(/start_line/u);
    expect(pi.tool('WebSearch').promptGuidelines?.join(' ')).toMatch(/one broad/u);
    expect([...pi.handlers.keys()].sort()).toEqual(['agent_end', 'agent_start', 'session_shutdown', 'session_start']);
    expect(pi.flags.get('mono-agent-config')).toMatchObject({ type: 'string' });
  });

  it('creates no facade and registers no tool until the session starts', async () => {
    const { pi, creations } = loadExtension();
    expect([...pi.tools.keys()]).toEqual([]);
    expect(creations()).toBe(0);
    await pi.emit('session_start');
    expect(creations()).toBe(1);
  });
});

describe('TypeBox parameters mirror the domain input schemas', () => {
  const pairs = [
    ['WebSearch', webSearchParameters, searchInputSchema],
    ['WebFetch', webFetchParameters, fetchInputSchema],
  ] as const;

  it.each(pairs)('%s has the same fields, required set and descriptions', (_name, typebox, zodSchema) => {
    const json = z.toJSONSchema(zodSchema, { io: 'input' }) as { properties: Record<string, { description?: string }>; required: string[] };
    const tb = typebox as unknown as { properties: Record<string, { description?: string }>; required: string[]; additionalProperties: boolean };
    expect(Object.keys(tb.properties).sort()).toEqual(Object.keys(json.properties).sort());
    expect(tb.required).toEqual(json.required);
    expect(tb.additionalProperties).toBe(false);
    for (const [key, property] of Object.entries(json.properties)) expect(tb.properties[key]?.description).toBe(property.description);
  });

  const searchCases: readonly unknown[] = [
    { query: 'rust' },
    { query: 'rust', alternate_queries: ['a', 'b', 'c'], limit: 10, domains: ['docs.rs'], exclude_domains: ['x.com'], time_range: 'year' },
    { query: '' },
    { query: 'x'.repeat(501) },
    { query: 'rust', limit: 0 },
    { query: 'rust', limit: 11 },
    { query: 'rust', limit: 2.5 },
    { query: 'rust', alternate_queries: ['a', 'b', 'c', 'd'] },
    { query: 'rust', time_range: 'week' },
    { query: 'rust', colour: 'blue' },
    {},
  ];
  const fetchCases: readonly unknown[] = [
    { url: 'https://example.com/' },
    { url: 'https://example.com/', format: 'raw', start_line: 3, max_lines: 10000, max_output_chars: 1000, render: 'never', headers: { Accept: 'text/html' } },
    { url: 'https://example.com/', max_lines: 10001 },
    { url: 'https://example.com/', max_output_chars: 999 },
    { url: 'https://example.com/', start_line: 0 },
    { url: 'https://example.com/', format: 'html' },
    { url: 'https://example.com/', render: 'sometimes' },
    { url: 'https://example.com/', headers: { Accept: 1 } },
    { url: 'https://example.com/', extra: true },
  ];

  it.each(searchCases.map((input) => [input]))('WebSearch %j: TypeBox and domain agree', (input) => {
    expect(Compile(webSearchParameters).Check(input)).toBe(searchInputSchema.safeParse(input).success);
  });

  it.each(fetchCases.map((input) => [input]))('WebFetch %j: TypeBox and domain agree', (input) => {
    expect(Compile(webFetchParameters).Check(input)).toBe(fetchInputSchema.safeParse(input).success);
  });
});

describe('execute', () => {
  it('returns the model-facing text and details on success', async () => {
    const { pi } = await load({ handler: () => fakeSuccess('ranked results', { backend: 'searxng' }) });
    await expect(pi.execute('WebSearch', { query: 'rust' })).resolves.toEqual({
      content: [{ type: 'text', text: 'ranked results' }],
      details: { backend: 'searxng' },
    });
  });

  it('throws the model-facing failure text so Pi marks the call as an error', async () => {
    const failure = fakeFailure('http_error', 'HTTP 404 Not Found');
    const { pi } = await load({ handler: () => failure });
    await expect(pi.execute('WebFetch', { url: 'https://example.com/missing' })).rejects.toThrow(failure.content);
  });

  it('passes the input through unchanged, with Pi\'s signal, and forwards progress as updates', async () => {
    const { pi, research } = await load({
      handler: (call) => {
        call.options.onProgress?.('querying duckduckgo…');
        return fakeSuccess('ok');
      },
    });
    const controller = new AbortController();
    const updates: unknown[] = [];
    await pi.execute('WebSearch', { query: 'rust', limit: 3 }, controller.signal, (partial) => updates.push(partial));
    expect(research.calls[0]?.input).toEqual({ query: 'rust', limit: 3 });
    expect(research.calls[0]?.tool).toBe('WebSearch');
    expect(research.calls[0]?.options.signal).toBe(controller.signal);
    expect(updates).toEqual([{ content: [{ type: 'text', text: 'querying duckduckgo…' }], details: { progress: 'querying duckduckgo…' } }]);
  });

  it('reports a facade that cannot be built as the tool error and tries again on the next call', async () => {
    const research = new FakeWebResearch();
    let attempts = 0;
    const { pi } = await load({
      create: () => {
        attempts += 1;
        // Session start, agent start and the first call each try once.
        return attempts <= 3 ? Promise.reject(new Error('config_invalid: tools.web.search.backend: unknown backend "bing"')) : Promise.resolve(research);
      },
    });
    await expect(pi.emit('agent_start')).resolves.toBeUndefined();
    await expect(pi.execute('WebSearch', { query: 'rust' })).rejects.toThrow('config_invalid: tools.web.search.backend');
    await expect(pi.execute('WebSearch', { query: 'rust' })).resolves.toMatchObject({ content: [{ type: 'text' }] });
    expect(attempts).toBe(4);
  });
});

describe('tool policy (tools.web.enabled)', () => {
  it('registers only the tools the configuration enables, once the session starts', async () => {
    const research = new FakeWebResearch({ sessionPolicy: { maxRequestsPerRun: 4, runIdleMs: 300_000, enabledTools: ['WebFetch'] } });
    const { pi } = await load({ create: () => Promise.resolve(research) });
    expect([...pi.tools.keys()]).toEqual(['WebFetch']);
    await pi.emit('session_start');
    expect([...pi.tools.keys()]).toEqual(['WebFetch']);
  });

  it('registers neither when the configuration enables none', async () => {
    const research = new FakeWebResearch({ sessionPolicy: { maxRequestsPerRun: 4, runIdleMs: 300_000, enabledTools: [] } });
    const { pi } = await load({ create: () => Promise.resolve(research) });
    expect([...pi.tools.keys()]).toEqual([]);
  });

  it('registers both when the configuration cannot be loaded, so a call reports the error', async () => {
    const { pi } = await load({ create: () => Promise.reject(new Error('config_invalid: tools.web.enabled: "Bing" is not a tool name')) });
    expect([...pi.tools.keys()]).toEqual(['WebSearch', 'WebFetch']);
    await expect(pi.execute('WebFetch', { url: 'https://example.com/' })).rejects.toThrow(/tools\.web\.enabled/u);
  });
});

describe('one web-research run per agent run', () => {
  it('starts a run on agent_start, shares it between calls and closes it on agent_end', async () => {
    const { pi, research } = await load();
    await pi.emit('agent_start');
    expect(research.runs).toHaveLength(1);
    await pi.execute('WebSearch', { query: 'a' });
    await pi.execute('WebFetch', { url: 'https://example.com/' });
    expect(research.calls.map((call) => call.run)).toEqual([research.runs[0], research.runs[0]]);
    await pi.emit('agent_end');
    expect(research.runs[0]?.closed).toBe(true);
    expect(research.closed).toBe(false);
  });

  it('gives the next agent run a fresh run and builds the facade once', async () => {
    const { pi, research, creations } = await load();
    await pi.emit('agent_start');
    await pi.execute('WebSearch', { query: 'a' });
    await pi.emit('agent_end');
    await pi.emit('agent_start');
    await pi.execute('WebSearch', { query: 'b' });
    expect(research.runs).toHaveLength(2);
    expect(research.calls[1]?.run).toBe(research.runs[1]);
    expect(research.runs[1]?.closed).toBe(false);
    expect(creations()).toBe(1);
  });

  it('starts a run lazily for a call outside an agent run and replaces it on agent_start', async () => {
    const { pi, research } = await load();
    await pi.execute('WebFetch', { url: 'https://example.com/' });
    expect(research.runs).toHaveLength(1);
    await pi.emit('agent_start');
    expect(research.runs[0]?.closed).toBe(true);
    expect(research.runs).toHaveLength(2);
  });

  it('closes the run and the facade on session_shutdown', async () => {
    const { pi, research } = await load();
    await pi.emit('agent_start');
    await pi.emit('session_shutdown');
    expect(research.runs[0]?.closed).toBe(true);
    expect(research.closed).toBe(true);
  });

  it('cancels a call still in flight when the agent run ends', async () => {
    const { pi } = await load({ handler: () => new Promise(() => undefined) });
    await pi.emit('agent_start');
    const pending = pi.execute('WebSearch', { query: 'slow' });
    await new Promise<void>((resolve) => setImmediate(resolve));
    await pi.emit('agent_end');
    await expect(pending).rejects.toThrow(/cancelled/u);
  });
});
