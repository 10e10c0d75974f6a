/** A fence line: its run of three or more backticks or tildes. */
const FENCE_LINE = /^[ \t]*(`{3,}|~{3,})/;

/**
 * Applies `transform` to every line of `markdown` outside fenced code blocks (fence lines and the
 * code between them stay as they are; a fence closes on a line of the same character, at least
 * as long), given the line and its index. Lines are joined back with `\n`.
 */
export function mapLinesOutsideFences(markdown: string, transform: (line: string, index: number) => string): string {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    const fenceRun = FENCE_LINE.exec(line)?.[1];
    if (fence !== undefined) {
      if (fenceRun !== undefined && fenceRun[0] === fence[0] && fenceRun.length >= fence.length && line.trim() === fenceRun) fence = undefined;
      continue;
    }
    if (fenceRun !== undefined) {
      fence = fenceRun;
      continue;
    }
    lines[index] = transform(line, index);
  }
  return lines.join('\n');
}
