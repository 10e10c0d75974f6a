import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { chromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';
import { PRODUCT_CARD_THRESHOLDS, removeProductCards } from '../../../../../../adapters/outbound/extract/html/region/product-cards.js';
import { linkOverlaidTitles } from '../../../../../../adapters/outbound/extract/html/region/overlay-links.js';
import { isCodeArea, preformatCodeAreas } from '../../../../../../adapters/outbound/extract/html/region/code-line-blocks.js';
import { writeRelativeDates, writeYearlessTimes } from '../../../../../../adapters/outbound/extract/html/region/relative-dates.js';
import { prepareImages } from '../../../../../../adapters/outbound/extract/html/stages/readability-images.js';
import { BASE, parsers } from '../markdown-converter-parsers.js';
import { ElementCensus } from '../../../../../../adapters/outbound/extract/html/element-census.js';

const documentOf = (html: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document;
const bodyOf = (html: string): HTMLElement => documentOf(html).body;
const element = (html: string): Element => bodyOf(html).firstElementChild as Element;
const all = (root: Element, selector: string): Element[] => Array.from(root.querySelectorAll(selector));
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();
const emptyLinks = (root: Element): Element[] => all(root, 'a').filter((link) => link.firstElementChild === null && (link.textContent ?? '').trim() === '');

describe.each(Object.entries(parsers))('isBesideWords through the Markdown converter on %s', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("keeps a figure's decorative image (alt=\"\") with its caption as the image's title (NHK's news photos), and still leaves out an alt=\"\" icon beside a paragraph's words", async () => {
    expect(await convert('<figure><img src="/a.jpg" alt=""><figcaption>協議会に出席した担当者（12日 岡山市）</figcaption></figure>'))
      .toBe('![](https://example.com/a.jpg "協議会に出席した担当者（12日 岡山市）")');
    expect(await convert('<p><img src="/icons/clock.svg" alt=""> 2分で読めます</p>')).toBe('2分で読めます');
  });
});

describe('chromeName: text for screen readers only', () => {
  it("reads Naver's lone `blind` class (\"작성일\" before a question's date) as hidden text, not a class that merely starts with it (span.blinds-shop)", () => {
    expect(chromeName(element('<span class="blind">작성일</span>'))).toBe('hidden-text');
    expect(chromeName(element('<span class="blinds-shop">Roller blinds</span>'))).toBeUndefined();
  });
});

const asosCard = (id: number, name: string): string => `<li><a href="/asos-design/${name.toLowerCase().replace(/ /g, '-')}/prd/${id}"><img src="/${id}.jpg" alt="">`
  + `<p>${name}</p></a><span data-testid="current-price">£25.00</span></li>`;
const LOOK = `<ul>${asosCard(205011, 'ASOS DESIGN wide leg trousers')}${asosCard(205012, 'ASOS DESIGN oversized shirt')}${asosCard(205013, 'ASOS DESIGN chunky loafers')}</ul>`;
const ASOS_PRODUCT = '<h1>ASOS DESIGN relaxed blazer in stone</h1><span data-testid="current-price">£45.00</span><div id="productDescription"><p>'
  + 'Blazer by ASOS DESIGN. Dress up or down: notch lapels, single-breasted button fastening, functional pockets and a relaxed fit that sits loosely on the body. '.repeat(4) + '</p></div>';

describe('removeProductCards: the section the cards leave', () => {
  it("removes ASOS' \"Buy the look\" section whole once its cards went, heading included; a section with a paragraph of its own keeps its heading and paragraph", () => {
    const body = bodyOf(`<main>${ASOS_PRODUCT}<section data-testid="buy-the-look"><h2>Buy the look</h2>${LOOK}</section><p>Free delivery on orders over £35.</p></main>`);
    expect(removeProductCards(body)).toBe(3);
    expect(body.querySelector('section')).toBeNull();
    expect(text(body)).not.toContain('Buy the look');
    expect(text(body)).toContain('Free delivery on orders over £35.');
    const described = bodyOf(`<main>${ASOS_PRODUCT}<section data-testid="buy-the-look"><h2>Buy the look</h2><p>Styled by our team for the office and after.</p>${LOOK}</section></main>`);
    expect(removeProductCards(described, { ...PRODUCT_CARD_THRESHOLDS, maxShare: 1 })).toBe(3);
    expect(text(described.querySelector('section') as Element)).toBe('Buy the lookStyled by our team for the office and after.');
    // The product's own gallery beside the cards is content: it stays.
    const gallery = bodyOf(`<main>${ASOS_PRODUCT}<div class="media"><div class="gallery"><img src="/front.jpg" alt="Blazer front"><img src="/back.jpg" alt="Blazer back"></div>${LOOK}</div></main>`);
    expect(removeProductCards(gallery, { ...PRODUCT_CARD_THRESHOLDS, maxShare: 1 })).toBe(3);
    expect(all(gallery, '.gallery img')).toHaveLength(2);
  });
});

describe('linkOverlaidTitles: a title that is a run of text', () => {
  const kaggleCard = (slug: string, label: string): string => `<li><a class="sc-x" href="/datasets/${slug}" aria-label="${label}" role="link"></a>`
    + `<div><div class="sc-y" title="${label}">${label}</div><span>${slug.split('/')[0] ?? ''}</span></div></li>`;

  it("links the div that says a stretched link's aria-label (Kaggle's dataset cards, no heading), for a label of three words or more, not \"Open dataset\"", () => {
    const body = bodyOf(`<ul>${kaggleCard('marisolvega/global-urban-heat', 'Global Urban Heat Island Measurements 2000-2024')}${kaggleCard('arjunpatel/open', 'Open dataset')}</ul>`);
    expect(linkOverlaidTitles(emptyLinks(body))).toBe(1);
    expect(body.querySelector('div.sc-y a[href="/datasets/marisolvega/global-urban-heat"]')?.textContent).toBe('Global Urban Heat Island Measurements 2000-2024');
    expect(body.querySelector('li:nth-child(2) div.sc-y a')).toBeNull();
    expect(body.querySelector('li:nth-child(2) a[aria-label="Open dataset"]')).not.toBeNull();
    // The link's own text for screen readers, before the title, is not the title (Hotels.com's kind of card link).
    const spoken = bodyOf('<div class="card"><a href="/ho2294871"><span class="is-visually-hidden">The Magnolia Courtyard Hotel</span></a><div class="name">The Magnolia Courtyard Hotel</div></div>');
    expect(linkOverlaidTitles(all(spoken, 'a'))).toBe(1);
    expect(spoken.querySelector('div.name a')?.getAttribute('href')).toBe('/ho2294871');
  });
});

describe('isCodeArea: a read-only snippet', () => {
  it("reads mvnrepository's read-only textarea#maven-a as code and preformats its decoded XML; an empty read-only text area and an editable comment box are not code", () => {
    const body = bodyOf('<textarea id="maven-a" class="dependency" readonly>&lt;dependency&gt;\n    &lt;groupId&gt;io.tidewater&lt;/groupId&gt;\n    &lt;artifactId&gt;ledger-core&lt;/artifactId&gt;\n    &lt;version&gt;2.4.1&lt;/version&gt;\n&lt;/dependency&gt;</textarea>'
      + '<textarea class="dependency" readonly></textarea><textarea name="comment" class="comment-box">Great library</textarea>'
      + '<textarea class="terms" readonly>By installing the software you accept these terms, and the licence that comes with it.</textarea>');
    const areas = all(body, 'textarea').filter(isCodeArea);
    expect(areas.map((area) => area.id)).toEqual(['maven-a']);
    expect(preformatCodeAreas(areas)).toBe(1);
    expect(body.querySelector('pre > code')?.textContent).toBe('<dependency>\n    <groupId>io.tidewater</groupId>\n    <artifactId>ledger-core</artifactId>\n    <version>2.4.1</version>\n</dependency>');
    expect(all(body, 'textarea')).toHaveLength(3);
  });
});

describe('writeYearlessTimes: a day titled with its date', () => {
  it("writes the year into Hugging Face's \"Nov 2\" although its title states the date, and leaves an age titled with its date (\"3 days ago\") to writeRelativeDates", () => {
    const body = bodyOf('<p class="updated">Updated <time datetime="2024-11-02T07:55:20.000Z" title="Sat, 02 Nov 2024 07:55:20 GMT">Nov 2</time></p>'
      + '<p class="pushed">Pushed <time datetime="2024-11-05T10:12:00.000Z" title="Tue, 05 Nov 2024 10:12:00 GMT">3 days ago</time></p>');
    expect(writeYearlessTimes(all(body, 'time'))).toBe(1);
    expect(all(body, 'time').map((time) => time.textContent)).toEqual(['Nov 2 (2024-11-02)', '3 days ago']);
    expect(writeRelativeDates(all(body, 'p.pushed time'))).toBe(1);
    expect(text(body.querySelector('p.pushed') as Element)).toBe('Pushed 3 days ago (Tue, 05 Nov 2024 10:12:00 GMT)');
  });
});

describe('prepareImages: icons at text size', () => {
  it("writes Wikivoyage's 15×15 listing icon as its name (\"phone\"), and keeps a 15×15 image without alt text and a 300×200 photo as images", () => {
    const document = documentOf('<li><span class="vcard"><span class="fn">Tourismusverband</span>, <span class="listing-phone"><img alt="phone" src="/15px-Phone.png" width="15" height="15"> +43 6213 4410</span></span></li>'
      + '<p class="spacer"><img alt="" src="/15px-Spacer.png" width="15" height="15"></p><figure><img alt="Lake Wolfgang at dusk" src="/300px-Wolfgangsee.jpg" width="300" height="200"></figure>');
    expect(prepareImages(ElementCensus.of(document))).toBe(1);
    // A word of the line, a space either side.
    expect(document.querySelector('.listing-phone')?.textContent?.replace(/\s+/g, ' ').trim()).toBe('phone +43 6213 4410');
    expect(Array.from(document.querySelectorAll('img'), (image) => image.getAttribute('src'))).toEqual(['/15px-Spacer.png', '/300px-Wolfgangsee.jpg']);
  });
});
