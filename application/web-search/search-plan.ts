import type { SearchProviderId, SearchProviderPort } from '../ports/search-provider.port.js';

/** The configured `tools.web.search.backend`. */
export type SearchBackendMode = 'auto' | 'searxng' | 'ollama' | 'codex' | 'keyless';

/** The providers the composition root built from configuration; absent means not configured/ready. */
export type ProviderSlots = Readonly<Partial<Record<SearchProviderId, SearchProviderPort>>>;

/** One step of the chain: a provider to call, or a slot the chain must report as skipped. */
export type PlannedStage =
  | { readonly id: SearchProviderId; readonly provider: SearchProviderPort }
  | { readonly id: SearchProviderId; readonly provider: undefined; readonly skip: 'not_configured' | 'not_ready' };

/**
 * The ordered stages for a mode. `strict` modes never fall back: a failure of their one stage is
 * the tool's failure. In `auto` Ollama and SearXNG join only when configured (and are silently
 * absent otherwise, as the spec says), Codex is always eligible and reports `not_ready` when it
 * cannot run, then the keyless chain (DuckDuckGo HTML, then Startpage). `keyless` is that chain alone.
 */
export interface SearchPlan {
  readonly mode: SearchBackendMode;
  readonly strict: boolean;
  readonly stages: readonly PlannedStage[];
}

function stage(id: SearchProviderId, slots: ProviderSlots, missing: 'not_configured' | 'not_ready'): PlannedStage {
  const provider = slots[id];
  return provider === undefined ? { id, provider: undefined, skip: missing } : { id, provider };
}

/** Builds the chain for `mode` from the configured provider slots. */
export function planSearch(mode: SearchBackendMode, slots: ProviderSlots): SearchPlan {
  const keyless = [stage('duckduckgo', slots, 'not_configured'), stage('startpage', slots, 'not_configured')];
  switch (mode) {
    case 'auto': {
      const configured = (['ollama', 'searxng'] as const).filter((id) => slots[id] !== undefined).map((id) => stage(id, slots, 'not_configured'));
      return { mode, strict: false, stages: [...configured, stage('codex', slots, 'not_ready'), ...keyless] };
    }
    case 'searxng':
    case 'ollama':
      return { mode, strict: true, stages: [stage(mode, slots, 'not_configured')] };
    case 'codex':
      return { mode, strict: true, stages: [stage('codex', slots, 'not_ready')] };
    case 'keyless':
      return { mode, strict: false, stages: keyless };
  }
}
