import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

describe('asideHeadingKind: recommendation and review titles in Norwegian, Swedish, Danish, Dutch and Polish', () => {
  it.each([
    'Passer godt sammen med',
    'Nylig sett',
    'Senest sete',
    'Senast visade',
    'Passar bra med',
    'Andre kjøpte også',
    'Andre købte også',
    'Andra köpte även',
    'Lignende produkter',
    'Liknande produkter',
    'Relaterte produkter',
    'Relaterede produkter',
    'Recent bekeken',
    'Vergelijkbare producten',
    'Anderen kochten ook',
    'Podobne produkty',
    'Ostatnio oglądane',
    'Inni kupili również',
  ])('names %j as recommendations with the wide vocabulary (production), not with the base one', (heading) => {
    expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBeUndefined();
  });

  it.each(['Anmeldelser', 'Kundeanmeldelser', 'Anmeldelser (38)', 'Recensioner', 'Omdömen', 'Opinie', 'Opinie klientów'])(
    'names %j as reviews with the wide vocabulary on product pages only',
    (heading) => {
      expect(asideHeadingKind(heading, { reviews: true })).toBe('reviews');
      expect(asideHeadingKind(heading, { reviews: false })).toBeUndefined();
      expect(asideHeadingKind(heading, { reviews: true, vocabulary: 'base' })).toBeUndefined();
    },
  );

  it('reads the titles as whole words: "Nylig sett" is no part of "Nylig setteplanter", nor "Anmeldelser" of "Anmeldelsesregler"', () => {
    expect(asideHeadingKind('Nylig sett', { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind('Nylig setteplanter', { reviews: false })).toBeUndefined();
    expect(asideHeadingKind('Anmeldelser', { reviews: true })).toBe('reviews');
    expect(asideHeadingKind('Anmeldelsesregler', { reviews: true })).toBeUndefined();
  });
});
