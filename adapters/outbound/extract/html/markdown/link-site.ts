import { siteHostName } from '../../../../../domain/url/host-name.js';

/** The site (host without a leading `www.`) an absolute address belongs to; undefined for an address that does not parse. */
export function linkSite(address: string): string | undefined {
  try {
    return siteHostName(new URL(address).hostname);
  } catch {
    return undefined;
  }
}
