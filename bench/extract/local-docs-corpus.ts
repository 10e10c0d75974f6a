/**
 * Builds an out-of-distribution check corpus from documentation installed on this machine, pages
 * no rule was ever chosen on: mdBook books and rustdoc API pages of a rustup toolchain, Node's API
 * docs (Debian's `nodejs` package), npm's own docs, DocBook manuals (Debian's `valgrind`), gtk-doc
 * API references (`libxslt1-dev`, `libtasn1`), Texinfo manuals (`libffi8`), manuals Debian ships in
 * their sites' own templates (docs.python.org from `python3.11-doc`, Django's docs from
 * `python-django-doc`, the JDK's Javadoc from `openjdk-17-doc`, Apache httpd's manual from
 * `apache2-doc`, SQLite's site from `sqlite3-doc`, PostgreSQL's manual from `postgresql-doc-15`,
 * Git's AsciiDoc pages from `git-doc`) and, given `--sphinx DIR`, Sphinx sites built there (one
 * site per subdirectory, any theme: Sphinx is not a Debian package here, so its pages are built
 * from installed reStructuredText sources first, e.g. `bench/extract/sphinx-sites.sh`). No page is
 * labelled by hand: a page's truth is the visible text of the element its generator puts the
 * content in (`<main>`, `#main-content`, `#apicontent`, …) without the generator's own controls and
 * without what its markup hides (`hidden`, inline `display: none`), so the figure is "silver": it
 * says where production loses or adds text relative to that element, not what a reader would keep.
 * Sources that are not installed are skipped. The pages stay out of the repository (their licences
 * differ); the output directory is a corpus `npm run bench:extract -- --corpus DIR` reads (word F1
 * per generator).
 *
 *   node --import tsx bench/extract/local-docs-corpus.ts --out DIR [--per-source N] [--seed N] [--sphinx DIR]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';

const { values } = parseArgs({ options: { out: { type: 'string' }, 'per-source': { type: 'string', default: '10' }, seed: { type: 'string', default: '12345' }, sphinx: { type: 'string' } } });
if (values.out === undefined) throw new Error('--out DIR is required');
const perSource = Math.max(1, Number.parseInt(values['per-source'], 10) || 10);

/** Smallest page read (bytes): below it, generators' redirect stubs. */
const MIN_PAGE_BYTES = 6000;
/** Fewest truth words a page needs to be kept. */
const MIN_TRUTH_WORDS = 50;
/** The generators' own controls and navigation inside their content elements, never content. */
const GENERATOR_CHROME = [
  'script', 'style', 'noscript', 'button', 'input', 'div.toc', '.navheader', '.navfooter', '#table_of_contents',
  '.sidebar', '.nav-chapters', '.mobile-nav-chapters', 'rustdoc-toolbar', '.out-of-band', '.src', '.anchor', 'a.mark', 'summary.hideme', '.srclink',
  '[hidden]', '[style*="display:none"]', '[style*="display: none"]',
].join(',');

interface Source {
  readonly type: string;
  readonly files: () => string[];
  /** The content elements (outermost matches, in document order). */
  readonly content: string;
  /** This generator's own navigation inside its content elements, beside `GENERATOR_CHROME`. */
  readonly chrome?: string;
  readonly url: (file: string) => string;
}

let seed = Number.parseInt(values.seed, 10) || 12345;
const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
function sample<T>(items: readonly T[], count: number): T[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled.slice(0, count);
}
function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') && stat.size > MIN_PAGE_BYTES ? [path] : [];
  });
}

const toolchains = join(homedir(), '.rustup', 'toolchains');
const rustDocs = existsSync(toolchains) ? readdirSync(toolchains).sort().map((name) => join(toolchains, name, 'share', 'doc', 'rust', 'html')).find(existsSync) : undefined;
const rustUrl = (file: string): string => `https://doc.rust-lang.org/${relative(rustDocs ?? '', file)}`;
const NODE_API = '/usr/share/doc/nodejs/api';
const NPM_DOCS = '/usr/lib/node_modules/npm/docs/output';
const VALGRIND = '/usr/share/doc/valgrind/html';
const GTK_DOCS = ['/usr/share/doc/libxslt1-dev/gtk-doc/html', '/usr/share/gtk-doc/html'];
const LIBFFI = '/usr/share/doc/libffi8/html';
const SPHINX_SITES = values.sphinx;
const PYTHON_DOCS = '/usr/share/doc/python3.11/html';
const DJANGO_DOCS = '/usr/share/doc/python-django-doc/html';
const JAVADOC = '/usr/lib/jvm/java-17-openjdk-amd64/docs/api';
const APACHE_MANUAL = '/usr/share/doc/apache2-doc/manual/en';
const SQLITE_DOCS = '/usr/share/doc/sqlite3';
const POSTGRES_DOCS = '/usr/share/doc/postgresql-doc-15/html';
const GIT_DOCS = '/usr/share/doc/git-doc';
/** Javadoc's generated indexes and overviews, not one type's or package's documentation. */
const JAVADOC_GENERATED = /(?:index-files|-index\.html|index\.html|-tree\.html|-use\.html|class-use\/|deprecated-list|constant-values|serialized-form|help-doc|overview-|allclasses|allpackages|search)/;
/** Sphinx's generated pages that are indexes or highlighted source, not documentation prose. */
const SPHINX_GENERATED = /(?:^|\/)(?:genindex|search|py-modindex|_modules\/.*)\.html$/;
/** DocBook's XSL stylesheets put a page's text in a div named after its element. */
const DOCBOOK_CONTENT = ['chapter', 'book', 'article', 'sect1', 'section', 'appendix', 'preface', 'part', 'glossary', 'bibliography', 'index', 'reference', 'refentry', 'set'].map((name) => `div.${name}`).join(', ');
const MDBOOKS = ['book', 'cargo', 'reference', 'rust-by-example', 'nomicon', 'edition-guide', 'rustc', 'embedded-book'];

/** The "¶" links Sphinx sets beside headings, in every theme. */
const SPHINX_CHROME = 'a.headerlink';

const SOURCES: readonly Source[] = [
  {
    type: 'mdbook',
    files: () => (rustDocs === undefined ? [] : MDBOOKS.flatMap((book) => sample(htmlFiles(join(rustDocs, book)).filter((file) => !/print\.html|toc\.html|404/.test(file)), perSource))),
    content: 'main',
    url: rustUrl,
  },
  {
    type: 'rustdoc',
    files: () => (rustDocs === undefined ? [] : sample(htmlFiles(join(rustDocs, 'std')).filter((file) => /\/(struct|trait|fn|enum|macro|primitive)\.[^/]+\.html$|\/index\.html$/.test(file)), 6 * perSource)),
    content: '#main-content',
    url: rustUrl,
  },
  { type: 'nodeapi', files: () => sample(htmlFiles(NODE_API).filter((file) => !/all\.html|index\.html/.test(file)), 4 * perSource), content: '#apicontent', url: (file) => `https://nodejs.org/api/${relative(NODE_API, file)}` },
  { type: 'npmdocs', files: () => sample(htmlFiles(NPM_DOCS), 4 * perSource), content: 'header.title, #_content', url: (file) => `https://docs.npmjs.com/cli/${relative(NPM_DOCS, file).replace(/\.html$/, '')}` },
  {
    type: 'docbook',
    files: () => sample(htmlFiles(VALGRIND), Math.round(2.5 * perSource)),
    content: DOCBOOK_CONTENT,
    url: (file) => `https://valgrind.org/docs/manual/${file.split('/').pop() ?? ''}`,
  },
  {
    type: 'gtkdoc',
    files: () => sample(GTK_DOCS.flatMap(htmlFiles).filter((file) => !/index|general\.html|ch\d+\.html/.test(file)), 2 * perSource),
    content: 'body',
    chrome: 'table.navigation',
    url: (file) => `https://gnome.pages.gitlab.gnome.org/${file.split('/').slice(-2).join('/')}`,
  },
  {
    type: 'texinfo',
    files: () => sample(htmlFiles(LIBFFI).filter((file) => !/Index\.html|index\.html/.test(file)), 2 * perSource),
    content: ['top', 'chapter', 'section', 'subsection', 'appendix', 'unnumbered'].map((name) => `div.${name}`).join(', '),
    chrome: 'div.header, a.copiable-anchor, div.nav-panel',
    url: (file) => `https://sourceware.org/libffi/manual/${file.split('/').pop() ?? ''}`,
  },
  {
    type: 'sphinx',
    files: () => (SPHINX_SITES === undefined || !existsSync(SPHINX_SITES) ? [] : readdirSync(SPHINX_SITES).sort().flatMap((site) =>
      sample(htmlFiles(join(SPHINX_SITES, site)).filter((file) => !SPHINX_GENERATED.test(relative(join(SPHINX_SITES, site), file))), perSource))),
    content: 'div[role="main"]',
    chrome: SPHINX_CHROME,
    url: (file) => {
      const [site, ...path] = relative(SPHINX_SITES ?? '', file).split('/');
      return `https://${site ?? 'docs'}.readthedocs.io/en/latest/${path.join('/')}`;
    },
  },
  {
    type: 'pydocs',
    files: () => sample(htmlFiles(PYTHON_DOCS).filter((file) => !SPHINX_GENERATED.test(relative(PYTHON_DOCS, file)) && !/(?:^|\/)(?:contents|index|copyright|license|bugs)\.html$/.test(relative(PYTHON_DOCS, file))), 4 * perSource),
    content: 'div[role="main"]',
    chrome: SPHINX_CHROME,
    url: (file) => `https://docs.python.org/3.11/${relative(PYTHON_DOCS, file)}`,
  },
  {
    type: 'django',
    files: () => sample(htmlFiles(DJANGO_DOCS).filter((file) => !SPHINX_GENERATED.test(relative(DJANGO_DOCS, file)) && !/(?:^|\/)(?:contents|index)\.html$/.test(relative(DJANGO_DOCS, file))), 3 * perSource),
    content: '#yui-main div.yui-g',
    chrome: SPHINX_CHROME,
    url: (file) => `https://docs.djangoproject.com/en/3.2/${relative(DJANGO_DOCS, file).replace(/\.html$/, '/')}`,
  },
  {
    type: 'javadoc',
    files: () => sample(htmlFiles(join(JAVADOC, 'java.base')).filter((file) => !JAVADOC_GENERATED.test(relative(JAVADOC, file))), 4 * perSource),
    content: 'main',
    url: (file) => `https://docs.oracle.com/en/java/javase/17/docs/api/${relative(JAVADOC, file)}`,
  },
  {
    type: 'apache',
    files: () => sample(htmlFiles(APACHE_MANUAL).filter((file) => !/(?:^|\/)(?:index|sitemap|glossary|quickreference|directives)\.html$/.test(relative(APACHE_MANUAL, file))), 3 * perSource),
    content: '#page-content',
    // Its language bar, "top" arrows and the directive index it sets before a module's text.
    chrome: '.toplang, .bottomlang, div.top, #quickview',
    url: (file) => `https://httpd.apache.org/docs/2.4/${relative(APACHE_MANUAL, file)}`,
  },
  {
    type: 'sqlite',
    files: () => sample(htmlFiles(SQLITE_DOCS).filter((file) => !/(?:^|\/)(?:index|docs|sitemap|keyword_index|toc|changes|releaselog\/.*)\.html$/.test(relative(SQLITE_DOCS, file))), 3 * perSource),
    content: 'body',
    // The site's menu bar and a page's collapsed table of contents.
    chrome: 'body > .nosearch, .fancy_toc',
    url: (file) => `https://sqlite.org/${relative(SQLITE_DOCS, file)}`,
  },
  {
    type: 'postgres',
    files: () => sample(htmlFiles(POSTGRES_DOCS).filter((file) => !/(?:^|\/)(?:index|bookindex|release-.*)\.html$/.test(relative(POSTGRES_DOCS, file))), 3 * perSource),
    content: DOCBOOK_CONTENT,
    url: (file) => `https://www.postgresql.org/docs/15/${relative(POSTGRES_DOCS, file)}`,
  },
  {
    type: 'asciidoc',
    files: () => sample(htmlFiles(GIT_DOCS).filter((file) => !/(?:^|\/)(?:index|user-manual)\.html$/.test(relative(GIT_DOCS, file))), 3 * perSource),
    content: '#header, #content, #footnotes',
    url: (file) => `https://git-scm.com/docs/${relative(GIT_DOCS, file).replace(/\.html$/, '')}`,
  },
];

/** The visible text of the content elements, without the generators' chrome; undefined when the page has none. */
function truthOf(html: string, selector: string, extraChrome: string | undefined): { readonly text: string; readonly title: string } | undefined {
  const { document } = parseHTML(html);
  const found = Array.from(document.querySelectorAll(selector)).filter((element) => element.parentElement?.closest(selector) == null);
  if (found.length === 0) return undefined;
  for (const element of found) for (const chrome of Array.from(element.querySelectorAll(extraChrome === undefined ? GENERATOR_CHROME : `${GENERATOR_CHROME},${extraChrome}`))) chrome.remove();
  const text = found.map((element) => element.textContent ?? '').join(' ').replace(/\s+/g, ' ').trim();
  return { text, title: (document.querySelector('title')?.textContent ?? '').trim() };
}

const out = values.out;
mkdirSync(join(out, 'html'), { recursive: true });
const truth: Record<string, { articleBody: string; url: string; title: string }> = {};
const types: Record<string, string> = {};
let next = 0;
for (const source of SOURCES) {
  const files = source.files();
  if (files.length === 0) process.stderr.write(`${source.type}: not installed here, skipped\n`);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const found = truthOf(html, source.content, source.chrome);
    if (found === undefined || found.text.split(' ').length < MIN_TRUTH_WORDS) continue;
    const id = `${source.type}-${String(next).padStart(3, '0')}`;
    next += 1;
    truth[id] = { articleBody: found.text, url: source.url(file), title: found.title };
    types[id] = source.type;
    writeFileSync(join(out, 'html', `${id}.html.gz`), gzipSync(html));
  }
}
writeFileSync(join(out, 'ground-truth.json'), JSON.stringify(truth));
writeFileSync(join(out, 'types.json'), JSON.stringify(types));
process.stdout.write(`${Object.keys(truth).length} pages written to ${out}\n`);
