import { describe, expect, it } from 'vitest';
import { bylineName } from '../../../../../domain/page/metadata/page-author.js';

describe('bylineName: what the named organise or host, after the name', () => {
  it('drops "is organizing this fundraiser" after the organiser\'s name (GoFundMe\'s byline), and what names organise or host', () => {
    expect(bylineName('Jane Doe is organizing this fundraiser')).toBe('Jane Doe');
    expect(bylineName('Jane Doe is organizing this fundraiser on behalf of Sam Doe.')).toBe('Jane Doe');
    expect(bylineName('Maria Lopez is organising this fundraiser')).toBe('Maria Lopez');
    expect(bylineName('Jane Doe and Sam Doe are organizing this fundraiser')).toBe('Jane Doe and Sam Doe');
    expect(bylineName('The Riverside Choir is hosting this event')).toBe('The Riverside Choir');
    // A name that only holds such letters stays whole.
    expect(bylineName('Isabel Hostings')).toBe('Isabel Hostings');
  });
});
