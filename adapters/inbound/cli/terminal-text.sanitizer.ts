import { stripVTControlCharacters } from 'node:util';

/** C0 controls except tab and line feed, DEL, and the C1 controls (U+0080-U+009F, which include CSI and OSC). */
// eslint-disable-next-line no-control-regex
const OTHER_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text made safe to write to a terminal, and how many characters that removed. */
export interface TerminalText {
  readonly text: string;
  readonly removedChars: number;
}

/**
 * Removes what a terminal would interpret rather than show: ANSI escape sequences (CSI colours
 * and cursor moves, OSC titles and hyperlinks), then every remaining C0/C1 control character
 * except newline and tab. Afterwards nothing in the text can start a control sequence. Sequences
 * are stripped line by line, so the text keeps its lines (the output's line numbers refer to
 * them): an OSC opened on one line and closed by a BEL on a later one would otherwise take the
 * line breaks between with it; its stray ESC and BEL go with the other controls.
 */
export function sanitizeForTerminal(text: string): TerminalText {
  const withoutSequences = text.split('\n').map((line) => stripVTControlCharacters(line)).join('\n');
  const clean = withoutSequences.replace(OTHER_CONTROLS, '');
  return { text: clean, removedChars: text.length - clean.length };
}

/** The output note that says control characters were removed, and how to see the exact text. */
export function controlsRemovedNote(removedChars: number, exactWith: string): string {
  const what = removedChars === 1 ? '1 terminal control character' : `${removedChars} terminal control characters`;
  return `[mono-agent: removed ${what} (escape sequences and other controls) from page-derived text for display; ${exactWith} shows the exact text]`;
}
