import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A `node:http` server on a loopback address (127.0.0.1 unless told), port 0, that records what reached it. */
export interface LoopbackServer {
  readonly port: number;
  /** `http://127.0.0.1:<port>` (or `http://[::1]:<port>`) without a trailing slash. */
  readonly origin: string;
  /** TCP connections accepted so far: proves whether a refused destination ever saw a packet. */
  readonly connections: () => number;
  /** Request lines seen, e.g. `GET /a`. */
  readonly requests: string[];
  /** Request headers seen, in order. */
  readonly requestHeaders: Array<IncomingMessage['headers']>;
  close(): Promise<void>;
}

export type LoopbackHandler = (request: IncomingMessage, response: ServerResponse, server: LoopbackServer) => void;

/** Starts a loopback server; every test closes its servers in `afterEach`. */
export async function startLoopbackServer(handler: LoopbackHandler, host: '127.0.0.1' | '::1' = '127.0.0.1'): Promise<LoopbackServer> {
  const server: Server = createServer();
  const sockets = new Set<Socket>();
  let connections = 0;
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const loopback: LoopbackServer = {
    port,
    origin: host === '::1' ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests: [],
    requestHeaders: [],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    loopback.requests.push(`${request.method ?? '?'} ${request.url ?? ''}`);
    loopback.requestHeaders.push(request.headers);
    handler(request, response, loopback);
  });
  return loopback;
}
