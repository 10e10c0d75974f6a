/** A phone number as a page shows it: digits, at least six, with spaces, dashes, dots or brackets between. */
const PHONE_NUMBER = /^[\s+()\d.-]*\d(?:[\s()\d.-]*\d){5,}[\s()]*$/;

/**
 * A mail link to one recipient and nothing more (5ch's `mailto:sage` around the name of each post
 * its writer sent without bumping the thread): the name a post is signed with, not a control; a
 * "share by email" link (`mailto:?subject=…&body=…`) names no recipient.
 */
const SENDS_TO_ONE = /^\s*mailto:[^?&\s]+$/i;

function isPhoneLink(link: Element): boolean {
  return /^\s*tel:/i.test(link.getAttribute('href') ?? '');
}

/**
 * Unwraps, in Readability's copy of the page, each mail link that shows its own address
 * (`<a href="mailto:p@example.org">p@example.org</a>`) and each phone link that shows its number
 * (`<a href="tel:01632960450">01632 960450</a>`): a contact page's "Email:" or "Phone" line is then no
 * longer a short block of links, which Readability removes; so is each mail link to one recipient
 * alone (`SENDS_TO_ONE`). The Markdown is the same (such a link is written as its text). A "share by
 * email" or "Call us" link names no address and stays.
 * `links` are the copy's `mailto:` and `tel:` links. Returns how many.
 */
export function unwrapAddressLinks(links: readonly Element[]): number {
  let unwrapped = 0;
  for (const link of links) {
    const text = link.textContent ?? '';
    if (isPhoneLink(link) ? !PHONE_NUMBER.test(text) : !text.includes('@') && !SENDS_TO_ONE.test(link.getAttribute('href') ?? '')) continue;
    link.replaceWith(...Array.from(link.childNodes));
    unwrapped += 1;
  }
  return unwrapped;
}
