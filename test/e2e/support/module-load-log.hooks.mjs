// Loader hooks for module-load-log.mjs (see there).
import { appendFileSync } from 'node:fs';

let log;

export function initialize(data) {
  log = data?.log;
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (log !== undefined) appendFileSync(log, `${resolved.url}\n`);
  return resolved;
}
