import { domainToASCII } from 'node:url';
import { parseAllowlistEntry } from '../../domain/network/allowlist-entry.js';
import { err, ok } from '../../domain/shared/result.js';
import type { Result } from '../../domain/shared/result.js';

const ACCEPTED =
  'accepted: a hostname (example.com, which also admits its subdomains; *.example.com for subdomains only), ' +
  'an IP literal (127.0.0.1, ::1, [::1]), a CIDR range (10.0.0.0/8), each optionally with :port, ' +
  'or an http(s) URL, which is reduced to its host and port';

/**
 * Validates one `sandbox.network.allow` entry against the spellings the domain allowlist matcher
 * understands (`parseAllowlistEntry`), so an entry that would silently admit nothing is rejected
 * at load time. Returns the entry trimmed and lowercased, with international names in punycode.
 */
export function checkAllowlistEntry(raw: string): Result<string, string> {
  const text = raw.trim().toLowerCase();
  const candidate = /[^ -~]/.test(text) && !text.includes('://') ? toAsciiHost(text) : text;
  if (candidate === '' || parseAllowlistEntry(candidate) === undefined) {
    return err(`${JSON.stringify(raw.length > 80 ? `${raw.slice(0, 77)}...` : raw)} is not an allowlist entry; ${ACCEPTED}`);
  }
  return ok(candidate);
}

/** Punycode for an international host name, keeping a `*.` prefix and a `:port` suffix. */
function toAsciiHost(text: string): string {
  const match = /^(\*\.)?([^:]+)(:\d+)?$/.exec(text);
  if (match === null) return '';
  const ascii = domainToASCII(match[2] ?? '');
  return ascii === '' ? '' : `${match[1] ?? ''}${ascii}${match[3] ?? ''}`;
}
