/**
 * Defaults from the spec's environment table, used when neither the file nor the environment
 * sets a key. The SearXNG endpoint has no default; the Ollama origin defaults only when Ollama
 * is enabled (strict `ollama` backend or a present `ollama` block).
 */
export const WEB_CONFIG_DEFAULTS = Object.freeze({
  /** Both tools exist unless `tools.web.enabled` says otherwise. */
  enabledTools: ['WebSearch', 'WebFetch'] as readonly ('WebSearch' | 'WebFetch')[],
  coordination: 'process',
  backend: 'auto',
  maxRequestsPerRun: 4,
  ollamaBaseUrl: 'http://127.0.0.1:11434',
  ollamaTrustPublicUrl: false,
  codexModel: 'gpt-5.6-luna',
  render: 'never',
  browserCommand: 'agent-browser',
  /** An MCP session's run ends after 5 minutes without a tool call. */
  mcpRunIdleMs: 300_000,
} as const);
