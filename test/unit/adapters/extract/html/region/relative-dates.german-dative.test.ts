import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeRelativeDates } from '../../../../../../adapters/outbound/extract/html/region/relative-dates.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const all = (root: Element, selector: string): Element[] => Array.from(root.querySelectorAll(selector));

describe('writeRelativeDates: German ages of one, in the dative ("vor einem Tag")', () => {
  it.each(['vor einem Tag', 'vor einem Monat', 'vor einem Jahr'])("writes the title's date beside %j", (age) => {
    const body = bodyOf(`<p class="meta"><a href="/u/jonas">jonas</a> · <span title="2024-03-12 10:21:37">${age}</span> · 12 Antworten</p>`);
    expect(writeRelativeDates(all(body, '[title]'))).toBe(1);
    expect(body.querySelector('p')?.textContent).toBe(`jonas · ${age} (2024-03-12 10:21:37) · 12 Antworten`);
  });

  it('dates them beside the ages already dated, and still not other words after "vor"', () => {
    const span = (text: string): string => `<span title="2024-03-12 10:21:37">${text}</span>|`;
    const body = bodyOf(['vor einem Tag', 'vor einer Stunde', 'vor 2 Wochen', 'vor einem Haus', 'vor dem Tag'].map(span).join(''));
    expect(writeRelativeDates(all(body, '[title]'))).toBe(3);
    expect(body.textContent).toBe('vor einem Tag (2024-03-12 10:21:37)|vor einer Stunde (2024-03-12 10:21:37)|vor 2 Wochen (2024-03-12 10:21:37)|vor einem Haus|vor dem Tag|');
  });
});
