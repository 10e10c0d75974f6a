import { createHash } from 'node:crypto';
import type { CoordinationScope } from '../../../application/ports/coordination.port.js';

const DOMAIN = 'mono-agent-web/host-scope/v1';

/**
 * The bucket key of a scope: 128 bits of SHA-256 over a domain tag, the kind and the key, in hex.
 * The state file stores only this, never the endpoint, origin or anything derived from a query.
 */
export function scopeHash(scope: CoordinationScope): string {
  return createHash('sha256').update(`${DOMAIN}\u0000${scope.kind}\u0000${scope.key}`).digest('hex').slice(0, 32);
}
