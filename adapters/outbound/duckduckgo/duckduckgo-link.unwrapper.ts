/**
 * Turns a result `href` from DuckDuckGo's HTML page into the target URL.
 *
 * Redirect links look like `//duckduckgo.com/l/?uddg=<percent-encoded target>&rut=…`; the target
 * is the `uddg` parameter (decoded once by the query parser). Ads (`duckduckgo.com/y.js`) and
 * anything that is not http(s) give `undefined`. The markup parser has already decoded entities;
 * the target is returned as given (normalisation happens later).
 */
export function unwrapDuckDuckGoLink(href: string): string | undefined {
  const trimmed = href.trim();
  const absolute = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return undefined;
  }
  if (isDuckDuckGoHost(url.hostname)) {
    if (url.pathname.startsWith('/l/')) {
      const target = url.searchParams.get('uddg');
      return target === null ? undefined : httpUrlOrUndefined(target);
    }
    // y.js is the ad click-through; other DDG links are navigation, not results.
    return undefined;
  }
  return httpUrlOrUndefined(absolute);
}

function isDuckDuckGoHost(hostname: string): boolean {
  return hostname === 'duckduckgo.com' || hostname.endsWith('.duckduckgo.com');
}

function httpUrlOrUndefined(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}
