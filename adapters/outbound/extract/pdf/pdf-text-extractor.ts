import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { ExtractionFailure } from '../../../../application/ports/document-extractor.port.js';

/** Text of a PDF: pages joined by blank lines, and the document title when it has one. */
export interface PdfText {
  readonly text: string;
  readonly title?: string;
  readonly pages: number;
}

/**
 * Extracts the text of every page with pdf-parse 2 (pdf.js), joined by blank lines. Encrypted,
 * password-protected or broken PDFs are `parse_error`. pdf.js runs with verbosity 0; the caller
 * still silences the console. The bytes are copied, so pdf.js cannot detach the caller's buffer.
 * pdf-parse is imported lazily.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<Result<PdfText, ExtractionFailure>> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false });
  try {
    const result = await parser.getText();
    const text = result.pages.map((page) => page.text.trim()).filter((page) => page !== '').join('\n\n');
    const title = await documentTitle(parser);
    return ok({ text, pages: result.total, ...(title === undefined ? {} : { title }) });
  } catch (error) {
    return err({ code: 'parse_error', message: `The PDF cannot be read: ${describe(error)}` });
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

async function documentTitle(parser: { getInfo(): Promise<{ info?: unknown }> }): Promise<string | undefined> {
  try {
    const { info } = await parser.getInfo();
    const title = (info as { Title?: unknown } | undefined)?.Title;
    return typeof title === 'string' && title.trim() !== '' ? title.replace(/\s+/g, ' ').trim().slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'PasswordException') return 'it is encrypted and needs a password';
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 120);
}
