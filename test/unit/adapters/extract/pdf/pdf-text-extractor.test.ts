import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../../../adapters/outbound/extract/pdf/pdf-text-extractor.js';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../../../fixtures/extract/${name}`, import.meta.url)));

describe('extractPdfText', () => {
  it('joins the text of every page with blank lines', async () => {
    const bytes = fixture('two-pages.pdf');
    const copy = bytes.slice();
    expect(await extractPdfText(bytes)).toEqual({ ok: true, value: { text: 'Hello from page one\n\nSecond page text', pages: 2 } });
    expect(bytes).toEqual(copy);
  });

  it('rejects a password-protected PDF as parse_error', async () => {
    const result = await extractPdfText(fixture('encrypted.pdf'));
    expect(result).toEqual({ ok: false, error: { code: 'parse_error', message: 'The PDF cannot be read: it is encrypted and needs a password' } });
  });

  it('rejects a broken PDF as parse_error', async () => {
    const result = await extractPdfText(new TextEncoder().encode('%PDF-1.4\nthis is not a pdf'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('parse_error');
  });
});
