/** A fence that opens or closes a code block, however far a list indents it. */
const FENCE = /^\s*(`{3,}|~{3,})/;
/** One space before a line's first character: indentation CommonMark ignores there. */
const STRAY_SPACE = /^ (?=\S)/;

/**
 * The Markdown without the one space that opens a block after a blank line, outside code: a picture or an
 * icon the converter leaves out, set before the block's text with a space between (SMF's hidden message icon
 * before each post's date), or the whitespace inside inline wrappers round a block's first picture (Vox's
 * `span.e-image__inner` round each figure's `<picture>`), left a space as the line's first character
 * (" March 14, 2026, 09:12:44 AM"). One space indents nothing in CommonMark (a list item's paragraph needs
 * two, a code block four), so the page reads the same; only the stray space goes.
 */
export function dropStrayIndents(markdown: string): string {
  if (!/(?:^|\n\n) \S/.test(markdown)) return markdown;
  const lines = markdown.split('\n');
  /** The open code block's fence, which only a fence of its character and at least its length closes. */
  let open: string | undefined;
  let afterBlank = true;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    const fence = FENCE.exec(line)?.[1];
    if (open === undefined && fence !== undefined) open = fence;
    else if (open !== undefined) {
      if (fence !== undefined && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = undefined;
    } else if (afterBlank && STRAY_SPACE.test(line)) lines[index] = line.slice(1);
    afterBlank = line.trim() === '';
  }
  return lines.join('\n');
}
