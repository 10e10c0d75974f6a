import { classifyPage } from '../../../../domain/page/page-classifier.js';
import type { DecodingFacts, HtmlDocumentResult } from './html-document-result.js';
import { runHtmlChain } from './html-extraction-chain.js';
import { parseHtmlPage } from './html-page-parser.js';
import { prefilterHtml } from './html-prefilter.js';
import { extractLargeHtmlDocument, largeDocumentReason } from './large-document/large-html-document.js';
import { readPageMetadata } from './metadata/page-metadata-reader.js';
import { pageChainOptions } from './page-chain-options.js';
import { collectPageSignals } from './page-signals-collector.js';

export type { DecodingFacts, HtmlDocumentResult } from './html-document-result.js';

/**
 * Parses decoded HTML once (prefiltered), measures its signals, reads its metadata (title, author,
 * publication date, declared kind), runs the stage chain (unless `rawOnly`, which only classifies)
 * and classifies the page from its signals. `markup` must already be bounded by the caller. Pages
 * with more prefiltered markup than `LARGE_DOCUMENT_LIMITS.minMarkupChars`, or more elements than
 * its `maxElements`, are read in parts instead (`extractLargeHtmlDocument`).
 */
export async function extractHtmlDocument(
  markup: string,
  url: string,
  decoding: DecodingFacts,
  options: { readonly rawOnly: boolean; readonly isCancelled: () => boolean },
): Promise<HtmlDocumentResult> {
  const prefiltered = prefilterHtml(markup);
  const large = largeDocumentReason(prefiltered);
  if (large !== undefined) return extractLargeHtmlDocument(markup, prefiltered, url, decoding, { ...options, reason: large });
  const page = await parseHtmlPage(markup, url, { prefiltered });
  // Before the chain: its last reader may consume page.document.
  const collected = collectPageSignals(page.document, markup, 0, page.removedScripts, url);
  const signalsWithoutExtraction = decoding.httpStatus === undefined ? collected : { ...collected, httpStatus: decoding.httpStatus };
  const metadata = readPageMetadata(page.document, url);
  const chain = options.rawOnly ? undefined : await runHtmlChain(page, url, { isCancelled: options.isCancelled, ...await pageChainOptions(metadata, page.baseUrl) });
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
    ...(metadata.updatedAt === undefined ? {} : { updatedAt: metadata.updatedAt }),
    ...(chain?.stage === undefined ? {} : { stage: chain.stage }),
    stageNotes: chain?.stageNotes ?? page.notes,
    removalNotes: chain?.removalNotes ?? [],
    parserFailures: chain?.parserFailures ?? page.parserFailures,
    verdict,
  };
}
