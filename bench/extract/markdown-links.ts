const LINE_BREAK = /[\n\u2028\u2029]/;

/** Which bracket construct {@link replaceBracketed} rewrites. */
export interface BracketShape {
  /** `![…]` instead of `[…]`. */
  readonly image: boolean;
  /** `[label](target "title")` or `[label][ref]`. */
  readonly form: 'inline' | 'reference';
}

/**
 * Replaces every `[label](target "title")` or `[label][ref]` (with `image`, the
 * `![…]` forms) by `replace(label)`, scanning left to right without overlap.
 * Labels may nest one level of brackets; bare targets one level of parentheses;
 * a backslash escapes the next character except a line break.
 */
export function replaceBracketed(text: string, shape: BracketShape, replace: (label: string) => string): string {
  let result = '';
  let cursor = 0;
  let index = 0;
  while (index < text.length) {
    const opener = shape.image ? text.startsWith('![', index) : text.charAt(index) === '[';
    if (!opener) {
      index++;
      continue;
    }
    const labelStart = index + (shape.image ? 2 : 1);
    const labelEnd = scanLabel(text, labelStart);
    const end = labelEnd === -1 ? -1 : scanTail(text, labelEnd + 1, shape.form);
    if (end === -1) {
      index++;
      continue;
    }
    result += text.slice(cursor, index) + replace(text.slice(labelStart, labelEnd));
    cursor = end;
    index = end;
  }
  return result + text.slice(cursor);
}

/** Index of the `]` closing a label that may hold one level of `[…]` and backslash escapes; -1 if none. */
function scanLabel(text: string, from: number): number {
  let depth = 0;
  let index = from;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char === '\\') {
      if (index + 1 >= text.length || LINE_BREAK.test(text.charAt(index + 1))) return -1;
      index += 2;
    } else if (char === '[') {
      if (depth === 1) return -1;
      depth = 1;
      index++;
    } else if (char === ']') {
      if (depth === 0) return index;
      depth = 0;
      index++;
    } else {
      index++;
    }
  }
  return -1;
}

/** After the label's `]`: the `(target "title")` or `[ref]` part; returns the index past it, or -1. */
function scanTail(text: string, from: number, form: BracketShape['form']): number {
  if (form === 'reference') {
    if (text.charAt(from) !== '[') return -1;
    for (let index = from + 1; index < text.length; index++) {
      const char = text.charAt(index);
      if (char === ']') return index + 1;
      if (char === '\n') return -1;
    }
    return -1;
  }
  if (text.charAt(from) !== '(') return -1;
  const afterSpace = skipWhitespace(text, from + 1);
  if (text.charAt(afterSpace) === '<') {
    const close = scanAngleTarget(text, afterSpace);
    const end = close === -1 ? -1 : scanTitleAndClose(text, close);
    if (end !== -1) return end;
  }
  return scanTitleAndClose(text, scanBareTarget(text, afterSpace));
}

function scanAngleTarget(text: string, from: number): number {
  for (let index = from + 1; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === '>') return index + 1;
    if (char === '\n') return -1;
  }
  return -1;
}

/** A run without whitespace whose parentheses nest at most one level; stops where the run cannot go on. */
function scanBareTarget(text: string, from: number): number {
  let index = from;
  for (;;) {
    const char = text.charAt(index);
    if (index >= text.length || isWhitespace(char) || char === ')') return index;
    if (char === '\\') {
      if (index + 1 >= text.length || LINE_BREAK.test(text.charAt(index + 1))) return index;
      index += 2;
    } else if (char === '(') {
      const close = scanParenGroup(text, index);
      if (close === -1) return index;
      index = close;
    } else {
      index++;
    }
  }
}

function scanParenGroup(text: string, from: number): number {
  let index = from + 1;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char === ')') return index + 1;
    if (char === '(' || isWhitespace(char)) return -1;
    if (char === '\\') {
      if (index + 1 >= text.length || LINE_BREAK.test(text.charAt(index + 1))) return -1;
      index += 2;
    } else {
      index++;
    }
  }
  return -1;
}

function scanTitleAndClose(text: string, from: number): number {
  const afterSpace = skipWhitespace(text, from);
  if (afterSpace > from) {
    const titleEnd = scanTitle(text, afterSpace);
    if (titleEnd !== -1) {
      const close = skipWhitespace(text, titleEnd);
      if (text.charAt(close) === ')') return close + 1;
    }
  }
  return text.charAt(afterSpace) === ')' ? afterSpace + 1 : -1;
}

function scanTitle(text: string, from: number): number {
  const open = text.charAt(from);
  const close = open === '(' ? ')' : open;
  if (open !== '"' && open !== "'" && open !== '(') return -1;
  const end = text.indexOf(close, from + 1);
  return end === -1 ? -1 : end + 1;
}

function skipWhitespace(text: string, from: number): number {
  let index = from;
  while (index < text.length && isWhitespace(text.charAt(index))) index++;
  return index;
}

function isWhitespace(char: string): boolean {
  return /\s/.test(char);
}
