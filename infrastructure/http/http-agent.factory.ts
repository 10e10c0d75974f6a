import { Agent } from 'undici';
import type { ConnectionOptions } from 'node:tls';
import type { Dispatcher } from 'undici';
import type { DestinationPurpose } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { DestinationPolicyPort } from '../../application/ports/destination-policy.port.js';
import type { HostResolver } from './host-resolver.js';
import { createPolicyCheckedConnector } from './policy-checked.connector.js';
import { ResolvingDestinationPolicy } from './resolving-destination-policy.js';

/** Tuning of the process-wide HTTP transport. Every field is optional; defaults in brackets. */
export interface HttpAgentOptions {
  /** DNS resolution plus TCP/TLS handshake, in ms [10 000]. */
  readonly connectTimeoutMs?: number;
  /** Idle time before a pooled keep-alive socket is closed, in ms [4 000]. */
  readonly keepAliveTimeoutMs?: number;
  /** Ceiling on server `Keep-Alive: timeout=` hints, in ms [60 000]. */
  readonly keepAliveMaxTimeoutMs?: number;
  /** Sockets per origin [6]. */
  readonly connectionsPerOrigin?: number;
  /** Safety nets below the callers' own deadlines: waiting for headers / between body chunks, in ms [60 000]. */
  readonly headersTimeoutMs?: number;
  readonly bodyTimeoutMs?: number;
  /** The destination policy every connection asks [a {@link ResolvingDestinationPolicy} over `resolveHost`]. */
  readonly destinations?: DestinationPolicyPort;
  /** DNS seam of the default destination policy [system `dns.lookup` with `all: true`]. */
  readonly resolveHost?: HostResolver;
  /** Extra TLS trust settings (tests may pass a private `ca`). */
  readonly tls?: Pick<ConnectionOptions, 'ca' | 'rejectUnauthorized'>;
}

/**
 * The process's HTTP transport. Adapters ask it for the dispatcher of the policy and purpose
 * they act under; every connection that dispatcher opens is checked by the policy-checked connect
 * hook on its resolved addresses (see `createPolicyCheckedConnector`).
 * Responses are never auto-decompressed and redirects are never followed at this level.
 */
export interface HttpAgent {
  /**
   * The dispatcher for `(policy, purpose)`, created on first use and reused afterwards.
   * Pools are partitioned by policy and purpose so a socket admitted under one never serves
   * a request made under another; policies are config values, so there are only a handful.
   */
  dispatcherFor(policy: NetworkPolicy, purpose: DestinationPurpose): Dispatcher;
  /** Closes every pool gracefully (in-flight requests finish). Further use is a programmer error. */
  close(): Promise<void>;
  /** Destroys every pool and socket immediately. */
  destroy(): Promise<void>;
}

/**
 * Builds the one HTTP transport of the process (call it once, in the composition root). It owns
 * one undici `Agent` per distinct `(policy, purpose)` pair actually used. Never installed as
 * undici's global dispatcher.
 */
export function createHttpAgent(options: HttpAgentOptions = {}): HttpAgent {
  const agents = new Map<string, Agent>();
  let closed = false;
  const destinations = options.destinations ?? new ResolvingDestinationPolicy(options.resolveHost);

  const build = (policy: NetworkPolicy, purpose: DestinationPurpose): Agent =>
    new Agent({
      connect: createPolicyCheckedConnector({
        policy,
        purpose,
        destinations,
        connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
        ...(options.tls === undefined ? {} : { tls: options.tls }),
      }),
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 4_000,
      keepAliveMaxTimeout: options.keepAliveMaxTimeoutMs ?? 60_000,
      connections: options.connectionsPerOrigin ?? 6,
      headersTimeout: options.headersTimeoutMs ?? 60_000,
      bodyTimeout: options.bodyTimeoutMs ?? 60_000,
    });

  return {
    dispatcherFor(policy, purpose) {
      if (closed) throw new Error('HttpAgent is closed');
      const key = policyKey(policy, purpose);
      let agent = agents.get(key);
      if (agent === undefined) {
        agent = build(policy, purpose);
        agents.set(key, agent);
      }
      return agent;
    },
    async close() {
      closed = true;
      await Promise.all([...agents.values()].map((agent) => agent.close()));
      agents.clear();
    },
    async destroy() {
      closed = true;
      await Promise.all([...agents.values()].map((agent) => agent.destroy()));
      agents.clear();
    },
  };
}

function policyKey(policy: NetworkPolicy, purpose: DestinationPurpose): string {
  const allow = policy.mode === 'allowlist' ? [...policy.allow].sort() : [];
  return JSON.stringify([policy.mode, allow, purpose]);
}
