// fetch-speed.ts's plain-Node RSS child: runs only `run.fetch` over the URLs it is given (a JSON
// array in the file named by argv[3]) through the built library (argv[2], dist/composition/index.js),
// as a user's process would, without the TypeScript loader (tsx's loader thread and its isolate add
// about 35 MiB of RSS to a process), and prints the process's peak RSS in bytes.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [, , entry, urlsFile] = process.argv;
const urls = JSON.parse(readFileSync(urlsFile, 'utf8'));
const { createWebResearch } = await import(pathToFileURL(entry).href);
const created = await createWebResearch({ agentConfig: { tools: { web: {} } }, env: {}, networkOverride: { mode: 'allowlist', allow: ['127.0.0.1'] }, extraction: 'worker' });
if (!created.ok) throw new Error(created.error.message);
const facade = created.value;
try {
  for (const url of urls) {
    const run = facade.startRun();
    try {
      await run.fetch({ url });
    } finally {
      await run.close();
    }
  }
} finally {
  await facade.close();
}
process.stdout.write(`${process.resourceUsage().maxRSS * 1024}\n`);
