/**
 * Refreshes test/fixtures/codex/schema from the installed `@openai/codex` (run after bumping it):
 * `node --import tsx test/support/codex/refresh-codex-schema.ts`. Then update CODEX_SCHEMA_VERSION.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { generateCodexSchema, SCHEMA_FIXTURES } from './codex-binary.js';
import { subsetFiles } from './codex-schema.manifest.js';

const out = mkdtempSync(join(tmpdir(), 'codex-schema-'));
try {
  await generateCodexSchema(out);
  rmSync(SCHEMA_FIXTURES, { recursive: true, force: true });
  for (const file of subsetFiles()) {
    mkdirSync(dirname(join(SCHEMA_FIXTURES, file)), { recursive: true });
    copyFileSync(join(out, file), join(SCHEMA_FIXTURES, file));
  }
  console.log(`copied ${subsetFiles().length} schema files to ${SCHEMA_FIXTURES}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
