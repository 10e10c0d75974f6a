/** A URL from the config, parsed, plus the hygiene problems found in its raw spelling. */
export interface InspectedConfigUrl {
  /** Undefined when the text is not an absolute URL at all. */
  readonly url: URL | undefined;
  /** Human-readable problems (credentials, query, fragment); empty when clean. Never echoes the URL. */
  readonly problems: readonly string[];
}

/**
 * Parses a configured URL and reports credentials, queries and fragments. The raw text is
 * inspected as well as the parsed URL, because WHATWG parsing silently drops an empty `?`,
 * `#` or `@` that still signals a mistake in the config.
 */
export function inspectConfigUrl(raw: string): InspectedConfigUrl {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { url: undefined, problems: [] };
  }
  const problems: string[] = [];
  const afterScheme = raw.slice(raw.indexOf(':') + 1).replace(/^[/\\]*/, '');
  const authority = afterScheme.split(/[/\\?#]/, 1)[0] ?? '';
  if (url.username !== '' || url.password !== '' || authority.includes('@')) {
    problems.push('contains URL credentials (user:password@), which are rejected');
  }
  if (url.search !== '' || raw.includes('?')) problems.push('contains a query string (?...), which is rejected');
  if (url.hash !== '' || raw.includes('#')) problems.push('contains a fragment (#...), which is rejected');
  return { url, problems };
}
