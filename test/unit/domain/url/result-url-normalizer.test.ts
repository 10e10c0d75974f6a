import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTrackingParameter } from '../../../../domain/url/tracking-parameters.js';
import { MAX_RESULT_URL_LENGTH, normalizeResultUrl, type NormalizedUrl } from '../../../../domain/url/result-url-normalizer.js';

function normalized(raw: string): NormalizedUrl {
  const result = normalizeResultUrl(raw);
  if (!result.ok) throw new Error(`expected ${raw} to normalise: ${result.error.message}`);
  return result.value;
}

describe('normalizeResultUrl: the displayed URL', () => {
  it.each([
    ['HTTPS://WWW.Example.COM/Path', 'https://www.example.com/Path'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['https://example.com:8443/a', 'https://example.com:8443/a'],
    ['http://example.com:443/a', 'http://example.com:443/a'],
    ['https://example.com/a#section-2', 'https://example.com/a'],
    ['https://example.com/a?', 'https://example.com/a'],
    ['https://example.com/a?utm_source=x', 'https://example.com/a'],
    ['https://example.com/a?z=1&utm_medium=m&a=2&&b', 'https://example.com/a?z=1&a=2&b'],
    ['https://example.com/a?q=hello%20world&lang=de', 'https://example.com/a?q=hello%20world&lang=de'],
    ['https://example.com/a?q=a+b', 'https://example.com/a?q=a+b'],
    ['https://bücher.de/katalog', 'https://xn--bcher-kva.de/katalog'],
    ['  https://example.com/trimmed  ', 'https://example.com/trimmed'],
    ['https://example.com', 'https://example.com/'],
    ['http://[::1]:8080/x', 'http://[::1]:8080/x'],
  ])('%s → %s', (raw, url) => {
    expect(normalized(raw).url).toBe(url);
  });

  it('is the parsed URL with its fragment cleared and its query set to the kept parameters, whatever needed changing', () => {
    const segment = fc.oneof(
      fc.constantFrom('', 'utm_source=x', 'utm_medium', 'fbclid=1', 'gclid=a%20b', 'id=7', 'q=a+b', 'q=%E6%9D%B1', "x='y'", 'a=1=2', 'k', '%75tm_source=z'),
      fc.stringMatching(/^[a-z]{1,4}=[A-Za-z0-9%+]{0,6}$/),
    );
    const url = fc.record({
      base: fc.webUrl({ validSchemes: ['http', 'https'] }),
      query: fc.option(fc.array(segment, { maxLength: 5 }).map((segments) => segments.join('&')), { nil: undefined }),
      fragment: fc.option(fc.constantFrom('', 'top', 'a?b', 'x#y', '?'), { nil: undefined }),
    }).map(({ base, query, fragment }) => `${base.split(/[?#]/u)[0] ?? base}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`);
    fc.assert(
      fc.property(url, (raw) => {
        // Every setter applied unconditionally, as the result is defined.
        const expected = new URL(raw);
        expected.hash = '';
        const kept = expected.search.slice(1).split('&').filter((part) => {
          if (part === '') return false;
          const name = (part.includes('=') ? part.slice(0, part.indexOf('=')) : part).replaceAll('+', ' ');
          let decoded = name;
          try {
            decoded = decodeURIComponent(name);
          } catch {
            // kept as written
          }
          return !isTrackingParameter(decoded);
        });
        expected.search = kept.length === 0 ? '' : `?${kept.join('&')}`;
        expect(normalized(raw).url).toBe(expected.href);
      }),
      { numRuns: 1_000 },
    );
  });

  it('never changes the scheme', () => {
    expect(normalized('http://example.com/').url.startsWith('http:')).toBe(true);
    expect(normalized('https://example.com/').url.startsWith('https:')).toBe(true);
  });

  it('reports the canonical host without port or trailing dot', () => {
    expect(normalized('https://WWW.Example.com.:8443/x').host).toBe('www.example.com');
    expect(normalized('https://Bücher.DE/').host).toBe('xn--bcher-kva.de');
  });
});

describe('normalizeResultUrl: the duplicate key', () => {
  const sameDocument: readonly (readonly [string, string])[] = [
    ['http://example.com/a', 'https://example.com/a'],
    ['https://www.example.com/a', 'https://example.com/a'],
    ['https://example.com/a/', 'https://example.com/a'],
    ['https://example.com/', 'https://example.com'],
    ['https://example.com/a?b=2&a=1', 'https://example.com/a?a=1&b=2'],
    ['https://example.com/a?utm_source=x&id=7', 'https://example.com/a?id=7#frag'],
    ['https://example.com/%7Euser', 'https://example.com/~user'],
    ['https://example.com/a%2fb', 'https://example.com/a%2Fb'],
    ['https://EXAMPLE.com:443/a', 'http://example.com:80/a'],
  ];
  it.each(sameDocument)('%s ≡ %s', (left, right) => {
    expect(normalized(left).key).toBe(normalized(right).key);
  });

  const differentDocuments: readonly (readonly [string, string])[] = [
    ['https://example.com/A', 'https://example.com/a'],
    ['https://example.com/a?id=1', 'https://example.com/a?id=2'],
    ['https://example.com/a', 'https://example.com:8443/a'],
    ['https://example.com/a', 'https://docs.example.com/a'],
    ['https://www.com/', 'https://com/'],
    ['https://example.com/a%2Fb', 'https://example.com/a/b'],
  ];
  it.each(differentDocuments)('%s ≢ %s', (left, right) => {
    expect(normalized(left).key).not.toBe(normalized(right).key);
  });

  it('pins the key format', () => {
    expect(normalized('https://www.example.com:8443/docs/?b=2&a=%7e1#x').key).toBe('example.com:8443/docs?a=~1&b=2');
  });
});

describe('normalizeResultUrl: rejections', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['/relative/path', 'relative'],
    ['example.com/no-scheme', 'no scheme'],
    ['javascript:alert(1)', 'javascript'],
    ['data:text/html,<h1>x</h1>', 'data'],
    ['file:///etc/passwd', 'file'],
    ['ftp://example.com/file', 'ftp'],
    ['mailto:someone@example.com', 'mailto'],
    ['https://user:secret@example.com/', 'credentials'],
    ['https://user@example.com/', 'username only'],
    ['https://:secret@example.com/', 'password only'],
    ['http://exa mple.com/', 'space in host'],
    ['https://', 'no host'],
    [`https://example.com/${'a'.repeat(MAX_RESULT_URL_LENGTH)}`, 'too long'],
  ])('rejects %s (%s) with invalid_input', (raw) => {
    const result = normalizeResultUrl(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid_input');
      expect(result.error.field).toBe('url');
      expect(result.error.retryable).toBe(false);
    }
  });
});
