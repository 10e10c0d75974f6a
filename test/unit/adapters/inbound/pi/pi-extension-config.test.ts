import { describe, expect, it } from 'vitest';
import { createPiExtension } from '../../../../../adapters/inbound/pi/pi-extension.js';
import { FakeWebResearch } from '../../../../fakes/fake-web-research.js';
import { RecordingExtensionApi } from './recording-extension-api.js';

function load(options: { warnings?: readonly string[]; fail?: string } = {}) {
  const research = new FakeWebResearch({ warnings: options.warnings ?? [] });
  const requests: { configPath?: string }[] = [];
  let stderr = '';
  const pi = new RecordingExtensionApi();
  createPiExtension({
    createWebResearch: (request) => {
      requests.push(request);
      return options.fail === undefined ? Promise.resolve(research) : Promise.reject(new Error(options.fail));
    },
    stderr: { write: (chunk: string) => (stderr += chunk) },
  })(pi.api);
  return { pi, research, requests, stderr: () => stderr };
}

describe('Pi configuration', () => {
  it('passes --mono-agent-config to the facade, and nothing when the flag is absent (discovery applies)', async () => {
    const flagged = load();
    flagged.pi.flagValues.set('mono-agent-config', '/etc/agent.json');
    await flagged.pi.emit('session_start');
    expect(flagged.requests).toEqual([{ configPath: '/etc/agent.json' }]);
    const plain = load();
    await plain.pi.emit('session_start');
    expect(plain.requests).toEqual([{}]);
  });

  it('shows each configuration warning through Pi notifications at session start', async () => {
    const { pi, stderr } = load({ warnings: ['tools.web.search.endpoint is a legacy alias', 'environment variable MONO_AGENT_WEB_X is ignored'] });
    await pi.emit('session_start');
    expect(pi.notifications).toEqual([
      { message: 'mono-agent-web: tools.web.search.endpoint is a legacy alias', type: 'warning' },
      { message: 'mono-agent-web: environment variable MONO_AGENT_WEB_X is ignored', type: 'warning' },
    ]);
    expect(stderr()).toBe('');
  });

  it('writes them on stderr when Pi has no UI (print and JSON modes, where notify does nothing)', async () => {
    const { pi, stderr } = load({ warnings: ['w1'] });
    pi.hasUI = false;
    await pi.emit('session_start');
    expect(pi.notifications).toEqual([]);
    expect(stderr()).toBe('mono-agent-web: warning: w1\n');
  });

  it('notifies a configuration error at start-up and still reports it to the model on the first call', async () => {
    const { pi } = load({ fail: 'config_invalid: env MONO_AGENT_SANDBOX_NETWORK_MODE (sandbox.network.mode): "open" is not accepted' });
    await pi.emit('session_start');
    expect(pi.notifications).toEqual([{ message: expect.stringMatching(/^mono-agent-web: config_invalid: env MONO_AGENT_SANDBOX_NETWORK_MODE/), type: 'error' }]);
    await expect(pi.execute('WebFetch', { url: 'https://example.com/' })).rejects.toThrow(/config_invalid: env MONO_AGENT_SANDBOX_NETWORK_MODE/);
  });

  it('refuses a --mono-agent-config without a value, saying what it needs', async () => {
    const { pi, requests } = load();
    pi.flagValues.set('mono-agent-config', true);
    await pi.emit('session_start');
    expect(requests).toEqual([]);
    expect(pi.notifications).toEqual([{ message: 'mono-agent-web: config_invalid: --mono-agent-config needs the path of an agent config JSON file', type: 'error' }]);
  });
});
