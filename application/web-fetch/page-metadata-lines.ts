import type { Outline } from '../../domain/fetch/outline-builder.js';
import { displayUrl, untrustedInline } from '../../domain/search-output/display-values.js';
import type { ContentKind } from '../ports/document-extractor.port.js';
import type { FetchedDocument } from './fetched-document.js';

/** Bounds of page-supplied metadata values, in code points. */
export const PAGE_METADATA_LIMITS = { titleChars: 200, authorChars: 200, dateChars: 64, urlChars: 500, headingChars: 160 } as const;

/** Content kinds that are documents with a title, an author and a date (said plainly when missing). */
const DOCUMENT_KINDS: ReadonlySet<ContentKind> = new Set<ContentKind>(['html', 'feed', 'pdf']);

/** A page-supplied value as one bounded line of text ('' when absent or blank). */
export function pageValue(value: string | undefined, maxChars: number): string {
  return value === undefined ? '' : untrustedInline(value, maxChars);
}

function described(label: string, value: string, missing: string, documentLike: boolean): string[] {
  if (value !== '') return [`${label}: ${value}`];
  return documentLike ? [`${label}: ${missing}`] : [];
}

/**
 * What the page says about itself, one line each, for the untrusted page-metadata block: title,
 * author and publication date (for documents: "none found" when the page states none), the
 * last-update day where the page shows that instead of a publication day, the final
 * URL when the server redirected, and the outline of headings with their line numbers. Every value
 * is single-line and bounded; all of it is page-controlled and belongs inside the boundary.
 */
export function pageMetadataLines(entry: FetchedDocument, outline: Outline): string[] {
  const { document } = entry;
  const documentLike = DOCUMENT_KINDS.has(document.contentKind);
  const lines = [
    ...described('Title', pageValue(document.title, PAGE_METADATA_LIMITS.titleChars), 'none found on the page', documentLike),
    ...described('Author', pageValue(document.author, PAGE_METADATA_LIMITS.authorChars), 'none found on the page', documentLike),
    ...described('Published', pageValue(document.publishedAt, PAGE_METADATA_LIMITS.dateChars), 'no date found on the page', documentLike),
    // Only where the page shows a revision day instead of a publication day: no "none found" line.
    ...described('Updated', pageValue(document.updatedAt, PAGE_METADATA_LIMITS.dateChars), '', false),
  ];
  if (entry.redirects > 0) {
    const plural = entry.redirects === 1 ? '' : 's';
    lines.push(`Final URL after ${entry.redirects} redirect${plural}: ${untrustedInline(displayUrl(entry.finalUrl), PAGE_METADATA_LIMITS.urlChars)}`);
  }
  if (outline.entries.length > 0) {
    lines.push('Outline (line: heading):');
    for (const heading of outline.entries) {
      lines.push(`  ${heading.line}: ${'#'.repeat(heading.level)} ${untrustedInline(heading.text, PAGE_METADATA_LIMITS.headingChars)}`);
    }
    if (outline.omitted > 0) lines.push(`  (${outline.omitted} deeper headings omitted)`);
  }
  return lines;
}
