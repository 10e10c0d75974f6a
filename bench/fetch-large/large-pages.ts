import { prefilterHtml } from '../../adapters/outbound/extract/html/html-prefilter.js';
import { DEFAULT_CORPUS_DIRS, loadCorpus, loadHtml } from '../extract/corpus.js';

/** The news corpus bundled with the tests (the shapes below were measured on it). */
const NEWS_CORPUS_DIR = DEFAULT_CORPUS_DIRS[0] as string;

/**
 * Shapes of the large test page, all deterministic:
 * - `corpus`: the extraction corpus's pages as served (scripts, styles and all), their bodies one
 *   after another in one document;
 * - `corpus-content`: the same bodies without scripts, styles, SVG and comments, so every byte is
 *   markup a parser must read (the realistic worst case: a huge article or single-page manual);
 * - `dense`: synthetic documentation, about 36 bytes per element (three times denser than real pages).
 */
export type LargePageShape = 'corpus' | 'corpus-content' | 'dense';

export const LARGE_PAGE_SHAPES: readonly LargePageShape[] = ['corpus', 'corpus-content', 'dense'];

const BODY = /<body\b[^>]*>([\s\S]*?)(?:<\/body\s*>|$)/i;

function corpusBodies(contentOnly: boolean): string[] {
  return loadCorpus(NEWS_CORPUS_DIR).map((page) => {
    const source = loadHtml(page);
    const html = contentOnly ? prefilterHtml(source).html : source;
    return `<section class="page">${BODY.exec(html)?.[1] ?? html}</section>`;
  });
}

function denseSection(index: number): string {
  return `<h2>Section ${index}</h2><p>Section ${index} describes <a href="/ref/${index}">option ${index}</a> and how it interacts with <code>flag_${index}</code>. It is <em>important</em> for deployments.</p>`
    + `<ul><li>Default: ${index}</li><li>Range: 0-${index * 2}</li><li>Since: v${index % 9}.${index % 7}</li></ul>`
    + `<p>Further text about section ${index}, which keeps going for a while so the paragraph looks like real prose written by a person.</p>`;
}

/** A UTF-8 HTML page of at least `targetBytes` bytes in the given shape. */
export function buildLargePage(shape: LargePageShape, targetBytes: number): string {
  const parts = ['<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Large page</title></head><body><main><h1>Large page</h1>'];
  let bytes = Buffer.byteLength(parts[0] ?? '');
  const pieces = shape === 'dense' ? undefined : corpusBodies(shape === 'corpus-content');
  for (let index = 0; bytes < targetBytes; index += 1) {
    const piece = pieces === undefined ? denseSection(index + 1) : (pieces[index % pieces.length] ?? '');
    parts.push(piece);
    bytes += Buffer.byteLength(piece);
  }
  parts.push('</main></body></html>');
  return parts.join('');
}
