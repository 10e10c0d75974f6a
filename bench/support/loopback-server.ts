import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./loopback-server.mjs', import.meta.url));

/** The loopback server process (see loopback-server.mjs). */
export interface LoopbackServer {
  readonly origin: string;
  /** Every origin the server answers on (the first is `origin`). */
  readonly origins: readonly string[];
  /** SearXNG requests served since start or the last reset. */
  searches(): Promise<number>;
  resetSearches(): Promise<void>;
  close(): void;
}

/** Starts the loopback server in its own process, serving `filesDir` under /files/ on `originCount` ports. */
export async function startLoopbackServer(filesDir?: string, originCount = 1): Promise<LoopbackServer> {
  const child = spawn(process.execPath, [SCRIPT, filesDir ?? '', String(originCount)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`loopback server exited (${String(code)})`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  const { origin, origins } = JSON.parse(line) as { origin: string; origins: string[] };
  return {
    origin,
    origins,
    searches: async () => Number(await (await fetch(`${origin}/__count`)).text()),
    resetSearches: async () => void (await fetch(`${origin}/__reset`)),
    close: () => child.stdin.end(),
  };
}
