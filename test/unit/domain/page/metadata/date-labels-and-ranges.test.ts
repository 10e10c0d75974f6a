import { describe, expect, it } from 'vitest';
import { findPublicationDateInText } from '../../../../../domain/page/metadata/publication-date.js';

describe('findPublicationDateInText: dates labelled as something else, and ranges', () => {
  it("passes over a job's closing date (Workday's \"End Date: April 30, 2024 (27 days left to apply)\"); a thread's start date (XenForo) still dates it", () => {
    expect(findPublicationDateInText('End Date: April 30, 2024 (27 days left to apply)')).toBeUndefined();
    expect(findPublicationDateInText('Apply by 30 April 2024')).toBeUndefined();
    // "Start date" is no deadline: XenForo's thread header says when the thread began.
    expect(findPublicationDateInText('Thread starter SamuelMIz Start date Jun 14, 2025')).toBe('2025-06-14');
  });

  it("passes over both ends of a labelled range and a dividend's date (Yahoo Finance's \"Earnings Date Apr 29, 2025 - May 5, 2025\", \"Ex-Dividend Date Feb 14, 2025\"); a date followed by a dash and a byline still dates the page", () => {
    expect(findPublicationDateInText('Earnings Date Apr 29, 2025 - May 5, 2025')).toBeUndefined();
    expect(findPublicationDateInText('Earnings Date Apr 29, 2025 – May 5, 2025')).toBeUndefined();
    expect(findPublicationDateInText('Ex-Dividend Date Feb 14, 2025')).toBeUndefined();
    // A dash after a date starts no range unless a date follows it.
    expect(findPublicationDateInText('March 12, 2024 - by Ana')).toBe('2024-03-12');
  });

  it("passes over a review's date (Amazon's \"Reviewed in the United States on March 12, 2024\"); the same date after a byline still dates the page", () => {
    expect(findPublicationDateInText('Reviewed in the United States on March 12, 2024')).toBeUndefined();
    expect(findPublicationDateInText('Reviewed in the United Kingdom on 12 March 2024')).toBeUndefined();
    expect(findPublicationDateInText('March 12, 2024', 'By Ana Ruiz ·')).toBe('2024-03-12');
  });
});
