import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readByline } from '../../../../../../adapters/outbound/extract/html/metadata/byline-reader.js';
import { collectStatementElements } from '../../../../../../adapters/outbound/extract/html/metadata/statement-elements.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

/**
 * Session 33's byline rule: an author link's text read as shown, without what only screen readers
 * read (Apple Community's `<span class="visuallyhidden">User profile for user: </span>` before each
 * poster's name).
 */

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const bylineOf = (body: string): string | undefined => readByline(collectStatementElements(documentOf('', body)).bylineCandidates);
const BODY = `<p>${'Since updating, my phone drops the home network every few hours and will not rejoin it. '.repeat(6)}</p>`;
const HEADING = '<h1>iPhone 15 Pro keeps forgetting home Wi-Fi after iOS 17.4 update</h1>';
const appleAuthor = (name: string, path: string): string => `<div class="author-info"><a class="author-user-name" href="/profile/${path}"><span class="visuallyhidden">User profile for user: </span>${name}</a></div>`;

describe('readByline: an author link with a screen-reader prefix', () => {
  it("reads Apple Community's poster link as the name it shows", () => {
    expect(bylineOf(`${HEADING}${appleAuthor('harbourlights_88', 'harbourlights_88')}${BODY}`)).toBe('harbourlights_88');
    expect(bylineOf(`${HEADING}${appleAuthor('Quillon Marsh', 'Quillon%20Marsh')}${BODY}`)).toBe('Quillon Marsh');
  });

  it('reads past the other classes of text only screen readers read', () => {
    expect(bylineOf(`${HEADING}<p class="byline"><a href="/u/ana" rel="author"><span class="sr-only">Posts by </span>Ana Ruiz</a></p>${BODY}`)).toBe('Ana Ruiz');
    expect(bylineOf(`${HEADING}<p class="byline"><a href="/u/ana" rel="author"><span class="screen-reader-text">Author profile: </span>Ana Ruiz</a></p>${BODY}`)).toBe('Ana Ruiz');
  });

  it('keeps the parts of a name that styling sets apart', () => {
    expect(bylineOf(`${HEADING}<p class="byline"><a class="byline__name" href="/c/molly">Molly Woo<span class="last-letter">d</span></a></p>${BODY}`)).toBe('Molly Wood');
  });
});

describe("readPageMetadata: Apple Community's thread", () => {
  it('names the poster who asked, not "User profile"', () => {
    const head = '<title>iPhone 15 Pro keeps forgetting home Wi-Fi after iOS 17.4 update - Apple Community</title><meta property="og:site_name" content="Apple Community">';
    const body = `<main><section class="question"><header>${HEADING}${appleAuthor('harbourlights_88', 'harbourlights_88')}<div class="post-date">Posted on Mar 12, 2024 7:48 AM</div></header>${BODY}</section></main>`;
    expect(readPageMetadata(documentOf(head, body), 'https://discussions.apple.com/thread/255531908').author).toBe('harbourlights_88');
  });
});
