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
 * it is a fact of the product; so is a brand's link opening the `<h1>` (`unlinkOpeningBrand`). `headings`: the page's headings.
 */
export function unlinkBrandLines(headings: readonly Element[]): void {
  for (const title of headings) {
    if (title.localName !== 'h1') continue;
    unlinkOpeningBrand(title);
    for (const candidate of [...before(title), ...before(title.parentElement)]) {
      const link = brandLink(candidate) ?? Array.from(candidate.children).map(brandLink).find((found) => found !== undefined);
      if (link !== undefined) retag(link, 'span').removeAttribute('href');
    }
  }
}

/**
 * Writes as text the link that opens a product's `<h1>` before the rest of its name: the brand
 * (Farfetch's `h1 > a[data-ffref="pp_infobrand"]` "Totême" then `p` "oversized double-breasted wool coat",
 * dm's `h1 > span > a` "Balea" flush before "Feuchtigkeitscreme …"), a few words, with the name's words after it.
 * As a link it went as a menu's (the heading lost the brand) or ran into the name; it stays, a space after it.
 */
function unlinkOpeningBrand(title: Element): void {
  let opening: ChildNode | null = title.firstChild;
  while (opening !== null && opening.nodeType === 3 && (opening.nodeValue ?? '').trim() === '') opening = opening.nextSibling;
  if (opening === null || opening.nodeType !== 1) return;
  const first = opening as Element;
  const links = first.localName === 'a' ? [first] : Array.from(first.getElementsByTagName('a'));
  const words = (first.textContent ?? '').split(/\s+/).filter((word) => word !== '').length;
  const rest = (title.textContent ?? '').slice((first.textContent ?? '').length);
  if (links.length !== 1 || words === 0 || words > BRAND_MAX_WORDS || !/\p{L}/u.test(rest)) return;
  const text = retag(links[0] as Element, 'span');
  text.removeAttribute('href');
  const after = (first === links[0] ? text : first).nextSibling;
  if (after === null || !/^\s/.test(after.textContent ?? '')) (first === links[0] ? text : first).after(title.ownerDocument.createTextNode(' '));
}
