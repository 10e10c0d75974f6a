import { err, ok } from '../../../domain/shared/result.js';
import type { Result } from '../../../domain/shared/result.js';

/** One redirect about to be followed. `visited` holds fragment-less hrefs already requested. */
export interface RedirectStep {
  readonly location: string;
  readonly current: URL;
  /** Redirects followed so far. */
  readonly redirects: number;
  readonly maxRedirects: number;
  readonly visited: ReadonlySet<string>;
}

/**
 * The next URL of a redirect chain, or why the chain must stop (`redirect_error` material):
 * an unparsable Location, a non-http(s) target (`javascript:`, `ftp:`, `data:` …), a URL already
 * visited (loop), one redirect more than `maxRedirects`, or a target with credentials
 * (`user:pass@`: URLs with credentials are refused, never silently stripped and followed). A
 * relative Location resolves against the current URL; a Location without a fragment inherits the
 * current one. The network policy is checked by the caller, per hop.
 */
export function nextRedirectTarget(step: RedirectStep): Result<URL, string> {
  if (!URL.canParse(step.location, step.current)) return err('the redirect Location does not parse');
  const next = new URL(step.location, step.current);
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    return err(`redirect to a non-http(s) URL (${next.protocol.slice(0, 16)}) refused`);
  }
  if (next.username !== '' || next.password !== '') return err('the redirect Location carries credentials (user:pass@); URLs with credentials are refused');
  if (next.hash === '' && step.current.hash !== '') next.hash = step.current.hash;
  const key = new URL(next.href);
  key.hash = '';
  if (step.visited.has(key.href)) return err('redirect loop detected');
  if (step.redirects >= step.maxRedirects) return err(`more than ${step.maxRedirects} redirects`);
  return ok(next);
}
