import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The version in this package's package.json, found by walking up from this file (works from `dist/` and from source). */
export function packageVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === 'mono-agent-web' && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // not here; keep walking up
    }
    dir = dirname(dir);
  }
  return '0.0.0-unknown';
}
