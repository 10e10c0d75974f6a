import { describe, expect, it } from 'vitest';
import { choosePageTitle } from '../../../../../domain/page/metadata/page-title.js';

describe('choosePageTitle: a board code before the title', () => {
  it("passes over an imageboard's board between slashes (4chan's \"/g/ - Home Server General /hsg/ - Technology - 4chan\"), as over a patent's filing code", () => {
    expect(choosePageTitle({ documentTitle: '/g/ - Home Server General /hsg/ - Technology - 4chan', siteNames: ['4chan'] })).toBe('Home Server General /hsg/');
    expect(choosePageTitle({ documentTitle: '/vg/ - Factorio General /fg/ - Video Game Generals - 4chan', siteNames: ['4chan', 'boards.4chan.org'] })).toBe('Factorio General /fg/');
    // A board alone is still the title; the patent's code still gives way to its words.
    expect(choosePageTitle({ documentTitle: '/g/ - 4chan', siteNames: ['4chan'] })).toBe('/g/');
    expect(choosePageTitle({ documentTitle: 'US11482915B2 - Adaptive dew-point control - Google Patents', siteNames: ['Google Patents'] })).toBe('Adaptive dew-point control');
  });
});
