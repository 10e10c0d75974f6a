import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { chromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

const element = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.firstElementChild as Element;

/** Humble's recommended system requirements, beside the minimum ones: text, no link, no heading. */
const RECOMMENDED_REQUIREMENTS =
  '<div class="requirements-column recommended"><strong>Recommended:</strong><br><ul class="bb_ul"><li><strong>OS:</strong> Windows 11 64-bit</li><li><strong>Processor:</strong> Intel Core i7-8700 or AMD Ryzen 5 3600</li><li><strong>Memory:</strong> 16 GB RAM</li></ul></div>';

describe('chromeName: a block named "recommended" or "related" that links nowhere', () => {
  it("does not read as chrome an unlinked, untitled block of text whose only chrome word is recommended (Humble's div.requirements-column.recommended), but still reads teasers so named as chrome", () => {
    expect(chromeName(element(RECOMMENDED_REQUIREMENTS))).toBeUndefined();
    expect(chromeName(element('<div class="related-notes">Pair the lamp with a second battery pack for long crossings.</div>'))).toBeUndefined();
    // Chrome still: a related block of links, a titled block of teasers a script will link, and a label's worth of text.
    expect(chromeName(element('<div class="related"><ul><li><a href="/store/brinewake">Brinewake</a></li><li><a href="/store/harbor">Harbor of the Hollow Moon</a></li></ul></div>'))).toBe('chrome');
    expect(chromeName(element('<section class="recommended-reading"><header>Related Threads</header><ul><li>Which lighthouse first? The tide tables disagree with the map</li><li>Ember-oil rationing in the late game</li></ul></section>'))).toBe('chrome');
    expect(chromeName(element('<div class="recommended">Recommended for you</div>'))).toBe('chrome');
  });
});
