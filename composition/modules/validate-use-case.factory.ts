import type { ResolutionContext } from 'inversify';
import { CLOCK, type ClockPort } from '../../application/ports/clock.port.js';
import { CODEX_READINESS, type CodexReadinessPort } from '../../application/ports/codex-readiness.port.js';
import { DESTINATION_POLICY, type DestinationPolicyPort } from '../../application/ports/destination-policy.port.js';
import { type LivenessProbesPort } from '../../application/ports/liveness-probes.port.js';
import { SEARCH_PROVIDERS } from '../../application/ports/search-provider.port.js';
import { planSearch, type ProviderSlots } from '../../application/web-search/search-plan.js';
import { ValidateUseCase } from '../../application/validate/validate.use-case.js';
import { VALIDATION_DEADLINES } from '../../application/validate/validation-deadlines.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { HttpAgent } from '../../infrastructure/http/http-agent.factory.js';
import { probeSearxng } from '../../adapters/outbound/searxng/searxng-liveness.probe.js';
import { probeOllama } from '../../adapters/outbound/ollama/ollama-liveness.probe.js';
import { readAgentBrowserVersion } from '../../adapters/outbound/agent-browser/agent-browser-version.probe.js';
import { probeBrowserLaunch } from '../../adapters/outbound/agent-browser/browser-launch.probe.js';
import { resolveBrowserExecutable } from '../../adapters/outbound/agent-browser/agent-browser-executable.resolver.js';
import type { CompositionInput } from '../composition-options.js';
import { COMPOSITION_INPUT, HTTP_AGENT, NETWORK_POLICY } from '../tokens.js';
import { realRenderSystem } from './render-system.factory.js';

/** The liveness probes over the process's policy-checked transport and the real OS. */
function livenessProbes(input: CompositionInput, agent: HttpAgent, policy: NetworkPolicy, destinations: DestinationPolicyPort): LivenessProbesPort {
  const { config } = input;
  const env = input.options.env ?? process.env;
  const settings = { browserCommand: config.fetch.browserCommand, env, runningAsRoot: process.getuid?.() === 0 };
  const system = realRenderSystem(destinations);
  const executable = (): string => resolveBrowserExecutable(config.fetch.browserCommand, env['PATH']);
  const notConfigured = (what: string) => Promise.resolve({ kind: 'unreachable' as const, message: `${what} is not configured` });
  return {
    searxng: (options) => (config.search.searxng === undefined ? notConfigured('SearXNG') : probeSearxng(config.search.searxng.endpoint, agent.dispatcherFor(policy, 'operator-endpoint'), options)),
    ollama: (options) => {
      const ollama = config.search.ollama;
      if (ollama === undefined) return notConfigured('Ollama');
      const dispatcher = agent.dispatcherFor(policy, ollama.hosted ? 'keyless-search' : 'operator-endpoint');
      return probeOllama({ baseUrl: ollama.baseUrl, ...(ollama.apiKeyEnv === undefined ? {} : { apiKeyEnv: ollama.apiKeyEnv }), readEnv: (name) => env[name] }, dispatcher, options);
    },
    browserVersion: (options) => readAgentBrowserVersion(system.executor, executable(), { path: env['PATH'], ...options }),
    browserLaunch: (options) => probeBrowserLaunch(system, settings, executable(), options),
  };
}

/** `validate`'s use-case over the same search providers, destination policy and Codex readiness as the tools. */
export async function createValidateUseCase(ctx: ResolutionContext): Promise<ValidateUseCase> {
  const input = ctx.get<CompositionInput>(COMPOSITION_INPUT);
  const policy = ctx.get<NetworkPolicy>(NETWORK_POLICY);
  const destinations = ctx.get<DestinationPolicyPort>(DESTINATION_POLICY);
  const [slots, agent, codex] = await Promise.all([
    ctx.getAsync<ProviderSlots>(SEARCH_PROVIDERS),
    ctx.getAsync<HttpAgent>(HTTP_AGENT),
    ctx.getAsync<CodexReadinessPort>(CODEX_READINESS),
  ]);
  return new ValidateUseCase({
    plan: planSearch(input.config.search.backend, slots),
    destinations,
    probes: input.options.livenessProbes ?? livenessProbes(input, agent, policy, destinations),
    codex,
    clock: ctx.get<ClockPort>(CLOCK),
    deadlines: { ...VALIDATION_DEADLINES, ...input.options.validationDeadlines },
  });
}
