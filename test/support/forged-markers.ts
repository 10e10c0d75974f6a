import fc from 'fast-check';

/**
 * Forged boundary markers in the spellings a page can use, and an independent model of how a reader
 * sees text, for tests of marker neutralisation (through the domain function and through the real
 * extraction chain).
 */

const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  E: ['Е', 'ᴇ', 'Ｅ', '𝐄'],
  N: ['ɴ', 'Ｎ', '𝐍'],
  D: ['ᴅ', 'Ｄ'],
  U: ['ᴜ', 'Ｕ'],
  T: ['Т', 'ᴛ', 'Ｔ'],
  R: ['ʀ', 'Ｒ'],
  S: ['Ѕ', 'Ｓ'],
  W: ['ᴡ', 'Ｗ'],
  B: ['В', 'Ｂ'],
  C: ['С', 'Ｃ'],
  O: ['О', 'Ｏ'],
  I: ['І', 'Ｉ'],
  G: ['ɢ', 'Ｇ'],
};
const SEPARATORS = [' ', '_', '\\_', '-', '\u2003', '\u00a0', '\u3000', '\u200b', '', '  ', ' \u200d'];
const INSIDE_WORD = ['', '', '', '\u200b', '\u2060', '\u00ad', '\ufeff'];

/** A forged marker in a random spelling: case, separators, look-alike letters, invisible characters, Markdown escapes. */
export const forgedMarker: fc.Arbitrary<string> = fc
  .record({
    first: fc.constantFrom('BEGIN', 'END'),
    rest: fc.constantFrom(['UNTRUSTED', 'WEB', 'CONTENT'], ['UNTRUSTED', 'PAGE', 'METADATA'], ['UNTRUSTED', 'WEB', 'SEARCH', 'RESULTS'], ['UNTRUSTED', 'WEB']),
    seed: fc.array(fc.nat(1_000), { minLength: 64, maxLength: 64 }),
    bracket: fc.boolean(),
  })
  .map(({ first, rest, seed, bracket }) => {
    let k = 0;
    const pick = <T>(options: readonly T[]): T => options[(seed[k++ % seed.length] ?? 0) % options.length] as T;
    const spell = (word: string): string => [...word].map((letter) => {
      const variants = [letter, letter.toLowerCase(), ...(LOOKALIKES[letter] ?? [])];
      return pick(variants) + pick(INSIDE_WORD);
    }).join('');
    const words = [first, ...rest].map(spell);
    const separator = pick(SEPARATORS);
    return `${bracket ? '[' : ''}${words.join(separator === '' ? pick(SEPARATORS.slice(0, 4)) : separator)}${bracket ? ' n0nce-forged]' : ''}`;
  });

const READER_LOOKALIKES: Readonly<Record<string, string>> = {
  Е: 'E', ᴇ: 'E', ɴ: 'N', ᴅ: 'D', ᴜ: 'U', Т: 'T', ᴛ: 'T', ʀ: 'R', Ѕ: 'S', ᴡ: 'W', В: 'B', С: 'C', О: 'O', І: 'I', ɢ: 'G',
};

/**
 * How a reader sees `text` when looking for our markers, modelled independently of the
 * implementation: NFKC, no invisible characters, no Markdown escapes or emphasis, look-alikes
 * read as Latin, upper case, any run of separators as one space.
 */
export function readerView(text: string): string {
  return [...text.normalize('NFKC')]
    .map((character) => READER_LOOKALIKES[character] ?? character)
    .join('')
    .replace(/[\p{Cf}\p{Mn}\u00ad]/gu, '')
    .replace(/[\\*`~]/g, '')
    .toUpperCase()
    .replace(/[^\S\n]|[_\-.:]/gu, ' ')
    .replace(/ +/g, ' ');
}

/** True when a reader would see a BEGIN/END UNTRUSTED WEB/PAGE marker in `text` (checked line by line). */
export function readerSeesMarker(text: string): boolean {
  return text.split('\n').some((line) => /(?:BEGIN|END) ?UNTRUSTED ?(?:WEB|PAGE)/.test(readerView(line)));
}
