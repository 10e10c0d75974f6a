import { describe, expect, it } from 'vitest';
import { bylineName } from '../../../../../domain/page/metadata/page-author.js';

describe("bylineName: version control's address after a name", () => {
  it('drops the address in angle brackets after the name (hgweb\'s "Ingrid Vallmark <ingrid@…>", Savane\'s "<okestrel>")', () => {
    expect(bylineName('Ingrid Vallmark <ingrid@vallmark.example.net>')).toBe('Ingrid Vallmark');
    expect(bylineName('Ingrid Vallmark<ingrid@vallmark.example.net>')).toBe('Ingrid Vallmark');
    expect(bylineName('Olga Kestrel <okestrel>')).toBe('Olga Kestrel');
    expect(bylineName('By Ingrid Vallmark <ingrid@vallmark.example.net>')).toBe('Ingrid Vallmark');
    // An address alone, with no name before it, is still no name.
    expect(bylineName('<ingrid@vallmark.example.net>')).toBeUndefined();
  });
});
