/** How the charset of a body was chosen, in precedence order. */
export type CharsetSource = 'bom' | 'http' | 'meta' | 'xml-declaration' | 'default';

/** A body decoded to text. */
export interface DecodedBody {
  readonly text: string;
  /** WHATWG encoding name actually used, e.g. `utf-8`, `shift_jis`. */
  readonly charset: string;
  readonly charsetSource: CharsetSource;
  /** Number of U+FFFD characters in `text`. */
  readonly replacementChars: number;
}
