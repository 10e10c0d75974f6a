/**
 * Tree sizes the library stages (Defuddle, Readability) are trusted with. Both slow down
 * super-linearly with nesting (about 1 s each at 250 levels, 5-25 s at 1,000) and by about
 * 0.35 ms per element together, and Turndown recurses once per level; a hostile or huge page
 * could otherwise pin a CPU past the fetch deadline. The development corpus peaks at 51 levels
 * and 1,600 elements.
 */
export const TREE_LIMITS = {
  maxDepth: 256,
  maxElements: 50_000,
} as const;

/**
 * Why the library stages should not run on the tree under `root` (too deep or too many
 * elements), or `undefined` when it is within {@link TREE_LIMITS}. Iterative; stops early.
 */
export function libraryStageObstacle(root: Element): string | undefined {
  let elements = 0;
  const stack: { readonly element: Element; readonly depth: number }[] = [{ element: root, depth: 0 }];
  while (stack.length > 0) {
    const { element, depth } = stack.pop() as { readonly element: Element; readonly depth: number };
    if (depth > TREE_LIMITS.maxDepth) return `elements nested deeper than ${TREE_LIMITS.maxDepth} levels`;
    elements += 1;
    if (elements > TREE_LIMITS.maxElements) return `more than ${TREE_LIMITS.maxElements} elements`;
    for (let child = element.firstElementChild; child !== null; child = child.nextElementSibling) stack.push({ element: child, depth: depth + 1 });
  }
  return undefined;
}

/**
 * Unwraps every element nested more than `limit` levels below `root` (its children take its
 * place), so the subtree is at most `limit` deep and safe to convert recursively. Text is kept;
 * only the structure below the limit is lost. Mutates `root`; callers pass a clone.
 */
export function flattenBeyondDepth(root: Element, limit: number = TREE_LIMITS.maxDepth): void {
  const tooDeep: { readonly element: Element; readonly depth: number }[] = [];
  const stack: { readonly element: Element; readonly depth: number }[] = [{ element: root, depth: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop() as { readonly element: Element; readonly depth: number };
    if (entry.depth > limit) tooDeep.push(entry);
    for (const child of Array.from(entry.element.children)) stack.push({ element: child, depth: entry.depth + 1 });
  }
  // Deepest first, so each unwrap moves nodes one level up into a parent that is unwrapped next.
  tooDeep.sort((a, b) => b.depth - a.depth);
  for (const { element } of tooDeep) element.replaceWith(...Array.from(element.childNodes));
}

/** True when an element under `root` sits more than `limit` levels below it (what `flattenBeyondDepth` would unwrap). Iterative; stops early. */
export function nestedDeeperThan(root: Element, limit: number): boolean {
  const stack: { readonly element: Element; readonly depth: number }[] = [{ element: root, depth: 0 }];
  while (stack.length > 0) {
    const { element, depth } = stack.pop() as { readonly element: Element; readonly depth: number };
    if (depth >= limit) {
      if (element.firstElementChild !== null) return true;
      continue;
    }
    for (let child = element.firstElementChild; child !== null; child = child.nextElementSibling) stack.push({ element: child, depth: depth + 1 });
  }
  return false;
}
