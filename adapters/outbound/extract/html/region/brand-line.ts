import { classAttribute } from '../class-attribute.js';
import { retag } from '../element-retag.js';
import { nameWords } from './name-words.js';

/** A brand's name is a few words. */
const BRAND_MAX_WORDS = 4;
/** How many elements before the product's heading (or before its wrapper) the brand may stand. */
const HEADING_REACH = 2;

/** Whether the element's class or test id says "brand". */
function namesBrand(element: Element): boolean {
  return nameWords(`${classAttribute(element)} ${element.getAttribute('data-testid') ?? ''}`).includes('brand');
}

/** The one link of a brand line (`element`, or its only link), named a brand and saying a few words. */
function brandLink(element: Element): Element | undefined {
  const links = element.localName === 'a' ? [element] : Array.from(element.getElementsByTagName('a'));
  const link = links.length === 1 ? links[0] : undefined;
  if (link === undefined || !(namesBrand(element) || namesBrand(link))) return undefined;
  const words = (element.textContent ?? '').split(/\s+/).filter((word) => word !== '').length;
  return words > 0 && words <= BRAND_MAX_WORDS ? link : undefined;
}

/** The {@link HEADING_REACH} elements before `element`, nearest first. */
function before(element: Element | null): Element[] {
  const found: Element[] = [];
  for (let sibling = element?.previousElementSibling ?? null; sibling !== null && found.length < HEADING_REACH; sibling = sibling.previousElementSibling) found.push(sibling);
  return found;
}

/**
 * Writes as text a product's brand set as one link right over its name (Casas Bahia's
 * `a[data-testid="product-brand"]` "Samsung", Liverpool's `p.a-product__information--brand > a`, The
 * Warehouse's `div.product-brand > a`, each before the `<h1>`): the element, or its one link, is named
 * a brand and says a few words, within {@link HEADING_REACH} elements before an `<h1>` or
 * its wrapper (or inside one of them; Decathlon's cookie notice has an `<h1>` of its own). As a link alone over the title it went as a menu's or breadcrumb's;
 * it is a fact of the product. `headings`: the page's headings.
 */
export function unlinkBrandLines(headings: readonly Element[]): void {
  for (const title of headings) {
    if (title.localName !== 'h1') continue;
    for (const candidate of [...before(title), ...before(title.parentElement)]) {
      const link = brandLink(candidate) ?? Array.from(candidate.children).map(brandLink).find((found) => found !== undefined);
      if (link !== undefined) retag(link, 'span').removeAttribute('href');
    }
  }
}
