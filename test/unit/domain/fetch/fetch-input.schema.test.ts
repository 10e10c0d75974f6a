import { describe, expect, it } from 'vitest';
import { parseFetchInput, type FetchInput } from '../../../../domain/fetch/fetch-input.schema.js';
import type { ToolError } from '../../../../domain/errors/tool-error.js';

function accepted(raw: unknown): FetchInput {
  const result = parseFetchInput(raw);
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function rejected(raw: unknown): ToolError {
  const result = parseFetchInput(raw);
  if (result.ok) throw new Error(`expected rejection of ${JSON.stringify(raw)}`);
  expect(result.error.code).toBe('invalid_input');
  expect(result.error.retryable).toBe(false);
  return result.error;
}

const URL_OK = 'https://example.com/guide';

describe('parseFetchInput defaults', () => {
  it('defaults to markdown, no slice, 50 000 characters, configured render and no headers', () => {
    expect(accepted({ url: URL_OK })).toEqual({ url: URL_OK, format: 'markdown', maxOutputChars: 50_000, headers: {} });
  });

  it('defaults max_lines to 200 when only start_line is given, and start_line to 1 when only max_lines is', () => {
    expect(accepted({ url: URL_OK, start_line: 201 }).slice).toEqual({ startLine: 201, maxLines: 200 });
    expect(accepted({ url: URL_OK, max_lines: 30 }).slice).toEqual({ startLine: 1, maxLines: 30 });
  });

  it('keeps an explicit render request and drops the URL fragment', () => {
    const input = accepted({ url: 'https://example.com/a?b=1#part', render: 'auto', format: 'text' });
    expect(input.url).toBe('https://example.com/a?b=1');
    expect(input.render).toBe('auto');
    expect(input.format).toBe('text');
  });
});

describe('parseFetchInput numeric bounds name their field', () => {
  it.each([
    [{ start_line: 0 }, 'start_line'],
    [{ start_line: 1.5 }, 'start_line'],
    [{ start_line: '3' }, 'start_line'],
    [{ max_lines: 0 }, 'max_lines'],
    [{ max_lines: 10_001 }, 'max_lines'],
    [{ max_lines: 2.5 }, 'max_lines'],
    [{ max_output_chars: 999 }, 'max_output_chars'],
    [{ max_output_chars: 500_001 }, 'max_output_chars'],
    [{ format: 'html' }, 'format'],
    [{ render: 'sometimes' }, 'render'],
    [{ headers: { Accept: 5 } }, 'headers.Accept'],
    [{ headers: 'Accept: */*' }, 'headers'],
  ])('%j → field %s', (extra, field) => {
    expect(rejected({ url: URL_OK, ...extra }).field).toBe(field);
  });

  it('accepts the inclusive bounds', () => {
    expect(accepted({ url: URL_OK, start_line: 1, max_lines: 10_000, max_output_chars: 500_000 }).maxOutputChars).toBe(500_000);
    expect(accepted({ url: URL_OK, max_lines: 1, max_output_chars: 1_000 }).slice?.maxLines).toBe(1);
  });

  it('rejects unknown fields by name and non-object input', () => {
    expect(rejected({ url: URL_OK, startLine: 5 }).field).toBe('startLine');
    expect(rejected('https://example.com').field).toBe('input');
    expect(rejected({}).field).toBe('url');
  });
});

describe('parseFetchInput URL rules', () => {
  it.each([
    ['ftp://example.com/file', /scheme ftp/],
    ['file:///etc/passwd', /scheme file/],
    ['javascript:alert(1)', /scheme javascript/],
    ['//example.com/x', /absolute/],
    ['', /empty/],
    ['https://user:pass@example.com/', /credentials/],
    ['https://user@example.com/', /credentials/],
    [`https://example.com/${'a'.repeat(9000)}`, /longer than/],
  ])('rejects %s', (url, message) => {
    const error = rejected({ url });
    expect(error.field).toBe('url');
    expect(error.message).toMatch(message);
  });

  it('accepts http and https with ports, IPv6 literals and unicode hosts', () => {
    expect(accepted({ url: 'http://127.0.0.1:8080/x' }).url).toBe('http://127.0.0.1:8080/x');
    expect(accepted({ url: 'https://[::1]/' }).url).toBe('https://[::1]/');
    expect(accepted({ url: 'https://bücher.example/' }).url).toBe('https://xn--bcher-kva.example/');
  });
});

describe('parseFetchInput header rules', () => {
  it('accepts the four allowed headers case-insensitively, in canonical spelling', () => {
    const input = accepted({ url: URL_OK, headers: { accept: 'text/html', 'ACCEPT-LANGUAGE': 'de', range: 'bytes=0-99', 'User-Agent': 'x' } });
    expect(input.headers).toEqual({ Accept: 'text/html', 'Accept-Language': 'de', Range: 'bytes=0-99', 'User-Agent': 'x' });
  });

  it.each([
    'Cookie', 'cookie', 'Authorization', 'Proxy-Authorization', 'Proxy-Connection', 'Forwarded', 'X-Forwarded-For',
    'x-forwarded-host', 'Host', 'X-Api-Key', 'Referer', 'Origin', 'Set-Cookie', 'Via',
  ])('rejects %s naming the header', (name) => {
    const error = rejected({ url: URL_OK, headers: { [name]: 'v' } });
    expect(error.field).toBe(`headers.${name}`);
    expect(error.message).toContain(name);
  });

  it('rejects CR/LF/NUL in values, overlong values and case-duplicates', () => {
    expect(rejected({ url: URL_OK, headers: { Accept: 'text/html\r\nCookie: a=b' } }).message).toMatch(/CR, LF/);
    expect(rejected({ url: URL_OK, headers: { 'User-Agent': 'a\nb' } }).field).toBe('headers.User-Agent');
    expect(rejected({ url: URL_OK, headers: { Range: 'a\0' } }).field).toBe('headers.Range');
    expect(rejected({ url: URL_OK, headers: { Accept: 'x'.repeat(1025) } }).message).toMatch(/longer/);
    expect(rejected({ url: URL_OK, headers: { Accept: 'a', accept: 'b' } }).message).toMatch(/more than once/);
  });
});

describe('parseFetchInput raw format', () => {
  it('requires render never when render is given', () => {
    expect(rejected({ url: URL_OK, format: 'raw', render: 'auto' }).field).toBe('render');
    expect(rejected({ url: URL_OK, format: 'raw', render: 'always' }).field).toBe('render');
    expect(accepted({ url: URL_OK, format: 'raw', render: 'never' }).format).toBe('raw');
    expect(accepted({ url: URL_OK, format: 'raw' }).render).toBeUndefined();
  });
});
