import { describe, expect, it } from 'vitest';
import { trimLinkBlocks } from '../../../../../adapters/outbound/extract/html/markdown/link-block-trim.js';

/** An article's paragraphs: the trim drops nothing when fewer than 100 words would remain. */
const PARAGRAPH = 'Le gouvernement a présenté mercredi son projet de loi de finances pour 2025, qui prévoit une hausse des dépenses de défense de 3,3 milliards '
  + "d'euros, une baisse des crédits du logement et un effort d'économies de quarante milliards réparti entre l'État, la Sécurité sociale et les collectivités locales. "
  + 'Le ministre a défendu un budget « de responsabilité » devant la presse.';
const SECOND = 'Les députés examineront le texte en commission des finances à partir du 14 octobre, avant un vote solennel prévu à la fin du mois. '
  + "L'opposition a déjà annoncé le dépôt de plusieurs centaines d'amendements, notamment sur la contribution exceptionnelle demandée aux grandes entreprises "
  + 'et sur le gel des pensions de retraite pendant six mois.';

describe('trimLinkBlocks: "read also" promos without a colon', () => {
  it.each([
    ['Le Figaro', 'À lire aussi [Budget 2025 : ce que contient le projet de loi de finances](https://www.lefigaro.fr/conjoncture/budget-2025-20241010)'],
    ['a French page in bold', '**À lire aussi** [Logement : les crédits en baisse de 8 %](https://www.lemonde.fr/economie/article/2024/10/10/logement.html)'],
    ['Folha', 'Leia também: [Governo anuncia corte de R$ 15 bilhões no Orçamento](https://www1.folha.uol.com.br/mercado/2024/07/governo-anuncia-corte.shtml)'],
    ['a German page', '**Lesen Sie auch** [Haushalt 2025: Was die Ampel plant](https://www.spiegel.de/politik/deutschland/haushalt-2025-a-1234.html)'],
    ['a Spanish page', 'Lee también: [El Gobierno aprueba el techo de gasto](https://elpais.com/economia/2024-07-16/techo-de-gasto.html)'],
    ['an Italian page', 'Leggi anche [Manovra, le misure per le famiglie](https://www.corriere.it/economia/24_ottobre_10/manovra.shtml)'],
  ])('drops the promo line (%s) between paragraphs', (_source, promo) => {
    expect(trimLinkBlocks(`${PARAGRAPH}\n\n${promo}\n\n${SECOND}`)).toEqual({ markdown: `${PARAGRAPH}\n\n${SECOND}`, droppedBlocks: 1 });
  });

  it('drops every such line of the article and counts them', () => {
    const page = [
      PARAGRAPH,
      'À lire aussi [Budget 2025 : ce que contient le projet de loi de finances](https://www.lefigaro.fr/conjoncture/budget-2025-20241010)',
      SECOND,
      'À lire également [Défense : les armées obtiennent 3,3 milliards de plus](https://www.lefigaro.fr/international/defense-20241010)',
      PARAGRAPH,
    ].join('\n\n');
    expect(trimLinkBlocks(page)).toEqual({ markdown: `${PARAGRAPH}\n\n${SECOND}\n\n${PARAGRAPH}`, droppedBlocks: 2 });
  });

  it.each([
    // Mostly its link's label, as a promo is, but "lire aussi" does not open it.
    "On peut lire aussi [le rapport de la Cour des comptes sur l'exécution du budget](https://www.ccomptes.fr/fr/publications/budget-2025).",
    'Pour comprendre les arbitrages, on peut lire aussi [le rapport de la Cour des comptes](https://www.ccomptes.fr/fr/publications/budget-2025) publié la semaine dernière.',
    "À lire aussi, l'avis du Haut Conseil des finances publiques, qui juge la prévision de croissance « optimiste » ([avis](https://www.hcfp.fr/avis-2024-3)).",
    'Leia também o relatório do Tesouro, que detalha o corte em cada ministério e o impacto nas metas fiscais de 2025 ([relatório](https://www.tesourotransparente.gov.br/relatorio)).',
  ])('keeps a sentence that only mentions reading more: %j', (sentence) => {
    const page = `${PARAGRAPH}\n\n${sentence}\n\n${SECOND}`;
    expect(trimLinkBlocks(page)).toEqual({ markdown: page, droppedBlocks: 0 });
  });
});
