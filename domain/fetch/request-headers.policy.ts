import { err, ok, type Result } from '../shared/result.js';
import { toolError, type ToolError } from '../errors/tool-error.js';

/** The only request headers a WebFetch call may set, in canonical spelling. */
export const ALLOWED_REQUEST_HEADERS = ['Accept', 'Accept-Language', 'Range', 'User-Agent'] as const;

/** A header name WebFetch forwards. */
export type AllowedRequestHeader = (typeof ALLOWED_REQUEST_HEADERS)[number];

/** Longest accepted header value, in characters. */
export const MAX_HEADER_VALUE_LENGTH = 1_024;

const CANONICAL_BY_LOWER: ReadonlyMap<string, AllowedRequestHeader> = new Map(
  ALLOWED_REQUEST_HEADERS.map((name) => [name.toLowerCase(), name] as const),
);

function rejectionReason(lowerName: string): string {
  if (lowerName === 'cookie' || lowerName === 'set-cookie') return 'cookies are never sent';
  if (lowerName === 'authorization' || lowerName.startsWith('proxy-')) return 'credentials and proxy headers are never sent';
  if (lowerName === 'forwarded' || lowerName.startsWith('x-forwarded-') || lowerName === 'via' || lowerName === 'x-real-ip') {
    return 'forwarding headers are never sent';
  }
  if (lowerName === 'host') return 'the Host header is derived from the url';
  return `only ${ALLOWED_REQUEST_HEADERS.join(', ')} may be set`;
}

/**
 * Checks caller-supplied request headers: names are matched case-insensitively against
 * {@link ALLOWED_REQUEST_HEADERS} and returned in canonical spelling; values must be single-line
 * (no CR, LF or NUL) and at most {@link MAX_HEADER_VALUE_LENGTH} characters.
 * Any other header (Cookie, Authorization, Proxy-*, Forwarded, X-Forwarded-*, Host, custom) is
 * `invalid_input` with `field: 'headers.<name>'` and a message naming the header.
 */
export function validateRequestHeaders(
  headers: Readonly<Record<string, string>>,
): Result<Readonly<Partial<Record<AllowedRequestHeader, string>>>, ToolError> {
  const accepted: Partial<Record<AllowedRequestHeader, string>> = {};
  for (const [name, value] of Object.entries(headers)) {
    const field = `headers.${name}`;
    const canonical = CANONICAL_BY_LOWER.get(name.trim().toLowerCase());
    if (canonical === undefined) {
      return err(toolError('invalid_input', `header ${JSON.stringify(name)} is not allowed: ${rejectionReason(name.trim().toLowerCase())}`, { field }));
    }
    if (accepted[canonical] !== undefined) {
      return err(toolError('invalid_input', `header ${canonical} is given more than once`, { field }));
    }
    if (/[\r\n\0]/.test(value)) {
      return err(toolError('invalid_input', `header ${canonical} value must not contain CR, LF or NUL`, { field }));
    }
    if (value.length > MAX_HEADER_VALUE_LENGTH) {
      return err(toolError('invalid_input', `header ${canonical} value is longer than ${MAX_HEADER_VALUE_LENGTH} characters`, { field }));
    }
    accepted[canonical] = value.trim();
  }
  return ok(accepted);
}
