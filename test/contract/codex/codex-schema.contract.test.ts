import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCodexSchema, SCHEMA_FIXTURES } from '../../support/codex/codex-binary.js';
import { CodexSchemaValidator } from '../../support/codex/codex-schema.validator.js';
import { CLIENT_REQUESTS, CODEX_SCHEMA_VERSION, MESSAGE_UNIONS, SERVER_REQUEST_RESULTS, subsetFiles } from '../../support/codex/codex-schema.manifest.js';

interface UnionBranch {
  readonly properties: { readonly method: { readonly enum: readonly string[] }; readonly params?: { readonly $ref?: string; readonly anyOf?: ReadonlyArray<{ readonly $ref?: string }> } };
}

let generated: string;

beforeAll(async () => {
  generated = mkdtempSync(join(tmpdir(), 'codex-schema-'));
  await generateCodexSchema(generated);
}, 60_000);

afterAll(() => rmSync(generated, { recursive: true, force: true }));

const read = (root: string, file: string): string => readFileSync(join(root, file), 'utf8');

/** method → the params definition name the generated union binds to it. */
function paramsDefinitions(union: string): Map<string, string | undefined> {
  const schema = JSON.parse(read(generated, union)) as { oneOf: readonly UnionBranch[] };
  return new Map(
    schema.oneOf.map((branch) => {
      const params = branch.properties.params;
      const ref = params?.$ref ?? params?.anyOf?.find((option) => option.$ref !== undefined)?.$ref;
      return [branch.properties.method.enum[0] ?? '', ref?.replace('#/definitions/', '')];
    }),
  );
}

describe(`the committed schema subset is what @openai/codex ${CODEX_SCHEMA_VERSION} generates`, () => {
  it('every file is a byte-for-byte copy of the generated one', () => {
    for (const file of subsetFiles()) expect(read(SCHEMA_FIXTURES, file), file).toBe(read(generated, file));
  });

  it('each client request maps to the params schema the generated ClientRequest union names', () => {
    const bound = paramsDefinitions('ClientRequest.json');
    for (const [method, entry] of Object.entries(CLIENT_REQUESTS)) {
      const title = (JSON.parse(read(SCHEMA_FIXTURES, entry.params)) as { title: string }).title.replace(/^Nullable_/, '');
      expect(bound.get(method), method).toBe(title);
    }
  });

  it('each answered server request exists in the generated ServerRequest union', () => {
    const bound = paramsDefinitions(MESSAGE_UNIONS.serverRequest);
    for (const method of Object.keys(SERVER_REQUEST_RESULTS)) expect(bound.has(method), method).toBe(true);
  });

  it('the refusals cover every server request method of this version', async () => {
    const { refusalFor } = await import('../../../adapters/outbound/codex/protocol/server-request.refusal.js');
    const typed = [...paramsDefinitions(MESSAGE_UNIONS.serverRequest).keys()].filter((method) => refusalFor(method).kind === 'result');
    expect(typed.sort()).toEqual(Object.keys(SERVER_REQUEST_RESULTS).sort());
  });
});

describe('the transcript validator rejects what the schema rejects', () => {
  const validator = new CodexSchemaValidator();

  it('a malformed message in either direction is reported, a well-formed one is not', () => {
    const item = { type: 'webSearch', id: 'ws_1', query: 'q', action: { type: 'search', query: 'q', queries: null }, results: [] };
    const good = { method: 'item/completed', params: { item, threadId: 't', turnId: 'u', completedAtMs: 1 }, emittedAtMs: 1 };
    expect(validator.validateTranscript([{ from: 'server', message: good }])).toEqual([]);
    const { query: _dropped, ...withoutQuery } = item;
    const problems = validator.validateTranscript([
      { from: 'server', message: { ...good, params: { ...good.params, item: withoutQuery } } },
      { from: 'client', message: { id: 1, method: 'thread/start', params: { sandbox: 'readonly' } } },
      { from: 'client', message: { id: 2, method: 'thread/sample', params: {} } },
      { from: 'server', message: { id: 1, result: { thread: {} } } },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('server notification item/completed does not match ServerNotification.json');
    expect(problems[1]).toContain('client thread/start params does not match v2/ThreadStartParams.json');
    expect(problems[2]).toBe('client request thread/sample is not in the schema subset');
    expect(problems[3]).toContain('server result of thread/start does not match v2/ThreadStartResponse.json');
  });
});
