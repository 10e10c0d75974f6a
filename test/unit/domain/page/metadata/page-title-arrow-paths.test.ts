import { describe, expect, it } from 'vitest';
import { choosePageTitle } from '../../../../../domain/page/metadata/page-title.js';

/**
 * Session 35: a title whose parts are separated by arrows ("->" or "→") leads from the board to the page
 * (Invision 1's and Jcink's "Lanternfall RPG -> The Salt Road Caravan"): the page is the last part, however many parts.
 */

describe('choosePageTitle: a path of parts between arrows', () => {
  it('takes the last part of a title of two parts between "->" (a Jcink board\'s topic)', () => {
    expect(choosePageTitle({ documentTitle: 'Lanternfall RPG -> The Salt Road Caravan', siteNames: [] })).toBe('The Salt Road Caravan');
    expect(choosePageTitle({ documentTitle: 'Lanternfall RPG -> The Salt Road Caravan', siteNames: ['Lanternfall RPG'] })).toBe('The Salt Road Caravan');
  });

  it('takes the last part of a longer path, between "->" or "→", while a title between dashes still gives its first part', () => {
    expect(choosePageTitle({ documentTitle: 'Harbour Modellers -> Workshop -> Rigging a brigantine from scratch', siteNames: [] })).toBe('Rigging a brigantine from scratch');
    expect(choosePageTitle({ documentTitle: 'Harbour Modellers → Workshop → Rigging a brigantine from scratch', siteNames: [] })).toBe('Rigging a brigantine from scratch');
    expect(choosePageTitle({ documentTitle: 'Harbour Modellers → Rigging a brigantine from scratch', siteNames: [] })).toBe('Rigging a brigantine from scratch');
    expect(choosePageTitle({ documentTitle: 'Rigging a brigantine from scratch - Workshop - Harbour Modellers', siteNames: [] })).toBe('Rigging a brigantine from scratch');
  });
});
