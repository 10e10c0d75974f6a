import type { FetchFormat, FetchInput } from '../../domain/fetch/fetch-input.schema.js';
import { sliceLines, splitLines, textLines, type LineSlice } from '../../domain/fetch/line-slicer.js';
import { markdownToPlainText } from '../../domain/fetch/markdown-to-text.js';
import { buildOutline, type Outline } from '../../domain/fetch/outline-builder.js';
import type { RenderReason } from '../../domain/fetch/render-decision.policy.js';
import { wrapUntrustedPage } from '../../domain/fetch/untrusted-content.js';
import { documentNotes } from './fetch-notes.js';
import { PAGE_METADATA_LIMITS, pageMetadataLines, pageValue } from './page-metadata-lines.js';
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

/** The document text in `format`: Markdown as extracted, plain text derived line-for-line, or the raw body. */
export function documentTextIn(entry: FetchedDocument, format: FetchFormat): string {
  if (format === 'text' && entry.markdownLike) return markdownToPlainText(entry.document.text);
  return entry.document.text;
}

/** Applies the requested slice (or the default cap) and builds the outline. */
export function selectOutput(entry: FetchedDocument, input: FetchInput): FetchSelection {
  const fullText = documentTextIn(entry, input.format);
  const wantsOutline = entry.markdownLike && input.format !== 'raw';
  // The outline reads every line; otherwise only the window's lines are cut out of the text.
  const allLines = wantsOutline && input.format === 'markdown' ? splitLines(fullText) : undefined;
  const slice = sliceLines(allLines ?? textLines(fullText), {
    startLine: input.slice?.startLine ?? 1,
    maxLines: input.slice?.maxLines ?? null,
    maxChars: input.maxOutputChars,
  });
  const outline = wantsOutline ? buildOutline(allLines ?? splitLines(entry.document.text)) : NO_OUTLINE;
  return { fullText, slice, outline, wantsArtifact: slice.truncated && fullText.length > input.maxOutputChars };
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

/** Our own header lines: what was asked, what came back, where the slice is, and what we noticed. */
function trustedHeader(entry: FetchedDocument, input: FetchInput, slice: LineSlice, call: CallFacts): string[] {
  const { document } = entry;
  const header = [`URL: ${input.url}`];
  const replacement = document.replacementChars > 0 ? `; ${document.replacementChars} replacement characters` : '';
  const redirected = entry.redirects > 0 ? ` after ${entry.redirects} redirect${entry.redirects === 1 ? '' : 's'} (final URL in the page metadata)` : '';
  header.push(`Content: ${document.contentKind} as ${input.format}; charset ${document.charset} (${document.charsetSource})${replacement}; HTTP ${entry.status}${redirected}${call.cacheHit ? '; from run cache' : ''}`);
  const range = slice.endLine >= slice.startLine ? `Lines ${slice.startLine}-${slice.endLine} of ${slice.totalLines}.` : 'No lines selected.';
  header.push(`${range} ${slice.hint}`);
  if (call.artifactPath !== undefined) {
    const incomplete = document.cutAtParsingCap === undefined ? '' : ' (incomplete: it ends where the parsing cap cut the document)';
    header.push(`Full text saved to: ${call.artifactPath}${incomplete}`);
  }
  if (document.classification !== 'none') {
    header.push(`Page note (${document.classification}): ${document.suggestion ?? 'the extracted text may be incomplete.'}`);
  }
  if (call.renderReason !== undefined) header.push(`Rendering: ${entry.rendered ? 'used' : 'not used'} (${call.renderReason}).`);
  const notes = documentNotes(document);
  if (notes.length > 0) header.push(`Notes: ${notes.join('; ')}.`);
  return header;
}

/**
 * Builds the model-facing text and the details. Outside the boundaries stands only what we know
 * ourselves (the requested URL, content kind, charset, status, line counts, the artifact path and
 * notes we compose); everything the page controls (title, author, date, final URL, headings, text)
 * is inside the nonce-tagged untrusted blocks.
 */
export function presentFetchOutput(entry: FetchedDocument, input: FetchInput, selection: FetchSelection, call: CallFacts): WebFetchOutput {
  const { document } = entry;
  const { slice, outline } = selection;
  const page = wrapUntrustedPage({ metadata: pageMetadataLines(entry, outline), text: slice.text }, call.nonce);
  const content = `${trustedHeader(entry, input, slice, call).join('\n')}\n\n${page}`;
  const title = pageValue(document.title, PAGE_METADATA_LIMITS.titleChars);
  const author = pageValue(document.author, PAGE_METADATA_LIMITS.authorChars);
  const publishedAt = pageValue(document.publishedAt, PAGE_METADATA_LIMITS.dateChars);
  const updatedAt = pageValue(document.updatedAt, PAGE_METADATA_LIMITS.dateChars);
  return {
    content,
    details: {
      url: entry.finalUrl,
      status: entry.status,
      format: input.format,
      ...(title === '' ? {} : { title }),
      ...(author === '' ? {} : { author }),
      ...(publishedAt === '' ? {} : { publishedAt }),
      ...(updatedAt === '' ? {} : { updatedAt }),
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
      notes: documentNotes(document),
      ...(document.cutAtParsingCap === undefined ? {} : { cutAtParsingCap: document.cutAtParsingCap }),
      ...(call.artifactPath === undefined ? {} : { artifactPath: call.artifactPath, artifactIncomplete: document.cutAtParsingCap !== undefined }),
      rendered: entry.rendered,
      ...(call.renderReason === undefined ? {} : { renderReason: call.renderReason }),
    },
  };
}
