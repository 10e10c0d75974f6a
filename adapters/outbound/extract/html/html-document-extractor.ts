import { classifyPage } from '../../../../domain/page/page-classifier.js';
import type { DecodingFacts, HtmlDocumentResult } from './html-document-result.js';
import { runHtmlChain } from './html-extraction-chain.js';
import { parseHtmlPage } from './html-page-parser.js';
import { prefilterHtml } from './html-prefilter.js';
import { extractLargeHtmlDocument, LARGE_DOCUMENT_LIMITS } from './large-document/large-html-document.js';
import { collectPageSignals } from './page-signals-collector.js';

export type { DecodingFacts, HtmlDocumentResult } from './html-document-result.js';

/**
 * Parses decoded HTML once (prefiltered), measures its signals, runs the stage chain (unless `rawOnly`, which only classifies) and
 * classifies the page from its signals. `markup` must already be bounded by the caller. Pages with
 * more than `LARGE_DOCUMENT_LIMITS.minMarkupChars` of prefiltered markup are read in parts instead
 * (`extractLargeHtmlDocument`).
 */
export async function extractHtmlDocument(
  markup: string,
  url: string,
  decoding: DecodingFacts,
  options: { readonly rawOnly: boolean; readonly isCancelled: () => boolean },
): Promise<HtmlDocumentResult> {
  if (markup.length > LARGE_DOCUMENT_LIMITS.minMarkupChars) {
    const prefiltered = prefilterHtml(markup);
    if (prefiltered.html.length > LARGE_DOCUMENT_LIMITS.minMarkupChars) return extractLargeHtmlDocument(markup, prefiltered, url, decoding, options);
  }
  const page = await parseHtmlPage(markup, url);
  // Before the chain: its last reader may consume page.document.
  const signalsWithoutExtraction = collectPageSignals(page.document, markup, 0, page.removedScripts);
  const chain = options.rawOnly ? undefined : await runHtmlChain(page, url, { isCancelled: options.isCancelled });
  const extractedTextLength = chain?.textLength ?? signalsWithoutExtraction.visibleText.length;
  const verdict = classifyPage({
    signals: { ...signalsWithoutExtraction, extractedTextLength },
    pdfMislabelled: false,
    declaredMediaType: 'text/html',
    replacementChars: decoding.replacementChars,
    decodedLength: decoding.decodedLength,
  });
  const title = chain?.title ?? (signalsWithoutExtraction.title === '' ? undefined : signalsWithoutExtraction.title);
  return {
    markdown: chain?.markdown ?? '',
    ...(title === undefined ? {} : { title }),
    ...(chain?.stage === undefined ? {} : { stage: chain.stage }),
    stageNotes: chain?.stageNotes ?? page.notes,
    parserFailures: chain?.parserFailures ?? page.parserFailures,
    verdict,
  };
}
