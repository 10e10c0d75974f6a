import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { estimateMarkupDepth, flattenMarkupToText, markupDeeperThan, MAX_MARKUP_DEPTH } from '../../../../../adapters/outbound/extract/html/markup-depth-guard.js';
import { flattenBeyondDepth, libraryStageObstacle } from '../../../../../adapters/outbound/extract/html/tree-size-guard.js';

const nested = (depth: number, inner = 'deep text'): string => `${'<div>'.repeat(depth)}${inner}${'</div>'.repeat(depth)}`;
const body = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

function depthOf(root: Element): number {
  let deepest = 0;
  const stack: [Element, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [element, depth] = stack.pop() as [Element, number];
    deepest = Math.max(deepest, depth);
    for (const child of Array.from(element.children)) stack.push([child, depth + 1]);
  }
  return deepest;
}

describe('estimateMarkupDepth', () => {
  it('counts nesting from tags', () => {
    expect(estimateMarkupDepth(`<html><body>${nested(40)}</body></html>`)).toBe(42);
  });

  it('ignores void elements, optional end tags, comments and raw text', () => {
    const markup = `<html><body>${'<p>para'.repeat(5_000)}${'<li>item'.repeat(5_000)}<br><img src=x><!-- <div><div> --><script>var s = "${'<div>'.repeat(100)}";</script><div>x</div></body></html>`;
    expect(estimateMarkupDepth(markup)).toBe(3);
  });

  it('stops early once the limit is passed', () => {
    expect(estimateMarkupDepth(nested(50_000), 100)).toBe(101);
  });
});

describe('markupDeeperThan', () => {
  it('answers as the estimate does, with or without scanning the tags', () => {
    expect(markupDeeperThan(nested(5), 5)).toBe(false);
    expect(markupDeeperThan(nested(6), 5)).toBe(true);
    // Few enough `<` for the count alone to answer: 3 tags cannot nest 4 deep.
    expect(markupDeeperThan('<div><div><div>text', 3)).toBe(false);
    // More `<` than the limit but shallow: the tags are scanned.
    expect(markupDeeperThan(`<div>${'<p>x</p>'.repeat(20)}</div>`, 5)).toBe(false);
    expect(markupDeeperThan(`${'<li>a < b'.repeat(20)}${nested(6)}`, 5)).toBe(true);
  });

  it('uses the production limit by default', () => {
    expect(markupDeeperThan(nested(MAX_MARKUP_DEPTH))).toBe(false);
    expect(markupDeeperThan(nested(MAX_MARKUP_DEPTH + 1))).toBe(true);
  });
});

describe('flattenMarkupToText', () => {
  it('keeps the text, drops scripts and comments, and yields a flat document', () => {
    const flat = flattenMarkupToText(`<!-- note --><script>alert(1)</script>${nested(MAX_MARKUP_DEPTH + 5, 'kept &amp; safe <b>bold</b> a < b')}<p>second</p>`);
    expect(flat).toBe('<!DOCTYPE html><html><head></head><body><p>kept &amp; safe bold a &lt; b</p><p>second</p></body></html>');
  });
});

describe('libraryStageObstacle', () => {
  it('accepts ordinary trees', () => {
    expect(libraryStageObstacle(body(nested(100)))).toBeUndefined();
  });
  it('names deep and huge trees', () => {
    expect(libraryStageObstacle(body(nested(300)))).toBe('elements nested deeper than 256 levels');
    expect(libraryStageObstacle(body('<i></i>'.repeat(50_001)))).toBe('more than 50000 elements');
  });
});

describe('flattenBeyondDepth', () => {
  it('limits the depth and keeps the text', () => {
    const root = body(`${nested(1_000, '<b>deep</b> text')}<p>after</p>`);
    flattenBeyondDepth(root, 50);
    expect(depthOf(root)).toBeLessThanOrEqual(50);
    expect(root.textContent).toBe('deep textafter');
  });
});
