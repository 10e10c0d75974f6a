import { describe, expect, it } from 'vitest';
import { findPublicationDateInText, labelsOtherDate } from '../../../../../domain/page/metadata/publication-date.js';

describe("findPublicationDateInText: the date of another post a blog recommends (CSDN's \"最新推荐文章于 … 发布\")", () => {
  it('labels the newest recommended post\'s date as another page\'s, in Chinese and in English', () => {
    expect(labelsOtherDate('最新推荐文章于 ')).toBe(true);
    expect(labelsOtherDate('推荐文章于')).toBe(true);
    expect(labelsOtherDate('Latest post: ')).toBe(true);
    expect(labelsOtherDate('Recommended article ')).toBe(true);
    // The article's own "于 … 发布" is no such label.
    expect(labelsOtherDate('于 ')).toBe(false);
  });

  it('passes over "最新推荐文章于 2024-05-20 16:42:11 发布" and takes the article\'s own "于 2024-03-12 10:15:30 发布" after it', () => {
    expect(findPublicationDateInText('最新推荐文章于 2024-05-20 16:42:11 发布')).toBeUndefined();
    expect(findPublicationDateInText('于 2024-03-12 10:15:30 发布', '最新推荐文章于 2024-05-20 16:42:11 发布')).toBe('2024-03-12T10:15:30');
    expect(findPublicationDateInText('最新推荐文章于 2024-05-20 16:42:11 发布 林远博 于 2024-03-12 10:15:30 发布')).toBe('2024-03-12T10:15:30');
  });
});
