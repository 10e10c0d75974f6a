import type { FetchFormat, FetchInput } from '../../domain/fetch/fetch-input.schema.js';
import { sliceLines, splitLines, type LineSlice } from '../../domain/fetch/line-slicer.js';
import { markdownToPlainText } from '../../domain/fetch/markdown-to-text.js';
import { buildOutline, type Outline } from '../../domain/fetch/outline-builder.js';
import type { RenderReason } from '../../domain/fetch/render-decision.policy.js';
import { neutraliseBoundaryMarkers, wrapUntrustedContent } from '../../domain/fetch/untrusted-content.js';
import type { FetchedDocument } from './fetched-document.js';
import type { WebFetchOutput } from './web-fetch.types.js';

/** The selected part of a document in the requested format, before it is rendered. */
export interface FetchSelection {
  /** The whole document in the requested format (what an artifact file would hold). */
  readonly fullText: string;
  readonly slice: LineSlice;
  readonly outline: Outline;
  /** True when the output was cut and the full text is larger than the budget. */
  readonly wantsArtifact: boolean;
}

const NO_OUTLINE: Outline = { entries: [], omitted: 0 };
const TITLE_MAX_CHARS = 200;

/** The document text in `format`: Markdown as extracted, plain text derived line-for-line, or the raw body. */
export function documentTextIn(entry: FetchedDocument, format: FetchFormat): string {
  if (format === 'text' && entry.markdownLike) return markdownToPlainText(entry.document.text);
  return entry.document.text;
}

/** Applies the requested slice (or the default cap) and builds the outline. */
export function selectOutput(entry: FetchedDocument, input: FetchInput): FetchSelection {
  const fullText = documentTextIn(entry, input.format);
  const lines = splitLines(fullText);
  const slice = sliceLines(lines, {
    startLine: input.slice?.startLine ?? 1,
    maxLines: input.slice?.maxLines ?? null,
    maxChars: input.maxOutputChars,
  });
  const outline = entry.markdownLike && input.format !== 'raw'
    ? buildOutline(input.format === 'markdown' ? lines : splitLines(entry.document.text))
    : NO_OUTLINE;
  return { fullText, slice, outline, wantsArtifact: slice.truncated && fullText.length > input.maxOutputChars };
}

/** One line of page-supplied text made safe for the header: no controls, no forged markers, bounded. */
function headerSafe(text: string, maxChars: number): string {
  // eslint-disable-next-line no-control-regex
  const single = neutraliseBoundaryMarkers(text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim());
  return single.length <= maxChars ? single : `${single.slice(0, maxChars - 1)}…`;
}

/** Facts about this call that are not part of the cached document. */
export interface CallFacts {
  readonly nonce: string;
  readonly cacheHit: boolean;
  readonly sharedInFlight: boolean;
  /** Attempts made by this call (0 for cache hits and in-flight followers). */
  readonly attempts: number;
  readonly renderReason?: RenderReason;
  readonly artifactPath?: string;
}

/** Builds the model-facing text (short trusted header, then the wrapped page text) and the details. */
export function presentFetchOutput(entry: FetchedDocument, input: FetchInput, selection: FetchSelection, call: CallFacts): WebFetchOutput {
  const { document } = entry;
  const { slice, outline } = selection;
  const header: string[] = [];
  if (document.title !== undefined && document.title.trim() !== '') header.push(`Title (from the page): ${headerSafe(document.title, TITLE_MAX_CHARS)}`);
  header.push(`URL: ${entry.finalUrl}`);
  const replacement = document.replacementChars > 0 ? `; ${document.replacementChars} replacement characters` : '';
  header.push(`Content: ${document.contentKind} as ${input.format}; charset ${document.charset} (${document.charsetSource})${replacement}; HTTP ${entry.status}${call.cacheHit ? '; from run cache' : ''}`);
  const range = slice.endLine >= slice.startLine ? `Lines ${slice.startLine}-${slice.endLine} of ${slice.totalLines}.` : 'No lines selected.';
  header.push(`${range} ${slice.hint}`);
  if (call.artifactPath !== undefined) header.push(`Full text saved to: ${call.artifactPath}`);
  if (document.classification !== 'none') {
    header.push(`Page note (${document.classification}): ${document.suggestion ?? 'the extracted text may be incomplete.'}`);
  }
  if (call.renderReason !== undefined) header.push(`Rendering: ${entry.rendered ? 'used' : 'not used'} (${call.renderReason}).`);
  if (outline.entries.length > 0) {
    header.push('Outline (line: heading):');
    for (const entryLine of outline.entries) header.push(`  ${entryLine.line}: ${'#'.repeat(entryLine.level)} ${headerSafe(entryLine.text, 160)}`);
    if (outline.omitted > 0) header.push(`  (${outline.omitted} deeper headings omitted)`);
  }
  const content = `${header.join('\n')}\n\n${wrapUntrustedContent(slice.text, call.nonce)}`;
  return {
    content,
    details: {
      url: entry.finalUrl,
      status: entry.status,
      format: input.format,
      ...(document.title === undefined ? {} : { title: headerSafe(document.title, TITLE_MAX_CHARS) }),
      contentKind: document.contentKind,
      charset: document.charset,
      charsetSource: document.charsetSource,
      replacementChars: document.replacementChars,
      extractionStage: document.stage ?? null,
      stageNotes: document.stageNotes,
      parserFailures: document.parserFailures,
      classification: document.classification,
      ...(document.suggestion === undefined ? {} : { suggestion: document.suggestion }),
      bytes: entry.bytes,
      redirects: entry.redirects,
      attempts: call.attempts,
      truncated: slice.truncated,
      cacheHit: call.cacheHit,
      sharedInFlight: call.sharedInFlight,
      startLine: slice.startLine,
      endLine: slice.endLine,
      totalLines: slice.totalLines,
      nextLine: slice.nextLine,
      outline: outline.entries,
      outlineOmitted: outline.omitted,
      ...(call.artifactPath === undefined ? {} : { artifactPath: call.artifactPath }),
      rendered: entry.rendered,
      ...(call.renderReason === undefined ? {} : { renderReason: call.renderReason }),
    },
  };
}
