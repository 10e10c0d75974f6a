import { describe, expect, it } from 'vitest';
import { datesInText, findDateInText, findPublicationDateInText, normalizePublicationDate } from '../../../../../domain/page/metadata/publication-date.js';

/**
 * Session 37: Korean news sites write a date with a space after each dot and a dot closing the day
 * (Daum's `<span class="num_date">2025. 3. 12. 10:47</span>` after "입력"). The closing dot is what
 * makes it a date: "2025. 3. 12" without it may be a sentence's year before a count.
 */

describe('normalizePublicationDate: Korean spaced dotted dates', () => {
  it.each([
    ['2025. 3. 12.', '2025-03-12'],
    ['2025. 3. 12. 10:47', '2025-03-12'],
    ['2024. 11. 5.', '2024-11-05'],
    ['2024. 12. 31. 오후 11:59', '2024-12-31'],
  ])('reads %j as %j', (raw, iso) => {
    expect(normalizePublicationDate(raw)).toBe(iso);
  });

  it('refuses the same figures without the dot after the day, and an impossible day with it', () => {
    expect(normalizePublicationDate('2025. 3. 12.')).toBe('2025-03-12');
    expect(normalizePublicationDate('2025. 3. 12')).toBeUndefined();
    expect(normalizePublicationDate('2025. 3. 12 10:47')).toBeUndefined();
    expect(normalizePublicationDate('2025. 2. 30.')).toBeUndefined();
  });
});

describe('findDateInText: Korean spaced dotted dates in running text', () => {
  it('finds the date after its label ("입력 2025. 3. 12. 10:47")', () => {
    expect(findDateInText('입력 2025. 3. 12. 10:47')).toBe('2025-03-12');
    expect(findDateInText('입력 2025. 3. 12. 10:47 수정 2025. 3. 13. 09:05')).toBe('2025-03-12');
    expect(datesInText('입력 2025. 3. 12. 10:47 수정 2025. 3. 13. 09:05')).toEqual(['2025-03-12', '2025-03-13']);
    expect(findPublicationDateInText('2025. 3. 12. 10:47', '입력')).toBe('2025-03-12');
  });

  it('finds no date where the day has no dot after it ("2025. 3. 12")', () => {
    expect(findDateInText('기사입력 2025. 3. 12. 오전 10:47')).toBe('2025-03-12');
    expect(findDateInText('입력 2025. 3. 12')).toBeUndefined();
    expect(findDateInText('The fleet grew in 2025. 3. 12 more boats came in the spring')).toBeUndefined();
  });
});
