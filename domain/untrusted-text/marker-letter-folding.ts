/**
 * How a reader sees a character when it looks for one of our boundary markers: the letters it
 * would read (upper-case ASCII), a separator (`' '`), a bracket, nothing at all (invisible or
 * decoration), or `#` (anything else, which interrupts a marker).
 */

/** Letters from other scripts (and small capitals) that look like the Latin letters of our marker words. */
const LOOKALIKE_LETTERS: Readonly<Record<string, string>> = {
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X', Ϲ: 'C', ϲ: 'C',
  α: 'A', ε: 'E', ι: 'I', ν: 'V', ο: 'O', ρ: 'P', τ: 'T', υ: 'U',
  // Cyrillic
  А: 'A', В: 'B', Е: 'E', Ѕ: 'S', І: 'I', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Ԁ: 'D', Ԍ: 'G', Ԝ: 'W', Ӏ: 'I',
  а: 'A', в: 'B', е: 'E', ѕ: 'S', і: 'I', к: 'K', м: 'M', н: 'H', о: 'O', р: 'P', с: 'C', т: 'T', ԁ: 'D', ԝ: 'W', һ: 'H', ӏ: 'L', ь: 'B', Ь: 'B',
  // Armenian, Cherokee
  Ս: 'U', ս: 'U', Ꭰ: 'D', Ꭱ: 'R', Ꭼ: 'E', Ꮃ: 'W', Ꮪ: 'S', Ꮯ: 'C', Ꭲ: 'T',
  // Latin small capitals and other look-alikes that NFKC keeps
  ᴀ: 'A', ʙ: 'B', ᴄ: 'C', ᴅ: 'D', ᴇ: 'E', ɢ: 'G', ɡ: 'G', ʜ: 'H', ɪ: 'I', ı: 'I', ʟ: 'L', ᴍ: 'M', ɴ: 'N', ᴏ: 'O', ᴘ: 'P', ʀ: 'R',
  ꜱ: 'S', ᴛ: 'T', ᴜ: 'U', ᴡ: 'W',
};

/** Never seen by a reader: format characters (zero-width, bidi, soft hyphen, tags), other default-ignorables and combining marks. */
const INVISIBLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}]$/u;
const SEPARATOR = /^[\s\p{Zs}_\-.:]$/u;

function foldAscii(character: string): string {
  if (character === '\n' || character === '\r') return '#';
  if (/^[A-Za-z]$/.test(character)) return character.toUpperCase();
  if (SEPARATOR.test(character)) return ' ';
  // Markdown decoration a converter adds or removes: escapes, emphasis, code spans, strike-through.
  if (character === '\\' || character === '*' || character === '`' || character === '~') return '';
  if (character === '[' || character === ']') return character;
  return '#';
}

/**
 * The reading of one code point (given as a string) for marker matching. Compatibility forms are
 * folded with NFKC (full-width letters, em-spaces, ligatures, mathematical letters), look-alike
 * letters from other scripts map to their Latin twin, invisible characters and Markdown
 * decoration read as nothing, line breaks interrupt. Pure; callers may memoise it.
 */
export function foldForMarkerMatching(character: string): string {
  if (character.length === 1 && character.charCodeAt(0) < 0x80) return foldAscii(character);
  if (INVISIBLE.test(character)) return '';
  const lookalike = LOOKALIKE_LETTERS[character];
  if (lookalike !== undefined) return lookalike;
  const compatible = character.normalize('NFKC');
  if (compatible !== character) {
    let folded = '';
    for (const part of compatible) folded += part.charCodeAt(0) < 0x80 ? foldAscii(part) : (LOOKALIKE_LETTERS[part] ?? (SEPARATOR.test(part) ? ' ' : INVISIBLE.test(part) ? '' : '#'));
    return folded;
  }
  return SEPARATOR.test(character) || character === '\u2028' || character === '\u2029' ? ' ' : '#';
}
