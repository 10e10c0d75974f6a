// The fetch bench's documents, written deterministically into a scratch directory (nothing large
// is committed): extraction-corpus pages, a 1 MiB and an 8 MiB HTML article, a 5 MB PDF, a
// 10 MB JSON document.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CORPUS_DIRS, loadCorpus, loadHtml } from '../extract/corpus.js';

const WORDS = 'agent research fetch page reader budget cooldown search result answer source evidence claim context window token model browser network policy cache'.split(' ');

/** Deterministic pseudo-text: `count` words from a linear congruential sequence seeded by `seed`. */
function words(seed: number, count: number): string {
  let state = seed >>> 0;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    out.push(WORDS[state % WORDS.length] ?? 'word');
  }
  return out.join(' ');
}

/** An article page of about `bytes`: navigation, sections of paragraphs, a list and a table now and then. */
export function syntheticHtml(bytes: number): string {
  const head = '<!doctype html><html><head><meta charset="utf-8"><title>A long synthetic article</title></head><body><nav><a href="/">Home</a> <a href="/docs">Docs</a> <a href="/blog">Blog</a></nav><main><article><h1>A long synthetic article</h1>';
  const parts = [head];
  let size = head.length;
  for (let section = 0; size < bytes - 200; section++) {
    const block = `<h2>Section ${section}: ${words(section, 4)}</h2>${Array.from({ length: 6 }, (_, p) => `<p>${words(section * 31 + p, 60)}.</p>`).join('')}${section % 5 === 0 ? `<ul>${Array.from({ length: 4 }, (_, i) => `<li>${words(section + i, 8)}</li>`).join('')}</ul>` : ''}${section % 7 === 0 ? `<table><tr><th>key</th><th>value</th></tr>${Array.from({ length: 3 }, (_, i) => `<tr><td>${words(i, 1)}</td><td>${words(section + i, 3)}</td></tr>`).join('')}</table>` : ''}`;
    parts.push(block);
    size += block.length;
  }
  parts.push('</article></main><footer>© synthetic</footer></body></html>');
  return parts.join('');
}

/** A JSON document of about `bytes`: an array of records. */
export function syntheticJson(bytes: number): string {
  const records: unknown[] = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const record = { id: i, title: words(i, 6), tags: words(i * 7, 3).split(' '), score: (i * 37) % 1000, body: words(i * 13, 20) };
    records.push(record);
    size += JSON.stringify(record).length + 1;
  }
  return JSON.stringify(records);
}

function pdfObjects(pageCount: number, linesPerPage: number): string[] {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  for (let page = 0; page < pageCount; page++) {
    const lines = Array.from({ length: linesPerPage }, (_, line) => `(${words(page * 997 + line, 14)}) Tj T*`).join('\n');
    const stream = `BT /F1 9 Tf 11 TL 36 800 Td\n${lines}\nET`;
    const contentRef = objects.length + 2;
    kids.push(`${objects.length + 1} 0 R`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentRef} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pageCount} >>`;
  return objects;
}

/** A text PDF of about `bytes` (uncompressed content streams, one font), with a valid xref table. */
export function syntheticPdf(bytes: number): Buffer {
  const pageCount = Math.max(1, Math.round(bytes / 7_000));
  const objects = pdfObjects(pageCount, 70);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** What {@link writeBenchDocuments} wrote: file names under the served directory. */
export interface BenchDocuments {
  readonly corpus: readonly string[];
  readonly html1MiB: string;
  readonly html8MiB: string;
  readonly pdf5MB: string;
  readonly json8MB: string;
  readonly json10MB: string;
}

/** Writes every bench document into `dir` (served under /files/). `corpusPages` extraction-corpus pages are copied. */
export function writeBenchDocuments(dir: string, corpusPages: number): BenchDocuments {
  const corpus = loadCorpus(DEFAULT_CORPUS_DIRS[0] ?? 'test/fixtures/extraction-corpus').slice(0, corpusPages).map((page) => {
    writeFileSync(join(dir, `${page.id}.html`), loadHtml(page));
    return `${page.id}.html`;
  });
  writeFileSync(join(dir, 'article-1mib.html'), syntheticHtml(2 ** 20));
  writeFileSync(join(dir, 'article-8mib.html'), syntheticHtml(8 * 2 ** 20));
  writeFileSync(join(dir, 'document-5mb.pdf'), syntheticPdf(5_000_000));
  writeFileSync(join(dir, 'records-8mb.json'), syntheticJson(8_000_000));
  writeFileSync(join(dir, 'records-10mb.json'), syntheticJson(10_000_000));
  return { corpus, html1MiB: 'article-1mib.html', html8MiB: 'article-8mib.html', pdf5MB: 'document-5mb.pdf', json8MB: 'records-8mb.json', json10MB: 'records-10mb.json' };
}
