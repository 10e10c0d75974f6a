import { listedKey } from './listed-items.js';
import { HEADINGS } from '../element-text.js';

/** A page lists entries when at least this many of its headings (or dates) are each one link. */
const SERIES_MIN = 3;

/**
 * Tells a block that is all one link but is an entry's title or date from a cluster of links, on a
 * page that lists entries: a heading whose text is its link (a blog archive's
 * `<h2><a>Why My Celadon Crawled</a></h2>`), or a date set as a link (`<time><a>March 18, 2024</a></time>`),
 * where the region has a series of them. The link-cluster rule took every title and date of a
 * WordPress archive, whose entries differ in class and so do not read as a series of items. One
 * linked heading alone (a video teaser in an article) is still judged as links.
 *
 * A block holding a series of headings linked to the items the page's `ItemList` names (`listed`:
 * `listedAddresses`) is the list itself, not a cluster: ASOS sets each product tile in one link
 * (`<a><img><h2>Name</h2><p>£45.00</p></a>`), so its grid is all link text, and it lost every tile
 * to a longer buying guide below it. A block of other linked headings (a sidebar's trending stories,
 * an article's unnamed "read next" cards) is still judged as links.
 */
export class EntryTitleJudge {
  private series: { readonly titles: boolean; readonly dates: boolean } | undefined;

  constructor(
    private readonly root: Element,
    private readonly listed: ReadonlySet<string> = new Set(),
  ) {}

  /** Whether `element` holds a series of headings linked to the page's listed items. */
  holdsEntryTitles(element: Element): boolean {
    if (this.listed.size < SERIES_MIN) return false;
    let titles = 0;
    for (const heading of Array.from(element.querySelectorAll(HEADINGS))) {
      const link = heading.closest('a[href]') ?? soleLink(heading);
      if (link !== undefined && this.listed.has(listedKey(link.getAttribute('href') ?? '') ?? '') && ++titles >= SERIES_MIN) return true;
    }
    return false;
  }

  isEntryTitleOrDate(element: Element): boolean {
    const link = soleLink(element);
    if (link === undefined) return false;
    if (element.matches(HEADINGS) || element.querySelector(HEADINGS) !== null) return this.seriesOf().titles;
    return isDateLink(link) && this.seriesOf().dates;
  }

  private seriesOf(): { readonly titles: boolean; readonly dates: boolean } {
    if (this.series === undefined) {
      const titles = Array.from(this.root.querySelectorAll(HEADINGS)).filter((heading) => isWhollyLink(heading)).length;
      const dates = Array.from(this.root.querySelectorAll('time')).filter((time) => time.closest('a[href]') !== null || time.querySelector('a[href]') !== null).length;
      this.series = { titles: titles >= SERIES_MIN, dates: dates >= SERIES_MIN };
    }
    return this.series;
  }
}

function soleLink(element: Element): Element | undefined {
  const links = element.localName === 'a' ? [element] : Array.from(element.getElementsByTagName('a'));
  return links.length === 1 ? links[0] : undefined;
}

function isDateLink(link: Element): boolean {
  return link.closest('time') !== null || link.querySelector('time') !== null;
}

/** A heading whose words are all inside its one link. */
function isWhollyLink(heading: Element): boolean {
  const link = soleLink(heading);
  if (link === undefined) return false;
  const words = (node: Element): string => (node.textContent ?? '').replace(/\s+/g, '');
  return words(heading) !== '' && words(link) === words(heading);
}
