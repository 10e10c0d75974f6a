/** An open fenced code block: its fence character and length. */
export interface OpenFence {
  readonly char: '`' | '~';
  readonly length: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * Advances fenced-code-block state by one Markdown line (CommonMark rules, simplified):
 * returns the fence open after this line (undefined outside code) and whether the line itself is
 * a fence delimiter. Lines inside a fence are code, never headings or decoration.
 */
export function stepFence(open: OpenFence | undefined, line: string): { readonly open: OpenFence | undefined; readonly isDelimiter: boolean } {
  const match = FENCE.exec(line);
  if (match === null) return { open, isDelimiter: false };
  const run = match[1] ?? '';
  const char = run[0] === '~' ? '~' : '`';
  if (open === undefined) {
    if (char === '`' && (match[2] ?? '').includes('`')) return { open, isDelimiter: false };
    return { open: { char, length: run.length }, isDelimiter: true };
  }
  const closes = char === open.char && run.length >= open.length && (match[2] ?? '').trim() === '';
  return closes ? { open: undefined, isDelimiter: true } : { open, isDelimiter: false };
}
