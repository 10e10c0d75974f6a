import type { CodexReadinessCheck } from '../../../../application/ports/codex-readiness.port.js';
import type { CodexAppServerSession, CodexRpcFailure } from '../app-server/codex-app-server.session.js';
import { accountReadResultSchema, capabilitiesResultSchema, modelListResultSchema } from '../protocol/codex-protocol.schema.js';

/** Pages of `model/list` read before giving up (the catalog fits one page today). */
const MAX_MODEL_PAGES = 10;

/** A check that could not finish because the caller's signal fired. */
export interface CheckAborted {
  readonly aborted: true;
  readonly reason: unknown;
}

type CheckOutcome = CodexReadinessCheck | CheckAborted;

function pass(id: CodexReadinessCheck['id'], message: string): CodexReadinessCheck {
  return { id, status: 'pass', message };
}

function fail(id: CodexReadinessCheck['id'], message: string): CodexReadinessCheck {
  return { id, status: 'fail', message };
}

function rpcFailed(id: CodexReadinessCheck['id'], method: string, failure: CodexRpcFailure): CheckOutcome {
  if (failure.kind === 'aborted') return { aborted: true, reason: failure.reason };
  const detail = failure.kind === 'error_response' ? `${failure.message} (${failure.code})` : failure.message;
  return fail(id, `the codex readiness call ${method} failed: ${detail}`);
}

/** Account types other than ChatGPT, named for the message; anything unexpected is not echoed. */
const KNOWN_OTHER_ACCOUNTS: Readonly<Record<string, string>> = { apiKey: 'an API key', amazonBedrock: 'Amazon Bedrock', gcp: 'Google Cloud' };

async function checkSignIn(session: CodexAppServerSession, signal: AbortSignal): Promise<CheckOutcome> {
  const read = await session.request('account/read', { refreshToken: false }, accountReadResultSchema, signal);
  if (!read.ok) return rpcFailed('chatgpt_sign_in', 'account/read', read.error);
  const account = read.value.account;
  if (account?.type === 'chatgpt') return pass('chatgpt_sign_in', 'codex is signed in with ChatGPT');
  if (account === null) return fail('chatgpt_sign_in', 'codex is not signed in with ChatGPT (run `codex login`)');
  const other = KNOWN_OTHER_ACCOUNTS[account.type] ?? 'another kind of account';
  return fail('chatgpt_sign_in', `codex is signed in with ${other}, not with ChatGPT (run \`codex login\` and sign in with ChatGPT)`);
}

async function checkWebSearch(session: CodexAppServerSession, signal: AbortSignal): Promise<CheckOutcome> {
  const read = await session.request('modelProvider/capabilities/read', {}, capabilitiesResultSchema, signal);
  if (!read.ok) return rpcFailed('web_search_capability', 'modelProvider/capabilities/read', read.error);
  return read.value.webSearch
    ? pass('web_search_capability', 'the codex model provider offers web search')
    : fail('web_search_capability', 'the codex model provider reports no web-search capability');
}

async function checkModel(session: CodexAppServerSession, model: string, signal: AbortSignal): Promise<CheckOutcome> {
  let cursor: string | null = null;
  for (let page = 0; page < MAX_MODEL_PAGES; page += 1) {
    const params: Record<string, unknown> = { includeHidden: true, ...(cursor === null ? {} : { cursor }) };
    const read = await session.request('model/list', params, modelListResultSchema, signal);
    if (!read.ok) return rpcFailed('model_listed', 'model/list', read.error);
    if (read.value.data.some((entry) => entry.id === model || entry.model === model)) return pass('model_listed', `codex lists the model ${model}`);
    cursor = read.value.nextCursor ?? null;
    if (cursor === null) break;
  }
  return fail('model_listed', `the model ${model} (tools.web.search.codex.model) is not listed by codex model/list`);
}

/**
 * The three protocol checks of the spec, run side by side on an initialized session. A check
 * whose call fails (error answer, unexpected shape, server exit) fails with the call named.
 */
export async function runProtocolChecks(session: CodexAppServerSession, model: string, signal: AbortSignal): Promise<CodexReadinessCheck[] | CheckAborted> {
  const outcomes = await Promise.all([checkSignIn(session, signal), checkWebSearch(session, signal), checkModel(session, model, signal)]);
  const aborted = outcomes.find((outcome): outcome is CheckAborted => 'aborted' in outcome);
  return aborted ?? (outcomes as CodexReadinessCheck[]);
}
