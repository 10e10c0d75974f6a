import type { NetworkPolicy } from '../network/network-policy.js';
import { passed, warned, type ValidationCheck } from './validation-check.js';

/** The resolved settings the loader accepted, as `validate` describes them. */
export interface SettingSubject {
  readonly enabledTools: readonly string[];
  readonly backend: string;
  /** The providers of the search chain, in order. */
  readonly chain: readonly string[];
  readonly maxRequestsPerRun: number;
  readonly searxngEndpoint?: string;
  readonly ollama?: { readonly baseUrl: string; readonly hosted: boolean; readonly originClass: string; readonly apiKeyEnv?: string };
  readonly codexModel: string;
  readonly render: string;
  readonly browserCommand: string;
  readonly policy: NetworkPolicy;
}

const TOOLS_KEY = 'tools.web.enabled (or MONO_AGENT_WEB_TOOLS)';

/**
 * One line per setting the loader accepted, naming the rule it satisfied: which tools exist, the
 * backend chain and budget, the SearXNG endpoint (an unauthenticated loopback http:// URL), the
 * Ollama origin and where a key may go, and the rendering setting.
 */
export function structuralSettingChecks(subject: SettingSubject): ValidationCheck[] {
  const checks: ValidationCheck[] = [toolsCheck(subject.enabledTools)];
  if (subject.enabledTools.includes('WebSearch')) {
    checks.push(passed('search.backend', `backend ${subject.backend}: ${subject.chain.join(' → ')}; at most ${subject.maxRequestsPerRun} provider requests per run`));
    if (subject.searxngEndpoint !== undefined) {
      checks.push(passed('search.searxng', `SearXNG endpoint ${subject.searxngEndpoint} (an unauthenticated loopback http:// URL, as the loader requires)${subject.chain.includes('searxng') ? '' : `; unused by backend ${subject.backend}`}`));
    }
    if (subject.ollama !== undefined) {
      const { ollama } = subject;
      const route = ollama.hosted
        ? `hosted search at https://ollama.com/api/web_search with the key from ${ollama.apiKeyEnv ?? '(no variable named)'}`
        : `${ollama.originClass} origin: /api/experimental/web_search, then /api/web_search after 404/405; no API key is ever sent there`;
      checks.push(passed('search.ollama', `Ollama ${ollama.baseUrl}: ${route}${subject.chain.includes('ollama') ? '' : `; unused by backend ${subject.backend}`}`));
    }
    if (subject.chain.includes('codex')) checks.push(passed('search.codex', `Codex subscription search with model ${subject.codexModel}`));
  }
  if (subject.enabledTools.includes('WebFetch')) {
    checks.push(
      subject.render === 'auto'
        ? passed('fetch.render', `render auto: calls may render with ${subject.browserCommand} (static extraction stays first)`)
        : passed('fetch.render', 'render never: every fetch stays static (no browser is ever started)'),
    );
  }
  return checks;
}

function toolsCheck(enabled: readonly string[]): ValidationCheck {
  if (enabled.length === 0) return warned('tools.enabled', 'no web tool is enabled: WebSearch and WebFetch are absent from every tool list', `list WebSearch and/or WebFetch in ${TOOLS_KEY}`);
  const disabled = ['WebSearch', 'WebFetch'].filter((tool) => !enabled.includes(tool));
  return passed('tools.enabled', disabled.length === 0 ? 'WebSearch and WebFetch are enabled' : `only ${enabled.join(', ')} is enabled; ${disabled.join(', ')} is absent from every tool list (${TOOLS_KEY})`);
}
