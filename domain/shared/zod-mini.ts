import { config } from 'zod/mini';
import english from 'zod/v4/locales/en.js';

/*
 * The zod every schema of ours is built with: zod's tree-shakable `mini` build (import it as
 * `import * as z from '…/zod-mini.js'`, so the bundle keeps only what is used). Unlike classic zod,
 * `mini` installs no message locale, and every issue without a message of its own would read
 * "Invalid input". Those default messages ("Too small: expected number to be >=1", "Unrecognized
 * key: …") reach users in config_invalid and invalid_input errors, so zod's English messages are
 * installed here, before any schema of ours can parse. zod keeps this setting process-wide, as
 * classic zod does on import.
 */
config(english());

export * from 'zod/mini';
