import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The loopback site of the rendering end-to-end test, running in its own process. */
export interface RenderSite {
  readonly site: string;
  readonly other: string;
  /** Requests each origin has received so far. */
  hits(): Promise<{ readonly site: number; readonly other: number }>;
  stop(): Promise<void>;
}

const SERVER = fileURLToPath(new URL('./render-site.server.mjs', import.meta.url));

/** Starts the site server as a child process and waits for its origins. */
export async function startRenderSite(): Promise<RenderSite> {
  const child: ChildProcess = spawn(process.execPath, [SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  if (child.stdout === null) throw new Error('no stdout');
  const lines = createInterface({ input: child.stdout });
  const [line] = (await once(lines, 'line')) as [string];
  lines.close();
  const origins = JSON.parse(line) as { site: string; other: string };
  return {
    ...origins,
    hits: async () => (await (await fetch(`${origins.site}/hits`)).json()) as { site: number; other: number },
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
