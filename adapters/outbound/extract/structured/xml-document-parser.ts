import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { ExtractionFailure } from '../../../../application/ports/document-extractor.port.js';
import { parserReason } from '../support/parser-message.js';

/**
 * Parses XML strictly with jsdom's XML mode (saxes): any well-formedness error, an undefined
 * entity (external entities are never resolved) or a missing root is `parse_error`, with the
 * parser's line:column message. jsdom is imported lazily.
 */
export async function parseXmlStrict(text: string): Promise<Result<Document, ExtractionFailure>> {
  const { JSDOM, VirtualConsole } = await import('jsdom');
  try {
    const dom = new JSDOM(text, { contentType: 'application/xml', virtualConsole: new VirtualConsole() });
    return ok(dom.window.document);
  } catch (error) {
    const reason = error instanceof Error ? parserReason(error.message.replace(/^about:blank:/, '')) : 'not well-formed';
    return err({ code: 'parse_error', message: `The XML is not well-formed: ${reason}` });
  }
}
