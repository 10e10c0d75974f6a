import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { chromeName, hasChromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';
import { prose, textOf } from './content-region-support.js';

/**
 * Session 35 (commit 0461e12): consent platforms name their banners by themselves, not by "cookie"
 * or "consent" (OneTrust's `div#onetrust-banner-sdk`, Didomi's `div#didomi-notice`, Usercentrics'
 * `div#usercentrics-root`, Cookiebot's `div#CybotCookiebotDialog`): each such name is chrome.
 */
const element = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.firstElementChild as Element;

const ONETRUST = '<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><div id="onetrust-policy"><h2 id="onetrust-policy-title">We value your privacy</h2>'
  + '<div id="onetrust-policy-text">We and our partners store and/or access information on a device, such as cookies, and process personal data to personalise ads and content. <a href="https://www.last.fm/legal/cookies">Cookie Policy</a></div></div>'
  + '<div id="onetrust-button-group"><button id="onetrust-pc-btn-handler">Cookie Settings</button><button id="onetrust-reject-all-handler">Reject All</button><button id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div>';

describe('chromeName: consent platforms\' banners named only by the platform', () => {
  it("names OneTrust's div#onetrust-banner-sdk (class otFlat) chrome", () => {
    expect(chromeName(element(ONETRUST))).toBe('chrome');
    expect(hasChromeName(element(ONETRUST))).toBe(true);
  });

  it("names Didomi's, Usercentrics' and Cookiebot's banners chrome, by id or by class", () => {
    expect(chromeName(element('<div id="didomi-notice" class="didomi-notice-banner"><p>We and our 812 partners use data.</p></div>'))).toBe('chrome');
    expect(chromeName(element('<div id="usercentrics-root"><p>This website uses technologies to personalise content.</p></div>'))).toBe('chrome');
    expect(chromeName(element('<div id="CybotCookiebotDialog" class="CybotEdge"><h2>This website uses data</h2></div>'))).toBe('chrome');
    expect(chromeName(element('<section class="didomi-host"><p>Vos choix</p></section>'))).toBe('chrome');
  });

  it("drops OneTrust's banner set at the top of a page's main content, its privacy notice and buttons with it", () => {
    const text = textOf(`<main>${ONETRUST}<h1>The Velvet Orchards</h1><p>${prose('biography')}</p></main>`);
    expect(text).toContain('biography sentence 3 says something.');
    expect(text).not.toContain('We value your privacy');
    expect(text).not.toContain('Accept All Cookies');
  });
});
