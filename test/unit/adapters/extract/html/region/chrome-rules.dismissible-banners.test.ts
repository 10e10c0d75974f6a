import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { chromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

const element = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.firstElementChild as Element;

describe('chromeName: a banner a reader dismisses', () => {
  it("names chrome Mintlify's div#banner and Nextra's div.nextra-banner (an announcement beside a close button), and Docusaurus' announcement bar", () => {
    expect(chromeName(element('<div id="banner" class="fixed top-0 z-40 flex"><div><p>🎉 Webhook signing v2 is now generally available. <a href="/changelog">Read the announcement</a></p></div><button aria-label="Dismiss banner"><svg></svg></button></div>'))).toBe('chrome');
    expect(chromeName(element('<div class="nextra-banner x:flex"><div><a href="/blog/3">🎉 Quillstack 3.0 is released. Read more →</a></div><button type="button" aria-label="Dismiss banner"><svg></svg></button></div>'))).toBe('chrome');
    expect(chromeName(element('<div class="theme-announcement-bar" role="status"><div>Star us on GitHub</div><button type="button" title="Close">×</button></div>'))).toBe('chrome');
  });

  it('leaves a hero banner with a heading, a banner without a control that closes it, and a long block named so', () => {
    expect(chromeName(element('<div class="hero-banner"><h1>Caching</h1><p>Keep rendered pages.</p><button aria-label="Close">×</button></div>'))).toBeUndefined();
    expect(chromeName(element('<div class="banner-image"><p>Our team at the spring meetup in Lisbon.</p></div>'))).toBeUndefined();
    expect(chromeName(element(`<div class="announcement"><p>${'The library is closed for the holidays. '.repeat(8)}</p><button>Close</button></div>`))).toBeUndefined();
  });
});
