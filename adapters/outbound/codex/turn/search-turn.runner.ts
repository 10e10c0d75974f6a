import * as z from '../../../../domain/shared/zod-mini.js';
import type { ClockPort } from '../../../../application/ports/clock.port.js';
import { DeadlineScope } from '../../../../application/shared/deadline-scope.js';
import { createScratchDir, type ScratchDir } from '../../../../infrastructure/fs/private-scratch-dir.js';
import type { CodexAppServerSession, CodexRpcFailure } from '../app-server/codex-app-server.session.js';
import { configReadResultSchema, threadStartResultSchema, turnStartResultSchema } from '../protocol/codex-protocol.schema.js';
import type { TurnVerdict } from './search-turn.monitor.js';
import { threadStartParams, turnStartParams, type SearchTurnPreferences } from './search-turn.params.js';
import { SearchTurnWatcher } from './search-turn.watcher.js';

/** Everything one search turn needs. */
export interface SearchTurnInput {
  readonly session: CodexAppServerSession;
  readonly model: string;
  /** The exact query, sent unchanged as the only user input. */
  readonly query: string;
  readonly preferences: SearchTurnPreferences;
  /** Fires on the caller's cancellation or the request deadline. */
  readonly signal: AbortSignal;
  readonly clock: ClockPort;
  /** Asked right before `turn/start` (the provider request): false means the run's budget is spent. */
  readonly admitTurn: () => boolean;
  /** How long an interrupted turn may take to report completion before its server is killed (ms). */
  readonly interruptGraceMs: number;
}

/** How a turn went. `turnStarted`: a turn was sent (it used the budget). */
export type SearchTurnOutcome =
  | { readonly kind: 'verdict'; readonly verdict: TurnVerdict; readonly interrupted: boolean }
  | { readonly kind: 'aborted'; readonly reason: unknown; readonly turnStarted: boolean; readonly interrupted: boolean }
  | { readonly kind: 'budget_exhausted' }
  | { readonly kind: 'unsafe_thread'; readonly message: string }
  | { readonly kind: 'transport'; readonly message: string; readonly turnStarted: boolean };

const SCRATCH_PREFIX = 'mono-agent-codex-';
const CLEANUP_CALL_TIMEOUT_MS = 2_000;
const anyResult = z.unknown();

function transport(method: string, failure: Exclude<CodexRpcFailure, { kind: 'aborted' }>, turnStarted: boolean): SearchTurnOutcome {
  const detail = failure.kind === 'error_response' ? `${method} was refused: ${failure.message}` : failure.message;
  return { kind: 'transport', message: detail, turnStarted };
}

/** Resolves when `signal` aborts; `off` removes the listener. */
function whenAborted(signal: AbortSignal): { readonly promise: Promise<void>; readonly off: () => void } {
  let off = (): void => undefined;
  const promise = new Promise<void>((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const onAbort = (): void => resolve();
    signal.addEventListener('abort', onAbort, { once: true });
    off = () => signal.removeEventListener('abort', onAbort);
  });
  return { promise, off };
}

/** A bounded signal of its own for calls that must finish even after the caller gave up. */
function graceScope(input: SearchTurnInput): DeadlineScope {
  return DeadlineScope.open(input.clock, new AbortController().signal, input.interruptGraceMs);
}

/**
 * Runs one ephemeral, low-effort search turn in a fresh private scratch directory (removed
 * afterwards) and stops it as soon as its verdict is known: the first completed search item's
 * results, or a rejection. Stopping means `turn/interrupt`, then waiting (bounded) for
 * `turn/completed`; a server that does not confirm is killed, so nothing of the turn outlives the
 * call. Cancellation and the deadline stop the turn the same way.
 */
export async function runSearchTurn(input: SearchTurnInput): Promise<SearchTurnOutcome> {
  const { session, signal } = input;
  let scratch: ScratchDir;
  try {
    scratch = await createScratchDir(SCRATCH_PREFIX);
  } catch (error) {
    const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'unknown error';
    return { kind: 'transport', message: `no private scratch directory could be created (${code})`, turnStarted: false };
  }
  const watcher = new SearchTurnWatcher(session);
  let threadId: string | undefined;
  try {
    const config = await session.request('config/read', { includeLayers: false, cwd: scratch.path }, configReadResultSchema, signal);
    if (!config.ok) return config.error.kind === 'aborted' ? notStarted(config.error.reason) : transport('config/read', config.error, false);
    const mcpServers = Object.keys(config.value.config.mcp_servers ?? {});

    const thread = await session.request('thread/start', threadStartParams(input.model, scratch.path, mcpServers, input.preferences), threadStartResultSchema, signal);
    if (!thread.ok) return thread.error.kind === 'aborted' ? notStarted(thread.error.reason) : transport('thread/start', thread.error, false);
    threadId = thread.value.thread.id;
    watcher.bind(threadId);
    const unsafe = unsafeThread(thread.value);
    if (unsafe !== undefined) return { kind: 'unsafe_thread', message: unsafe };
    if (signal.aborted) return notStarted(signal.reason);

    if (!input.admitTurn()) return { kind: 'budget_exhausted' };
    // Not cut short by the caller: once sent, the turn's id is needed to stop it.
    const startScope = graceScope(input);
    const turn = await session.request('turn/start', turnStartParams(threadId, input.query, input.preferences), turnStartResultSchema, startScope.signal);
    startScope.dispose();
    if (!turn.ok) {
      if (turn.error.kind !== 'aborted') return transport('turn/start', turn.error, true);
      await session.kill();
      return { kind: 'transport', message: `turn/start got no answer within ${input.interruptGraceMs / 1000} s`, turnStarted: true };
    }
    return await followTurn(input, watcher, threadId, turn.value.turn.id);
  } finally {
    watcher.dispose();
    if (threadId !== undefined && session.alive) unsubscribe(input, threadId);
    await scratch.remove();
  }
}

function notStarted(reason: unknown): SearchTurnOutcome {
  return { kind: 'aborted', reason, turnStarted: false, interrupted: false };
}

async function followTurn(input: SearchTurnInput, watcher: SearchTurnWatcher, threadId: string, turnId: string): Promise<SearchTurnOutcome> {
  const aborted = whenAborted(input.signal);
  let first: 'decided' | 'aborted' | 'exited';
  try {
    first = await Promise.race([watcher.decided.then(() => 'decided' as const), aborted.promise.then(() => 'aborted' as const), input.session.exited.then(() => 'exited' as const)]);
  } finally {
    aborted.off();
  }
  const decidedFirst = watcher.monitor.verdict;
  let interrupted = false;
  if (!watcher.hasCompleted && input.session.alive) {
    interrupted = true;
    watcher.markInterrupted();
    await interrupt(input, watcher, threadId, turnId);
  }
  if (first === 'aborted' && decidedFirst === undefined) return { kind: 'aborted', reason: input.signal.reason, turnStarted: true, interrupted };
  const verdict = watcher.monitor.verdict ?? decidedFirst;
  if (verdict === undefined) return { kind: 'transport', message: 'the codex app-server exited during the search turn', turnStarted: true };
  return { kind: 'verdict', verdict, interrupted };
}

/** Sends `turn/interrupt` and waits for `turn/completed`; kills the server when it does not confirm in time. */
async function interrupt(input: SearchTurnInput, watcher: SearchTurnWatcher, threadId: string, turnId: string): Promise<void> {
  const scope = graceScope(input);
  const expired = whenAborted(scope.signal);
  try {
    void input.session.request('turn/interrupt', { threadId, turnId }, anyResult, scope.signal);
    const confirmed = await Promise.race([watcher.completed.then(() => true), input.session.exited.then(() => true), expired.promise.then(() => false)]);
    if (!confirmed) await input.session.kill();
  } finally {
    expired.off();
    scope.dispose();
  }
}

function unsubscribe(input: SearchTurnInput, threadId: string): void {
  const scope = DeadlineScope.open(input.clock, new AbortController().signal, CLEANUP_CALL_TIMEOUT_MS);
  void input.session.request('thread/unsubscribe', { threadId }, anyResult, scope.signal).finally(() => scope.dispose());
}

/** A thread whose applied settings are not the locked-down ones (e.g. a managed policy overrode them) is not used. */
function unsafeThread(result: z.output<typeof threadStartResultSchema>): string | undefined {
  if (result.sandbox !== undefined && result.sandbox.type !== 'readOnly') return `the search thread got a ${result.sandbox.type.slice(0, 40)} sandbox instead of read-only`;
  if (result.approvalPolicy !== undefined && result.approvalPolicy !== 'never') return 'the search thread did not get the approval policy "never"';
  if (result.instructionSources !== undefined && result.instructionSources.length > 0) return 'the search thread loaded project instructions';
  return undefined;
}
