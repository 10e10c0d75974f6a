import { hasWordsOutsideLinks } from '../region/linked-facts.js';

/** Most rows of a table of members read as one (more is a page's table of links: let Readability judge it). */
const MAX_ROWS = 60;

/**
 * A table whose every row, of two or three cells, names a member by a link beside what it says of
 * it in words (an API reference's summaries: Qt's `table.alignedsummary` of "void | timeout()",
 * Unity's "PlayClipAtPoint | Plays an AudioClip…", Godot's "bool | is_stopped() const"): its links are
 * the members' names, not a cluster. Readability's conditional cleaning counts a short table's link
 * share and removed the summaries of every section with a few members.
 */
export function isMemberTable(element: Element): boolean {
  // The table, or a wrapper holding it alone (Qt's `div.table`, Read the Docs' `div.wy-table-responsive`).
  let table: Element | null = element;
  for (let level = 0; table !== null && table.nodeName.toUpperCase() !== 'TABLE' && level < WRAPPER_LEVELS; level += 1) table = table.childElementCount === 1 ? table.firstElementChild : null;
  if (table === null || table.nodeName.toUpperCase() !== 'TABLE') return false;
  return isMemberRows(table);
}

/** How many wrappers around a table, each holding it alone, are looked through. */
const WRAPPER_LEVELS = 3;

function isMemberRows(element: Element): boolean {
  const rows = Array.from(element.querySelectorAll('tr')).filter((row) => row.closest('table') === element);
  if (rows.length === 0 || rows.length > MAX_ROWS) return false;
  return rows.every((row) => {
    const cells = Array.from(row.children).filter((cell) => cell.nodeName === 'TD' || cell.nodeName === 'TH');
    return cells.length >= 2 && cells.length <= 3 && row.querySelector('a[href]') !== null && hasWordsOutsideLinks(row);
  });
}
