import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { WebToolName } from '../ports/web-research.port.js';

/** The validated configuration as `validate` reads it (plain values; the composition root maps the config). */
export interface ValidationSubject {
  /** Where the configuration came from, described (`config file /x (given explicitly)`, …). */
  readonly source: string;
  readonly enabledTools: readonly WebToolName[];
  readonly backend: 'auto' | 'searxng' | 'ollama' | 'codex' | 'keyless';
  readonly searxngEndpoint?: string;
  readonly ollama?: { readonly baseUrl: string; readonly hosted: boolean; readonly originClass: string; readonly apiKeyEnv?: string };
  readonly codexModel: string;
  readonly render: 'never' | 'auto';
  readonly browserCommand: string;
  readonly maxRequestsPerRun: number;
  readonly policy: NetworkPolicy;
  readonly warnings: readonly string[];
}
