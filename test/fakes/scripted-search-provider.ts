import { err, ok, type Result } from '../../domain/shared/result.js';
import type {
  FilterSupport,
  ProviderFailure,
  ProviderSearchRequest,
  ProviderSuccess,
  RawSearchResult,
  SearchProviderId,
  SearchProviderPort,
} from '../../application/ports/search-provider.port.js';

export const ENFORCED: FilterSupport = { language: 'enforced', timeRange: 'enforced', domains: 'advisory' };

type Step = (request: ProviderSearchRequest) => Promise<Result<ProviderSuccess, ProviderFailure>> | Result<ProviderSuccess, ProviderFailure>;

/**
 * A search provider whose answers are scripted per call. Like a real adapter it consumes the
 * request gate before every request (`requestsPerCall` times, e.g. 2 for an Ollama compatibility
 * retry) and sends nothing when the budget is spent.
 */
export class ScriptedSearchProvider implements SearchProviderPort {
  readonly scopeKey: string;
  readonly requests: ProviderSearchRequest[] = [];
  #steps: Step[];

  constructor(
    readonly id: SearchProviderId,
    steps: Step[],
    readonly endpoint = `https://${id}.example/`,
    private readonly requestsPerCall = 1,
  ) {
    this.scopeKey = `${id}:${endpoint}`;
    this.#steps = steps;
  }

  async search(request: ProviderSearchRequest): Promise<Result<ProviderSuccess, ProviderFailure>> {
    let sent = 0;
    for (let i = 0; i < this.requestsPerCall; i += 1) {
      if (!request.gate.tryConsume()) return err({ code: 'search_budget_exhausted', message: 'budget spent', requestsSent: sent });
      sent += 1;
    }
    this.requests.push(request);
    const step = this.#steps.length > 1 ? this.#steps.shift()! : this.#steps[0];
    if (step === undefined) throw new Error(`${this.id}: no scripted answer`);
    return step(request);
  }
}

export function results(...items: Array<Partial<RawSearchResult> & { title: string; url: string }>): Step {
  return () => ok({ results: items.map((i) => ({ snippet: '', ...i })), requestsSent: 1, filterSupport: ENFORCED });
}

export function failure(code: ProviderFailure['code'], extra: Partial<ProviderFailure> = {}): Step {
  return () => err({ code, message: `${code} (scripted)`, requestsSent: 1, ...extra });
}

/** An answer that never comes until the request is aborted (honours `signal` only). */
export const hang: Step = (request) =>
  new Promise((resolve) => {
    request.signal.addEventListener('abort', () => resolve(err({ code: 'cancelled', message: 'aborted', requestsSent: 1 })), { once: true });
  });
