/** Everything that identifies one isolated render to agent-browser. */
export interface RenderLaunch {
  /** The empty, read-only config file (`{}`) that replaces any user or project config. */
  readonly configPath: string;
  /** Random, lower-case: agent-browser lower-cases namespaces. */
  readonly namespace: string;
  /** Random letters and digits. */
  readonly session: string;
  /** The requested host (no scheme, no port): the only domain the browser may load from. */
  readonly allowedHost: string;
  /** Raw Chromium flags (none, or `--no-sandbox` as root, plus the pinned host resolution). */
  readonly chromiumArgs: readonly string[];
}

/** The daemon (and with it the browser) exits by itself after this long without a command: a net for a render whose clean-up never ran. */
export const DAEMON_IDLE_TIMEOUT = '30s';

/**
 * The argument prefix of every call in one render. It must be byte-identical on every call:
 * a changed launch flag makes the daemon silently relaunch the browser on `about:blank`.
 * There is deliberately no profile, restore key, session name, state file, CDP endpoint,
 * auto-connect, provider, extension or init script.
 */
export function launchPrefix(launch: RenderLaunch): string[] {
  return [
    '--config', launch.configPath,
    '--namespace', launch.namespace,
    '--session', launch.session,
    ...(launch.chromiumArgs.length === 0 ? [] : ['--args', launch.chromiumArgs.join(',')]),
    '--allowed-domains', launch.allowedHost,
    '--content-boundaries',
    '--idle-timeout', DAEMON_IDLE_TIMEOUT,
    '--json',
  ];
}

/** The steps of one render, in order. `read` is never given a URL (that would fetch without a browser). */
export const RENDER_STEPS = {
  open: (url: string): string[] => ['open', url],
  waitForDomContentLoaded: ['wait', '--load', 'domcontentloaded'],
  currentUrl: ['get', 'url'],
  documentRequests: ['network', 'requests'],
  renderedHtml: ['get', 'html', 'html'],
  close: ['close'],
} as const;

/**
 * The Chromium flags a render needs: `--no-sandbox` only when running as root (Chromium refuses
 * to start its sandbox as root), and, for a host name, a host-resolver rule pinning it to the
 * address the network policy admitted, so the browser cannot be rebound to another address
 * between our check and its own DNS lookup.
 */
export function chromiumArgs(options: { readonly runningAsRoot: boolean; readonly hostname: string; readonly pinnedAddress?: { readonly address: string; readonly family: 4 | 6 } }): string[] {
  const args: string[] = [];
  if (options.runningAsRoot) args.push('--no-sandbox');
  const pin = options.pinnedAddress;
  if (pin !== undefined) args.push(`--host-resolver-rules=MAP ${options.hostname} ${pin.family === 6 ? `[${pin.address}]` : pin.address}`);
  return args;
}

/** Variables of the operator's environment a render passes on: where the browser binary is. */
const PASSED_THROUGH = ['AGENT_BROWSER_EXECUTABLE_PATH'] as const;

/**
 * The complete environment of every agent-browser call, built from scratch so no
 * `AGENT_BROWSER_*` setting, proxy variable or home-directory config of the operator leaks into a
 * render. `HOME` and `TMPDIR` point into the private render directory, so the browser profile,
 * caches and crash reports are removed with it; `PATH` is kept so a bare browser command and the
 * npm wrapper's `node` resolve. `AGENT_BROWSER_EXECUTABLE_PATH` is passed through unchanged.
 */
export function renderEnvironment(options: {
  readonly parent: Readonly<Record<string, string | undefined>>;
  readonly renderDir: string;
  readonly socketDir: string;
  /** Default timeout of agent-browser's own waits, ms (read once when the daemon starts). */
  readonly defaultTimeoutMs: number;
}): Record<string, string> {
  const env: Record<string, string> = {
    PATH: options.parent['PATH'] ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: options.renderDir,
    TMPDIR: options.renderDir,
    AGENT_BROWSER_SOCKET_DIR: options.socketDir,
    AGENT_BROWSER_NO_VERSION_CHECK: '1',
    AGENT_BROWSER_DEFAULT_TIMEOUT: String(Math.max(1_000, Math.floor(options.defaultTimeoutMs))),
  };
  for (const name of PASSED_THROUGH) {
    const value = options.parent[name];
    if (value !== undefined && value.trim() !== '') env[name] = value;
  }
  return env;
}
