import { connect as connectTcp, isIP } from 'node:net';
import type { LookupFunction, Socket } from 'node:net';
import type * as NodeTls from 'node:tls';
import type { ConnectionOptions } from 'node:tls';
import { errors } from 'undici';
import type { buildConnector } from 'undici';
import type { DestinationPurpose } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { DestinationAddress, DestinationPolicyPort } from '../../application/ports/destination-policy.port.js';
import { NetworkPolicyDeniedError } from './network-policy-denied.error.js';

/** Settings of one policy-bound connector. */
export interface PolicyCheckedConnectorOptions {
  readonly policy: NetworkPolicy;
  readonly purpose: DestinationPurpose;
  /** The process's one destination policy: it resolves the host and decides on every address. */
  readonly destinations: DestinationPolicyPort;
  /** Budget for DNS resolution plus TCP/TLS handshake, in ms. */
  readonly connectTimeoutMs: number;
  /** Extra TLS trust settings (tests may pass a private `ca`). */
  readonly tls?: Pick<ConnectionOptions, 'ca' | 'rejectUnauthorized'>;
}

const TCP_KEEP_ALIVE_DELAY_MS = 60_000;
const MAX_TLS_SESSIONS = 100;

/**
 * An undici `connect` function that enforces the network policy on the addresses the socket will
 * actually use: it asks the destination policy (which resolves the host; IP literals are their own
 * address) and refuses unless every resolved address is admitted, then opens the socket
 * with a `lookup` that can only return those checked addresses. Because the check and the
 * connect use the same DNS answer, a rebinding answer cannot slip in between; because every
 * redirect hop opens (or reuses a pool of) this connector, each hop is checked too.
 * A refusal fails the connection with {@link NetworkPolicyDeniedError} before any packet is sent.
 */
export function createPolicyCheckedConnector(options: PolicyCheckedConnectorOptions): buildConnector.connector {
  const sessions = new Map<string, Buffer>();
  return (target, callback) => {
    let settled = false;
    let socket: Socket | undefined;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      const timeout = new errors.ConnectTimeoutError(`connect timeout after ${options.connectTimeoutMs} ms`);
      socket?.destroy(timeout);
      callback(timeout, null);
    }, options.connectTimeoutMs);
    openCheckedSocket(target, options, sessions, (opened) => {
      socket = opened;
    }).then(
      (connected) => {
        clearTimeout(timer);
        if (settled) {
          connected.destroy();
          return;
        }
        settled = true;
        callback(null, connected);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  };
}

async function openCheckedSocket(
  target: buildConnector.Options,
  options: PolicyCheckedConnectorOptions,
  sessions: Map<string, Buffer>,
  onSocket: (socket: Socket) => void,
): Promise<Socket> {
  const { hostname, protocol } = target;
  const port = target.port === '' || target.port === undefined ? (protocol === 'https:' ? 443 : 80) : Number(target.port);
  const url = `${protocol}//${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}/`;

  const verdict = await options.destinations.check(url, options.policy, options.purpose);
  if (verdict.kind === 'denied') throw new NetworkPolicyDeniedError(verdict.reason, verdict.message);
  if (verdict.kind === 'unresolved') throw Object.assign(new Error(verdict.message), { code: verdict.errorCode ?? 'ENOTFOUND' });
  const { addresses } = verdict;
  const literalFamily = isIP(hostname);

  const lookup = checkedLookup(addresses);
  const socket =
    protocol === 'https:'
      ? openTls(await loadTls(), hostname, port, literalFamily === 0 ? (target.servername || hostname) : undefined, lookup, options, sessions)
      : connectTcp({ host: hostname, port, lookup });
  onSocket(socket);
  const connectedEvent = protocol === 'https:' ? 'secureConnect' : 'connect';
  await new Promise<void>((resolve, reject) => {
    const onConnected = (): void => {
      socket.off('error', onError);
      resolve();
    };
    const onError = (error: Error): void => {
      socket.off(connectedEvent, onConnected);
      reject(error);
    };
    socket.once(connectedEvent, onConnected);
    socket.once('error', onError);
  });
  socket.setNoDelay(true);
  socket.setKeepAlive(true, TCP_KEEP_ALIVE_DELAY_MS);
  return socket;
}

// Node's TLS stack costs a one-shot command tens of milliseconds to load: only HTTPS loads it.
let tlsModule: Promise<typeof NodeTls> | undefined;
function loadTls(): Promise<typeof NodeTls> {
  tlsModule ??= import('node:tls');
  return tlsModule;
}

function openTls(
  tls: typeof NodeTls,
  hostname: string,
  port: number,
  servername: string | undefined,
  lookup: LookupFunction,
  options: PolicyCheckedConnectorOptions,
  sessions: Map<string, Buffer>,
): Socket {
  const sessionKey = servername ?? hostname;
  const socket = tls.connect({
    ...options.tls,
    host: hostname,
    port,
    lookup,
    ...(servername === undefined ? {} : { servername }),
    ...(sessions.has(sessionKey) ? { session: sessions.get(sessionKey) } : {}),
    ALPNProtocols: ['http/1.1'],
  });
  socket.on('session', (session: Buffer) => {
    sessions.delete(sessionKey);
    if (sessions.size >= MAX_TLS_SESSIONS) {
      const oldest = sessions.keys().next();
      if (oldest.done !== true) sessions.delete(oldest.value);
    }
    sessions.set(sessionKey, session);
  });
  return socket;
}

/** A `lookup` that answers only from the already-checked addresses (filtered by requested family). */
function checkedLookup(addresses: readonly DestinationAddress[]): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    const wanted = lookupOptions.family === 4 || lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family === 6 || lookupOptions.family === 'IPv6' ? 6 : 0;
    const eligible = addresses.filter((answer) => wanted === 0 || answer.family === wanted);
    const first = eligible[0];
    if (first === undefined) {
      const error: NodeJS.ErrnoException = new Error(`no IPv${wanted} address among the checked answers`);
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
      return;
    }
    if (lookupOptions.all === true) callback(null, eligible.map((answer) => ({ address: answer.address, family: answer.family })));
    else callback(null, first.address, first.family);
  };
}
