import { isStatedTitleOpening } from '../../../../../domain/page/metadata/page-title.js';
import { siteHostName } from '../../../../../domain/url/host-name.js';

/**
 * Finds the page's own title heading set as a link to another site, under a region's root: the first
 * `<h1>` whose text is the title the page states (its `<title>` or `og:title`, up to a separator:
 * `isStatedTitleOpening`) and whose link leads off the site the page gives as its own (its canonical
 * link or `og:url`). A link post sets its title so, as a link to what it is about (Lemmy's, Reddit's
 * `<h1><a href="https://blog.example.net/…">Title</a></h1>`): all link text, the heading read as a
 * cluster of links and went, and with it the address of the article the post is about. A heading
 * linked to the page itself or its own site (a forum topic's title) says nothing the page's title
 * does not, and is judged as before. Looked for once, and only when a link-dense block asks.
 */
export class TitleHeadingJudge {
  private heading: Element | null | undefined;

  constructor(private readonly root: Element) {}

  /** `is` for the title heading itself or an element inside it, `holds` for a block round it, else `undefined`. */
  relation(element: Element): 'is' | 'holds' | undefined {
    const heading = this.titleHeading();
    if (heading === null) return undefined;
    if (element === heading || heading.contains(element)) return 'is';
    return element.contains(heading) ? 'holds' : undefined;
  }

  private titleHeading(): Element | null {
    if (this.heading === undefined) this.heading = findTitleHeading(this.root);
    return this.heading;
  }
}

/** The first `<h1>` under `root` that is the page's stated title linked to another site; `null` when none is. */
function findTitleHeading(root: Element): Element | null {
  // A large document's part is read detached from any document: it states no title.
  const document = root.ownerDocument as Document | null | undefined;
  if (document === null || document === undefined) return null;
  const social = document.querySelector('meta[property="og:title" i][content]')?.getAttribute('content') ?? '';
  const stated = [document.title, social].filter((title) => title.trim() !== '');
  const ownSites = ownSiteHosts(document);
  if (stated.length === 0 || ownSites.length === 0) return null;
  for (const heading of Array.from(root.getElementsByTagName('h1'))) {
    const links = heading.querySelectorAll('a[href]');
    if (links.length !== 1 || !isStatedTitleOpening(heading.textContent ?? '', stated)) continue;
    const site = hostOf((links[0] as Element).getAttribute('href') ?? '');
    if (site !== undefined && !ownSites.includes(site)) return heading;
  }
  return null;
}

/** The sites of the addresses the page gives as its own (canonical link, `og:url`). */
function ownSiteHosts(document: Document): string[] {
  const stated = [document.querySelector('link[rel~="canonical" i][href]')?.getAttribute('href'), document.querySelector('meta[property="og:url" i][content]')?.getAttribute('content')];
  return stated.map((address) => hostOf(address ?? '')).filter((site): site is string => site !== undefined);
}

/** The site of an absolute http(s) address; `undefined` for a relative one (the page's own site) or none. */
function hostOf(address: string): string | undefined {
  if (!/^\s*https?:\/\//i.test(address)) return undefined;
  try {
    return siteHostName(new URL(address.trim()).hostname);
  } catch {
    return undefined;
  }
}
