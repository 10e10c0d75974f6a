import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isQuoteBox, writeForumQuotes } from '../../../../../../adapters/outbound/extract/html/region/forum-quote-boxes.js';

/**
 * Session 33's quotations: a quotation's `<footer>` names who said it (Kirby's quote block: "Rhian Tolley,
 * Reserve Manager"), and Readability cleans every `<footer>` away: it becomes a paragraph of the quotation,
 * opened by a dash unless it opens with one. A mail archive's quoted mail in a reply (HyperKitty's
 * `div.quoted-text`, Gmail's `div.gmail_quote`) is a quotation.
 */

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const all = (body: Element, selector: string): Element[] => Array.from(body.querySelectorAll(selector));
const write = (body: Element): void => writeForumQuotes(all(body, 'blockquote'), all(body, 'div').filter(isQuoteBox));
const paragraphs = (quote: Element | null): string[] => Array.from(quote?.querySelectorAll('p') ?? [], (paragraph) => (paragraph.textContent ?? '').replace(/\s+/g, ' ').trim());

const SAID = 'Our visitor injuries from being cut off by the tide dropped to zero in the first season.';

describe("writeForumQuotes: a quotation's <footer>", () => {
  it('writes "— Name, Role" as a paragraph of the quotation, in the footer\'s place (Kirby\'s quote block)', () => {
    const body = bodyOf(`<div class="text"><blockquote>\n  ${SAID}\n  <footer>Rhian Tolley, Reserve Manager</footer>\n</blockquote></div>`);
    write(body);
    const quote = body.querySelector('blockquote');
    expect(quote?.querySelector('footer')).toBeNull();
    expect(quote?.lastElementChild?.localName).toBe('p');
    expect(paragraphs(quote)).toEqual(['— Rhian Tolley, Reserve Manager']);
    expect(quote?.textContent?.replace(/\s+/g, ' ').trim()).toBe(`${SAID} — Rhian Tolley, Reserve Manager`);
  });

  it("keeps the footer's markup (a <cite> link) after the dash", () => {
    const body = bodyOf(`<blockquote><p>${SAID}</p><footer><cite><a href="https://trust.example/team/rhian">Rhian Tolley</a></cite>, Reserve Manager</footer></blockquote>`);
    write(body);
    const line = body.querySelector('blockquote > p:last-child');
    expect(line?.textContent).toBe('— Rhian Tolley, Reserve Manager');
    expect(line?.querySelector('cite > a')?.getAttribute('href')).toBe('https://trust.example/team/rhian');
  });

  it.each(['— Rhian Tolley', '– Rhian Tolley', '- Rhian Tolley', '  —Rhian Tolley'])('keeps the dash a footer opens with (%j) as it is', (footer) => {
    const body = bodyOf(`<blockquote><p>${SAID}</p><footer>${footer}</footer></blockquote>`);
    write(body);
    expect(body.querySelector('blockquote > p:last-child')?.textContent).toBe(footer);
  });

  it('leaves an empty footer, a footer deeper inside the quotation, and a page footer outside any quotation', () => {
    const body = bodyOf(`<blockquote><p>${SAID}</p><footer> </footer><div><footer>Posted from a phone</footer></div></blockquote><footer class="site-footer">© 2025 Tidewater Estuary Trust</footer>`);
    write(body);
    expect(all(body, 'footer')).toHaveLength(3);
    expect(paragraphs(body.querySelector('blockquote'))).toEqual([SAID]);
    expect(body.textContent).not.toContain('—');
  });
});

describe("writeForumQuotes: mail archives' quoted text", () => {
  it("writes HyperKitty's div.quoted-text as a quotation, its switch left as it is", () => {
    const body = bodyOf('<div class="email-body">I maintain the Fennel remix for the PineBoard Mini.\n<div class="quoted-switch"><a href="#">...</a></div><div class="quoted-text">The release engineering team would like to propose that Fennel 42 stops\nproducing 32-bit ARM disk images.</div>\nWhich is still armv7 only.</div>');
    expect(isQuoteBox(body.querySelector('.quoted-text') as Element)).toBe(true);
    expect(isQuoteBox(body.querySelector('.quoted-switch') as Element)).toBe(false);
    write(body);
    expect(body.querySelector('blockquote.quoted-text')?.textContent).toBe('The release engineering team would like to propose that Fennel 42 stops\nproducing 32-bit ARM disk images.');
    expect(body.querySelector('div.quoted-text')).toBeNull();
    expect(body.querySelector('div.quoted-switch')).not.toBeNull();
  });

  it("writes Gmail's div.gmail_quote as a quotation, unless it holds its own blockquote", () => {
    const body = bodyOf('<div dir="ltr">Bertrand, that is exactly it.</div><div class="gmail_quote">On Tue, Mar 5, 2024 at 4:51 PM Bertrand Lemaire wrote:<br>Which version of the S3 client library do you have installed?</div>');
    expect(isQuoteBox(body.querySelector('.gmail_quote') as Element)).toBe(true);
    write(body);
    expect(body.querySelector('blockquote.gmail_quote')?.textContent).toBe('On Tue, Mar 5, 2024 at 4:51 PM Bertrand Lemaire wrote:Which version of the S3 client library do you have installed?');
    const nested = bodyOf('<div class="gmail_quote">On Tuesday Ana Ruiz wrote:<br><blockquote class="gmail_quote" style="margin:0 0 0 0.8ex">Hi all, the bucket grew to 310 GB.</blockquote></div>');
    write(nested);
    expect(all(nested, 'blockquote')).toHaveLength(1);
    expect(nested.querySelector('div.gmail_quote > blockquote.gmail_quote')).not.toBeNull();
  });

  it.each(['gmail_quote_container', 'quoted', 'unquoted-text', 'gmail_signature'])('reads no quotation in a div.%s', (name) => {
    expect(isQuoteBox(bodyOf(`<div class="${name}">Text</div>`).firstElementChild as Element)).toBe(false);
  });
});
