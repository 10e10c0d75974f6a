import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Where the bench looks for the extraction corpus unless told otherwise (repository-relative). */
export const DEFAULT_CORPUS_DIR = 'test/fixtures/extraction-corpus';

/** One benchmark page: served HTML (UTF-8) and the human-written article body. */
export interface CorpusPage {
  readonly id: string;
  readonly url: string;
  readonly html: string;
  readonly truth: string;
}

interface TruthEntry {
  readonly articleBody: string;
  readonly url: string;
}

/**
 * Reads `ground-truth.json` and `html/<id>.html.gz` from `dir`, in id order.
 * Only pages that have both a truth entry and an HTML file are returned.
 * `only`, when given, restricts the set to those ids (unknown ids are ignored).
 */
export function loadCorpus(dir: string, only?: ReadonlySet<string>): CorpusPage[] {
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<string, TruthEntry>;
  const htmlDir = join(dir, 'html');
  const ids = readdirSync(htmlDir)
    .filter((name) => name.endsWith('.html.gz'))
    .map((name) => name.slice(0, -'.html.gz'.length))
    .filter((id) => truth[id] !== undefined && (only === undefined || only.has(id)))
    .sort();
  return ids.map((id) => {
    const entry = truth[id] as TruthEntry;
    const html = gunzipSync(readFileSync(join(htmlDir, `${id}.html.gz`))).toString('utf8');
    return { id, url: entry.url, html, truth: entry.articleBody };
  });
}
