import * as z from '../shared/zod-mini.js';
import { err, ok, type Result } from '../shared/result.js';
import { toolError, type ToolError } from '../errors/tool-error.js';
import { OUTPUT_LIMITS } from './fetch-limits.js';
import { normaliseFetchUrl, parseFetchUrl } from './fetch-url.policy.js';
import { validateRequestHeaders, type AllowedRequestHeader } from './request-headers.policy.js';

/** What WebFetch returns: article Markdown, plain text, or the decoded body. */
export type FetchFormat = 'markdown' | 'text' | 'raw';

/** A call's rendering request; the agent config caps it (see render-decision.policy.ts). */
export type RenderRequest = 'never' | 'auto' | 'always';

/**
 * The WebFetch tool input as the model sends it (snake_case). Unknown keys are rejected so a
 * misspelt `start_line` cannot silently fall back to the whole document.
 */
export const fetchInputSchema = z.strictObject({
  url: z.string().check(z.describe('http:// or https:// URL to fetch; credentials in the URL are rejected.')),
  format: z._default(z.enum(['markdown', 'text', 'raw']), 'markdown')
    .check(z.describe('markdown (default), text (Markdown decoration removed) or raw (decoded body; needs render "never").')),
  start_line: z.optional(z.int().check(z.minimum(1))).check(z.describe('One-based first line of a slice.')),
  max_lines: z.optional(z.int().check(z.minimum(1), z.maximum(OUTPUT_LIMITS.maxSliceLines)))
    .check(z.describe(`Lines in a slice, 1-${OUTPUT_LIMITS.maxSliceLines}; default ${OUTPUT_LIMITS.defaultSliceLines} when slicing.`)),
  max_output_chars: z.optional(z.int().check(z.minimum(OUTPUT_LIMITS.minMaxOutputChars), z.maximum(OUTPUT_LIMITS.maxMaxOutputChars)))
    .check(z.describe(`Character budget of the returned text, ${OUTPUT_LIMITS.minMaxOutputChars}-${OUTPUT_LIMITS.maxMaxOutputChars}; default ${OUTPUT_LIMITS.defaultMaxOutputChars}.`)),
  render: z.optional(z.enum(['never', 'auto', 'always']))
    .check(z.describe('Browser rendering request; the agent config is the ceiling. Default: the configured mode.')),
  headers: z.optional(z.record(z.string(), z.string()))
    .check(z.describe('Only Accept, Accept-Language, Range and User-Agent.')),
});

/** A requested line window. */
export interface LineSliceRequest {
  /** One-based first line. */
  readonly startLine: number;
  /** Lines to return at most, 1-10000. */
  readonly maxLines: number;
}

/** A validated WebFetch call. */
export interface FetchInput {
  /** Normalised absolute http(s) URL without fragment. */
  readonly url: string;
  readonly format: FetchFormat;
  /** Present only when the caller gave `start_line` or `max_lines`. */
  readonly slice?: LineSliceRequest;
  /** Character budget of the selected text. */
  readonly maxOutputChars: number;
  /** The call's explicit render request; absent means "use the configured mode". */
  readonly render?: RenderRequest;
  /** Allowed headers in canonical spelling. */
  readonly headers: Readonly<Partial<Record<AllowedRequestHeader, string>>>;
}

function fieldOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) return issue.keys.join(',');
  return issue.path.map(String).join('.') || 'input';
}

/**
 * Validates raw tool input. Every failure is `invalid_input` whose `field` names the first
 * offending input path (`max_lines`, `url`, `headers.Cookie`, `render`, …).
 */
export function parseFetchInput(raw: unknown): Result<FetchInput, ToolError> {
  const parsed = fetchInputSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue === undefined) return err(toolError('invalid_input', 'input is invalid', { field: 'input' }));
    const field = fieldOf(issue);
    const message = issue.code === 'unrecognized_keys' ? `unknown input field(s): ${field}` : `${field}: ${issue.message}`;
    return err(toolError('invalid_input', message, { field }));
  }
  const input = parsed.data;
  const url = parseFetchUrl(input.url);
  if (!url.ok) return url;
  const headers = validateRequestHeaders(input.headers ?? {});
  if (!headers.ok) return headers;
  if (input.format === 'raw' && input.render !== undefined && input.render !== 'never') {
    return err(toolError('invalid_input', 'format "raw" requires render "never"', { field: 'render' }));
  }
  const slicing = input.start_line !== undefined || input.max_lines !== undefined;
  return ok({
    url: normaliseFetchUrl(url.value),
    format: input.format,
    ...(slicing
      ? { slice: { startLine: input.start_line ?? 1, maxLines: input.max_lines ?? OUTPUT_LIMITS.defaultSliceLines } }
      : {}),
    maxOutputChars: input.max_output_chars ?? OUTPUT_LIMITS.defaultMaxOutputChars,
    ...(input.render === undefined ? {} : { render: input.render }),
    headers: headers.value,
  });
}
