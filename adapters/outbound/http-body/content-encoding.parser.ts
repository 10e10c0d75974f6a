import { ZSTD_DECODABLE } from './zstd-support.js';

/** A content coding this transport decodes itself (`zstd` only where Node's zlib has it). */
export type ContentCoding = 'gzip' | 'deflate' | 'br' | 'zstd';

/** The codings to undo (in the order they were applied), or the first coding we cannot decode. */
export type ParsedContentEncoding =
  | { readonly supported: true; readonly codings: readonly ContentCoding[] }
  | { readonly supported: false; readonly coding: string };

const KNOWN: Readonly<Record<string, ContentCoding>> = {
  gzip: 'gzip', 'x-gzip': 'gzip', deflate: 'deflate', br: 'br', ...(ZSTD_DECODABLE ? { zstd: 'zstd' as const } : {}),
};

/** At most this many stacked codings are undone; more is treated as unsupported (decoder-chain abuse). */
export const MAX_STACKED_CODINGS = 3;

/**
 * Parses a `Content-Encoding` value (`"gzip"`, `"deflate, br"`, `"identity"`). `identity` and
 * empty items are ignored. Anything else (`compress`, `zstd` on a Node without zstd, …) makes the
 * whole body undecodable.
 */
export function parseContentEncoding(header: string | undefined): ParsedContentEncoding {
  const codings: ContentCoding[] = [];
  for (const item of (header ?? '').split(',')) {
    const token = item.trim().toLowerCase();
    if (token === '' || token === 'identity') continue;
    const known = KNOWN[token];
    if (known === undefined) return { supported: false, coding: token.slice(0, 32) };
    codings.push(known);
  }
  if (codings.length > MAX_STACKED_CODINGS) return { supported: false, coding: codings.join(', ') };
  return { supported: true, codings };
}
