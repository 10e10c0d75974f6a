import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeUnsnippetedHeadingParts } from '../../../../../../adapters/outbound/extract/html/region/heading-wrappers.js';

/**
 * Session 33's heading rule: the parts of a heading a page marks as no part of its text for a search
 * engine's snippet (`data-nosnippet`: Google DevSite's bookmark tooltip inside every page's `<h1>`) go;
 * such parts elsewhere stay.
 */

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const headings = (body: Element): Element[] => Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'));
const text = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

const DEVSITE_H1 = `<h1 class="devsite-page-title" tabindex="-1">Send a message with the Admin SDK<div class="devsite-actions" data-nosnippet>
  <devsite-feature-tooltip ack-key="AckCollectionsBookmarkTooltipDismiss" class="devsite-page-bookmark-tooltip nocontent">
    <devsite-bookmark></devsite-bookmark>
    <span slot="popout-heading">Stay organized with collections</span>
    <span slot="popout-contents">Save and categorize content based on your preferences.</span>
  </devsite-feature-tooltip></div></h1>`;

describe('removeUnsnippetedHeadingParts', () => {
  it("removes DevSite's bookmark tooltip from its <h1>, keeping the heading's words", () => {
    const body = bodyOf(`${DEVSITE_H1}<p>Use the Admin SDK to send a message to a device.</p>`);
    expect(removeUnsnippetedHeadingParts(headings(body))).toBe(1);
    expect(text(body.querySelector('h1'))).toBe('Send a message with the Admin SDK');
    expect(body.querySelector('[data-nosnippet]')).toBeNull();
  });

  it('removes every such part of every heading given, whatever its value', () => {
    const body = bodyOf('<h2>Set up <span data-nosnippet="true">Copy link</span>the client</h2><h3>Options<span data-nosnippet="">¶</span><i data-nosnippet>Bookmark</i></h3>');
    expect(removeUnsnippetedHeadingParts(headings(body))).toBe(3);
    expect(headings(body).map(text)).toEqual(['Set up the client', 'Options']);
  });

  it('keeps such parts outside the headings, and the headings without any', () => {
    const body = bodyOf('<h2>Quotas</h2><p data-nosnippet>Each project may send 600,000 messages a minute.</p><div data-nosnippet><h2>Limits</h2></div><aside data-nosnippet>Was this helpful?</aside>');
    expect(removeUnsnippetedHeadingParts(headings(body))).toBe(0);
    expect(body.querySelectorAll('[data-nosnippet]')).toHaveLength(3);
    expect(headings(body).map(text)).toEqual(['Quotas', 'Limits']);
    expect(text(body)).toBe('QuotasEach project may send 600,000 messages a minute.LimitsWas this helpful?');
  });

  it('only reads the headings it is given', () => {
    const body = bodyOf('<h1>Title<span data-nosnippet>Bookmark</span></h1><h2>Section<span data-nosnippet>Bookmark</span></h2>');
    expect(removeUnsnippetedHeadingParts(Array.from(body.querySelectorAll('h2')))).toBe(1);
    expect(headings(body).map(text)).toEqual(['TitleBookmark', 'Section']);
    expect(removeUnsnippetedHeadingParts([])).toBe(0);
  });
});
