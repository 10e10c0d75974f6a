import { retag } from '../element-retag.js';
import { show } from './disclosure-widgets.js';
import { headWithTabName, TAB_NAME_MAX_CHARS } from './tab-panels.js';

/** The attribute a definition-list tab set names each panel's tab by (AWS documentation's `<dd tab-id>`). */
export const TAB_ID = 'tab-id';

/**
 * Shows the tab sets a script builds from a hidden definition list: AWS documentation writes
 * `<awsdocs-tabs><dl style="display: none"><dt>AWS CLI</dt><dd tab-id="aws-cli">…</dd><dt>SDK for
 * Python</dt><dd tab-id="sdk-for-python">…</dd></dl>` and its script turns each term into a tab over
 * its panel; read as served, the hidden list went, and every language's steps with it. Each list
 * holding a `<dd tab-id>` is shown, and each term, a tab's name, becomes that panel's bold heading.
 * `panels`: the page's `dd[tab-id]` elements. Returns how many lists were shown.
 */
export function showDefinitionTabs(panels: readonly Element[]): number {
  const lists = new Set<Element>();
  for (const panel of panels) if (panel.parentElement?.localName === 'dl') lists.add(panel.parentElement);
  for (const list of lists) {
    show(list);
    for (const term of Array.from(list.children).filter((child) => child.localName === 'dt')) {
      const name = (term.textContent ?? '').replace(/\s+/g, ' ').trim();
      const panel = term.nextElementSibling;
      term.remove();
      if (panel?.localName !== 'dd' || name === '' || name.length > TAB_NAME_MAX_CHARS) continue;
      headWithTabName(retag(panel, 'div'), name, 'inside');
    }
    retag(list, 'div');
  }
  return lists.size;
}

/**
 * Writes the title a custom element holds only in its `header` attribute, as a script draws it:
 * AWS's `<awsui-expandable-section header="My rule is enabled but objects are not transitioning">`
 * around each answer of a troubleshooting section (and each "Step 1: …" of a tutorial); read as
 * text, the answers came with no question. The title becomes a bold line first inside the element.
 * `sections`: custom elements (a hyphen in the name) with a `header`. Returns how many were written.
 */
export function writeHeaderAttributes(sections: readonly Element[]): number {
  let written = 0;
  for (const section of sections) {
    const title = (section.getAttribute('header') ?? '').replace(/\s+/g, ' ').trim();
    if (title === '' || title.length > HEADER_MAX_CHARS || (section.textContent ?? '').includes(title)) continue;
    headWithTabName(section, title, 'inside');
    written += 1;
  }
  return written;
}

/** A section's title is a line; a longer attribute says something else. */
const HEADER_MAX_CHARS = 200;
