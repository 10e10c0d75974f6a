import type { RenderFailure } from '../../../application/ports/page-renderer.port.js';

const MAX_DETAIL_CHARS = 200;

/** A renderer message made safe to show: one line, no control characters, bounded. */
export function boundedDetail(text: string): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length <= MAX_DETAIL_CHARS ? line : `${line.slice(0, MAX_DETAIL_CHARS - 1)}…`;
}

const BROWSER_MISSING = /failed to launch|chrome not found|could not find (?:chrome|chromium|a browser)|no (?:chrome|chromium|browser) (?:found|installed)|executable/i;
const NOT_UNDERSTOOD = /unknown command|unknown (?:flag|option|argument)|unexpected argument|unrecognized/i;

/** The origin of the URL a domain-filter message names, when it names one. */
function blockedOrigin(error: string): string | undefined {
  const url = /Navigation to (\S+) was blocked/i.exec(error)?.[1];
  return url !== undefined && URL.canParse(url) ? new URL(url).origin : undefined;
}

/**
 * Maps agent-browser's `error` text (exit status 1 for all of them) to a render failure:
 * domain-filter blocks → `policy_denied`; `net::ERR_*` and load timeouts → origin failures;
 * a browser that cannot be launched or a CLI that does not know our commands → `backend_not_ready`
 * with what to do; anything else → `backend_unavailable` naming the renderer's own words.
 */
export function mapAgentBrowserError(error: string, exitStatus: number | undefined, type?: string): RenderFailure {
  const exit = exitStatus === undefined ? {} : { exitStatus };
  if (/blocked by the domain filter|is not in the allowed domains list|not allowed by domain filter/i.test(error)) {
    const origin = blockedOrigin(error);
    return {
      code: 'policy_denied',
      message: `The page tried to navigate ${origin === undefined ? 'off its origin' : `to another origin (${origin})`}; browser rendering is limited to the requested origin, so nothing was read.`,
      originFailure: false,
      ...exit,
    };
  }
  const net = /net::(ERR_[A-Z0-9_]+)/.exec(error)?.[1];
  if (net !== undefined) {
    return { code: 'backend_unavailable', message: `The browser could not load the page (net::${net}).`, originFailure: true, ...exit };
  }
  if (/timed out after \d+ ?ms/i.test(error)) {
    return { code: 'timeout', message: `The page did not finish loading in the browser: ${boundedDetail(error)}`, originFailure: true, ...exit };
  }
  if (type === 'unknown_command' || NOT_UNDERSTOOD.test(error)) {
    return { code: 'backend_not_ready', message: `agent-browser did not understand a rendering command (${boundedDetail(error)}); agent-browser 0.33.1 or newer is required.`, originFailure: false, ...exit };
  }
  if (BROWSER_MISSING.test(error)) {
    return {
      code: 'backend_not_ready',
      message: `agent-browser could not start Chromium (${boundedDetail(error)}). Install Chromium (Debian: apt-get install chromium) and point AGENT_BROWSER_EXECUTABLE_PATH at it.`,
      originFailure: false,
      ...exit,
    };
  }
  return { code: 'backend_unavailable', message: `The browser renderer failed: ${boundedDetail(error)}`, originFailure: false, ...exit };
}
