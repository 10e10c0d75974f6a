/**
 * User-Agent strings. Both are honest: they name mono-agent-web. The keyless one is shaped like
 * the desktop browser whose headers we imitate (HTML engines serve bot-looking clients a
 * challenge), with our product token appended rather than disguised.
 */
export const SEARCH_USER_AGENTS = {
  /** For operator-owned JSON APIs (SearXNG, Ollama); not matched by SearXNG's bot-detection regex. */
  api: 'mono-agent-web/0.1.0',
  /** For keyless HTML engines (DuckDuckGo, Startpage). */
  keylessBrowser: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 mono-agent-web/0.1.0',
} as const;
