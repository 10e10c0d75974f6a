import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { keepInfoboxes } from '../../../../../../adapters/outbound/extract/html/region/infobox-asides.js';

const documentOf = (body: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document;

const INFOBOX = '<aside role="region" class="portable-infobox pi-background"><h2 class="pi-item pi-title">Ironroot Sentinel</h2>'
  + '<section class="pi-item pi-group"><h2 class="pi-item pi-header">General</h2>'
  + '<div class="pi-item pi-data" data-source="location"><h3 class="pi-data-label">Location</h3><div class="pi-data-value"><a href="/wiki/Hollow_Loom">Hollow Loom</a>, <a href="/wiki/Thornwood">Thornwood</a></div></div>'
  + '<div class="pi-item pi-data" data-source="voice"><h3 class="pi-data-label">Voiced by</h3><div class="pi-data-value">Marisol Treadway</div></div></section></aside>';

describe('keepInfoboxes', () => {
  it("turns a PortableInfobox aside into a div of named facts, its title and group headers bold lines", () => {
    const document = documentOf(`${INFOBOX}<aside class="sidebar"><p>Fan feed</p></aside>`);
    expect(keepInfoboxes(Array.from(document.querySelectorAll('aside')))).toBe(1);
    const infobox = document.querySelector('div.portable-infobox') as Element;
    expect(infobox.querySelectorAll('h2, h3')).toHaveLength(0);
    expect(Array.from(infobox.querySelectorAll('p'), (line) => line.textContent)).toEqual(['Ironroot Sentinel', 'General', 'Location: Hollow Loom, Thornwood', 'Voiced by: Marisol Treadway']);
    expect(infobox.querySelector('p strong')?.textContent).toBe('Ironroot Sentinel');
    expect(infobox.querySelectorAll('a')).toHaveLength(2);
    // Other asides are left to the chrome rules.
    expect(document.querySelector('aside.sidebar')).not.toBeNull();
  });
});
