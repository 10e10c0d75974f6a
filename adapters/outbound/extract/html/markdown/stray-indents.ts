import { stepFence, type OpenFence } from '../../../../../domain/fetch/markdown-fence.js';

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
  let fence: OpenFence | undefined;
  let afterBlank = true;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    // Trimmed: a list indents its items' fences.
    const step = stepFence(fence, line.trimStart());
    if (fence === undefined && !step.isDelimiter && afterBlank && STRAY_SPACE.test(line)) lines[index] = line.slice(1);
    fence = step.open;
    afterBlank = line.trim() === '';
  }
  return lines.join('\n');
}
