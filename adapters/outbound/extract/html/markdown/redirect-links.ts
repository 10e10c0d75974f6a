import { toSafeHttpUrl } from '../../support/safe-url.js';

/** Google's click-through redirect: `https://www.google.com/url?q=TARGET&sa=D&…` (Docs, Sites, search results). */
const GOOGLE_REDIRECT = /^https?:\/\/(?:www\.)?google\.[a-z.]{2,6}\/url\?/i;

/**
 * The page a redirect link sends to, where the link states it: Google Docs and Sites publish every
 * link as `https://www.google.com/url?q=https://riversidegarden.org.uk/forms&sa=D&source=editors&…`,
 * which hid the real target behind a descriptive label. `undefined` for any other link, or a
 * redirect whose target is not an http(s) address.
 */
export function redirectTarget(href: string): string | undefined {
  if (!GOOGLE_REDIRECT.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const target = url.searchParams.get('q') ?? url.searchParams.get('url');
  return target === null ? undefined : toSafeHttpUrl(target, href);
}
