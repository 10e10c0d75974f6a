/**
 * Resolves `href` against `base` and returns it only when the result is an absolute http(s) URL;
 * `javascript:`, `data:`, `vbscript:`, `file:`, `mailto:` and every other scheme give `undefined`
 * (callers keep the link text and drop the target). Credentials embedded in the URL are removed.
 * Tabs, newlines and other control characters are stripped first, as browsers do, so
 * `java\tscript:` cannot slip through.
 */
export function toSafeHttpUrl(href: string, base: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u001f\u007f]+/g, '').trim();
  if (cleaned === '') return undefined;
  let url: URL;
  try {
    url = new URL(cleaned, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.username = '';
  url.password = '';
  return url.href;
}
