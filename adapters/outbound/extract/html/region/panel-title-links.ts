import { elementByIdLookup } from '../element-by-id.js';
import { retag } from '../element-retag.js';

/**
 * Writes as a heading each link into the page that a panel names as its label: a product page's
 * tabs set as titles between their panels (Magento's `div.data.item.title > a.data.switch
 * href="#description"` "Overview", then `div.data.item.content#description
 * aria-labelledby="…-title"`; or the tab around the link: Jarir's `div.data.item.title#tab-label-description
 * role="tab"`, which the panel names). As a link, the title was a block of link text and went with the
 * menus, and the panels' text ran on under the heading before them. The link becomes text; its
 * block, when it holds nothing else and the panel follows it, becomes an `<h2>`.
 * `links`: the page's links into itself. Returns how many titles were written.
 */
export function writePanelTitles(links: readonly Element[]): number {
  const first = links[0];
  if (first === undefined) return 0;
  const byId = elementByIdLookup(first.ownerDocument);
  let written = 0;
  for (const link of links) {
    const target = (link.getAttribute('href') ?? '').slice(1);
    if (target === '' || link.parentNode === null) continue;
    const panel = byId(target);
    if (panel === null || !labels(panel, link)) continue;
    const title = retag(link, 'span');
    title.removeAttribute('href');
    const block = title.parentElement;
    if (block !== null && block.localName === 'div' && block.nextElementSibling === panel && (block.textContent ?? '').trim() === (title.textContent ?? '').trim()) retag(block, 'h2');
    written += 1;
  }
  return written;
}

/** Whether the panel's `aria-labelledby` names the link, or the block round it that says only the link's words (the tab). */
function labels(panel: Element, link: Element): boolean {
  const ids = (panel.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter((id) => id !== '');
  if (ids.length === 0) return false;
  const tab = link.parentElement;
  return ids.includes(link.getAttribute('id') ?? '') || (tab !== null && ids.includes(tab.getAttribute('id') ?? '') && (tab.textContent ?? '').trim() === (link.textContent ?? '').trim());
}
