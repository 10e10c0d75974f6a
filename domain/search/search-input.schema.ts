import * as z from '../shared/zod-mini.js';
import { ok, err, type Result } from '../shared/result.js';
import type { ToolError } from '../errors/tool-error.js';
import { invalidInputFromZod } from '../shared/zod-issue.js';

/** Longest query accepted, in characters (engines cap far below this; longer text is a prompt, not a query). */
export const MAX_QUERY_CHARS = 500;
/** At most three alternate wordings per call (spec). */
export const MAX_ALTERNATE_QUERIES = 3;
export const MIN_RESULT_LIMIT = 1;
export const MAX_RESULT_LIMIT = 10;
export const DEFAULT_RESULT_LIMIT = 5;
/** Domain filter lists are bounded so a call cannot smuggle a huge payload into provider requests. */
export const MAX_DOMAIN_FILTERS = 20;

const query = z.string().check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.maxLength(MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`),
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  z.refine((q) => !/[\u0000-\u0008\u000b-\u001f\u007f]/u.test(q), 'must not contain control characters'),
);

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?!-)[\p{L}\p{N}-]{1,63}(?<!-)(\.(?!-)[\p{L}\p{N}-]{1,63}(?<!-))*\.?$/u;
const domain = z
  .pipe(
    z.string().check(z.trim()),
    z.transform((d: string) => d.toLowerCase().replace(/^\*\./u, '').replace(/\.$/u, '')),
  )
  .check(z.refine((d) => DOMAIN_PATTERN.test(d), 'must be a bare domain name such as example.com (no scheme, path or port)'));

const resultLimitMessage = `must be between ${MIN_RESULT_LIMIT} and ${MAX_RESULT_LIMIT}`;

/** The WebSearch tool input as the model sends it. */
export const searchInputSchema = z.strictObject({
  query: query.check(z.describe('The search query. Quotes and site: operators are honoured as written.')),
  alternate_queries: z
    .optional(z.array(query).check(z.maxLength(MAX_ALTERNATE_QUERIES, `at most ${MAX_ALTERNATE_QUERIES} alternate queries`)))
    .check(z.describe('Up to three alternate wordings, run in order only while no relevant result has been found.')),
  limit: z
    .optional(
      z.number().check(
        z.int('must be an integer'),
        z.minimum(MIN_RESULT_LIMIT, resultLimitMessage),
        z.maximum(MAX_RESULT_LIMIT, resultLimitMessage),
      ),
    )
    .check(z.describe(`Number of results, ${MIN_RESULT_LIMIT}-${MAX_RESULT_LIMIT} (default ${DEFAULT_RESULT_LIMIT}).`)),
  domains: z
    .optional(z.array(domain).check(z.maxLength(MAX_DOMAIN_FILTERS)))
    .check(z.describe('Only return results from these domains (subdomains included).')),
  exclude_domains: z
    .optional(z.array(domain).check(z.maxLength(MAX_DOMAIN_FILTERS)))
    .check(z.describe('Never return results from these domains (subdomains included).')),
  language: z
    .optional(z.string().check(z.trim(), z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/u, 'must be a language tag such as en, de or pt-BR')))
    .check(z.describe('Preferred result language as a BCP 47 tag (advisory for some backends).')),
  time_range: z
    .optional(z.enum(['day', 'month', 'year']))
    .check(z.describe('Prefer results from the last day, month or year (advisory for some backends).')),
});

/** Validated, defaulted WebSearch input. */
export interface SearchInput {
  readonly query: string;
  readonly alternateQueries: readonly string[];
  readonly limit: number;
  readonly domains: readonly string[];
  readonly excludeDomains: readonly string[];
  readonly language?: string;
  readonly timeRange?: 'day' | 'month' | 'year';
}

/** Validates raw tool input; failures are `invalid_input` naming the field. */
export function parseSearchInput(raw: unknown): Result<SearchInput, ToolError> {
  const parsed = searchInputSchema.safeParse(raw);
  if (!parsed.success) return err(invalidInputFromZod(parsed.error, 'WebSearch'));
  const v = parsed.data;
  const unique = (xs: readonly string[] | undefined): string[] => [...new Set(xs ?? [])];
  return ok({
    query: v.query,
    alternateQueries: unique(v.alternate_queries).filter((q) => q !== v.query),
    limit: v.limit ?? DEFAULT_RESULT_LIMIT,
    domains: unique(v.domains),
    excludeDomains: unique(v.exclude_domains),
    ...(v.language === undefined ? {} : { language: v.language }),
    ...(v.time_range === undefined ? {} : { timeRange: v.time_range }),
  });
}
