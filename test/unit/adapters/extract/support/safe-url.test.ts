import { describe, expect, it } from 'vitest';
import { toSafeHttpUrl } from '../../../../../adapters/outbound/extract/support/safe-url.js';

const BASE = 'https://example.com/docs/guide/page.html?x=1';

describe('toSafeHttpUrl', () => {
  it.each([
    ['intro.html', 'https://example.com/docs/guide/intro.html'],
    ['../api/', 'https://example.com/docs/api/'],
    ['/root', 'https://example.com/root'],
    ['//cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['#section-2', 'https://example.com/docs/guide/page.html?x=1#section-2'],
    ['http://other.example/x y', 'http://other.example/x%20y'],
    ['https://user:secret@example.com/private', 'https://example.com/private'],
    ['  https://example.com/trim  ', 'https://example.com/trim'],
  ])('resolves %j', (href, expected) => {
    expect(toSafeHttpUrl(href, BASE)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:void(0)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    'ftp://example.com/file',
    'blob:https://example.com/uuid',
    '',
    'http://[invalid',
  ])('drops %j', (href) => {
    expect(toSafeHttpUrl(href, BASE)).toBeUndefined();
  });
});
