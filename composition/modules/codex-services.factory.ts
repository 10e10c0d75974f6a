import { tmpdir } from 'node:os';
import type { ResolutionContext } from 'inversify';
import { CLOCK, type ClockPort } from '../../application/ports/clock.port.js';
import { CODEX_READINESS } from '../../application/ports/codex-readiness.port.js';
import {
  CODEX_CLEANUP_GRACE_MS,
  CODEX_READINESS_TTL_MS,
  CODEX_START_FAILURE_MEMO_MS,
  CODEX_STARTUP_TIMEOUT_MS,
} from '../../domain/codex/codex-timings.js';
import { CodexAppServerHost } from '../../adapters/outbound/codex/app-server/codex-app-server.host.js';
import { CodexSearchAdapter } from '../../adapters/outbound/codex/codex-search.adapter.js';
import { CodexQuotaReader } from '../../adapters/outbound/codex/quota/codex-quota.reader.js';
import { CodexReadinessService } from '../../adapters/outbound/codex/readiness/codex-readiness.service.js';
import type { CompositionInput } from '../composition-options.js';
import { packageVersion } from '../entry/package-version.js';
import { CODEX_APP_SERVER_HOST, COMPOSITION_INPUT } from '../tokens.js';

/** Variables that would let codex bill an API key instead of the ChatGPT subscription: never passed on. */
const API_KEY_VARIABLES = ['OPENAI_API_KEY', 'CODEX_API_KEY'];

/** The app-server's environment: the process's (or the injected one) without API keys. */
export function codexChildEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !API_KEY_VARIABLES.includes(name.toUpperCase())));
}

/** The process's one lazily started app-server (nothing is spawned until a search or readiness check needs it). */
export function createCodexHost(ctx: ResolutionContext): CodexAppServerHost {
  const input = ctx.get<CompositionInput>(COMPOSITION_INPUT);
  return new CodexAppServerHost({
    command: input.options.codexCommand ?? 'codex',
    env: codexChildEnv(input.options.env ?? process.env),
    cwd: tmpdir(),
    clientVersion: packageVersion(),
    clock: ctx.get<ClockPort>(CLOCK),
    startupTimeoutMs: CODEX_STARTUP_TIMEOUT_MS,
    startFailureMemoMs: CODEX_START_FAILURE_MEMO_MS,
    closeGraceMs: CODEX_CLEANUP_GRACE_MS,
  });
}

/** The readiness checks (also the `CodexReadinessPort` for `validate`). */
export async function createCodexReadiness(ctx: ResolutionContext): Promise<CodexReadinessService> {
  const input = ctx.get<CompositionInput>(COMPOSITION_INPUT);
  return new CodexReadinessService({
    host: await ctx.getAsync<CodexAppServerHost>(CODEX_APP_SERVER_HOST),
    model: input.config.search.codex.model,
    clock: ctx.get<ClockPort>(CLOCK),
    cacheTtlMs: CODEX_READINESS_TTL_MS,
  });
}

/** The Codex search provider: readiness, the quota reader and turns on the shared app-server. */
export async function createCodexSearch(ctx: ResolutionContext): Promise<CodexSearchAdapter> {
  const input = ctx.get<CompositionInput>(COMPOSITION_INPUT);
  const clock = ctx.get<ClockPort>(CLOCK);
  const host = await ctx.getAsync<CodexAppServerHost>(CODEX_APP_SERVER_HOST);
  return new CodexSearchAdapter({
    host,
    readiness: await ctx.getAsync<CodexReadinessService>(CODEX_READINESS),
    quota: new CodexQuotaReader(host, clock),
    model: input.config.search.codex.model,
    clock,
    interruptGraceMs: CODEX_CLEANUP_GRACE_MS,
  });
}
