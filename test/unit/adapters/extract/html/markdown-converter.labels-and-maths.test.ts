import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Labels set as headings (a row's, a fact's), Pandoc's formulas, and script links that show only a picture. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: labels set as headings, maths, script links', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes a table whose row headers each hold only a heading (Discogs' facts) as name–value pairs, not as a heading per row", async () => {
    const row = (name: string, value: string) => `<tr><th scope="row"><h2>${name}</h2></th><td>${value}</td></tr>`;
    const markdown = await convert(`<table class="table_c5ftk">${row('Label:', '<a href="/label/88121">Tidemark Recordings</a> – TIDE LP 014')}${row('Format:', 'Vinyl, LP, Album')}${row('Released:', '22 Apr 1996')}</table>`);
    expect(markdown).toBe('- Label: [Tidemark Recordings](https://example.com/label/88121) – TIDE LP 014\n- Format: Vinyl, LP, Album\n- Released: 22 Apr 1996');
  });

  it('keeps a table whose header cell holds a heading and more as it was (a layout table, not pairs)', async () => {
    const markdown = await convert('<table><tr><th><h2>Label:</h2><p>More words here</p></th><td>Tidemark</td></tr><tr><th>Format:</th><td>Vinyl</td></tr></table>');
    expect(markdown).toContain('## Label:');
  });

  it("keeps a two-column table of named rows a data table though one value runs long (Project Gutenberg's record and its summary)", async () => {
    const summary = 'A collection of sketches of a fishing port. '.repeat(30).trim();
    const markdown = await convert(`<table class="bibrec" summary="Bibliographic data"><tr><th>Author</th><td>Penwarden, Josiah</td></tr><tr><th>Summary</th><td>${summary}</td></tr><tr><th>Copyright Status</th><td>Public domain in the USA.</td></tr></table>`);
    expect(markdown).toContain('| Author | Penwarden, Josiah |');
    expect(markdown).toContain('| Copyright Status | Public domain in the USA. |');
    // A layout table of one long cell beside another stays a layout table.
    const layout = await convert(`<table><tr><td>${summary}</td><td>Side</td></tr><tr><td>More</td><td>Text</td></tr></table>`);
    expect(layout).not.toContain('|');
  });

  it("writes rows of a minor heading over a short value (Walmart's specifications) as pairs", async () => {
    const row = (name: string, value: string) => `<div class="pb2"><h3 class="f5">${name}</h3><div class="f6"><span>${value}</span></div></div>`;
    const markdown = await convert(`<div class="nt1">${row('Brand', 'Hearthline')}${row('Capacity', '6 qt')}${row('Features', 'Digital Display, Viewing Window, Auto Shut-Off, Dishwasher Safe Parts')}</div>`);
    expect(markdown).toBe('- Brand: Hearthline\n- Capacity: 6 qt\n- Features: Digital Display, Viewing Window, Auto Shut-Off, Dishwasher Safe Parts');
  });

  it("keeps feature cards' headings over their sentences, and linked card titles, as headings", async () => {
    const card = (name: string, value: string) => `<div class="card"><h3>${name}</h3><div>${value}</div></div>`;
    const pitches = await convert(`<div>${card('Drive cost efficiency', 'Pay by the millisecond.')}${card('Boost performance', 'Offload the heavy lifting.')}${card('Stay secure', 'Isolation by default.')}</div>`);
    expect(pitches).toContain('### Drive cost efficiency');
    const linked = (name: string) => `<div class="card"><h3><a href="/guide/${name}">${name}</a></h3><div>Short</div></div>`;
    const guides = await convert(`<div>${linked('Compose')}${linked('Kotlin')}${linked('Studio')}</div>`);
    expect(guides).toContain('### [Compose](https://example.com/guide/Compose)');
  });

  it("writes Pandoc's formulas (Quarto, bookdown) as TeX between dollars, unescaped", async () => {
    const markdown = await convert('<p>where <span class="math inline">\\(A_k\\)</span> is the window:</p>'
      + '<p><span class="math display">\\[ \\text{RMSE}_k = \\sqrt{\\frac{1}{n_k}\\sum_{i} e_i^2} \\tag{4.1}\\]</span></p>');
    expect(markdown).toBe('where $A_k$ is the window:\n\n$$\\text{RMSE}_k = \\sqrt{\\frac{1}{n_k}\\sum_{i} e_i^2} \\tag{4.1}$$');
  });

  it('leaves a span named "math" without TeX delimiters as text', async () => {
    expect(await convert('<p>The <span class="math inline">\\alpha</span> column</p>')).toBe('The \\\\alpha column');
  });

  it("drops a script link that shows only a picture saying nothing (Open Library's drop-down arrow), and keeps one whose picture is named", async () => {
    const markdown = await convert('<p>Borrow <a class="generic-dropper__dropclick" href="javascript:;" aria-label="Show more options"><img class="arrow" src="/images/icons/icon_dropper-arrow.svg" alt=""></a></p>'
      + '<p><a href="javascript:;"><img src="/share.svg" alt="Share"></a></p>');
    expect(markdown).toBe('Borrow\n\n![Share](https://example.com/share.svg)');
  });
});
