import { err, ok, type Result } from '../../../domain/shared/result.js';
import { markdownToPlainText } from '../../../domain/fetch/markdown-to-text.js';
import { classifyPage } from '../../../domain/page/page-classifier.js';
import type {
  DocumentExtractorPort,
  ExtractedDocument,
  ExtractionFailure,
  ExtractionInput,
} from '../../../application/ports/document-extractor.port.js';
import { decodeBody } from './charset/body-decoder.js';
import type { DecodedBody } from './charset/decoded-body.js';
import { losslessUtf8Body } from './charset/lossless-utf8-body.js';
import { parseContentTypeHeader, type ContentTypeHeader } from './classify/content-type-header.js';
import { sniffContent, type SniffedContent } from './classify/content-sniffer.js';
import { cancelledExtraction, inThreadHtmlExtraction, type HtmlExtraction } from './html/html-extraction.js';
import { extractPdfText } from './pdf/pdf-text-extractor.js';
import { extractStructured } from './structured/structured-document-extractor.js';
import { readUtf8Json } from './structured/utf8-json-reader.js';
import { captureConsole } from './support/console-capture.js';
import { describeError } from './html/stages/stage-support.js';

type Extraction = Result<ExtractedDocument, ExtractionFailure>;
type ParsingCut = NonNullable<ExtractedDocument['cutAtParsingCap']>;

/**
 * The content-aware extraction chain behind {@link DocumentExtractorPort}: sniffs the content
 * kind, decodes the charset (an HTML page in lossless UTF-8 is decoded where its extraction
 * runs), and routes to HTML (Defuddle → Readability → cleaned body), JSON, XML/feeds, PDF or
 * plain text, then classifies the page. Nothing a page triggers reaches
 * stdout/stderr: the console is silenced for the whole call and its output counted as parser
 * failures. Declared JSON and XML beyond `maxStructuredBytes` are `too_large` (sniffed ones are
 * read as text or HTML instead); of HTML beyond it only the first `maxStructuredBytes` bytes are
 * decoded and parsed (`cutAtParsingCap`, also in `stageNotes`); `raw` is never parsed structurally
 * and plain text is not parsed at all; PDFs are bounded by the transport cap only. HTML is
 * extracted by `html` (this thread by default; a bounded worker in long-lived hosts).
 */
export class ContentExtractor implements DocumentExtractorPort {
  readonly #html: HtmlExtraction;
  readonly #prepareHtml: (() => void) | undefined;

  /**
   * `prepareHtml` gets `html` ready for a page about to arrive (the worker pool's `prestart`). In
   * this thread nothing is prepared: a one-shot CLI would wait for it before exiting even when the
   * page turns out to be JSON or text.
   */
  constructor(html: HtmlExtraction = inThreadHtmlExtraction, prepareHtml?: () => void) {
    this.#html = html;
    this.#prepareHtml = prepareHtml;
  }

  prepare(): void {
    this.#prepareHtml?.();
  }

  async extract(input: ExtractionInput): Promise<Extraction> {
    if (input.signal.aborted) return err(cancelledExtraction());
    const run = await captureConsole(async (): Promise<Extraction> => {
      try {
        return await this.#extract(input);
      } catch (error) {
        return err({ code: 'extraction_failed', message: `Extraction failed unexpectedly: ${describeError(error)}` });
      }
    });
    if (input.signal.aborted) return err(cancelledExtraction());
    if (!run.value.ok || run.messages === 0) return run.value;
    return ok({ ...run.value.value, parserFailures: run.value.value.parserFailures + run.messages });
  }

  async #extract(input: ExtractionInput): Promise<Extraction> {
    const header = parseContentTypeHeader(input.contentType);
    const sniffed = sniffContent(header, input.body);
    if (sniffed.kind === 'binary') {
      const what = header.mediaType === '' ? 'binary data' : header.mediaType;
      return err({ code: 'unsupported_content', message: `The response is ${what}, which cannot be turned into text.` });
    }
    if (sniffed.kind === 'pdf') return this.#pdf(input, header, sniffed);
    const structuredTooLarge = (sniffed.kind === 'json' || sniffed.kind === 'xml') && input.format !== 'raw' && input.body.byteLength > input.maxStructuredBytes;
    if (structuredTooLarge && sniffed.declared) {
      return err({ code: 'too_large', message: `The ${sniffed.kind.toUpperCase()} body has ${input.body.byteLength} bytes; structured parsing stops at ${input.maxStructuredBytes}.` });
    }
    const declaration = sniffed.kind === 'html' ? 'html-meta' : sniffed.kind === 'xml' ? 'xml-declaration' : 'none';
    // JSON in lossless UTF-8 is validated and re-indented from the body's bytes, never decoded first.
    if (sniffed.kind === 'json' && input.format !== 'raw' && !structuredTooLarge) {
      const json = readUtf8Json(input.body, header.charset, declaration);
      if (json !== undefined) {
        const { text, charset, charsetSource, decodedLength } = json;
        return ok(this.#document({ charset, charsetSource, replacementChars: 0, decodedLength }, { contentKind: 'json', text }));
      }
    }
    // Only what will be parsed as HTML is cut at the cap, before decoding: the tail is never decoded.
    const parsedAsHtml = input.format !== 'raw' && (sniffed.kind === 'html' || (structuredTooLarge && sniffed.fallback !== 'text'));
    const cut = parsedAsHtml && input.body.byteLength > input.maxStructuredBytes
      ? { bytesRead: input.maxStructuredBytes, bytesTotal: input.body.byteLength }
      : undefined;
    const parsed = cut === undefined ? input.body : input.body.subarray(0, cut.bytesRead);
    // An HTML page in lossless UTF-8 goes to the extraction as its bytes: where that runs in a worker, they cross as they are.
    const utf8 = sniffed.kind === 'html' && parsedAsHtml ? losslessUtf8Body(parsed, header.charset, declaration, { partial: cut !== undefined }) : undefined;
    if (utf8 !== undefined) {
      const { bytes, charsetSource, decodedLength } = utf8;
      return this.#htmlDocument(input, bytes, { charset: 'utf-8', charsetSource, replacementChars: 0, decodedLength }, cut);
    }
    const decoded = decodeBody(parsed, header.charset, declaration, { partial: cut !== undefined });
    if (!decoded.ok) return decoded;
    if (input.signal.aborted) return err(cancelledExtraction());
    if (sniffed.kind === 'json' || sniffed.kind === 'xml') {
      if (input.format === 'raw') {
        return ok(this.#document(factsOf(decoded.value), { contentKind: rawStructuredKind(sniffed.kind, decoded.value.text), text: decoded.value.text }));
      }
      const structured = structuredTooLarge ? ok({ kind: 'not_structured' } as const) : await extractStructured(sniffed.kind, decoded.value.text, input.url, sniffed.declared);
      if (!structured.ok) return structured;
      if (structured.value.kind === 'done') {
        const { contentKind, text, title } = structured.value;
        return ok(this.#document(factsOf(decoded.value), { contentKind, text: contentKind === 'feed' ? inFormat(text, input.format) : text, title }));
      }
      // Only sniffed, and too large or not parsing: treat it as what the Content-Type (or its absence) suggests.
      if (sniffed.fallback === 'text') return ok(this.#document(factsOf(decoded.value), { contentKind: 'text', text: decoded.value.text }));
      return this.#htmlDocument(input, decoded.value.text, factsOf(decoded.value), cut);
    }
    if (sniffed.kind === 'text') return ok(this.#document(factsOf(decoded.value), { contentKind: 'text', text: decoded.value.text }));
    return this.#htmlDocument(input, decoded.value.text, factsOf(decoded.value), cut);
  }

  /** `markup`: the page's text, or (never for `raw`) its lossless UTF-8 bytes. */
  async #htmlDocument(input: ExtractionInput, markup: string | Uint8Array, facts: DecodingFacts, cut: ParsingCut | undefined): Promise<Extraction> {
    const decoding = { replacementChars: facts.replacementChars, decodedLength: facts.decodedLength, httpStatus: input.httpStatus };
    const extracted = await this.#html({ markup, url: input.url, decoding, rawOnly: input.format === 'raw' }, input.signal);
    if (input.signal.aborted) return err(cancelledExtraction());
    if (!extracted.ok) return extracted;
    const result = extracted.value;
    const notes = cut === undefined ? result.stageNotes : [`parse: cut at the parsing cap after ${cut.bytesRead} of ${cut.bytesTotal} bytes`, ...result.stageNotes];
    if (input.format !== 'raw' && result.markdown === '' && result.verdict.classification === 'none') {
      return err({ code: 'extraction_failed', message: `No extraction stage produced text (${notes.join('; ').slice(0, 300) || 'empty page'}).` });
    }
    return ok({
      ...this.#document(facts, {
        contentKind: 'html',
        text: input.format === 'raw' && typeof markup === 'string' ? markup : inFormat(result.markdown, input.format),
        title: result.title,
      }),
      ...(result.author === undefined ? {} : { author: result.author }),
      ...(result.publishedAt === undefined ? {} : { publishedAt: result.publishedAt }),
      ...(result.updatedAt === undefined ? {} : { updatedAt: result.updatedAt }),
      ...(input.format === 'raw' || result.removalNotes.length === 0 ? {} : { removalNotes: result.removalNotes }),
      ...(result.stage === undefined ? {} : { stage: result.stage }),
      stageNotes: notes,
      ...(cut === undefined ? {} : { cutAtParsingCap: cut }),
      parserFailures: result.parserFailures,
      classification: result.verdict.classification,
      ...(result.verdict.suggestion === undefined ? {} : { suggestion: result.verdict.suggestion }),
    });
  }

  async #pdf(input: ExtractionInput, header: ContentTypeHeader, sniffed: SniffedContent): Promise<Extraction> {
    const pdf = await extractPdfText(input.body);
    if (!pdf.ok) return pdf;
    if (pdf.value.text.trim() === '') {
      return err({ code: 'extraction_failed', message: `The PDF (${pdf.value.pages} pages) has no text layer; it may be scanned images.` });
    }
    const verdict = classifyPage({
      pdfMislabelled: sniffed.pdfMislabelled,
      declaredMediaType: header.mediaType.slice(0, 100),
      replacementChars: 0,
      decodedLength: pdf.value.text.length,
    });
    return ok({
      text: pdf.value.text,
      ...(pdf.value.title === undefined ? {} : { title: pdf.value.title }),
      contentKind: 'pdf',
      charset: 'binary',
      charsetSource: 'binary',
      replacementChars: 0,
      stageNotes: [],
      parserFailures: 0,
      classification: verdict.classification,
      ...(verdict.suggestion === undefined ? {} : { suggestion: verdict.suggestion }),
    });
  }

  #document(decoded: DecodingFacts, content: { readonly contentKind: ExtractedDocument['contentKind']; readonly text: string; readonly title?: string | undefined }): ExtractedDocument {
    const verdict = classifyPage({ pdfMislabelled: false, declaredMediaType: '', replacementChars: decoded.replacementChars, decodedLength: decoded.decodedLength });
    return {
      text: content.text,
      ...(content.title === undefined ? {} : { title: content.title }),
      contentKind: content.contentKind,
      charset: decoded.charset,
      charsetSource: decoded.charsetSource,
      replacementChars: decoded.replacementChars,
      stageNotes: [],
      parserFailures: 0,
      classification: verdict.classification,
      ...(verdict.suggestion === undefined ? {} : { suggestion: verdict.suggestion }),
    };
  }
}

/** What decoding found: the document's charset fields and the base of the charset-trouble check. */
interface DecodingFacts {
  readonly charset: string;
  readonly charsetSource: DecodedBody['charsetSource'];
  readonly replacementChars: number;
  /** UTF-16 length of the decoded text. */
  readonly decodedLength: number;
}

function factsOf(decoded: DecodedBody): DecodingFacts {
  return { charset: decoded.charset, charsetSource: decoded.charsetSource, replacementChars: decoded.replacementChars, decodedLength: decoded.text.length };
}

/** Markdown as extracted, or plain text derived from it for `format: "text"`. */
function inFormat(markdown: string, format: ExtractionInput['format']): string {
  return format === 'text' ? markdownToPlainText(markdown) : markdown;
}

/** For `raw`, structured bodies are not parsed; a feed is recognised by its root element only. */
function rawStructuredKind(kind: 'json' | 'xml', text: string): ExtractedDocument['contentKind'] {
  if (kind === 'json') return 'json';
  return /^\s*(?:<\?[^>]*>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<(?:rss|feed|rdf:RDF)[\s>]/.test(text) ? 'feed' : 'xml';
}
