// `node --import <this file>`: appends every module URL the process resolves (ESM imports, the
// import() of a chunk or a package) to the file named by MODULE_LOAD_LOG, one per line. The hooks
// run on Node's loader thread, so the log is written as modules load, even if the process exits.
import { register } from 'node:module';

register(new URL('./module-load-log.hooks.mjs', import.meta.url), { data: { log: process.env.MODULE_LOAD_LOG } });
