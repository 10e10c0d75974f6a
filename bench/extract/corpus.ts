import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The corpora the bench reads unless told otherwise (repository-relative): news pages, then WCXB's multi-type sample. */
export const DEFAULT_CORPUS_DIRS: readonly string[] = ['test/fixtures/extraction-corpus', 'bench/corpus/wcxb-dev'];

/** Page type of a corpus without `types.json` (the news benchmark). */
export const NEWS_TYPE = 'news';

/** One benchmark page, without its HTML (read it with {@link loadHtml}, one page at a time). */
export interface CorpusPage {
  /** Corpus name: the directory's base name (`extraction-corpus`, `wcxb-dev`). */
  readonly corpus: string;
  readonly id: string;
  readonly url: string;
  /** Page type from `types.json`, else `news`. */
  readonly type: string;
  /** The human-written main text. */
  readonly truth: string;
  /** WCXB fields, when the corpus has them: title, author, publication date (`YYYY-MM-DD` or ''), main content as Markdown. */
  readonly title?: string;
  readonly author?: string;
  readonly publishDate?: string;
  readonly markdown?: string;
  readonly htmlPath: string;
}

interface TruthEntry {
  readonly articleBody: string;
  readonly url: string;
  readonly title?: string;
  readonly author?: string;
  readonly publishDate?: string;
  readonly markdown?: string;
}

/** `corpus/id`: unique across corpora. */
export function pageKey(page: Pick<CorpusPage, 'corpus' | 'id'>): string {
  return `${page.corpus}/${page.id}`;
}

/**
 * Reads `ground-truth.json`, `types.json` (optional) and the list of `html/<id>.html.gz` from `dir`,
 * in id order. Only pages with both a truth entry and an HTML file are returned. `only`, when
 * given, keeps the pages whose id or `corpus/id` it holds.
 */
export function loadCorpus(dir: string, only?: ReadonlySet<string>): CorpusPage[] {
  const root = resolve(dir);
  const corpus = basename(root);
  const truth = JSON.parse(readFileSync(join(root, 'ground-truth.json'), 'utf8')) as Record<string, TruthEntry>;
  const typesFile = join(root, 'types.json');
  const types = existsSync(typesFile) ? JSON.parse(readFileSync(typesFile, 'utf8')) as Record<string, string> : {};
  const htmlDir = join(root, 'html');
  return readdirSync(htmlDir)
    .filter((name) => name.endsWith('.html.gz'))
    .map((name) => name.slice(0, -'.html.gz'.length))
    .filter((id) => truth[id] !== undefined && (only === undefined || only.has(id) || only.has(`${corpus}/${id}`)))
    .sort()
    .map((id) => {
      const entry = truth[id] as TruthEntry;
      return {
        corpus,
        id,
        // One WCXB page has no URL; a placeholder keeps the extractors' URL handling ordinary.
        url: entry.url === '' ? `https://${corpus}.invalid/${id}` : entry.url,
        type: types[id] ?? NEWS_TYPE,
        truth: entry.articleBody,
        ...(entry.title === undefined ? {} : { title: entry.title }),
        ...(entry.author === undefined ? {} : { author: entry.author }),
        ...(entry.publishDate === undefined ? {} : { publishDate: entry.publishDate }),
        ...(entry.markdown === undefined ? {} : { markdown: entry.markdown }),
        htmlPath: join(htmlDir, `${id}.html.gz`),
      };
    });
}

/** Loads every corpus in `dirs`, in order. */
export function loadCorpora(dirs: readonly string[], only?: ReadonlySet<string>): CorpusPage[] {
  return dirs.flatMap((dir) => loadCorpus(dir, only));
}

/** The page's HTML as served (UTF-8). */
export function loadHtml(page: Pick<CorpusPage, 'htmlPath'>): string {
  return gunzipSync(readFileSync(page.htmlPath)).toString('utf8');
}
