import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readByline } from '../../../../../../adapters/outbound/extract/html/metadata/byline-reader.js';
import { collectStatementElements } from '../../../../../../adapters/outbound/extract/html/metadata/statement-elements.js';

const documentOf = (body: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document;
const bylineOf = (body: string): string | undefined => readByline(collectStatementElements(documentOf(body)).bylineCandidates);
const BODY = `<p>${'The promenade will close to cars from the first of June, the city said on Friday. '.repeat(20)}</p>`;

describe('readByline: the label over the names', () => {
  it("passes over the label an author's class names as a title (Ynet's span.authorsTitle \"כותב הכתבה\", the article's writer) to the name", () => {
    const ynet = '<div class="authorAndShare"><div class="authors"><span class="authorsTitle">כותב הכתבה</span>'
      + '<div class="authorHtmlCss"><a class="authorHtmlCss" href="https://www.ynet.co.il/news/category/ynet-writers" rel="author">נועה ברקוביץ</a></div></div></div>';
    expect(bylineOf(`<h1>מהפכה בחוף</h1>${ynet}${BODY}`)).toBe('נועה ברקוביץ');
  });

  it("passes over a label in another language an author's class names a title or a label (\"Kirjoittaja\", \"Autor\") to the name", () => {
    expect(bylineOf(`<h1>Promenade</h1><div class="story-authors"><span class="author-title">Kirjoittaja</span> <span class="author-name">Aino Virtanen</span></div>${BODY}`)).toBe('Aino Virtanen');
    expect(bylineOf(`<h1>Promenade</h1><div class="byline"><span class="author-label">Autor</span> <a class="author-link" href="/a">Jan Nowak</a></div>${BODY}`)).toBe('Jan Nowak');
    expect(bylineOf(`<h1>Promenade</h1><p class="authors"><span class="authors-label">Reportage</span> <a rel="author" href="/a">Jan Nowak</a></p>${BODY}`)).toBe('Jan Nowak');
  });
});

describe("readByline: an entry's footer outside any <article>", () => {
  it("reads the byline in Typepad's div.entry-footer (\"Posted by Holly Fenwick at 10:11 AM\"), which no <article> holds", () => {
    const footer = '<div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">Posted by <a rel="author" href="https://profile.typepad.com/hollyfenwick">Holly Fenwick</a> at 10:11 AM in <a href="/sourdough/">Sourdough</a></span></p></div>';
    expect(bylineOf(`<div class="entry"><h3 class="entry-header">Eleven years, one starter</h3><div class="entry-content">${BODY}</div>${footer}</div>`)).toBe('Holly Fenwick');
    const postFooter = '<div class="post-footer">Posted by <a rel="author" href="/u/holly">Holly Fenwick</a></div>';
    expect(bylineOf(`<div class="post"><h3>Eleven years, one starter</h3>${BODY}${postFooter}</div>`)).toBe('Holly Fenwick');
    // The site's footer is still no post's.
    expect(bylineOf(`<h1>Eleven years, one starter</h1>${BODY}<div class="site-footer">Theme by <a rel="author" href="/u/designer">Mara Designer</a></div>`)).toBeUndefined();
  });
});
