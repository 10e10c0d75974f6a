import { Type, type TUnsafe } from 'typebox';
import { fetchInputSchema } from '../../../domain/fetch/fetch-input.schema.js';
import * as z from '../../../domain/shared/zod-mini.js';
import { OUTPUT_LIMITS } from '../../../domain/fetch/fetch-limits.js';
import {
  MAX_ALTERNATE_QUERIES,
  MAX_DOMAIN_FILTERS,
  MAX_QUERY_CHARS,
  MAX_RESULT_LIMIT,
  MIN_RESULT_LIMIT,
  searchInputSchema,
} from '../../../domain/search/search-input.schema.js';

/** The field's description as the domain schema states it, so Pi's model sees the same wording. */
function describedBy(schema: z.ZodMiniType): { description?: string } {
  const description = z.globalRegistry.get(schema)?.description;
  return description === undefined ? {} : { description };
}

/**
 * A string enum as `{ type: "string", enum }`: some providers (Google) reject the
 * `anyOf`/`const` form that `Type.Union` of literals produces.
 */
function stringEnum<const T extends readonly string[]>(values: T, field: z.ZodMiniType): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...describedBy(field) });
}

const search = searchInputSchema.shape;
const fetch = fetchInputSchema.shape;

/**
 * Pi (TypeBox) parameters of WebSearch, mirroring the domain input schema field for field
 * (snake_case names, bounds, unknown keys rejected). Pi checks shape and types before calling;
 * the facade still validates every value (domain patterns, normalisation) and stays the authority.
 */
export const webSearchParameters = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: MAX_QUERY_CHARS, ...describedBy(search.query) }),
    alternate_queries: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: MAX_QUERY_CHARS }), { maxItems: MAX_ALTERNATE_QUERIES, ...describedBy(search.alternate_queries) }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: MIN_RESULT_LIMIT, maximum: MAX_RESULT_LIMIT, ...describedBy(search.limit) })),
    domains: Type.Optional(Type.Array(Type.String(), { maxItems: MAX_DOMAIN_FILTERS, ...describedBy(search.domains) })),
    exclude_domains: Type.Optional(Type.Array(Type.String(), { maxItems: MAX_DOMAIN_FILTERS, ...describedBy(search.exclude_domains) })),
    language: Type.Optional(Type.String(describedBy(search.language))),
    time_range: Type.Optional(stringEnum(['day', 'month', 'year'] as const, search.time_range)),
  },
  { additionalProperties: false },
);

/** Pi (TypeBox) parameters of WebFetch, mirroring the domain input schema. */
export const webFetchParameters = Type.Object(
  {
    url: Type.String(describedBy(fetch.url)),
    format: Type.Optional(stringEnum(['markdown', 'text', 'raw'] as const, fetch.format)),
    start_line: Type.Optional(Type.Integer({ minimum: 1, ...describedBy(fetch.start_line) })),
    max_lines: Type.Optional(Type.Integer({ minimum: 1, maximum: OUTPUT_LIMITS.maxSliceLines, ...describedBy(fetch.max_lines) })),
    max_output_chars: Type.Optional(
      Type.Integer({ minimum: OUTPUT_LIMITS.minMaxOutputChars, maximum: OUTPUT_LIMITS.maxMaxOutputChars, ...describedBy(fetch.max_output_chars) }),
    ),
    render: Type.Optional(stringEnum(['never', 'auto', 'always'] as const, fetch.render)),
    headers: Type.Optional(Type.Record(Type.String(), Type.String(), describedBy(fetch.headers))),
  },
  { additionalProperties: false },
);
