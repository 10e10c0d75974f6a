import { Buffer } from 'node:buffer';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { ExtractionFailure } from '../../../../application/ports/document-extractor.port.js';
import { decodeUtf8 } from '../charset/utf8-text.js';
import { parserReason } from '../support/parser-message.js';
import { reindentJson } from './json-reindenter.js';

/**
 * Strictly validates JSON text and pretty-prints it with two-space indentation, in one pass over
 * its UTF-8 bytes ({@link reindentJson}). The re-indentation is lexical, so numbers keep their exact
 * digits (a 64-bit id is not rounded through a double) and keys keep their order. Invalid JSON is
 * `parse_error`, with `JSON.parse`'s own reason (its excerpts of the text removed).
 */
export function prettyPrintJson(text: string): Result<string, ExtractionFailure> {
  const pretty = prettyPrintJsonBytes(Buffer.from(text, 'utf8'));
  if (pretty !== undefined) return ok(pretty);
  try {
    JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? parserReason(error.message) : 'invalid JSON';
    return err({ code: 'parse_error', message: `The JSON does not parse: ${reason}` });
  }
  // Only reached if the re-indenter's grammar were stricter than JSON.parse's: a programmer error.
  throw new Error('the JSON re-indenter refused text that JSON.parse accepts');
}

/**
 * {@link prettyPrintJson} for JSON at hand as valid UTF-8 bytes (a body that needs no decoding
 * first): the pretty-printed text, or `undefined` when the bytes are not valid JSON, which
 * `prettyPrintJson` on the decoded text then reports with its reason.
 */
export function prettyPrintJsonBytes(utf8: Uint8Array): string | undefined {
  const pretty = reindentJson(utf8);
  return pretty === undefined ? undefined : decodeUtf8(pretty);
}
