import { lookup } from 'node:dns/promises';

/** One DNS answer: an IP literal and its family. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/**
 * Resolves a host name to every address the connection may use. Rejects with the resolver's
 * error (e.g. `ENOTFOUND`, `EAI_AGAIN`). Tests inject a fake to simulate DNS answers
 * (rebinding, mixed public/private sets) without real DNS.
 */
export type HostResolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** The system resolver: `dns.lookup` with `all: true` (honours /etc/hosts, like every other client). */
export const systemHostResolver: HostResolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};
