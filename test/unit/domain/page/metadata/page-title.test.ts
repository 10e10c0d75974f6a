import { describe, expect, it } from 'vitest';
import { choosePageTitle, MAX_TITLE_CHARS, titleKey } from '../../../../../domain/page/metadata/page-title.js';

describe('choosePageTitle', () => {
  it('drops the segment that names the site', () => {
    expect(choosePageTitle({ documentTitle: 'Trending repositories on GitHub today · GitHub', siteNames: ['GitHub'] })).toBe('Trending repositories on GitHub today');
    expect(choosePageTitle({ documentTitle: 'Workforce Management Software | Workforce.com', siteNames: ['workforce.com'] })).toBe('Workforce Management Software');
    expect(choosePageTitle({ documentTitle: 'Bulova | Official Site', siteNames: ['bulova'] })).toBe('Official Site');
  });

  it('takes a short last segment for a suffix when no site name matches', () => {
    expect(choosePageTitle({ documentTitle: 'Small Business Accounting Software - Start for Free', siteNames: [] })).toBe('Small Business Accounting Software');
    expect(choosePageTitle({ documentTitle: 'A - B', siteNames: [] })).toBe('A');
  });

  it('prefers the social title and an <h1> that equals what remains', () => {
    expect(choosePageTitle({ documentTitle: 'Home', socialTitle: 'Faux leather jacket - Zalando', siteNames: ['zalando'] })).toBe('Faux leather jacket');
    expect(choosePageTitle({ documentTitle: 'how close is it | Forum', heading: 'How close is it?', siteNames: ['forum'] })).toBe('How close is it?');
  });

  it('falls back to the headline, then the heading, and returns undefined without any', () => {
    expect(choosePageTitle({ headline: 'The headline', heading: 'The heading', siteNames: [] })).toBe('The headline');
    expect(choosePageTitle({ heading: 'The heading', siteNames: [] })).toBe('The heading');
    expect(choosePageTitle({ documentTitle: '  ', siteNames: [] })).toBeUndefined();
  });

  it('keeps separators that are part of the title and strips pilcrows', () => {
    expect(choosePageTitle({ documentTitle: 'Tech conferences in 2026 / 2027', siteNames: [] })).toBe('Tech conferences in 2026 / 2027');
    expect(choosePageTitle({ heading: 'Advanced Usage¶', siteNames: [] })).toBe('Advanced Usage');
  });

  it('bounds very long titles at a word boundary', () => {
    const title = choosePageTitle({ documentTitle: 'word '.repeat(200), siteNames: [] }) ?? '';
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_CHARS + 1);
    expect(title.endsWith('…')).toBe(true);
  });

  it('compares titles by letters and digits', () => {
    expect(titleKey('How close is China’s EUV project?')).toBe(titleKey("How close is China's EUV project"));
  });
});
