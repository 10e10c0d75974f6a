import { replaceBracketed } from './markdown-links.js';

/**
 * Reduces Markdown to the plain text the benchmark scores. Only what changes
 * the word-token stream matters: link and image targets (URLs would add
 * tokens), image alt text, `_` emphasis (`_` is a word character), backslash
 * escapes, ordered-list numbers, raw HTML tags, comments, fence info strings,
 * reference definitions, footnote markers and character references.
 *
 * The result keeps every other character, so plain text passes through
 * unchanged apart from those constructs.
 */
export function markdownToText(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, '\n');
  text = dropFrontMatter(text);
  text = replaceDelimited(text, '<!--', '-->', ' ');
  text = mapLines(text, blockLine);
  text = text.replace(/\[\^[^\]\s]+\]/g, ' ');
  text = replaceBracketed(text, { image: true, form: 'inline' }, () => ' ');
  text = replaceBracketed(text, { image: true, form: 'reference' }, () => ' ');
  for (let pass = 0; pass < 3; pass++) {
    const before = text;
    text = replaceBracketed(text, { image: false, form: 'inline' }, (label) => label);
    text = replaceBracketed(text, { image: false, form: 'reference' }, (label) => label);
    if (text === before) break;
  }
  text = text.replace(/<((?:https?|ftp|mailto):[^>\s]+)>/gi, (_whole, address: string) => address);
  text = dropHtmlTags(text);
  text = mapLines(text, dropOrderedListNumber);
  text = dropEmphasisUnderscores(text);
  text = unescapeBackslashes(text);
  return decodeCharacterReferences(text);
}

const LINE_BREAK = /[\n\u2028\u2029]/;

function mapLines(text: string, transform: (line: string) => string): string {
  let result = '';
  let start = 0;
  for (let index = 0; index <= text.length; index++) {
    if (index === text.length || LINE_BREAK.test(text.charAt(index))) {
      result += transform(text.slice(start, index));
      if (index < text.length) result += text.charAt(index);
      start = index + 1;
    }
  }
  return result;
}

function dropFrontMatter(text: string): string {
  if (!text.startsWith('---\n')) return text;
  const close = text.indexOf('\n---\n', 4);
  return close === -1 ? text : text.slice(close + 5);
}

function replaceDelimited(text: string, open: string, close: string, replacement: string): string {
  let result = '';
  let cursor = 0;
  for (;;) {
    const start = text.indexOf(open, cursor);
    if (start === -1) break;
    const end = text.indexOf(close, start + open.length);
    if (end === -1) break;
    result += text.slice(cursor, start) + replacement;
    cursor = end + close.length;
  }
  return result + text.slice(cursor);
}

/** Fence lines vanish (their code stays), footnote definitions keep their text, link definitions vanish. */
function blockLine(line: string): string {
  const indent = leadingSpaces(line, 3);
  const rest = line.slice(indent);
  if (rest.startsWith('```') || rest.startsWith('~~~')) return '';
  let current = line;
  const footnote = /^ {0,3}\[\^[^\]\n]+\]:[ \t]*/.exec(current);
  if (footnote) current = current.slice(footnote[0].length);
  if (/^ {0,3}\[[^\]\n]+\]:[ \t]*\S/.test(current)) return '';
  return current;
}

function isWhitespace(char: string): boolean {
  return /\s/.test(char);
}

function leadingSpaces(line: string, max: number): number {
  let count = 0;
  while (count < max && line.charAt(count) === ' ') count++;
  return count;
}

/** `<tag …>`, `</tag>` and `<tag/>` become a space; a `<` inside the attributes cancels the match. */
function dropHtmlTags(text: string): string {
  let result = '';
  let cursor = 0;
  for (let index = text.indexOf('<'); index !== -1; index = text.indexOf('<', index + 1)) {
    if (index < cursor) continue;
    const end = htmlTagEnd(text, index);
    if (end === -1) continue;
    result += text.slice(cursor, index) + ' ';
    cursor = end;
    index = end - 1;
  }
  return result + text.slice(cursor);
}

function htmlTagEnd(text: string, open: number): number {
  let index = open + 1;
  if (text.charAt(index) === '/') index++;
  if (!/[A-Za-z]/.test(text.charAt(index))) return -1;
  index++;
  while (/[A-Za-z0-9-]/.test(text.charAt(index)) && index < text.length) index++;
  const next = text.charAt(index);
  if (next === '>') return index + 1;
  if (next === '/') return text.charAt(index + 1) === '>' ? index + 2 : -1;
  if (index >= text.length || !isWhitespace(next)) return -1;
  for (let scan = index + 1; scan < text.length; scan++) {
    const char = text.charAt(scan);
    if (char === '>') return scan + 1;
    if (char === '<') return -1;
  }
  return -1;
}

/** Removes the `12.` or `12)` of an ordered-list item, also inside block quotes. */
function dropOrderedListNumber(line: string): string {
  let index = 0;
  const isBlank = (char: string) => char === ' ' || char === '\t';
  while (isBlank(line.charAt(index))) index++;
  while (line.charAt(index) === '>') {
    index++;
    if (isBlank(line.charAt(index))) index++;
  }
  while (isBlank(line.charAt(index))) index++;
  let digitsEnd = index;
  while (/[0-9]/.test(line.charAt(digitsEnd)) && digitsEnd < line.length) digitsEnd++;
  const digits = digitsEnd - index;
  if (digits < 1 || digits > 9) return line;
  const marker = line.charAt(digitsEnd);
  if ((marker !== '.' && marker !== ')') || !isBlank(line.charAt(digitsEnd + 1))) return line;
  return line.slice(0, index) + line.slice(digitsEnd + 1);
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/**
 * Drops runs of `_` that open emphasis (after a non-word character other than
 * `\`, before a letter or number) or close it (after a letter or number, before
 * a non-word character or the end); `_` inside words stays.
 */
function dropEmphasisUnderscores(text: string): string {
  const chars = Array.from(text);
  let result = '';
  let index = 0;
  while (index < chars.length) {
    if (chars[index] !== '_') {
      result += chars[index];
      index++;
      continue;
    }
    let runEnd = index;
    while (chars[runEnd] === '_') runEnd++;
    const before = chars[index - 1];
    const after = chars[runEnd];
    const opens = (before === undefined || (!WORD_CHAR.test(before) && before !== '\\'))
      && after !== undefined && LETTER_OR_NUMBER.test(after);
    const closes = before !== undefined && LETTER_OR_NUMBER.test(before)
      && (after === undefined || !WORD_CHAR.test(after));
    if (!opens && !closes) result += '_'.repeat(runEnd - index);
    index = runEnd;
  }
  return result;
}

const ESCAPABLE = new Set(Array.from('\\`*{}[]()#+-.!_>~|<"\'$%&,/:;=?@^'));

function unescapeBackslashes(text: string): string {
  let result = '';
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    const next = text.charAt(index + 1);
    if (char === '\\' && ESCAPABLE.has(next)) {
      result += next;
      index++;
    } else {
      result += char;
    }
  }
  return result;
}

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  mdash: '\u2014', ndash: '\u2013', hellip: '\u2026',
  rsquo: '\u2019', lsquo: '\u2018', rdquo: '\u201d', ldquo: '\u201c',
};

/** Decodes numeric references and the few named ones Markdown converters emit; others stay as written. */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const codePoint = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    }
    return NAMED_REFERENCES[body.toLowerCase()] ?? whole;
  });
}
