import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ResultProvenance } from '../../../../domain/ranking/ranked-result.js';
import { passesDomainFilters } from '../../../../domain/relevance/domain-filter.policy.js';
import * as gate from '../../../../domain/relevance/relevance-gate.policy.js';
import { parseSearchQuery } from '../../../../domain/relevance/search-query-parser.js';
import { ResultAcceptance } from '../../../../application/web-search/result-acceptance.js';

// The gate is wrapped in a spy so the test can count how often it really runs.
vi.mock('../../../../domain/relevance/relevance-gate.policy.js', async (importOriginal) => {
  const original = await importOriginal<typeof gate>();
  return { ...original, isRelevant: vi.fn(original.isRelevant) };
});
const isRelevant = vi.mocked(gate.isRelevant);

interface Candidate {
  readonly host: string;
  readonly url: string;
  readonly title: string;
  readonly snippet: string;
  readonly provenance: ResultProvenance | readonly ResultProvenance[];
}

const QUERIES = ['rust async runtime', '"async runtime" -java', 'site:docs.rs tokio', 'tokio OR async-std', '東京 タワー'].map(parseSearchQuery);

/** The acceptance rule written out directly, with no memory. */
function acceptedDirectly(result: Candidate, parsedQueries: typeof QUERIES, domains: readonly string[], excludeDomains: readonly string[]): boolean {
  if (!passesDomainFilters(result.host, domains, excludeDomains)) return false;
  const provenance = Array.isArray(result.provenance) ? (result.provenance as readonly ResultProvenance[]) : [result.provenance as ResultProvenance];
  return provenance.some((p) => {
    const parsed = parsedQueries[p.queryVariant];
    return parsed !== undefined && isRelevant(result, parsed).relevant;
  });
}

const word = fc.constantFrom('rust', 'async', 'runtime', 'tokio', 'java', 'Rust', 'runtimes', 'async runtime', '東京', 'タワー', 'cooking', '', ' ', ':', '1', '12');
const text = fc.array(word, { maxLength: 6 }).map((words) => words.join(' '));
const host = fc.constantFrom('docs.rs', 'example.org', 'tokio.rs', 'java.example');
const provenance = fc.record({ backend: fc.constantFrom('searxng', 'duckduckgo'), queryVariant: fc.nat(5), rank: fc.integer({ min: 1, max: 10 }) });
const candidate: fc.Arbitrary<Candidate> = fc
  .record({ host, path: fc.constantFrom('/', '/rust/async', '/tokio', '/java-async', '/x'), title: text, snippet: text, provenance: fc.oneof(provenance, fc.array(provenance, { minLength: 1, maxLength: 3 })) })
  .map(({ host: h, path, ...rest }) => ({ host: h, url: `https://${h}${path}`, ...rest }));

describe('ResultAcceptance', () => {
  it('decides every result as the rule written out directly, however results repeat or differ by one field', () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(30), { maxLength: 30 }),
        fc.subarray(['docs.rs', 'tokio.rs']),
        fc.subarray(['java.example']),
        (pool, order, domains, excludeDomains) => {
          const acceptance = new ResultAcceptance(QUERIES, { domains, excludeDomains });
          // Judge the pool, then results again in an arbitrary order, as the stage and then fusion do.
          const sequence = [...pool, ...order.map((i) => pool[i % pool.length] as Candidate)];
          for (const result of sequence) {
            expect(acceptance.accepts(result)).toBe(acceptedDirectly(result, QUERIES, domains, excludeDomains));
          }
        },
      ),
    );
  });

  it('asks the gate once per distinct text and query variant', () => {
    const acceptance = new ResultAcceptance(QUERIES, { domains: [], excludeDomains: [] });
    const first: Candidate = { host: 'docs.rs', url: 'https://docs.rs/tokio', title: 'Tokio, an async Rust runtime', snippet: 'rust async', provenance: { backend: 'searxng', queryVariant: 0, rank: 1 } };
    const fused: Candidate = { ...first, provenance: [first.provenance as ResultProvenance] };
    isRelevant.mockClear();
    expect(acceptance.accepts(first)).toBe(true);
    expect(acceptance.accepts(fused)).toBe(true);
    expect(isRelevant).toHaveBeenCalledTimes(1);

    // A different snippet, title or URL, or another variant, is judged anew.
    acceptance.accepts({ ...first, snippet: 'rust async!' });
    acceptance.accepts({ ...first, title: 'Tokio, an async Rust runtime!' });
    acceptance.accepts({ ...first, url: 'https://docs.rs/tokio/' });
    acceptance.accepts({ ...first, provenance: { backend: 'searxng', queryVariant: 1, rank: 1 } });
    expect(isRelevant).toHaveBeenCalledTimes(5);
  });

  it('keeps title, URL and snippet apart in what it remembers', () => {
    const acceptance = new ResultAcceptance([parseSearchQuery('alpha beta')], { domains: [], excludeDomains: [] });
    const base = { host: 'e.example', title: 't', provenance: { backend: 'searxng', queryVariant: 0, rank: 1 } };
    // Both spell `thttps://e.example/alphabeta` end to end; only the first has both words.
    expect(acceptance.accepts({ ...base, url: 'https://e.example/alpha', snippet: 'beta' })).toBe(true);
    expect(acceptance.accepts({ ...base, url: 'https://e.example/alphabet', snippet: 'a' })).toBe(false);
  });
});
