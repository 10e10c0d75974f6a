import { boundSnippet, type SanitizedText } from './bounded-text.js';
import { BODY_MAX_BYTES, SNIPPET_MAX_CHARS, SNIPPET_MIN_CHARS, SNIPPET_REMOVED_MARKER } from './search-output-limits.js';
import { codePointLength, utf8ByteLength } from './unicode-text.js';

/** One result ready for the body: its rendered header lines and its sanitised snippet, if any. */
export interface BodyEntry {
  readonly header: string;
  readonly snippet?: SanitizedText;
}

/**
 * What happened to one shown result's snippet. `full` may still carry the truncation marker from
 * the per-snippet bound (`truncated`); `shortened` lost text to the body budget; `removed` was
 * replaced by the removal marker; `none` had no snippet to begin with.
 */
export type SnippetFit =
  | { readonly kind: 'none' }
  | { readonly kind: 'full'; readonly text: string; readonly truncated: boolean }
  | { readonly kind: 'shortened'; readonly text: string; readonly codePoints: number }
  | { readonly kind: 'removed' };

/** The fitted body and the fate of each shown entry (the first `snippets.length` entries). */
export interface BodyFit {
  readonly body: string;
  /** UTF-8 bytes of `body`, measured on the rendered text (never more than the budget). */
  readonly bytes: number;
  readonly snippets: readonly SnippetFit[];
}

const ENTRY_SEPARATOR = '\n\n';
const SEPARATOR_BYTES = utf8ByteLength(ENTRY_SEPARATOR);
const REMOVED: SnippetFit = { kind: 'removed' };
const REMOVED_LINE_BYTES = snippetLineBytes(REMOVED);

/**
 * Fits ranked entries into `budgetBytes` of UTF-8 (default 64 KiB). Invariants:
 * - Only a prefix of the ranking is shown: results are omitted from the bottom, and only when even
 *   their minimal form (header plus the removal marker, or the snippet itself when that is smaller)
 *   would not fit.
 * - Before anything is omitted, snippets are shortened, lowest rank first, each down to
 *   SNIPPET_MIN_CHARS (only the last one touched is cut partially); if that is not enough they are
 *   removed, lowest rank first (a snippet no longer than the removal marker is kept), after which
 *   higher-ranked snippets are grown back top-down into any room left, none beyond the length of a
 *   shortened one above it. So a higher-ranked result never loses more than a lower-ranked one.
 * - Every snippet is at most SNIPPET_MAX_CHARS code points including its truncation marker.
 */
export function fitResultBody(entries: readonly BodyEntry[], budgetBytes: number = BODY_MAX_BYTES): BodyFit {
  const measured = entries.map(measureEntry);
  const shown = shownPrefixLength(measured, budgetBytes);
  const body = new BodyBudget(entries.slice(0, shown), measured.slice(0, shown), budgetBytes);
  body.shortenFromTheBottom();
  body.removeFromTheBottom();
  return body.result();
}

/** An entry's header size and its snippet at full length (bounded to SNIPPET_MAX_CHARS), measured once per fit. */
interface MeasuredEntry {
  readonly headerBytes: number;
  readonly full: SnippetFit;
  readonly fullLineBytes: number;
}

function measureEntry(entry: BodyEntry): MeasuredEntry {
  const full = fullFit(entry);
  return { headerBytes: utf8ByteLength(entry.header), full, fullLineBytes: snippetLineBytes(full) };
}

/** The mutable working state of one fit: a snippet fit per shown entry and the running byte total. */
class BodyBudget {
  private readonly headerBytes: readonly number[];
  private readonly fits: SnippetFit[];
  private readonly sizes: number[];
  private total: number;

  constructor(
    private readonly entries: readonly BodyEntry[],
    private readonly measured: readonly MeasuredEntry[],
    private readonly budgetBytes: number,
  ) {
    this.headerBytes = measured.map((entry) => entry.headerBytes);
    this.fits = measured.map((entry) => entry.full);
    this.sizes = measured.map((entry) => entry.headerBytes + entry.fullLineBytes);
    this.total = this.sizes.reduce((sum, size) => sum + size, 0) + Math.max(0, entries.length - 1) * SEPARATOR_BYTES;
  }

  /** Phase 1: from the bottom, take each long snippet to the minimum; the last one touched is grown back as far as it fits. */
  shortenFromTheBottom(): void {
    for (let index = this.entries.length - 1; index >= 0 && this.overBudget(); index -= 1) {
      const snippet = this.entries[index]?.snippet;
      const fit = this.fits[index];
      if (snippet === undefined || fit?.kind !== 'full' || codePointLength(fit.text) <= SNIPPET_MIN_CHARS) continue;
      this.apply(index, shortenedFit(snippet, SNIPPET_MIN_CHARS));
      if (!this.overBudget()) this.grow(index, SNIPPET_MIN_CHARS, Number.POSITIVE_INFINITY);
    }
  }

  /** Phase 2: from the bottom, remove snippets; once it fits, grow the shortened ones above back, top-down. */
  removeFromTheBottom(): void {
    for (let index = this.entries.length - 1; index >= 0 && this.overBudget(); index -= 1) {
      const fit = this.fits[index];
      if (fit === undefined || fit.kind === 'none' || snippetLineBytes(fit) <= REMOVED_LINE_BYTES) continue;
      this.apply(index, REMOVED);
      if (!this.overBudget()) this.growShortenedAbove(index);
    }
  }

  /**
   * Renders the body and measures the rendered bytes: the bound holds by construction, whatever
   * the running accounting says. Should the rendering ever exceed the budget, the lowest-ranked
   * snippet still shown is removed (then the lowest-ranked result omitted) until it fits.
   */
  result(): BodyFit {
    const fits = [...this.fits];
    for (;;) {
      const body = fits.map((fit, index) => `${this.entries[index]?.header ?? ''}${snippetLine(fit)}`).join(ENTRY_SEPARATOR);
      const bytes = utf8ByteLength(body);
      if (bytes <= this.budgetBytes || fits.length === 0) return { body, bytes, snippets: fits };
      const withText = fits.findLastIndex((fit) => fit.kind === 'full' || fit.kind === 'shortened');
      if (withText >= 0) fits[withText] = REMOVED;
      else fits.pop();
    }
  }

  private growShortenedAbove(limit: number): void {
    let cap = Number.POSITIVE_INFINITY;
    for (let index = 0; index < limit; index += 1) {
      const before = this.fits[index];
      if (before?.kind !== 'shortened') continue;
      this.grow(index, before.codePoints, cap);
      const after = this.fits[index];
      if (after?.kind === 'shortened') cap = after.codePoints;
    }
  }

  /** Grows entry `index` from `from` code points to its full snippet if that fits, else as far as fits (at most `cap`). */
  private grow(index: number, from: number, cap: number): void {
    const snippet = this.entries[index]?.snippet;
    const full = this.measured[index]?.full;
    if (snippet === undefined || full?.kind !== 'full') return;
    if (this.totalWith(index, full) <= this.budgetBytes) {
      this.apply(index, full);
      return;
    }
    const longest = Math.min(cap, codePointLength(full.text) - 1);
    const length = largestFitting(from, longest, (candidate) => this.totalWith(index, shortenedFit(snippet, candidate)) <= this.budgetBytes);
    if (length > from) this.apply(index, shortenedFit(snippet, length));
  }

  private overBudget(): boolean {
    return this.total > this.budgetBytes;
  }

  private totalWith(index: number, fit: SnippetFit): number {
    return this.total - (this.sizes[index] ?? 0) + (this.headerBytes[index] ?? 0) + snippetLineBytes(fit);
  }

  private apply(index: number, fit: SnippetFit): void {
    this.total = this.totalWith(index, fit);
    this.sizes[index] = (this.headerBytes[index] ?? 0) + snippetLineBytes(fit);
    this.fits[index] = fit;
  }
}

/** How many leading entries fit in their minimal form (header plus the removal marker or the snippet, whichever is smaller). */
function shownPrefixLength(entries: readonly MeasuredEntry[], budgetBytes: number): number {
  let used = 0;
  let shown = 0;
  for (const entry of entries) {
    const minimal = entry.headerBytes + Math.min(entry.fullLineBytes, REMOVED_LINE_BYTES);
    const cost = minimal + (shown > 0 ? SEPARATOR_BYTES : 0);
    if (used + cost > budgetBytes) break;
    used += cost;
    shown += 1;
  }
  return shown;
}

/** Largest length in [from, to] accepted by `fits`, given that `from` is accepted and acceptance is monotone. */
function largestFitting(from: number, to: number, fits: (length: number) => boolean): number {
  let low = from;
  let high = Math.max(from, to);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

function fullFit(entry: BodyEntry): SnippetFit {
  if (entry.snippet === undefined) return { kind: 'none' };
  const bounded = boundSnippet(entry.snippet, SNIPPET_MAX_CHARS);
  return { kind: 'full', text: bounded.text, truncated: bounded.truncated };
}

function shortenedFit(snippet: SanitizedText, codePoints: number): SnippetFit {
  return { kind: 'shortened', text: boundSnippet(snippet, codePoints).text, codePoints };
}

function snippetLine(fit: SnippetFit): string {
  switch (fit.kind) {
    case 'none':
      return '';
    case 'removed':
      return `\nSnippet: ${SNIPPET_REMOVED_MARKER}`;
    case 'full':
    case 'shortened':
      return `\nSnippet: ${fit.text}`;
  }
}

function snippetLineBytes(fit: SnippetFit): number {
  return utf8ByteLength(snippetLine(fit));
}
