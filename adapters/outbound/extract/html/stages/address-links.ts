/**
 * Unwraps, in Readability's copy of the page, each mail link that shows its own address
 * (`<a href="mailto:p@example.org">p@example.org</a>`): an RFC's or a contact page's "Email:" line is
 * then no longer a short block of links, which Readability removes. The Markdown is the same (a mail
 * link is written as its text). A "share by email" link names no address and stays. `links` are the
 * copy's `mailto:` links. Returns how many.
 */
export function unwrapAddressLinks(links: readonly Element[]): number {
  let unwrapped = 0;
  for (const link of links) {
    if (!(link.textContent ?? '').includes('@')) continue;
    link.replaceWith(...Array.from(link.childNodes));
    unwrapped += 1;
  }
  return unwrapped;
}
