import type { ExtractionStage } from '../../../../application/ports/document-extractor.port.js';
import { classifyPage, type PageVerdict } from '../../../../domain/page/page-classifier.js';
import { runHtmlChain } from './html-extraction-chain.js';
import { parseHtmlPage } from './html-page-parser.js';
import { declaredPageKind, readPageMetadata } from './metadata/page-metadata-reader.js';
import { collectPageSignals } from './page-signals-collector.js';

/** The HTML-specific part of an extracted document. */
export interface HtmlDocumentResult {
  readonly markdown: string;
  readonly title?: string;
  readonly author?: string;
  readonly publishedAt?: string;
  readonly stage?: ExtractionStage;
  readonly stageNotes: readonly string[];
  readonly removalNotes: readonly string[];
  readonly parserFailures: number;
  readonly verdict: PageVerdict;
}

/** Decoding facts the classifier needs besides the page itself. */
export interface DecodingFacts {
  readonly replacementChars: number;
  readonly decodedLength: number;
  /** The HTTP status, when the caller passed one (error pages). */
  readonly httpStatus?: number | undefined;
}

/**
 * Parses decoded HTML once (prefiltered), measures its signals, reads its metadata (title, author,
 * publication date, declared kind), runs the stage chain (unless `rawOnly`, which only classifies)
 * and classifies the page from its signals. `markup` must already be bounded by the caller.
 */
export async function extractHtmlDocument(
  markup: string,
  url: string,
  decoding: DecodingFacts,
  options: { readonly rawOnly: boolean; readonly isCancelled: () => boolean },
): Promise<HtmlDocumentResult> {
  const page = await parseHtmlPage(markup, url);
  // Before the chain: its last reader may consume page.document.
  const collected = collectPageSignals(page.document, markup, 0, page.removedScripts, url);
  const signalsWithoutExtraction = decoding.httpStatus === undefined ? collected : { ...collected, httpStatus: decoding.httpStatus };
  const metadata = readPageMetadata(page.document, url);
  const chain = options.rawOnly ? undefined : await runHtmlChain(page, url, { isCancelled: options.isCancelled, declared: declaredPageKind(metadata) });
  const extractedTextLength = chain?.textLength ?? signalsWithoutExtraction.visibleText.length;
  const verdict = classifyPage({
    signals: { ...signalsWithoutExtraction, extractedTextLength },
    pdfMislabelled: false,
    declaredMediaType: 'text/html',
    replacementChars: decoding.replacementChars,
    decodedLength: decoding.decodedLength,
  });
  const title = metadata.title ?? chain?.title ?? (signalsWithoutExtraction.title === '' ? undefined : signalsWithoutExtraction.title);
  return {
    markdown: chain?.markdown ?? '',
    ...(title === undefined ? {} : { title }),
    ...(metadata.author === undefined ? {} : { author: metadata.author }),
    ...(metadata.publishedAt === undefined ? {} : { publishedAt: metadata.publishedAt }),
    ...(chain?.stage === undefined ? {} : { stage: chain.stage }),
    stageNotes: chain?.stageNotes ?? page.notes,
    removalNotes: chain?.removalNotes ?? [],
    parserFailures: chain?.parserFailures ?? page.parserFailures,
    verdict,
  };
}
