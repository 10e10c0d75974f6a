import type { TimeRange } from '../../../../application/ports/search-provider.port.js';

/** Advisory preferences sent beside (never inside) the query. */
export interface SearchTurnPreferences {
  readonly language?: string;
  readonly timeRange?: TimeRange;
  readonly domains: readonly string[];
  readonly excludeDomains: readonly string[];
}

/** Tool and context features switched off for the search thread (all accepted by app-server 0.169.0). */
const DISABLED_FEATURES = [
  'shell_tool',
  'unified_exec',
  'apps',
  'plugins',
  'multi_agent',
  'image_generation',
  'view_image',
  'goals',
  'hooks',
  'memories',
  'skill_search',
] as const;

const RECENCY: Readonly<Record<TimeRange, string>> = { day: 'the past day', month: 'the past month', year: 'the past year' };

/** The key of our additional-context entry on `turn/start`. */
export const CONTEXT_KEY = 'mono_agent_web_search';

/**
 * `thread/start` params for one search: ephemeral, read-only sandbox, approvals never asked,
 * empty base/developer instructions, no dynamic tools, environments or capability roots, no
 * project instructions, live standalone web search, every other tool feature off, and every MCP
 * server the operator configured disabled by name (an empty `mcp_servers` table would be merged
 * with the user's, not replace it; the nested form also works for names containing dots).
 */
export function threadStartParams(model: string, cwd: string, mcpServerNames: readonly string[], preferences: SearchTurnPreferences): Record<string, unknown> {
  const webSearchTool = { context_size: 'low', ...(preferences.domains.length === 0 ? {} : { allowed_domains: [...preferences.domains] }) };
  return {
    model,
    cwd,
    approvalPolicy: 'never',
    sandbox: 'read-only',
    ephemeral: true,
    baseInstructions: '',
    developerInstructions: '',
    dynamicTools: [],
    environments: [],
    selectedCapabilityRoots: [],
    serviceName: 'mono-agent-web',
    config: {
      web_search: 'live',
      'features.standalone_web_search': true,
      suppress_unstable_features_warning: true,
      project_doc_max_bytes: 0,
      include_environment_context: false,
      include_permissions_instructions: false,
      include_apps_instructions: false,
      include_collaboration_mode_instructions: false,
      'tools.web_search': webSearchTool,
      ...Object.fromEntries(DISABLED_FEATURES.map((feature) => [`features.${feature}`, false])),
      ...(mcpServerNames.length === 0 ? {} : { mcp_servers: Object.fromEntries(mcpServerNames.map((name) => [name, { enabled: false }])) }),
    },
  };
}

/** The model-visible instruction and preferences, kept apart from the query. */
export function searchContext(preferences: SearchTurnPreferences): string {
  const lines = [
    'Run exactly one web search for the user message, using its text verbatim as the query.',
    'Do not open pages, run commands or use any other tool, and do not answer from memory.',
  ];
  if (preferences.language !== undefined) lines.push(`Preferred result language: ${preferences.language} (a preference, not a filter).`);
  if (preferences.timeRange !== undefined) lines.push(`Prefer results published within ${RECENCY[preferences.timeRange]}.`);
  if (preferences.domains.length > 0) lines.push(`Prefer results from: ${preferences.domains.join(', ')}.`);
  if (preferences.excludeDomains.length > 0) lines.push(`Avoid results from: ${preferences.excludeDomains.join(', ')}.`);
  return lines.join('\n');
}

/** `turn/start` params: the unchanged query as the only input, low effort, no reasoning summary. */
export function turnStartParams(threadId: string, query: string, preferences: SearchTurnPreferences): Record<string, unknown> {
  return {
    threadId,
    input: [{ type: 'text', text: query, text_elements: [] }],
    effort: 'low',
    summary: 'none',
    additionalContext: { [CONTEXT_KEY]: { kind: 'application', value: searchContext(preferences) } },
  };
}
