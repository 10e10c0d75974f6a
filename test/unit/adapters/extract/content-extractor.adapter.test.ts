import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentExtractor } from '../../../../adapters/outbound/extract/content-extractor.adapter.js';
import type { ExtractedDocument, ExtractionFailure, ExtractionInput } from '../../../../application/ports/document-extractor.port.js';
import { inThreadHtmlExtraction, type HtmlExtraction, type HtmlExtractionRequest } from '../../../../adapters/outbound/extract/html/html-extraction.js';

const fixtureBytes = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../../fixtures/extract/${name}`, import.meta.url)));
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const URL_ = 'https://fieldnotes.example/posts/2024/bridge.html';
const MiB = 1024 * 1024;
const extractor = new ContentExtractor();

function input(body: Uint8Array | string, contentType: string | undefined, overrides: Partial<ExtractionInput> = {}): ExtractionInput {
  return {
    body: typeof body === 'string' ? utf8(body) : body,
    contentType,
    url: URL_,
    format: 'markdown',
    signal: new AbortController().signal,
    maxStructuredBytes: 8 * MiB,
    ...overrides,
  };
}

async function document(request: ExtractionInput): Promise<ExtractedDocument> {
  const result = await extractor.extract(request);
  if (!result.ok) throw new Error(`expected a document, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

async function failure(request: ExtractionInput): Promise<ExtractionFailure> {
  const result = await extractor.extract(request);
  if (result.ok) throw new Error(`expected a failure, got a ${result.value.contentKind} document`);
  return result.error;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContentExtractor: HTML', () => {
  const article = fixtureBytes('article.html');

  it('extracts an article as Markdown and reports how', async () => {
    const doc = await document(input(article, 'text/html'));
    expect(doc).toMatchObject({ contentKind: 'html', charset: 'utf-8', charsetSource: 'meta', replacementChars: 0, stage: 'readability', classification: 'none' });
    expect(doc.title).toBe('Measuring bridge vibrations with cheap sensors');
    expect(doc.stageNotes).toEqual(["choice: readability (readability has 97 % of the region's words)"]);
    expect(doc.text).toContain('```python');
    expect(doc.text).toContain('[raw readings](https://fieldnotes.example/posts/data/readings.csv)');
    expect(doc.suggestion).toBeUndefined();
    expect(doc.removalNotes).toBeUndefined();
  });

  it('derives plain text for format "text"', async () => {
    const doc = await document(input(article, 'text/html', { format: 'text' }));
    expect(doc.text).toContain('from scipy.signal import butter, sosfiltfilt');
    expect(doc.text).toContain('Processing the signal');
    expect(doc.text).not.toMatch(/^#+ /m);
    expect(doc.text).not.toContain('```');
    expect(doc.text).not.toContain('| --- |');
  });

  it('returns the decoded body untouched for format "raw", still classified', async () => {
    const doc = await document(input(article, 'text/html', { format: 'raw' }));
    expect(doc.text).toBe(new TextDecoder().decode(article));
    expect(doc).toMatchObject({ contentKind: 'html', classification: 'none', charsetSource: 'meta' });
    expect(doc.stage).toBeUndefined();
  });

  it('decodes a legacy charset declared in <meta>', async () => {
    const head = utf8('<html><head><meta charset="shift_jis"><title>T</title></head><body><p>');
    const body = Uint8Array.from(Buffer.from(`${'93fa967b8cea82cc8365834c83588367'.repeat(20)}`, 'hex'));
    const doc = await document(input(Uint8Array.from([...head, ...body, ...utf8('</p></body></html>')]), 'text/html'));
    expect(doc).toMatchObject({ charset: 'shift_jis', charsetSource: 'meta', replacementChars: 0 });
    expect(doc.text).toContain('日本語のテキスト日本語のテキスト');
  });

  it('rejects an unsupported declared charset', async () => {
    expect((await failure(input('<p>x</p>', 'text/html; charset=x-unknown-charset'))).code).toBe('unsupported_charset');
  });

  it('classifies a Cloudflare challenge but still returns its text', async () => {
    const page = '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><div class="main-wrapper"><h1>fieldnotes.example</h1>'
      + '<p>Verifying you are human. This may take a few seconds.</p></div><script>window._cf_chl_opt={cvId:"3"}</script></body></html>';
    const doc = await document(input(page, 'text/html'));
    expect(doc.classification).toBe('access_challenge');
    expect(doc.suggestion).toMatch(/cloudflare/);
  });

  it('classifies an Anubis proof-of-work page', async () => {
    const page = '<!doctype html><html><head><title>Making sure you&#39;re not a bot!</title></head><body><h1>Making sure you\'re not a bot!</h1>'
      + '<script id="anubis_challenge" type="application/json">{"rules":{}}</script><p>Loading...</p></body></html>';
    expect((await document(input(page, 'text/html'))).classification).toBe('access_challenge');
  });

  it('classifies a login wall', async () => {
    const page = '<html><head><title>Example</title></head><body><form><label>Email <input type="email"></label><label>Password <input type="password"></label><button>Sign in</button></form><p>Forgot your password?</p></body></html>';
    const doc = await document(input(page, 'text/html'));
    expect(doc.classification).toBe('login_wall');
  });

  it('returns an empty client-rendered shell as a classified document rather than a failure', async () => {
    const page = '<!DOCTYPE html><html><head><title>App</title><script src="/static/js/main.3f2a.js"></script></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>';
    const doc = await document(input(page, 'text/html'));
    expect(doc).toMatchObject({ contentKind: 'html', classification: 'client_rendered_shell', text: '' });
    expect(doc.stageNotes.length).toBeGreaterThan(0);
  });

  it('classifies a forum splash saved without its scripts (module preloads, an empty #main, a hidden sign-in form) as a shell with its title', async () => {
    const preloads = Array.from({ length: 4 }, (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js">`).join('');
    const page = `<!DOCTYPE html><html><head><title>Which toothbrush? - Community</title>${preloads}<link rel="preload" href="/assets/start.js" as="script"></head>`
      + '<body><section id="d-splash"><div class="preloader-image"></div></section><section id="main"></section>'
      + '<form id="hidden-login-form" style="display: none;"><input name="password" type="password"></form></body></html>';
    const doc = await document(input(page, 'text/html'));
    expect(doc).toMatchObject({ contentKind: 'html', classification: 'client_rendered_shell', text: '', title: 'Which toothbrush?' });
  });

  it('fails with extraction_failed when an ordinary page has no text at all', async () => {
    const error = await failure(input('<html><head><title></title></head><body><div></div></body></html>', 'text/html'));
    expect(error.code).toBe('extraction_failed');
  });

  it('parses at most maxStructuredBytes of huge HTML and notes the cut', async () => {
    const paragraph = '<p>Bridges and their bearings carry loads across rivers and roads. </p>';
    const page = `<html><head><title>Big</title></head><body><article>${paragraph.repeat(400)}</article></body></html>`;
    const doc = await document(input(page, 'text/html', { maxStructuredBytes: 10_000 }));
    expect(doc.stageNotes[0]).toBe(`parse: cut at the parsing cap after 10000 of ${page.length} bytes`);
    expect(doc.cutAtParsingCap).toEqual({ bytesRead: 10_000, bytesTotal: page.length });
    expect(doc.text).toContain('Bridges and their bearings');
  });

  it('counts the parsing cap in bytes, not characters, and never decodes half a character', async () => {
    // 3-byte characters: 3,000 characters are 9,000 bytes, so a 5,001-byte cap falls inside the 1,667th character.
    const page = `<html><head><title>漢字</title></head><body><article><p>${'漢'.repeat(3_000)}</p></article></body></html>`;
    const bytes = Buffer.byteLength(page);
    const doc = await document(input(page, 'text/html', { maxStructuredBytes: 5_001 }));
    expect(doc.cutAtParsingCap).toEqual({ bytesRead: 5_001, bytesTotal: bytes });
    expect(doc.replacementChars).toBe(0);
    expect(doc.text).not.toContain('\uFFFD');
    expect(doc.text.length).toBeLessThan(5_001 / 3);
    const whole = await document(input(page, 'text/html', { maxStructuredBytes: bytes }));
    expect(whole.cutAtParsingCap).toBeUndefined();
  });

  it('reads pathologically nested markup as text instead of parsing it (the test timeout bounds it)', async () => {
    const words = 'Deeply nested words still deserve to be read by somebody, somewhere, eventually. '.repeat(4);
    const page = `<html><body>${'<div>'.repeat(200_000)}${words}${'</div>'.repeat(200_000)}</body></html>`;
    const doc = await document(input(page, 'text/html'));
    expect(doc.stageNotes[0]).toBe('parse: tags nested deeper than 10000 levels; read as plain text');
    expect(doc.text).toContain('Deeply nested words still deserve to be read');
  });

  it('skips the library stages on a deep but parseable tree and uses the cleaned body', async () => {
    const page = `<html><body>${'<div>'.repeat(400)}<p>${'Text at the bottom of a deep tree. '.repeat(10)}</p>${'</div>'.repeat(400)}</body></html>`;
    const doc = await document(input(page, 'text/html'));
    expect(doc.stage).toBe('cleaned-body');
    expect(doc.stageNotes).toContain('defuddle: skipped (elements nested deeper than 256 levels)');
    expect(doc.text).toContain('Text at the bottom of a deep tree.');
  });

  it('writes nothing to stdout or stderr while extracting a page that makes libraries complain', async () => {
    const spies = [
      vi.spyOn(process.stdout, 'write'),
      vi.spyOn(process.stderr, 'write'),
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'error'),
      vi.spyOn(console, 'warn'),
    ];
    await document(input(article, 'text/html'));
    await document(input('<style>.a{border:inherit;border-color:transparent}</style><p>Fragment page with a broken stylesheet and enough words to count as text.</p>', 'text/html'));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('ContentExtractor: how a page reaches the HTML extraction', () => {
  /** The requests an extractor hands its HTML extraction (which runs in this thread). */
  function recording(): { readonly extractor: ContentExtractor; readonly requests: HtmlExtractionRequest[] } {
    const requests: HtmlExtractionRequest[] = [];
    const html: HtmlExtraction = (request, signal) => {
      requests.push(request);
      return inThreadHtmlExtraction(request, signal);
    };
    return { extractor: new ContentExtractor(html), requests };
  }
  const page = '<html><head><title>Brücken</title></head><body><article><p>Schwingungen von Brücken messen, mit billigen Sensoren 😀.</p></article></body></html>';

  it('hands over a page in lossless UTF-8 as its own bytes (after a byte-order mark), with the facts decoding gives', async () => {
    const { extractor: bytesExtractor, requests } = recording();
    const body = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(page)]);
    const result = await bytesExtractor.extract(input(body, 'text/html'));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.markup).toBeInstanceOf(Uint8Array);
    expect([...(requests[0]!.markup as Uint8Array)]).toEqual([...utf8(page)]);
    expect(requests[0]!.decoding).toEqual({ replacementChars: 0, decodedLength: page.length, httpStatus: undefined });
    expect(result).toEqual(await extractor.extract(input(body, 'text/html')));
    expect(result.ok && result.value).toMatchObject({ charset: 'utf-8', charsetSource: 'bom', replacementChars: 0, title: 'Brücken' });
  });

  it('hands over a page cut at the parsing cap as the bytes before the character the cut splits', async () => {
    const { extractor: bytesExtractor, requests } = recording();
    const cap = Buffer.byteLength(page.slice(0, page.indexOf('😀'))) + 2;
    const result = await bytesExtractor.extract(input(page, 'text/html', { maxStructuredBytes: cap }));
    const handed = requests[0]!.markup as Uint8Array;
    expect(new TextDecoder('utf-8', { fatal: true }).decode(handed)).toBe(page.slice(0, page.indexOf('😀')));
    expect(requests[0]!.decoding.decodedLength).toBe(page.indexOf('😀'));
    expect(result.ok && result.value.cutAtParsingCap).toEqual({ bytesRead: cap, bytesTotal: Buffer.byteLength(page) });
  });

  it('decodes first where the bytes are another charset or not valid UTF-8, and for format "raw"', async () => {
    const { extractor: textExtractor, requests } = recording();
    await textExtractor.extract(input(Uint8Array.from(Buffer.from(page.replace(' 😀', ''), 'latin1')), 'text/html; charset=windows-1252'));
    const broken = Uint8Array.from([...utf8('<html><body><article><p>Messen '), 0xff, ...utf8(' mit Sensoren und noch mehr Worten.</p></article></body></html>')]);
    const invalid = await textExtractor.extract(input(broken, 'text/html'));
    await textExtractor.extract(input(page, 'text/html', { format: 'raw' }));
    expect(requests.map((request) => typeof request.markup)).toEqual(['string', 'string', 'string']);
    expect(requests[0]!.markup).toContain('Brücken');
    expect(invalid.ok && invalid.value.replacementChars).toBe(1);
  });
});

describe('ContentExtractor: other content kinds', () => {
  it('pretty-prints JSON declared by application/json or +json', async () => {
    expect(await document(input('{"a":[1,{"b":null}]}', 'application/json'))).toMatchObject({ contentKind: 'json', text: '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ]\n}', charsetSource: 'default' });
    expect((await document(input('[]', 'application/problem+json; charset=utf-8'))).charsetSource).toBe('http');
  });

  it('rejects invalid declared JSON and keeps invalid sniffed JSON as text', async () => {
    expect((await failure(input('{"a":', 'application/json'))).code).toBe('parse_error');
    expect(await document(input('{not json at all}', undefined))).toMatchObject({ contentKind: 'text', text: '{not json at all}' });
  });

  it('refuses structured bodies above maxStructuredBytes', async () => {
    const big = `[${'1,'.repeat(600)}1]`;
    expect((await failure(input(big, 'application/json', { maxStructuredBytes: 1_000 }))).code).toBe('too_large');
    expect(await document(input(big, undefined, { maxStructuredBytes: 1_000 }))).toMatchObject({ contentKind: 'text', text: big });
    expect(await document(input(big, 'application/json', { maxStructuredBytes: 1_000, format: 'raw' }))).toMatchObject({ contentKind: 'json', text: big });
  });

  it('returns well-formed XML and rejects malformed declared XML', async () => {
    expect(await document(input('<?xml version="1.0"?><note>hi</note>', 'application/xml'))).toMatchObject({ contentKind: 'xml', text: '<?xml version="1.0"?><note>hi</note>' });
    expect((await failure(input('<note>hi</nope>', 'text/xml'))).code).toBe('parse_error');
  });

  it.each([
    ['application/rss+xml', 'rss2.xml'],
    ['text/html; charset=utf-8', 'rss2.xml'],
    ['application/xml', 'rdf.xml'],
    ['application/atom+xml', 'atom.xml'],
    [undefined, 'atom.xml'],
  ])('renders a feed served as %s (%s)', async (contentType, name) => {
    const doc = await document(input(fixtureBytes(name), contentType));
    expect(doc.contentKind).toBe('feed');
    expect(doc.text).toMatch(/^# /);
    expect(doc.text).toMatch(/^- \[/m);
  });

  it('gives feeds in plain text for format "text" and as the body for "raw"', async () => {
    const text = await document(input(fixtureBytes('rss2.xml'), 'application/rss+xml', { format: 'text' }));
    expect(text.text).not.toMatch(/^# /m);
    expect(text.text).toContain('Bridge vibrations');
    const raw = await document(input(fixtureBytes('rss2.xml'), 'application/rss+xml', { format: 'raw' }));
    expect(raw).toMatchObject({ contentKind: 'feed', text: new TextDecoder().decode(fixtureBytes('rss2.xml')) });
  });

  it('extracts PDF text', async () => {
    expect(await document(input(fixtureBytes('two-pages.pdf'), 'application/pdf'))).toEqual({
      text: 'Hello from page one\n\nSecond page text',
      contentKind: 'pdf',
      charset: 'binary',
      charsetSource: 'binary',
      replacementChars: 0,
      stageNotes: [],
      parserFailures: 0,
      classification: 'none',
    });
  });

  it.each(['text/html', 'application/octet-stream', undefined])('extracts a PDF served as %s and flags the wrong type', async (contentType) => {
    const doc = await document(input(fixtureBytes('two-pages.pdf'), contentType));
    expect(doc).toMatchObject({ contentKind: 'pdf', classification: 'pdf_wrong_content_type' });
    expect(doc.text).toContain('Second page text');
  });

  it('rejects an encrypted PDF as parse_error', async () => {
    expect((await failure(input(fixtureBytes('encrypted.pdf'), 'application/pdf'))).code).toBe('parse_error');
  });

  it.each([
    ['image/png', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['application/octet-stream', utf8('plain bytes')],
    ['application/zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0])],
    [undefined, Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0])],
  ])('refuses binary content (%s) as unsupported_content', async (contentType, body) => {
    expect((await failure(input(body, contentType))).code).toBe('unsupported_content');
  });

  it('returns plain text as decoded, and flags charset trouble', async () => {
    expect(await document(input('line one\nline *two*', 'text/plain'))).toMatchObject({ contentKind: 'text', text: 'line one\nline *two*', classification: 'none' });
    const garbled = Uint8Array.from([...utf8('abc '), 0xff, 0xfe, 0xfd, ...utf8(' def')]);
    const doc = await document(input(garbled, 'text/plain; charset=utf-8'));
    expect(doc).toMatchObject({ replacementChars: 3, classification: 'charset_trouble' });
    expect(doc.suggestion).toMatch(/3 replacement characters/);
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(input('<p>x</p>', 'text/html', { signal: controller.signal }))).code).toBe('cancelled');
  });
});
