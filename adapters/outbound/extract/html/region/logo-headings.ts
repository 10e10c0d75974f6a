import { retag } from '../element-retag.js';

/**
 * Writes as a block each `<h1>` that holds nothing but a linked picture: a site's logo set as the
 * page's top heading (YES24's `h1.logo > a > img alt="예스24"`, Lotte ON's `h1.header__logo`), over
 * the page's own title in an `<h2>`. As a heading it opened the outline with the site's name.
 * `headings`: the page's `<h1>`–`<h6>`. Returns how many were written.
 */
export function demoteLogoHeadings(headings: readonly Element[]): number {
  let demoted = 0;
  for (const heading of headings) {
    if (heading.localName !== 'h1' || !heading.isConnected || /[\p{L}\p{N}]/u.test(heading.textContent ?? '')) continue;
    const link = heading.querySelector('a[href]');
    if (link === null || link.querySelector('img, svg, picture') === null) continue;
    retag(heading, 'div');
    demoted += 1;
  }
  return demoted;
}
