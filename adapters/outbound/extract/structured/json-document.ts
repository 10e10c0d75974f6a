import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { ExtractionFailure } from '../../../../application/ports/document-extractor.port.js';
import { parserReason } from '../support/parser-message.js';

/**
 * Strictly parses JSON (`JSON.parse`) and pretty-prints it with two-space indentation. The
 * re-indentation is lexical, so numbers keep their exact digits (a 64-bit id is not rounded
 * through a double) and keys keep their order. Invalid JSON is `parse_error`.
 */
export function prettyPrintJson(text: string): Result<string, ExtractionFailure> {
  try {
    JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? parserReason(error.message) : 'invalid JSON';
    return err({ code: 'parse_error', message: `The JSON does not parse: ${reason}` });
  }
  return ok(reindent(text));
}

/** Re-indents valid JSON text; string and number tokens are copied verbatim. */
function reindent(text: string): string {
  const out: string[] = [];
  let depth = 0;
  const newline = (): string => `\n${'  '.repeat(depth)}`;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (character === '"') {
      const end = endOfString(text, index);
      out.push(text.slice(index, end));
      index = end - 1;
    } else if (character === '{' || character === '[') {
      const next = nextNonSpace(text, index + 1);
      if (text[next] === (character === '{' ? '}' : ']')) {
        out.push(character === '{' ? '{}' : '[]');
        index = next;
      } else {
        depth += 1;
        out.push(character, newline());
      }
    } else if (character === '}' || character === ']') {
      depth -= 1;
      out.push(newline(), character);
    } else if (character === ',') {
      out.push(',', newline());
    } else if (character === ':') {
      out.push(': ');
    } else if (!/\s/.test(character)) {
      out.push(character);
    }
  }
  return out.join('');
}

function endOfString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

function nextNonSpace(text: string, start: number): number {
  let index = start;
  while (index < text.length && /\s/.test(text[index] as string)) index += 1;
  return index;
}
