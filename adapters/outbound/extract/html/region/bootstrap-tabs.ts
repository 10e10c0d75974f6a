/** What Bootstrap's tab and pill links say they toggle (v3 and v4 `data-toggle`, v5 `data-bs-toggle`). */
const TOGGLES_TAB = /^(?:tab|pill)$/i;

/** The link is one of Bootstrap's tabs: it toggles a tab or pill. */
export function isBootstrapTab(link: Element): boolean {
  return TOGGLES_TAB.test(link.getAttribute('data-toggle') ?? link.getAttribute('data-bs-toggle') ?? '');
}

/**
 * Gives Bootstrap's tabs the WAI-ARIA roles its script adds when the page runs: OXID's Flow theme
 * (Bootstrap 3) writes `<ul class="nav nav-tabs"><li><a href="#attributes" data-toggle="tab">Specification</a>`
 * over `<div id="attributes" class="tab-pane">`, with no role, so the panels were no tab panels and
 * the specifications ran on from the description with nothing to say where one ended. Each tab whose
 * target (`data-bs-target`, `data-target` or `href`, "#id") is a `.tab-pane` without a role becomes
 * `role="tab"` with `aria-controls`, the pane `role="tabpanel"`, and the tab's list `role="tablist"`.
 * Returns the panes given a role, for the caller's list of tab panels.
 */
export function markBootstrapTabs(tabs: readonly Element[]): Element[] {
  const panes: Element[] = [];
  for (const tab of tabs) {
    const target = (tab.getAttribute('data-bs-target') ?? tab.getAttribute('data-target') ?? tab.getAttribute('href') ?? '').trim();
    if (!/^#[^\s#]+$/.test(target)) continue;
    const pane = tab.ownerDocument.getElementById(target.slice(1));
    if (pane === null || pane.hasAttribute('role') || !(pane.getAttribute('class') ?? '').split(/\s+/).includes('tab-pane')) continue;
    pane.setAttribute('role', 'tabpanel');
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', pane.getAttribute('id') ?? '');
    const list = tab.closest('ul, ol, nav, [class~="nav"]');
    if (list !== null && !list.hasAttribute('role')) list.setAttribute('role', 'tablist');
    panes.push(pane);
  }
  return panes;
}
