/**
 * Whether {@link placeStreamedSegments} runs. Production choice; `bench/extract/streamed-segments-cv.ts`
 * (5-fold over both development corpora) chose it (bench/RESULTS.md, session 10).
 */
export const STREAMED_SEGMENTS_PLACED = true;

/** A streaming placeholder: `B:<n>` (a Suspense boundary's fallback) or `P:<n>` (a pending segment). */
const PLACEHOLDER_ID = /^[BP]:([0-9a-z]+)$/i;
/** A streamed segment's id: `S:<n>`. */
const SEGMENT_ID = /^S:([0-9a-z]+)$/i;

/**
 * React's streaming server rendering (React 18+, Next.js app router, Remix, ...) sends a page in
 * pieces: where content is not ready it leaves a placeholder (`<template id="B:4">` before a
 * boundary's fallback, `<template id="P:5">` for a segment), and later in the same response sends
 * the content as `<div hidden id="S:4">` at the end of `<body>` with a tiny script (`$RC("B:4","S:4")`,
 * `$RS("S:5","P:5")`) that moves it into place. A browser shows it there at once; the chain, which
 * runs no script and drops hidden elements, lost it (a product's specifications, its
 * description). The prefilter drops the scripts, so the pairs are matched by their shared number,
 * as React numbers them. This moves each segment's children in front of its placeholder and
 * removes the placeholder and the empty segment, as the script does (a boundary's fallback, a
 * skeleton, stays: it is not markup the chain can see the end of). Returns how many segments were
 * placed, after one walk of the tree; the chain calls it only where the prefilter saw React's streaming scripts.
 */
export function placeStreamedSegments(document: Document): number {
  const root = document.documentElement as Element | null;
  if (root === null) return 0;
  // One walk of the tree for both (a selector query per kind cost twice as much on linkedom).
  const placeholders = new Map<string, Element>();
  const segments: { readonly segment: Element; readonly number: string }[] = [];
  const stack: Element[] = [root];
  for (let element = stack.pop(); element !== undefined; element = stack.pop()) {
    const name = element.localName;
    if (name === 'template' || name === 'div') {
      const id = element.getAttribute('id');
      if (id !== null) {
        const placeholder = name === 'template' ? PLACEHOLDER_ID.exec(id) : null;
        if (placeholder !== null) placeholders.set(placeholder[1] as string, element);
        const segment = name === 'div' && element.hasAttribute('hidden') ? SEGMENT_ID.exec(id) : null;
        if (segment !== null) segments.push({ segment: element, number: segment[1] as string });
      }
    }
    for (let child = element.lastElementChild; child !== null; child = child.previousElementSibling) stack.push(child);
  }
  let placed = 0;
  for (const { segment, number } of segments) {
    const placeholder = placeholders.get(number);
    const parent = placeholder?.parentNode;
    // A placeholder inside the segment itself (malformed) or already detached stays as it is.
    if (placeholder === undefined || parent === null || parent === undefined || segment.contains(placeholder)) continue;
    while (segment.firstChild !== null) parent.insertBefore(segment.firstChild, placeholder);
    placeholder.remove();
    segment.remove();
    placed += 1;
  }
  return placed;
}
