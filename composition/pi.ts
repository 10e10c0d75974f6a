// The Pi extension entry (`mono-agent-web/pi`, or `pi -e <path to dist/composition/pi.js>`):
// WebSearch and WebFetch as Pi tools, configured like every other surface (`--mono-agent-config`,
// else MONO_AGENT_CONFIG, else ~/.mono-agent/config.json, plus the environment variables).
import type { ExtensionAPI } from '@mariozechner/pi-coding-agent';
import { createPiExtension } from '../adapters/inbound/pi/pi-extension.js';
import { createWebResearch, type CreateWebResearchOptions } from './create-web-research.js';

/**
 * The extension with fixed facade options, for an extension file of your own:
 * `export default webResearchPiExtension({ configPath: '/etc/agent.json' })`. Pi's
 * `--mono-agent-config` flag still wins over `options.configPath`.
 */
export function webResearchPiExtension(options: CreateWebResearchOptions = {}): (pi: ExtensionAPI) => void {
  return createPiExtension({
    createWebResearch: async ({ configPath }) => {
      const created = await createWebResearch({ ...options, ...(configPath === undefined ? {} : { configPath }) });
      if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
      return created.value;
    },
    stderr: process.stderr,
  });
}

export default webResearchPiExtension();
