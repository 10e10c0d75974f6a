/**
 * Whether {@link placeStreamedSegments} runs. Production choice; `bench/extract/streamed-segments-cv.ts`
 * (5-fold over both development corpora) chose it (bench/RESULTS.md, session 10).
 */
export const STREAMED_SEGMENTS_PLACED = true;

/** A streaming placeholder: `B:<n>` (a Suspense boundary's fallback) or `P:<n>` (a pending segment). */
const PLACEHOLDER_ID = /^[BP]:([0-9a-z]+)$/i;
/** A streamed segment: `<div hidden id="S:<n>">`. */
const SEGMENT = 'div[hidden][id^="S:"]';

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
 * placed; a page without a `<template>` costs one lookup.
 */
export function placeStreamedSegments(document: Document): number {
  const templates = Array.from(document.getElementsByTagName('template'));
  if (templates.length === 0) return 0;
  const placeholders = new Map<string, Element>();
  for (const template of templates) {
    const match = PLACEHOLDER_ID.exec(template.getAttribute('id') ?? '');
    if (match !== null) placeholders.set(match[1] as string, template);
  }
  if (placeholders.size === 0) return 0;
  let placed = 0;
  for (const segment of Array.from(document.querySelectorAll(SEGMENT))) {
    const placeholder = placeholders.get(segment.getAttribute('id')?.slice(2) ?? '');
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
