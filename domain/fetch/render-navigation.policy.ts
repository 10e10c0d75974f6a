/** Why a navigation the browser reported is outside the render's scope. */
export type RenderedNavigationDenial = 'invalid_url' | 'unsupported_scheme' | 'other_origin';

/** The verdict on one URL the renderer navigated to. */
export type RenderedNavigationDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: RenderedNavigationDenial; readonly message: string };

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

function portOf(url: URL): string {
  return url.port === '' ? (DEFAULT_PORTS[url.protocol] ?? '') : url.port;
}

function hostOf(url: URL): string {
  const host = url.hostname.toLowerCase();
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/**
 * Decides whether a page the browser reports having navigated to (a redirect hop, the final URL,
 * a script navigation) is within the render's scope: the URL must be http(s) on the same host
 * and port as the request, or the plain `http:` → `https:` upgrade of the same host on default
 * ports. `about:`, `chrome-error:` and other schemes are refused as `unsupported_scheme`. The
 * sandbox network policy is decided separately, by the destination policy every egress asks.
 */
export function decideRenderedNavigation(requested: string | URL, navigated: string): RenderedNavigationDecision {
  const from = typeof requested === 'string' ? new URL(requested) : requested;
  if (!URL.canParse(navigated)) return { allowed: false, reason: 'invalid_url', message: 'the browser reported a URL that does not parse' };
  const to = new URL(navigated);
  if (to.protocol !== 'http:' && to.protocol !== 'https:') {
    return { allowed: false, reason: 'unsupported_scheme', message: `the browser ended on a ${to.protocol.slice(0, 24)} page, not an http(s) page` };
  }
  const sameHost = hostOf(from) === hostOf(to);
  const sameOrigin = sameHost && from.protocol === to.protocol && portOf(from) === portOf(to);
  const upgrade = sameHost && from.protocol === 'http:' && to.protocol === 'https:' && from.port === '' && to.port === '';
  if (!sameOrigin && !upgrade) {
    return { allowed: false, reason: 'other_origin', message: `the page navigated from ${from.origin} to another origin (${to.origin}); rendering is limited to the requested origin` };
  }
  return { allowed: true };
}
