import { describe, expect, it } from 'vitest';
import { bylineName } from '../../../../../domain/page/metadata/page-author.js';

/**
 * Session 33's credit rule: a picture's credit ("Foto: Mattias Grönberg/SVT", "Photo: …", "Image by: …")
 * names who took the picture, not who wrote the page, so `bylineName` reads no name from it. A name that
 * only begins with such a word, or a role before a name without a colon, is untouched.
 */

describe('bylineName: a picture\'s credit', () => {
  it.each([
    'Foto: Mattias Grönberg/SVT',
    'Foto: Mattias Grönberg',
    'Photo: Jane Doe',
    'Photo by: Jane Doe',
    'Photos: Jane Doe and Li Wei',
    'Photograph: Ana Ruiz',
    'Image by: Ana Ruiz',
    'Image: Ana Ruiz / Agency',
    'Bild: Karl Berg',
    'Illustration: Pia Holm',
    '  photo :  Jane Doe',
  ])('reads no name from %j', (credit) => {
    expect(bylineName(credit)).toBeUndefined();
  });

  it('still reads the names of bylines that are no credits', () => {
    expect(bylineName('By Jane Doe')).toBe('Jane Doe');
    expect(bylineName('Mattias Grönberg')).toBe('Mattias Grönberg');
    expect(bylineName('Elin Åhlund')).toBe('Elin Åhlund');
  });

  it('keeps a name that begins with the letters of a credit word, and a credit word with no colon after it', () => {
    expect(bylineName('Fotos Papadopoulos')).toBe('Fotos Papadopoulos');
    expect(bylineName('Imogen Bild')).toBe('Imogen Bild');
    expect(bylineName('Photographer Jane Doe')).toBe('Photographer Jane Doe');
    expect(bylineName('Jane Doe, Photographer')).toBe('Jane Doe');
  });

  it('reads no credit from a colon later in the text (a label other than a picture\'s)', () => {
    expect(bylineName('Posted by: Laura / House Plant House')).toBe('Laura / House Plant House');
  });
});
