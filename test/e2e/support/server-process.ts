import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER_SCRIPT = fileURLToPath(new URL('./server-process.mjs', import.meta.url));

/** One request the scripted server saw. `at` is the server's wall clock (epoch ms). */
export interface ServedRequest {
  readonly port: number;
  readonly method: string;
  readonly url: string;
  readonly at: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** A scripted HTTP server running as its own OS process (see server-process.mjs). */
export interface ServerProcess {
  /** `http://127.0.0.1:PORT`, one per listener the scenario asked for. */
  readonly origins: readonly string[];
  readonly origin: string;
  /** Every request served so far, in arrival order. */
  requests(): Promise<readonly ServedRequest[]>;
  /** Requests whose path (without query) equals `path`, on any listener. */
  requestsTo(path: string): Promise<readonly ServedRequest[]>;
  close(): Promise<void>;
}

/** A scenario module under test/e2e/scenarios, by file name. */
export function scenarioPath(name: string): string {
  return fileURLToPath(new URL(`../scenarios/${name}`, import.meta.url));
}

/** Starts `node server-process.mjs <scenario>` and waits for its listening line. */
export async function startServerProcess(scenarioFile: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER_SCRIPT, scenarioFile], { stdio: ['pipe', 'pipe', 'inherit'] });
  const origins = await firstLine(child);
  const first = origins[0];
  if (first === undefined) throw new Error('server process reported no origins');
  const requests = async (): Promise<readonly ServedRequest[]> => {
    const response = await fetch(`${first}/__requests`);
    return (await response.json()) as ServedRequest[];
  };
  return {
    origins,
    origin: first,
    requests,
    requestsTo: async (path) => (await requests()).filter((r) => r.url.split('?')[0] === path),
    close: () => stop(child),
  };
}

function firstLine(child: ChildProcess): Promise<readonly string[]> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const onExit = (code: number | null): void => reject(new Error(`server process exited early (${String(code)})`));
    child.once('exit', onExit);
    lines.once('line', (line) => {
      child.off('exit', onExit);
      lines.close();
      resolve((JSON.parse(line) as { origins: string[] }).origins);
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.stdin?.end();
  });
}
