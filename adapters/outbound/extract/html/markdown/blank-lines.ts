const FENCE_LINE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * Runs of blank lines collapse to one, except inside fenced code: there a second blank line is the
 * code's own (two between Python's top-level definitions), so it stays. A fence closes on a line of
 * the same character at least as long as its opening, as CommonMark reads it.
 */
export function collapseBlankLines(markdown: string): string {
  if (!markdown.includes('\n\n\n')) return markdown;
  if (!markdown.includes('```') && !markdown.includes('~~~')) return markdown.replace(/\n{3,}/g, '\n\n');
  const kept: string[] = [];
  let fence: string | undefined;
  let blankRun = 0;
  for (const line of markdown.split('\n')) {
    const opening = FENCE_LINE.exec(line)?.[1];
    if (fence === undefined) {
      blankRun = line === '' ? blankRun + 1 : 0;
      if (blankRun > 1) continue;
      if (opening !== undefined) fence = opening;
    } else if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) {
      fence = undefined;
      blankRun = 0;
    }
    kept.push(line);
  }
  return kept.join('\n');
}
