// The Pi extension entry (`mono-agent-web/pi`): WebSearch and WebFetch as Pi tools, configured
// from the environment (the MONO_AGENT_WEB_* variables) like every other surface.
import { createPiExtension } from '../adapters/inbound/pi/pi-extension.js';
import { createWebResearch } from './create-web-research.js';

export default createPiExtension({
  createWebResearch: async () => {
    const created = await createWebResearch();
    if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
    return created.value;
  },
});
