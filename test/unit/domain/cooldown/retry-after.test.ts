import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHttpDate } from '../../../../domain/cooldown/http-date.parser.js';
import { parseRetryAfter } from '../../../../domain/cooldown/retry-after.parser.js';

// 2024-03-01T12:00:00Z
const NOW = 1_709_294_400_000;

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['1', 1_000],
    ['120', 120_000],
    ['  30 ', 30_000],
    ['86400', 86_400_000],
  ])('reads delta-seconds %j', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });

  it.each([undefined, null, '', '   ', '-5', '1.5', '+3', '1e3', 'soon', '12 s', 'Fri, 31 Dec 1999 23:59:59', 'Fri, 32 Dec 1999 23:59:59 GMT', '9007199254740993', '1'.padEnd(400, '0')])(
    'treats %j as absent',
    (value) => {
      expect(parseRetryAfter(value, NOW)).toBeUndefined();
    },
  );

  it('reads an IMF-fixdate as the distance from now', () => {
    expect(parseRetryAfter('Fri, 01 Mar 2024 12:02:00 GMT', NOW)).toBe(120_000);
  });

  it('reads the obsolete RFC 850 and asctime forms', () => {
    expect(parseRetryAfter('Friday, 01-Mar-24 12:00:30 GMT', NOW)).toBe(30_000);
    expect(parseRetryAfter('Fri Mar  1 12:01:00 2024', NOW)).toBe(60_000);
  });

  it('answers 0 for a date already past', () => {
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', NOW)).toBe(0);
  });
});

describe('parseHttpDate', () => {
  it('parses the RFC 9110 examples of all three forms to the same instant', () => {
    const expected = 784_111_777_000; // Sun, 06 Nov 1994 08:49:37 GMT
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT', NOW)).toBe(expected);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT', NOW)).toBe(expected);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994', NOW)).toBe(expected);
  });

  it('maps an RFC 850 two-digit year more than 50 years ahead to the previous century', () => {
    expect(parseHttpDate('Wednesday, 01-Jan-70 00:00:00 GMT', NOW)).toBe(3_155_760_000_000); // 2070 ≤ 2024 + 50
    expect(parseHttpDate('Monday, 01-Jan-75 00:00:00 GMT', NOW)).toBe(157_766_400_000); // 2075 → 1975
  });

  it('validates calendar ranges, including leap years', () => {
    expect(parseHttpDate('Thu, 29 Feb 2024 00:00:00 GMT', NOW)).toBe(1_709_164_800_000);
    expect(parseHttpDate('Wed, 29 Feb 2023 00:00:00 GMT', NOW)).toBeUndefined();
    expect(parseHttpDate('Tue, 29 Feb 2000 00:00:00 GMT', NOW)).toBe(951_782_400_000);
    expect(parseHttpDate('Thu, 29 Feb 1900 00:00:00 GMT', NOW)).toBeUndefined();
    expect(parseHttpDate('Mon, 31 Apr 2024 00:00:00 GMT', NOW)).toBeUndefined();
    expect(parseHttpDate('Mon, 01 Apr 2024 24:00:00 GMT', NOW)).toBeUndefined();
    expect(parseHttpDate('Mon, 01 Apr 2024 23:60:00 GMT', NOW)).toBeUndefined();
    expect(parseHttpDate('Mon, 01 Abc 2024 23:00:00 GMT', NOW)).toBeUndefined();
  });

  it('agrees with the platform for every IMF-fixdate (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8_000_000_000 }), (seconds) => {
        const epochMs = seconds * 1000;
        expect(parseHttpDate(new Date(epochMs).toUTCString(), NOW)).toBe(epochMs);
      }),
    );
  });

  it('agrees with the platform for asctime dates (property)', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const pad = (n: number): string => String(n).padStart(2, '0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8_000_000_000 }), (seconds) => {
        const d = new Date(seconds * 1000);
        const text = `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${d.getUTCFullYear()}`;
        expect(parseHttpDate(text, NOW)).toBe(seconds * 1000);
      }),
    );
  });
});
