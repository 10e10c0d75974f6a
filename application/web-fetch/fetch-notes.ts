import { FETCH_LIMITS } from '../../domain/fetch/fetch-limits.js';
import type { ExtractedDocument } from '../ports/document-extractor.port.js';

const MIB = 1024 * 1024;

/** `1234567` → `1,234,567` (no locale data needed). */
export function groupDigits(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** One line of our own text: never more than one line, whatever a note contains. */
function oneLine(note: string): string {
  return note.replace(/\s+/g, ' ').trim();
}

/** The sentence for a document cut at the structured-parsing cap, or undefined when nothing was cut. */
export function parsingCapNote(document: ExtractedDocument): string | undefined {
  const cut = document.cutAtParsingCap;
  if (cut === undefined) return undefined;
  const unread = Math.max(0, cut.bytesTotal - cut.bytesRead);
  const cap = `${FETCH_LIMITS.maxStructuredBytes / MIB} MiB`;
  return `document cut at the ${cap} parsing cap: only its first ${groupDigits(cut.bytesRead)} of ${groupDigits(cut.bytesTotal)} bytes were read, ${groupDigits(unread)} bytes were not, so the text ends early`;
}

/**
 * The notes we compose about a document for the trusted header: what extraction removed (the
 * extractor's `removalNotes`) and whether the parsing cap cut the document. Never page text.
 */
export function documentNotes(document: ExtractedDocument): string[] {
  const notes = (document.removalNotes ?? []).map(oneLine).filter((note) => note !== '');
  const cap = parsingCapNote(document);
  return cap === undefined ? notes : [...notes, cap];
}
