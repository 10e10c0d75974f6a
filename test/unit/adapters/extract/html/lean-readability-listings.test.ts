import { describe, expect, it } from 'vitest';
import { both } from './lean-readability-support.js';

const text = (article: unknown): string => ((article as { textContent?: string } | null)?.textContent ?? '').replace(/\s+/g, ' ');
const page = (title: string, body: string): string => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${body}</body></html>`;

const PROSE = 'St. Gilgen sits at the northern tip of the Wolfgangsee, a lake whose clear water and steep wooded shores draw walkers in summer and skaters in the rare hard winter. ';

/** A Wikivoyage listing: its name, then its phone and e-mail each after a 15×15 icon. */
const LISTING = '<ul><li><span class="vcard"><span class="listing-name"><span class="fn org listing-name">Tourismusverband St. Gilgen</span></span>, '
  + '<span class="adr listing-address">Mozartplatz 1</span>, <span class="listing-phone"><img alt="phone" src="//upload.wikimedia.org/wikipedia/commons/thumb/8/8f/Phone.svg/15px-Phone.svg.png" width="15" height="15"> <span class="tel">+43 6213 4410</span></span>, '
  + '<span class="listing-email"><img alt="email" src="//upload.wikimedia.org/wikipedia/commons/thumb/e/ea/Email.svg/15px-Email.svg.png" width="15" height="15"> <a class="email" href="mailto:info@stgilgen.example">info@stgilgen.example</a></span>. '
  + '<span class="listing-content">Maps, boat timetables and rooms in private houses.</span></span></li></ul>';

describe('leanReadability: travel listings', () => {
  it("keeps Wikivoyage's one listing under an h3 (the tourist office's name, phone and e-mail each after a 15×15 icon), which Readability removes for its pictures (\"Bad p to img ratio\")", async () => {
    const markup = page('St. Gilgen – Travel guide at Wikivoyage', `<div id="content"><h1 id="firstHeading">St. Gilgen</h1><div id="mw-content-text"><div class="mw-parser-output">`
      + `<p>${PROSE.repeat(3)}</p><h2><span class="mw-headline" id="Understand">Understand</span></h2><p>${PROSE.repeat(2)}</p>`
      + `<h3><span class="mw-headline" id="Tourist_information">Tourist information</span></h3>${LISTING}`
      + `<h2><span class="mw-headline" id="Get_in">Get in</span></h2><p>${PROSE.repeat(2)}</p></div></div></div>`);
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('+43 6213 4410');
    expect(text(lean)).toContain('Tourismusverband St. Gilgen, Mozartplatz 1, phone +43 6213 4410, email info@stgilgen.example.');
    expect(text(lean)).toContain('Tourist information');
  });
});
