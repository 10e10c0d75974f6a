import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { prepareImages } from '../../../../../adapters/outbound/extract/html/stages/readability-images.js';
import { both, PARAGRAPH } from './lean-readability-support.js';
import { ElementCensus } from '../../../../../adapters/outbound/extract/html/element-census.js';

const documentOf = (html: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document;

/** A post's file on 2ch: a linked thumbnail under its file name and size, in `figure.post__image`. */
const file = (name: string, id: string): string => `<figure class="post__image"><figcaption class="post__file-attr"><a class="desktop" target="_blank" href="/b/src/309812244/${id}.png" title="${name}">${name}</a><span class="post__filezise">(88Кб, 1024x600)</span></figcaption>`
  + `<a href="/b/src/309812244/${id}.png" class="post__image-link" target="_blank"><img src="/b/thumb/309812244/${id}s.jpg" width="200" height="117" alt="${name}" class="post__file-preview"></a></figure>`;

/** A 2ch post: its author and time, its files (if any), its message. */
const post = (files: string, message: string): string => `<div class="post-wrapper"><div class="post post_type_reply"><div class="post__details"><span class="post__anon">Аноним</span> <span class="post__time">12/03/24 Втр 14:45:52</span></div>`
  + `${files}<article class="post__message">${message}</article></div></div>`;

describe('prepareImages: a block of captioned figures', () => {
  it("makes a <div> of two captioned figures and nothing else (2ch's div.post__images of a post's two files) a <section>, which Readability does not clean; a <div> of one figure, of bare figures or with text between its figures stays", () => {
    const bare = '<figure><img src="/tiles/1.jpg" alt=""></figure>';
    const document = documentOf(`<div class="post__images post__images_type_multi">${file('graph_january.png', '17102511529870')}\n${file('graph_february.png', '17102511529871')}</div>`
      + `<div id="one">${file('balcony_station.jpg', '17102498311520')}</div><div id="bare">${bare}${bare}</div>`
      + `<div id="words">${file('graph_january.png', '17102511529870')} and ${file('graph_february.png', '17102511529871')}</div>`);
    prepareImages(ElementCensus.of(document));
    expect(document.querySelector('.post__images')?.localName).toBe('section');
    expect(Array.from(document.querySelectorAll('section.post__images > figure figcaption a'), (link) => link.textContent)).toEqual(['graph_january.png', 'graph_february.png']);
    expect(Array.from(document.querySelectorAll('#one, #bare, #words'), (element) => element.localName)).toEqual(['div', 'div', 'div']);
  });
});

describe('leanReadability: a post with two captioned files', () => {
  it('keeps both files of a post (graph_january.png and graph_february.png), which Readability removes as a block with more pictures than paragraphs', async () => {
    const files = `<div class="post__images post__images_type_multi">${file('graph_january.png', '17102511529870')}${file('graph_february.png', '17102511529871')}</div>`;
    const markup = `<!DOCTYPE html><html><head><title>Тред</title></head><body><div class="thread">${post('', PARAGRAPH.repeat(3))}${post('', PARAGRAPH.repeat(2))}`
      + `${post(files, `Вот графики за январь и февраль, до и после установки экрана. ${PARAGRAPH.repeat(2)}`)}</div></body></html>`;
    const [stock, lean] = await both(markup);
    const stockContent = (stock as { content: string }).content;
    const article = lean as { content: string; textContent: string };
    for (const kept of ['/b/thumb/309812244/17102511529870s.jpg', '/b/thumb/309812244/17102511529871s.jpg']) {
      expect(stockContent).not.toContain(kept);
      expect(article.content).toContain(kept);
    }
    expect(article.textContent).toContain('graph_january.png');
    expect(article.textContent).toContain('graph_february.png');
  });
});
