import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isForumActionButton, removeForumActionButtons } from '../../../../../../adapters/outbound/extract/html/region/forum-action-links.js';

/**
 * Session 38: Kohl's colour swatches are script links holding only a picture (`a[href="javascript:void(0)"]
 * role="radio" > img alt="Forest Green"`), as a forum's "back to top" button is; they are a picker's options.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const actionsIn = (root: Element): Element[] => Array.from(root.querySelectorAll('a')).filter(isForumActionButton);
const swatch = (name: string, role: string): string => `<a href="javascript:void(0)" class="pdp-color-swatch" role="${role}" aria-checked="false" title="${name}"><img src="https://media.kohlsimg.com/${name.replace(/\W+/g, '_')}_sw.jpg" alt="${name}"></a>`;

describe('isForumActionButton: a script link that is an option a reader picks', () => {
  it('reads no colour swatch (role radio, option, menuitemradio or checkbox) as an action, but the same picture link without a role still as one', () => {
    for (const role of ['radio', 'option', 'menuitemradio', 'checkbox', ' Radio ']) {
      expect(isForumActionButton(bodyOf(swatch('Forest Green', role)).firstElementChild as Element), role).toBe(false);
    }
    expect(isForumActionButton(bodyOf('<a href="javascript:void(0)"><img src="/top.gif" alt="Forest Green"></a>').firstElementChild as Element)).toBe(true);
  });
});

describe('removeForumActionButtons: colour swatches among script links', () => {
  it('keeps the swatches of a radio group, their pictures and names, and still removes a picture-only "Top" script link', () => {
    const body = bodyOf(`<div class="pdp-color-swatch-wrap" role="radiogroup" aria-label="Color">${['Heather Oatmeal', 'Forest Green', 'Burgundy'].map((name) => swatch(name, 'radio')).join('')}</div>`
      + '<p><a href="javascript:scroll(0,0)"><img src="/top.gif" alt="Top"></a></p>');
    expect(removeForumActionButtons(actionsIn(body))).toBe(1);
    expect(Array.from(body.querySelectorAll('a[role="radio"] > img'), (picture) => picture.getAttribute('alt'))).toEqual(['Heather Oatmeal', 'Forest Green', 'Burgundy']);
    expect(body.querySelector('img[alt="Top"]')).toBeNull();
  });
});
