#!/usr/bin/env node
/**
 * A scripted stand-in for `codex app-server` (0.169.0 protocol, v2): newline-delimited JSON on
 * stdio, no `jsonrpc` member, notifications stamped with `emittedAtMs`, `turn/started` written
 * before the `turn/start` answer (as the real server does). Message shapes follow what the real
 * binary sent offline; tests validate every line of the transcript against the generated schema.
 *
 * Environment:
 *   FAKE_CODEX_SCENARIO    the scenario as JSON, or a path to a JSON file (see below)
 *   FAKE_CODEX_TRANSCRIPT  a file to append `{ from, message }` lines to (both directions)
 *
 * Scenario (every member optional):
 *   startup:     { exitCode: n } exit before answering initialize | { hang: true } never answer it
 *   account:     "chatgpt" (default) | "apiKey" | null
 *   webSearch:   true (default) | false
 *   models:      model ids for model/list (default ["gpt-6.1-sol", "gpt-5.6-luna"])
 *   mcpServers:  names config/read reports as configured
 *   rateLimits:  a list of answers to successive account/rateLimits/read calls (the last repeats; counted across restarts):
 *                { primary: {usedPercent, resetsAt?, windowDurationMins?}, secondary: {...}, ordinaryUsageAllowed?, rateLimitReachedType? }
 *                or { error: "message" }. Default: primary 12 %, secondary 40 %.
 *   stayOnStdinClose: true keeps running after stdin closes (so only a signal ends it)
 *   turns:       a list of turn scripts for successive turns (the last repeats; counted across restarts): { steps: [...], onInterrupt: "complete" | "ignore" }
 * Steps: { search: { id, results, queries } } | { searchStarted: { id } } | { searchCompleted: { id, results } }
 *        | { message: "text" } | { reasoning: true } | { tool: "commandExecution" | "mcpToolCall" }
 *        | { request: "<server request method>" } (waits for the client's answer)
 *        | { rateLimitsUpdated: { primary: {...} } } | { error: { codexErrorInfo, willRetry } }
 *        | { complete: "completed" | "failed", error: { message, codexErrorInfo } } | { hang: true } | { exit: n }
 *        | { sleep: ms } (the model thinking: nothing is sent meanwhile)
 * The fake writes its pid to `<FAKE_CODEX_TRANSCRIPT>.pid` so tests can check it is gone afterwards.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

if (process.argv[2] === '--version') {
  process.stdout.write('codex-cli 0.169.0 (fake)\n');
  process.exit(0);
}
if (process.argv[2] !== 'app-server') {
  process.stderr.write(`fake codex: unsupported arguments ${process.argv.slice(2).join(' ')}\n`);
  process.exit(2);
}

const rawScenario = process.env.FAKE_CODEX_SCENARIO ?? '{}';
const scenario = JSON.parse(rawScenario.trim().startsWith('{') ? rawScenario : readFileSync(rawScenario, 'utf8'));
const transcriptPath = process.env.FAKE_CODEX_TRANSCRIPT;
const statePath = transcriptPath ? `${transcriptPath}.counters.json` : undefined;
const memoryCounters = {};

/** Counts calls across restarts of the fake (the scenario's lists are indexed by these). */
function nextCount(name) {
  const counters = statePath && existsSync(statePath) ? JSON.parse(readFileSync(statePath, 'utf8')) : memoryCounters;
  const value = counters[name] ?? 0;
  counters[name] = value + 1;
  if (statePath) writeFileSync(statePath, JSON.stringify(counters));
  return value;
}
const nowSeconds = () => Math.floor(Date.now() / 1000);
let sequence = 0;
const newId = (prefix) => `${prefix}-${String(++sequence).padStart(4, '0')}-0000-7000-8000-000000000000`;

function record(from, message) {
  if (transcriptPath) appendFileSync(transcriptPath, `${JSON.stringify({ from, message })}\n`);
}
function send(message) {
  record('server', message);
  process.stdout.write(`${JSON.stringify(message)}\n`);
}
const notify = (method, params) => send({ method, params, emittedAtMs: Date.now() });
const answer = (id, result) => send({ id, result });
const fail = (id, message) => send({ id, error: { code: -32600, message } });

process.stderr.write('WARNING: fake codex app-server (stderr is drained by the client)\n');
if (transcriptPath) writeFileSync(`${transcriptPath}.pid`, String(process.pid));

const nth = (list, index, fallback) => (Array.isArray(list) && list.length > 0 ? list[Math.min(index, list.length - 1)] : fallback);
const window = (w) => (w == null ? null : { usedPercent: w.usedPercent, windowDurationMins: w.windowDurationMins ?? null, resetsAt: 'resetsAt' in w ? w.resetsAt : nowSeconds() + 3600 });
function snapshot(limits) {
  return {
    limitId: 'codex', limitName: null, normalModelSlug: null, primary: window(limits.primary), secondary: window(limits.secondary),
    credits: null, individualLimit: null, spendControlReached: limits.spendControlReached ?? null, planType: 'plus', rateLimitReachedType: limits.rateLimitReachedType ?? null,
  };
}

function model(id) {
  const effort = (reasoningEffort) => ({ reasoningEffort, description: `${reasoningEffort} effort` });
  return {
    id, model: id, upgrade: null, upgradeInfo: null, availabilityNux: null, displayName: id.toUpperCase(), description: 'fake model', modelSpecialty: null,
    hidden: false, supportedReasoningEfforts: [effort('low'), effort('medium')], defaultReasoningEffort: 'medium', inputModalities: ['text'],
    supportsPersonality: false, multiAgentVersion: 'v1', additionalSpeedTiers: [], serviceTiers: [], defaultServiceTier: null, availableAccessPrograms: null, isDefault: false,
  };
}

const threads = new Map();

function threadObject(id, params) {
  const t = nowSeconds();
  return {
    id, environments: [], extra: null, sessionId: id, forkedFromId: null, attachedToThreadId: null, parentThreadId: null, preview: '', ephemeral: true,
    section: null, sectionEnteredAt: null, projectId: null, historyMode: 'paginated', modelProvider: 'openai', model: params.model ?? 'gpt-5.6-luna',
    reasoningEffort: null, createdAt: t, updatedAt: t, recencyAt: t, status: { type: 'idle' }, path: null, cwd: params.cwd, cliVersion: '0.169.0',
    originator: 'mono_agent_web', source: 'vscode', canAcceptDirectInput: true, threadSource: null, agentNickname: null, agentRole: null, gitInfo: null,
    name: null, daybreakEnabled: null, turns: [],
  };
}
const turnObject = (id, status, error = null) => ({
  id, rootTurnId: id, items: [], itemsView: 'notLoaded', status, error, startedAt: nowSeconds(), completedAt: status === 'inProgress' ? null : nowSeconds(), durationMs: status === 'inProgress' ? null : 5,
});

function itemPayload(step, turn) {
  if (step.message !== undefined) return [{ type: 'agentMessage', id: newId('msg'), text: step.message, phase: null, memoryCitation: null, delivery: null, questions: null, moderation: null }];
  if (step.reasoning) return [{ type: 'reasoning', id: newId('rs'), summary: [], content: [] }];
  if (step.tool === 'mcpToolCall') return [{ type: 'mcpToolCall', id: newId('mcp'), server: 'docs', tool: 'lookup', status: 'inProgress', arguments: {}, appContext: null, mcpAppResourceUri: null, pluginId: null, result: null, error: null, durationMs: null }];
  if (step.tool) {
    return [{ type: 'commandExecution', id: newId('cmd'), pluginId: null, scriptPath: null, command: 'ls', cwd: turn.cwd, processId: null, source: 'agent', status: 'inProgress', commandActions: [], aggregatedOutput: null, exitCode: null, durationMs: null }];
  }
  return [];
}

async function runTurn(turn) {
  const script = nth(scenario.turns, nextCount('turns'), { steps: [{ search: {} }, { hang: true }] });
  turn.onInterrupt = script.onInterrupt ?? 'complete';
  const base = { threadId: turn.threadId, turnId: turn.id };
  const searchItem = (id, results, queries, completed) => ({
    type: 'webSearch', id, query: completed ? (queries?.[0] ?? turn.query) : '',
    action: completed ? { type: 'search', query: queries?.[0] ?? turn.query, queries: queries ?? null } : { type: 'other' }, results: completed ? results : null,
  });
  for (const step of script.steps ?? []) {
    if (turn.done) return;
    if (step.hang) return;
    if (step.sleep) await new Promise((resolve) => setTimeout(resolve, step.sleep));
    if (step.exit !== undefined) process.exit(step.exit);
    if (step.search || step.searchStarted) {
      const s = step.search ?? step.searchStarted;
      notify('item/started', { item: searchItem(s.id ?? 'ws_1', null, s.queries, false), ...base, startedAtMs: Date.now() });
    }
    if (step.search || step.searchCompleted) {
      const s = step.search ?? step.searchCompleted;
      const results = s.results === undefined ? [{ type: 'text_result', ref_id: 'turn1search0', url: 'https://example.com/a', title: 'Example A', snippet: 'about a', domain: 'example.com' }] : s.results;
      notify('item/completed', { item: searchItem(s.id ?? 'ws_1', results, s.queries, true), ...base, completedAtMs: Date.now() });
    }
    for (const item of itemPayload(step, turn)) {
      notify('item/started', { item, ...base, startedAtMs: Date.now() });
      if (item.type !== 'commandExecution' && item.type !== 'mcpToolCall') notify('item/completed', { item, ...base, completedAtMs: Date.now() });
    }
    if (step.request) {
      const id = newId('req');
      await new Promise((resolve) => {
        pendingServerRequests.set(id, resolve);
        send({ id, method: step.request, params: serverRequestParams(step.request, turn) });
      });
    }
    if (step.rateLimitsUpdated) notify('account/rateLimits/updated', { rateLimits: snapshot(step.rateLimitsUpdated) });
    if (step.error) {
      notify('error', { error: { message: 'fake turn error', codexErrorInfo: step.error.codexErrorInfo ?? 'other', additionalDetails: null, misalignment: null }, willRetry: step.error.willRetry ?? false, ...base });
    }
    if (step.complete) {
      const error = step.error ?? (step.complete === 'failed' ? { message: 'fake failure', codexErrorInfo: 'other', additionalDetails: null, misalignment: null } : null);
      completeTurn(turn, step.complete, error);
      return;
    }
  }
}

function serverRequestParams(method, turn) {
  const base = { threadId: turn.threadId, turnId: turn.id, itemId: newId('cmd'), startedAtMs: Date.now() };
  if (method === 'item/commandExecution/requestApproval') return { ...base, kind: 'command', environmentId: null, command: 'curl https://example.com', cwd: turn.cwd, reason: 'network access' };
  if (method === 'item/fileChange/requestApproval') return { ...base, reason: null, grantRoot: null };
  return base;
}

function completeTurn(turn, status, error = null) {
  if (turn.done) return;
  turn.done = true;
  notify('thread/status/changed', { threadId: turn.threadId, status: { type: 'idle' } });
  notify('turn/completed', { threadId: turn.threadId, turn: turnObject(turn.id, status, error) });
}

const pendingServerRequests = new Map();
let activeTurn;

const handlers = {
  initialize(id) {
    if (scenario.startup?.exitCode !== undefined) process.exit(scenario.startup.exitCode);
    if (scenario.startup?.hang) return;
    answer(id, { userAgent: 'mono_agent_web/0.169.0 (fake)', codexHome: '/tmp/fake-codex-home', platformFamily: 'unix', platformOs: 'linux' });
  },
  'account/read'(id) {
    const type = scenario.account === undefined ? 'chatgpt' : scenario.account;
    const account = type === null ? null : type === 'chatgpt' ? { type: 'chatgpt', email: 'operator@example.com', planType: 'plus', workspaceName: null } : { type };
    answer(id, { account, userId: type === null ? null : 'user-fake', requiresOpenaiAuth: true, workspaceRouting: null });
  },
  'modelProvider/capabilities/read'(id) {
    answer(id, { imageGeneration: true, webSearch: scenario.webSearch ?? true });
  },
  'model/list'(id) {
    answer(id, { data: (scenario.models ?? ['gpt-6.1-sol', 'gpt-5.6-luna']).map(model), nextCursor: null });
  },
  'account/rateLimits/read'(id) {
    const limits = nth(scenario.rateLimits, nextCount('rateLimitReads'), { primary: { usedPercent: 12, windowDurationMins: 300 }, secondary: { usedPercent: 40, windowDurationMins: 10080 } });
    if (limits.error) return fail(id, limits.error);
    answer(id, {
      ordinaryUsageAllowed: limits.ordinaryUsageAllowed === undefined ? true : limits.ordinaryUsageAllowed, rateLimits: snapshot(limits),
      rateLimitsByLimitId: { codex: snapshot(limits) }, rateLimitResetCredits: null, accountId: null, rateLimitUpsell: null,
    });
  },
  'config/read'(id) {
    const servers = Object.fromEntries((scenario.mcpServers ?? []).map((name) => [name, { command: '/nonexistent', args: [], enabled: true }]));
    answer(id, { config: { model: null, mcp_servers: servers }, origins: {}, layers: null });
  },
  'thread/start'(id, params) {
    const threadId = newId('thread');
    threads.set(threadId, { cwd: params.cwd });
    answer(id, {
      thread: threadObject(threadId, params), model: params.model ?? 'gpt-5.6-luna', modelProvider: 'openai', serviceTier: null, disabledPluginIds: [], cwd: params.cwd,
      runtimeWorkspaceRoots: [], instructionSources: [], approvalPolicy: params.approvalPolicy ?? 'on-request', approvalsReviewer: 'user',
      sandbox: params.sandbox === 'read-only' ? { type: 'readOnly', networkAccess: false } : { type: 'dangerFullAccess' }, activePermissionProfile: null, reasoningEffort: null, multiAgentMode: 'explicitRequestOnly',
    });
    notify('thread/started', { thread: threadObject(threadId, params) });
  },
  'turn/start'(id, params) {
    const thread = threads.get(params.threadId);
    if (!thread) return fail(id, `thread not found: ${params.threadId}`);
    const turn = { id: newId('turn'), threadId: params.threadId, cwd: thread.cwd, query: params.input?.[0]?.text ?? '', done: false };
    activeTurn = turn;
    notify('thread/status/changed', { threadId: turn.threadId, status: { type: 'active', activeFlags: [] } });
    notify('turn/started', { threadId: turn.threadId, turn: turnObject(turn.id, 'inProgress') });
    answer(id, { turn: turnObject(turn.id, 'inProgress') });
    const user = { type: 'userMessage', id: newId('user'), clientId: null, content: params.input };
    notify('item/started', { item: user, threadId: turn.threadId, turnId: turn.id, startedAtMs: Date.now() });
    notify('item/completed', { item: user, threadId: turn.threadId, turnId: turn.id, completedAtMs: Date.now() });
    void runTurn(turn);
  },
  'turn/interrupt'(id, params) {
    const turn = activeTurn;
    if (!turn || turn.done || turn.id !== params.turnId) return fail(id, 'no active turn to interrupt');
    if (turn.onInterrupt === 'ignore') return;
    answer(id, {});
    completeTurn(turn, 'interrupted');
  },
  'thread/unsubscribe'(id, params) {
    answer(id, { status: threads.delete(params.threadId) ? 'unsubscribed' : 'notLoaded' });
  },
};

let initialized = false;
createInterface({ input: process.stdin }).on('line', (line) => {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return; // like the real server: a non-JSON line is ignored
  }
  record('client', message);
  if (message.method === undefined) {
    const resolve = pendingServerRequests.get(message.id);
    pendingServerRequests.delete(message.id);
    resolve?.();
    return;
  }
  if (message.id === undefined) return; // notifications (initialized)
  if (message.method !== 'initialize' && !initialized) return fail(message.id, 'Not initialized');
  if (message.method === 'initialize') initialized = true;
  const handler = handlers[message.method];
  if (!handler) return fail(message.id, `Invalid request: unknown variant \`${message.method}\``);
  handler(message.id, message.params ?? {});
}).on('close', () => {
  if (!scenario.stayOnStdinClose) process.exit(0);
  const keepRunning = () => setTimeout(keepRunning, 60_000); // until a signal ends it
  keepRunning();
});
