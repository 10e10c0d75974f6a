import { tmpdir } from 'node:os';
import type { ServerNotification } from '../../../adapters/outbound/codex/rpc/json-rpc-connection.js';
import { CodexAppServerHost } from '../../../adapters/outbound/codex/app-server/codex-app-server.host.js';
import { CodexSearchAdapter } from '../../../adapters/outbound/codex/codex-search.adapter.js';
import { CodexQuotaReader } from '../../../adapters/outbound/codex/quota/codex-quota.reader.js';
import { CodexReadinessService } from '../../../adapters/outbound/codex/readiness/codex-readiness.service.js';
import { FakeClock } from '../../fakes/fake-clock.js';
import { CodexSchemaValidator } from '../../support/codex/codex-schema.validator.js';
import { installFakeCodex, type FakeCodex } from '../../support/codex/fake-codex.js';

export const MODEL = 'gpt-5.6-luna';
export const CLEANUP_GRACE_MS = 3_000;

/** The adapter wired to a fake app-server child process, with a fake clock for deadlines. */
export interface FakeCodexRig {
  readonly fake: FakeCodex;
  readonly clock: FakeClock;
  readonly host: CodexAppServerHost;
  readonly readiness: CodexReadinessService;
  readonly adapter: CodexSearchAdapter;
  /** Resolves with the first notification of `method` (optionally matching `filter`) the adapter receives from now on. */
  next(method: string, filter?: (params: Record<string, unknown>) => boolean): Promise<ServerNotification>;
  /** Schema problems in the transcript so far (both directions). */
  schemaProblems(): string[];
  /** Methods the client sent, in order (requests and notifications). */
  clientMethods(): string[];
  close(): Promise<void>;
}

const validator = new CodexSchemaValidator();

export function fakeCodexRig(scenario: unknown, options: { readonly startFailureMemoMs?: number } = {}): FakeCodexRig {
  const fake = installFakeCodex();
  const clock = new FakeClock();
  const host = new CodexAppServerHost({
    command: fake.command,
    env: fake.env(scenario),
    cwd: tmpdir(),
    clientVersion: '0.0.0-test',
    clock,
    startupTimeoutMs: 20_000,
    startFailureMemoMs: options.startFailureMemoMs ?? 60_000,
    closeGraceMs: CLEANUP_GRACE_MS,
  });
  const readiness = new CodexReadinessService({ host, model: MODEL, clock, cacheTtlMs: 60_000 });
  const adapter = new CodexSearchAdapter({ host, readiness, quota: new CodexQuotaReader(host, clock), model: MODEL, clock, interruptGraceMs: CLEANUP_GRACE_MS });
  return {
    fake,
    clock,
    host,
    readiness,
    adapter,
    next: (method, filter) =>
      new Promise((resolve) => {
        const off = host.onNotification((notification) => {
          if (notification.method !== method) return;
          if (filter !== undefined && !filter((notification.params ?? {}) as Record<string, unknown>)) return;
          off();
          resolve(notification);
        });
      }),
    schemaProblems: () => validator.validateTranscript(fake.transcript()),
    clientMethods: () => fake.transcript().filter((entry) => entry.from === 'client' && typeof entry.message['method'] === 'string').map((entry) => String(entry.message['method'])),
    close: async () => {
      await host.close();
      fake.remove();
    },
  };
}

/** True for the user-message item notifications the fake sends right after answering `turn/start`. */
export const isUserMessage = (params: Record<string, unknown>): boolean => (params['item'] as { type?: string } | undefined)?.type === 'userMessage';
