// `node --import <this file>`: appends every module URL the process resolves (ESM imports, the
// import() of a chunk or a package) to the file named by MODULE_LOAD_LOG, one per line. The hooks
// run on Node's loader thread, so the log is written as modules load, even if the process exits.
// At exit it also appends `node:<name>` for each of Node's built-in modules loaded after start-up
// (a bundled CommonJS require of a built-in never reaches the loader hooks).
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';

const log = process.env.MODULE_LOAD_LOG;
register(new URL('./module-load-log.hooks.mjs', import.meta.url), { data: { log } });
const builtinsAtStart = new Set(process.moduleLoadList);
process.on('exit', () => {
  if (log === undefined) return;
  const added = process.moduleLoadList.filter((entry) => !builtinsAtStart.has(entry) && entry.startsWith('NativeModule '));
  appendFileSync(log, added.map((entry) => `node:${entry.slice('NativeModule '.length)}\n`).join(''));
});
