import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const text = (article: unknown): string => (article as { textContent: string }).textContent.replace(/\s+/g, ' ');

describe('leanReadability: a wrapper of the whole page named as chrome', () => {
  it("reads the page inside SMF's div#footerfix, and drops the popup named so in it, where Readability dropped the wrapper, then kept everything", async () => {
    const post = (name: string) => `<div class="windowbg"><h4>${name}</h4><div class="post"><div class="inner">${PARAGRAPH.repeat(4)}</div></div></div>`;
    const markup = '<!DOCTYPE html><html><head><title>Tacky finish</title></head><body><div id="footerfix"><div id="header"><h1 class="forumtitle"><a href="/">Woodworkers</a></h1></div>'
      + `<div id="content_section"><div id="main_content_section"><div id="forumposts">${post('Ann Hale')}${post('Bo Reyes')}${post('Cal Imre')}</div>`
      + '<div id="mobile_action" class="popup_container"><div class="popup_window description"><div class="popup_heading">User actions</div></div></div></div></div></div>'
      + '<div id="footer"><p>Page created in 0.091 seconds with 27 queries.</p></div></body></html>';
    const [stock, lean] = await both(markup);
    expect(text(stock)).toContain('User actions');
    expect(text(lean)).not.toContain('User actions');
    for (const name of ['Ann Hale', 'Bo Reyes', 'Cal Imre']) expect(text(lean)).toContain(name);
  });

  it("leaves a block named a footer that holds a small part of the page to Readability, and a wrapper that leaves a page's worth of text outside it", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Story</title></head><body><div id="page"><article><p>${PARAGRAPH.repeat(4)}</p><p>${PARAGRAPH.repeat(3)}</p></article>`
      + '<div class="footer-wrap"><p>Contact us at the front desk or write to the editors about anything on this page.</p></div></div></body></html>';
    const [, lean] = await both(markup);
    expect(text(lean)).not.toContain('Contact us at the front desk');
    const OTHER = 'The ferry timetable changes in spring, when the morning crossing moves half an hour earlier for the tide. ';
    const halves = `<!DOCTYPE html><html><head><title>Story</title></head><body><div class="footer-wrap"><article><p>${OTHER.repeat(9)}</p><p>${OTHER.repeat(9)}</p></article></div>`
      + `<div class="page"><article><p>${PARAGRAPH.repeat(9)}</p><p>${PARAGRAPH.repeat(9)}</p></article></div></body></html>`;
    const [, half] = await both(halves);
    expect(text(half)).toContain('The council met');
    expect(text(half)).not.toContain('The ferry timetable');
  });
});
