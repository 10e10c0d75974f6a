import type {
  DocumentExtractorPort,
  ExtractedDocument,
  ExtractionFailure,
  ExtractionFailureCode,
  ExtractionInput,
  PageClassification,
} from '../../application/ports/document-extractor.port.js';
import { err, ok, type Result } from '../../domain/shared/result.js';

/** The answer of one scripted extraction. */
export type ExtractReply = Result<ExtractedDocument, ExtractionFailure>;

/** Produces the extraction of one input. */
export type ExtractHandler = (input: ExtractionInput) => ExtractReply | Promise<ExtractReply>;

const CLASSIFICATION_MARKERS: ReadonlyArray<readonly [string, PageClassification]> = [
  ['FAKE:access_challenge', 'access_challenge'],
  ['FAKE:login_wall', 'login_wall'],
  ['FAKE:client_rendered_shell', 'client_rendered_shell'],
  ['FAKE:charset_trouble', 'charset_trouble'],
  ['FAKE:pdf_wrong_content_type', 'pdf_wrong_content_type'],
];

/**
 * The default fake extraction: the body decoded as UTF-8 is the text (already "Markdown");
 * `text/html` → html, `application/json` → json, `application/rss+xml` → feed, anything else →
 * text; the first `# ` line is the title; a `FAKE:<classification>` marker in the body sets the
 * classification (with a suggestion).
 */
export const decodeAsDocument: ExtractHandler = (input) => {
  const text = new TextDecoder().decode(input.body);
  const type = (input.contentType ?? '').toLowerCase();
  const contentKind = type.includes('html') ? 'html' : type.includes('json') ? 'json' : type.includes('rss') ? 'feed' : 'text';
  const classification = CLASSIFICATION_MARKERS.find(([marker]) => text.includes(marker))?.[1] ?? 'none';
  const title = /^# (.+)$/m.exec(text)?.[1];
  return ok({
    text,
    contentKind,
    charset: 'utf-8',
    charsetSource: 'http',
    replacementChars: 0,
    ...(contentKind === 'html' ? { stage: 'defuddle' as const } : {}),
    stageNotes: [],
    parserFailures: 0,
    classification,
    ...(title === undefined ? {} : { title }),
    ...(classification === 'none' ? {} : { suggestion: `fake suggestion for ${classification}` }),
  });
};

/** A scripted `DocumentExtractorPort`; queued handlers first, then the fallback (default {@link decodeAsDocument}). */
export class FakeDocumentExtractor implements DocumentExtractorPort {
  readonly inputs: ExtractionInput[] = [];
  /** How often `prepare` was called, and how many inputs had been extracted at each call. */
  readonly prepares: number[] = [];
  readonly #queue: ExtractHandler[] = [];
  readonly #fallback: ExtractHandler;

  constructor(fallback: ExtractHandler = decodeAsDocument) {
    this.#fallback = fallback;
  }

  enqueue(...handlers: ExtractHandler[]): this {
    this.#queue.push(...handlers);
    return this;
  }

  prepare(): void {
    this.prepares.push(this.inputs.length);
  }

  async extract(input: ExtractionInput): Promise<ExtractReply> {
    this.inputs.push(input);
    return (this.#queue.shift() ?? this.#fallback)(input);
  }

  get calls(): number {
    return this.inputs.length;
  }
}

/** A handler failing with `code`. */
export function failExtraction(code: ExtractionFailureCode): ExtractHandler {
  return () => err({ code, message: `fake extraction failure: ${code}` });
}
