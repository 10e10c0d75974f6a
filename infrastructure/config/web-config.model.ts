import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { RenderSetting } from '../../domain/fetch/render-decision.policy.js';

/**
 * The config's rendering setting: `never` keeps every fetch static whatever the call asks; `auto`
 * lets calls render (call `auto` on client-rendered shells, call `always` browser-first).
 */
export type { RenderSetting };

/** `process`: limits live in this process only. `host`: admission/cooldowns shared by every opted-in process of the OS user. */
export type CoordinationMode = 'process' | 'host';

/** The configured search backend; `keyless` means DuckDuckGo HTML then Startpage. */
export type SearchBackendSetting = 'auto' | 'searxng' | 'ollama' | 'codex' | 'keyless';


/**
 * What kind of Ollama origin was configured.
 * `loopback`, `private` and `link-local` are local origins (never sent a key);
 * `hosted` is exactly `https://ollama.com`; `public` is a trusted custom HTTPS origin (never sent a key).
 */
export type OllamaOriginClass = 'loopback' | 'private' | 'link-local' | 'hosted' | 'public';

/** A configured Ollama Web Search origin. */
export interface OllamaSettings {
  /** A bare origin, `scheme://host[:port]`, no trailing slash (e.g. `http://127.0.0.1:11434`). */
  readonly baseUrl: string;
  readonly originClass: OllamaOriginClass;
  /** True only for exactly `https://ollama.com`: search goes to `/api/web_search` with bearer auth. */
  readonly hosted: boolean;
  /**
   * The NAME of the environment variable holding the hosted key; present only when `hosted`.
   * The key itself is never part of the config: read it from the environment at request time.
   */
  readonly apiKeyEnv?: string;
  readonly trustPublicUrl: boolean;
}

/** The local SearXNG endpoint. */
export interface SearxngSettings {
  /** Loopback `http://` URL, optional path prefix, no trailing slash (e.g. `http://127.0.0.1:8088/searx`). */
  readonly endpoint: string;
}

/**
 * The fully resolved, deeply frozen `tools.web` configuration plus the sandbox network policy.
 * Built once at start-up by `resolveWebConfig`; every value is validated and defaulted.
 */
export interface WebConfig {
  /**
   * `tools.web.enabled` (`MONO_AGENT_WEB_TOOLS`): which model-facing tools exist, in registration
   * order; default both. A tool not listed is absent from every surface's tool list.
   */
  readonly enabledTools: readonly ('WebSearch' | 'WebFetch')[];
  readonly coordination: CoordinationMode;
  readonly search: {
    readonly backend: SearchBackendSetting;
    /** Hard limit on actual provider requests per logical run, integer 1–20. */
    readonly maxRequestsPerRun: number;
    /** Present when an endpoint was configured (either spelling). */
    readonly searxng?: SearxngSettings;
    /**
     * Present when the `ollama` block (or one of its environment variables) was given, or when
     * the backend is `ollama` (then defaulting to `http://127.0.0.1:11434`). In `auto`, Ollama joins
     * the chain only when this is present.
     */
    readonly ollama?: OllamaSettings;
    readonly codex: { readonly model: string };
  };
  readonly fetch: {
    readonly render: RenderSetting;
    /** A bare command name or an absolute path; executed directly, never through a shell. */
    readonly browserCommand: string;
  };
  readonly mcp: {
    /**
     * An MCP session's run (its request budget, run cache) ends after this many ms without a tool
     * call, and the next call starts a fresh run. Whole ms, 100 through 86,400,000.
     */
    readonly runIdleMs: number;
  };
  /** From the agent config's `sandbox.network` (or its environment variables); `all` when neither is set. */
  readonly network: NetworkPolicy;
  /** Non-fatal findings worth showing to the operator (e.g. hosted Ollama without a key variable). */
  readonly warnings: readonly string[];
}
