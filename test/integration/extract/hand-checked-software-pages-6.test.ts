import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 33's helpers in the markup of widely run software (SVT's news templates, Weebly;
 * invented text): a picture's caption credit that is no byline, a fact box set in an `<aside>`, and the
 * zero-width spaces Weebly ends its headings with.
 */

const ARTICLE_URL = 'https://www.nordnytt.example/nyheter/lokalt/jamtland/fjallstugor-stangs-efter-rekordmanga-raddningsinsatser';

describe("an SVT-style news article (the picture's credit in figcaption > span.nyh_image__byline, a fact box as aside.nyh_factbox)", () => {
  it("names the JSON-LD Person authors, not the caption's \"Foto: …\" credit", async () => {
    const doc = await extract('nordic-news-factbox-article.html', ARTICLE_URL);
    expect(doc.title).toBe('Fjällstugor stängs efter rekordmånga räddningsinsatser');
    expect(doc.author).toBe('Elin Åhlund, Mattias Grönberg');
    expect(doc.publishedAt).toBe('2024-11-08T06:34:00Z');
  });

  it('keeps the fact box, its heading, list and paragraphs, where it stands in the story; not the sidebar of most read', async () => {
    const doc = await extract('nordic-news-factbox-article.html', ARTICLE_URL);
    expect(doc.text).toContain('– Folk kommer att gå ändå. Skillnaden är att de nu inte har någonstans att söka skydd, säger Per-Ola Jonsson som varit fjällräddare i Åre i över tjugo år.\n\n'
      + '## Fakta: Stängda stugor vintern 2024/2025\n\n'
      + '- Blåhammaren – stängd 1 december till 31 mars\n- Lunndörren – stängd 1 december till 31 mars\n- Gåsen – stängd 15 december till 15 mars\n\n'
      + 'Nödtelefonerna vid stugorna kommer att fungera som vanligt. Vindskydden längs lederna hålls öppna.\n\n'
      + 'Källa: Fjällvandrarföreningen\n\n'
      + 'Länsstyrelsen i Jämtland, som ansvarar för ledsystemet,');
    expect(doc.text.split('\n').filter((line) => line.startsWith('#'))).toEqual(['## Räddare kritiska', '## Fakta: Stängda stugor vintern 2024/2025', '## Så ska du tänka inför en fjälltur']);
    for (const chrome of ['Mest läst i Jämtland', 'Ny bro över Indalsälven försenas igen', 'Visa mer', 'Acceptera alla']) expect(doc.text).not.toContain(chrome);
  });
});

describe("a Weebly services page (each heading and paragraph ending in a zero-width space, '&#8203;')", () => {
  it('writes its headings without the zero-width space, and no line starts or ends with one', async () => {
    const doc = await extract('weebly-services-page.html', 'https://www.copperlineplumbing.example/services.html');
    const headings = doc.text.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toContain('## Flat-Rate Pricing');
    expect(headings).toContain('## Emergency & After-Hours Service');
    for (const heading of headings) expect(heading).not.toMatch(/[\u200b\u2060\ufeff]/);
    expect(doc.text).toContain('## Flat-Rate Pricing\n\nPrices below are for standard residential jobs during regular hours');
    expect(doc.text).toContain('\nOR License CCB #240117\n');
    expect(doc.text).not.toMatch(/[\u200b\u2060\ufeff](?:\n|$)|(?:^|\n)[\u200b\u2060\ufeff]/);
  });
});
