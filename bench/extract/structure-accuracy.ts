import { titleKey } from '../../domain/page/metadata/page-title.js';
import { pageKey, type CorpusPage } from './corpus.js';

/** Structural elements of a Markdown document, as the reference's `markdown` field has them. */
export interface MarkdownStructure {
  /** Heading texts (link labels, not targets; no images) in letters and digits (see `titleKey`), in order. */
  readonly headings: readonly string[];
  readonly listItems: number;
  readonly tableRows: number;
  readonly codeBlocks: number;
}

const HEADING = /^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\S/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const FENCE = /^\s*(?:```|~~~)/;

/** Reads headings, list items, table rows and fenced code blocks (headings and lists outside fences). */
export function markdownStructure(markdown: string): MarkdownStructure {
  const headings: string[] = [];
  let listItems = 0;
  let tableRows = 0;
  let codeBlocks = 0;
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) {
      if (!inFence) codeBlocks += 1;
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = HEADING.exec(line);
    if (heading !== null) {
      const key = titleKey((heading[1] ?? '').replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
      if (key !== '') headings.push(key);
    } else if (LIST_ITEM.test(line)) listItems += 1;
    else if (TABLE_ROW.test(line)) tableRows += 1;
  }
  return { headings, listItems, tableRows, codeBlocks };
}

/** Heading precision and recall (micro-averaged over pages, headings matched as multisets by text) and structure kept. */
export interface StructureAccuracy {
  readonly pagesWithHeadings: number;
  readonly referenceHeadings: number;
  readonly producedHeadings: number;
  readonly matchedHeadings: number;
  /** Pages whose reference has a list / table / code block, and of them how many outputs have one too. */
  readonly lists: { readonly pages: number; readonly kept: number };
  readonly tables: { readonly pages: number; readonly kept: number };
  readonly code: { readonly pages: number; readonly kept: number };
}

/** Compares outputs' structure with the corpus's reference Markdown (pages that have one). */
export function structureAccuracy(corpus: readonly CorpusPage[], outputs: ReadonlyMap<string, string>): StructureAccuracy {
  let pagesWithHeadings = 0;
  let referenceHeadings = 0;
  let producedHeadings = 0;
  let matchedHeadings = 0;
  const lists = { pages: 0, kept: 0 };
  const tables = { pages: 0, kept: 0 };
  const code = { pages: 0, kept: 0 };
  for (const page of corpus) {
    if (page.markdown === undefined) continue;
    const reference = markdownStructure(page.markdown);
    const produced = markdownStructure(outputs.get(pageKey(page)) ?? '');
    if (reference.headings.length > 0) {
      pagesWithHeadings += 1;
      referenceHeadings += reference.headings.length;
      producedHeadings += produced.headings.length;
      const available = new Map<string, number>();
      for (const heading of produced.headings) available.set(heading, (available.get(heading) ?? 0) + 1);
      for (const heading of reference.headings) {
        const left = available.get(heading) ?? 0;
        if (left > 0) {
          matchedHeadings += 1;
          available.set(heading, left - 1);
        }
      }
    }
    for (const [counter, wanted, got] of [[lists, reference.listItems, produced.listItems], [tables, reference.tableRows, produced.tableRows], [code, reference.codeBlocks, produced.codeBlocks]] as const) {
      if (wanted > 0) {
        counter.pages += 1;
        if (got > 0) counter.kept += 1;
      }
    }
  }
  return { pagesWithHeadings, referenceHeadings, producedHeadings, matchedHeadings, lists, tables, code };
}

/** One line per measure. */
export function formatStructureAccuracy(accuracy: StructureAccuracy): string {
  const precision = accuracy.producedHeadings === 0 ? Number.NaN : accuracy.matchedHeadings / accuracy.producedHeadings;
  const recall = accuracy.referenceHeadings === 0 ? Number.NaN : accuracy.matchedHeadings / accuracy.referenceHeadings;
  const kept = (label: string, counter: { readonly pages: number; readonly kept: number }) => `${label} ${counter.kept}/${counter.pages}`;
  return [
    `headings (micro, ${accuracy.pagesWithHeadings} pages with headings): precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${accuracy.matchedHeadings} matched of ${accuracy.producedHeadings} produced / ${accuracy.referenceHeadings} in the reference)`,
    `structure kept where the reference has it: ${kept('lists', accuracy.lists)}, ${kept('tables', accuracy.tables)}, ${kept('code blocks', accuracy.code)}`,
  ].join('\n');
}
