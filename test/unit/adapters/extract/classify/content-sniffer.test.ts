import { describe, expect, it } from 'vitest';
import { sniffContent } from '../../../../../adapters/outbound/extract/classify/content-sniffer.js';
import { parseContentTypeHeader } from '../../../../../adapters/outbound/extract/classify/content-type-header.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const sniff = (contentType: string | undefined, body: string | Uint8Array) =>
  sniffContent(parseContentTypeHeader(contentType), typeof body === 'string' ? bytes(body) : body);

describe('parseContentTypeHeader', () => {
  it.each([
    ['Text/HTML; Charset="Shift_JIS"', { mediaType: 'text/html', charset: 'Shift_JIS' }],
    ['application/json', { mediaType: 'application/json' }],
    ['text/plain;charset=utf-8;format=flowed', { mediaType: 'text/plain', charset: 'utf-8' }],
    ['nonsense', { mediaType: '' }],
    [undefined, { mediaType: '' }],
  ])('parses %j', (header, expected) => {
    expect(parseContentTypeHeader(header)).toEqual(expected);
  });
});

describe('sniffContent', () => {
  it.each([
    ['text/html', '<!doctype html><p>x', 'html', true],
    ['application/xhtml+xml', '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"></html>', 'html', true],
    ['application/json', '{"a":1}', 'json', true],
    ['application/vnd.api+json', '{"a":1}', 'json', true],
    ['application/xml', '<a/>', 'xml', true],
    ['application/rss+xml', '<rss/>', 'xml', true],
    ['application/atom+xml', '<feed/>', 'xml', true],
    ['image/svg+xml', '<svg/>', 'xml', true],
    ['text/plain', 'hello', 'text', true],
    ['text/markdown', '# hi', 'text', true],
    ['application/javascript', 'let a = 1;', 'text', true],
    ['text/plain', '<?xml version="1.0"?><rss version="2.0"></rss>', 'xml', false],
    ['text/html', '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"></feed>', 'xml', false],
    [undefined, '<?xml version="1.0"?><note/>', 'xml', false],
    [undefined, '<!DOCTYPE html><html></html>', 'html', false],
    [undefined, '  {"a": 1}', 'json', false],
    [undefined, 'just words', 'text', false],
    ['image/png', '\x89PNG', 'binary', true],
    ['video/mp4', 'x', 'binary', true],
    ['application/octet-stream', 'hello', 'binary', true],
    ['application/zip', 'PK', 'binary', true],
    ['application/x-unknown', 'x', 'binary', true],
  ])('%s with %j is %s', (contentType, body, kind, declared) => {
    expect(sniff(contentType, body)).toMatchObject({ kind, declared, pdfMislabelled: false });
  });

  it.each([
    ['application/pdf', false],
    ['application/x-pdf', false],
    ['text/html', true],
    ['application/octet-stream', true],
    [undefined, true],
  ])('treats %%PDF- bytes under %s as PDF (mislabelled: %s)', (contentType, mislabelled) => {
    expect(sniff(contentType, '%PDF-1.7\n%âãÏÓ\n')).toEqual({ kind: 'pdf', declared: true, fallback: 'text', pdfMislabelled: mislabelled });
  });

  it('treats untyped bytes with NULs as binary', () => {
    expect(sniff(undefined, Uint8Array.from([0x47, 0x49, 0x46, 0x00, 0x01])).kind).toBe('binary');
  });

  it('gives sniffed feeds in HTML an HTML fallback', () => {
    expect(sniff('text/html', '<rss version="2.0"><channel/></rss>')).toMatchObject({ kind: 'xml', declared: false, fallback: 'html' });
  });
});
