import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { saysWhole, squeezed, textNodesOf, UNREAD_ELEMENTS } from '../../../../../../adapters/outbound/extract/html/element-text.js';
import { ScopeWords } from '../../../../../../adapters/outbound/extract/html/region/scope-words.js';

const lower = (node: Node): string => squeezed(node.nodeValue ?? '').toLowerCase();


/** `main` (holding `markup`) indexed, and its element `#copy`. */
function indexed(markup: string): { readonly copy: Element; readonly words: ScopeWords } {
  const { document } = parseHTML(`<!doctype html><html><body><main>${markup}</main></body></html>`);
  return { copy: document.getElementById('copy') as unknown as Element, words: new ScopeWords(document.querySelector('main') as unknown as Element, lower) };
}

/** The walk `ScopeWords` answers for: the scope's text nodes in document order, `skip` left out, the first `most` read. */
function walkSays(scope: Element, skip: Element, runs: readonly string[], most: number): boolean {
  const left = new Set(runs);
  let read = 0;
  const stack: Node[] = [scope];
  while (stack.length > 0 && read < most) {
    const node = stack.pop() as Node;
    if (node === skip) continue;
    if (node.nodeType === 3) {
      read += 1;
      for (const run of left) if (saysWhole(lower(node), run)) left.delete(run);
      if (left.size === 0) return true;
    } else if (node.nodeType === 1 && !UNREAD_ELEMENTS.has((node as Element).localName)) {
      for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
    }
  }
  return false;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('ScopeWords', () => {
  it('answers as a walk of the scope would, within the walk\'s first nodes, while parts of the scope are removed', () => {
    const next = random(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const vocabulary = ['ann', 'bob', 'posted', 'by', 'may', '3', '2024', 'reply', 'likes', 'éte', 'x-ray'];
    const phrase = (): string => Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(vocabulary)).join(pick([' ', ', ', ' · ']));
    const blocks = Array.from({ length: 60 }, (_, index) => {
      const inner = next() < 0.2 ? `<script>${phrase()}</script>` : next() < 0.3 ? `<b>${phrase()}</b> ${phrase()}` : phrase();
      return `<div class="part-${index}"><span>${phrase()}</span>${inner}</div>`;
    });
    const { document } = parseHTML(`<!doctype html><html><body><main>${blocks.join('')}</main></body></html>`);
    const scope = document.querySelector('main') as unknown as Element;
    const words = new ScopeWords(scope, lower);
    let compared = 0;
    for (let round = 0; round < 40; round += 1) {
      const parts = Array.from(scope.children);
      const element = pick(parts);
      const runs = textNodesOf(element).map(lower).filter((run) => /[\p{L}\p{N}]/u.test(run));
      for (const most of [3, 15, 60, 10_000]) {
        const expected = walkSays(scope, element, runs, most);
        expect(runs.every((run) => words.says(run, textNodesOf(element), most)), `round ${round}, ${most} nodes`).toBe(expected);
        compared += 1;
      }
      // Another part leaves the document, as a dropped copy does.
      const leaving = pick(parts.filter((part) => part !== element));
      for (const node of textNodesOf(leaving)) words.markGone(node);
      leaving.remove();
    }
    expect(compared).toBe(160);
  });

  it('finds a run only as whole words, next to each other as in the run', () => {
    const { copy, words } = indexed('<p>posted by ann</p><p>bobby ann-marie</p><p id="copy">by ann</p>');
    expect(words.says('by ann', textNodesOf(copy), 100)).toBe(true);
    expect(words.says('bob', textNodesOf(copy), 100)).toBe(false);
    expect(words.says('ann posted', textNodesOf(copy), 100)).toBe(false);
    // Read only the first node: "posted by ann" is it.
    expect(words.says('ann-marie', textNodesOf(copy), 1)).toBe(false);
    expect(words.says('ann-marie', textNodesOf(copy), 2)).toBe(true);
  });

  it("counts the nodes a walk reads without the skipped element's: a copy before the run it repeats", () => {
    const { copy, words } = indexed('<p id="copy">by <b>ann</b></p><p>x</p><p>by ann</p>');
    expect(words.says('by ann', textNodesOf(copy), 2)).toBe(true);
    expect(words.says('by ann', textNodesOf(copy), 1)).toBe(false);
  });
});
