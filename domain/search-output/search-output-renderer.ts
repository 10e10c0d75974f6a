import { fitResultBody } from './result-body-fitter.js';
import { prepareResultEntry } from './result-entry.js';
import { renderSearchControlLine } from './search-control-line.js';
import {
  BEGIN_UNTRUSTED_SEARCH_RESULTS,
  BODY_MAX_BYTES,
  END_UNTRUSTED_SEARCH_RESULTS,
  NO_RESULTS_TEXT,
} from './search-output-limits.js';
import { renderSearchPreamble } from './search-output-preamble.js';
import type { RenderedResultBody, RenderedSearchOutput, SearchOutputFrame, SearchOutputInput, SearchResultView } from './search-output-view.js';

const BUDGET_LABEL = `${BODY_MAX_BYTES / 1024} KiB`;

/**
 * Produces the model-facing WebSearch text:
 *
 * ```
 * search-control: backend=… requests_used=… requests_remaining=… cooldown=…
 * <metadata and filter lines>
 * [BEGIN UNTRUSTED WEB SEARCH RESULTS]
 * <ranked body, or "No results." when `results` is empty>
 * [END UNTRUSTED WEB SEARCH RESULTS]
 * [N lower-ranked snippets shortened / removed, results omitted … to fit the 64 KiB result budget]
 * ```
 *
 * Invariants: the body (between the marker lines, excluding their newlines) is at most
 * BODY_MAX_BYTES UTF-8 bytes; titles are at most TITLE_MAX_CHARS and snippets at most
 * SNIPPET_MAX_CHARS code points (truncation marker included); each marker appears exactly once,
 * because untrusted text cannot spell one (see `sanitizeUntrustedInline`) nor start a new line;
 * the control line, metadata, filters, markers and budget notices sit outside the body and always
 * survive; under pressure lower-ranked results lose text first (see `fitResultBody`); the output
 * is well-formed UTF-16. Pure and deterministic.
 */
export function renderSearchOutput(input: SearchOutputInput): RenderedSearchOutput {
  return frameResultBody(input, renderResultBody(input.results));
}

/**
 * The part of the output that depends on the results alone: the marker lines, the fitted body
 * between them and the budget notices after them, with what bounding did. It is the costly part
 * (sanitising, marker neutralising, byte fitting), so an answer shown again (a cache hit, a caller
 * that joined a search in flight) can reuse it with {@link frameResultBody}. Pure.
 */
export function renderResultBody(results: readonly SearchResultView[]): RenderedResultBody {
  const prepared = results.map((result, index) => prepareResultEntry(result, index + 1));
  const fit = fitResultBody(prepared.map((entry) => entry.entry));
  const shown = fit.snippets.length;
  const resultsOmitted = results.length - shown;
  const snippetsShortened = count(fit.snippets, (snippet) => snippet.kind === 'shortened');
  const snippetsRemoved = count(fit.snippets, (snippet) => snippet.kind === 'removed');
  const snippetsTruncated = count(fit.snippets, (snippet) => snippet.kind === 'shortened' || (snippet.kind === 'full' && snippet.truncated));
  const titlesTruncated = count(prepared.slice(0, shown), (entry) => entry.titleTruncated);
  const text = [
    BEGIN_UNTRUSTED_SEARCH_RESULTS,
    results.length === 0 ? NO_RESULTS_TEXT : fit.body,
    END_UNTRUSTED_SEARCH_RESULTS,
    ...budgetNotice(snippetsShortened, 'snippet', 'shortened'),
    ...budgetNotice(snippetsRemoved, 'snippet', 'removed'),
    ...budgetNotice(resultsOmitted, 'result', 'omitted'),
  ].join('\n');
  return {
    text,
    bodyBytes: results.length === 0 ? NO_RESULTS_TEXT.length : fit.bytes,
    resultsShown: shown,
    resultsOmitted,
    snippetsShortened,
    snippetsRemoved,
    titlesTruncated,
    snippetsTruncated,
    truncated: resultsOmitted + snippetsShortened + snippetsRemoved + titlesTruncated + snippetsTruncated > 0,
  };
}

/** The whole output around a rendered body: the control line and the metadata and filter lines above it. Pure. */
export function frameResultBody(frame: SearchOutputFrame, body: RenderedResultBody): RenderedSearchOutput {
  const { text: bodyText, ...bounding } = body;
  const text = [renderSearchControlLine(frame.control), ...renderSearchPreamble(frame.metadata, frame.filters), bodyText].join('\n');
  return { text, ...bounding };
}

function count<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  return items.reduce((total, item) => (predicate(item) ? total + 1 : total), 0);
}

function budgetNotice(howMany: number, noun: 'snippet' | 'result', verb: 'shortened' | 'removed' | 'omitted'): string[] {
  if (howMany === 0) return [];
  return [`[${howMany} lower-ranked ${noun}${howMany === 1 ? '' : 's'} ${verb} to fit the ${BUDGET_LABEL} result budget]`];
}
