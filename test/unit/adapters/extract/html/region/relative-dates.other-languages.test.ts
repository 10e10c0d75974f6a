import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeRelativeDates } from '../../../../../../adapters/outbound/extract/html/region/relative-dates.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const all = (root: Element, selector: string): Element[] => Array.from(root.querySelectorAll(selector));

describe('writeRelativeDates: ages in other languages', () => {
  it.each([
    ['Chinese, of two units (V2EX)', '3 小时 13 分钟前'],
    ['Chinese, of one unit', '47 分钟前'],
    ['Japanese', '3時間前'],
    ['German', 'vor 3 Stunden'],
    ['German, of one', 'vor einer Stunde'],
    ['French', 'il y a 2 jours'],
    ['Spanish', 'hace 5 minutos'],
    ['Portuguese', 'há 2 dias'],
    ['Russian', '3 часа назад'],
  ])("writes the title's date beside an age in %s (%j)", (_language, age) => {
    const body = bodyOf(`<p class="meta"><a href="/member/qiaomuyu">qiaomuyu</a> · <span title="2024-03-12 10:21:37 +08:00">${age}</span> · 2381 次点击</p>`);
    expect(writeRelativeDates(all(body, '[title]'))).toBe(1);
    expect(body.querySelector('p')?.textContent).toBe(`qiaomuyu · ${age} (2024-03-12 10:21:37) · 2381 次点击`);
  });

  it("dates only the ages among words of those languages: not \"vor dem Haus\", \"il y a des jours\" or a lone 前", () => {
    const span = (text: string): string => `<span title="2024-03-12 10:21:37">${text}</span>|`;
    const body = bodyOf(['前', 'vor dem Haus', 'vor 2 Wochen', 'il y a des jours', 'il y a une heure'].map(span).join(''));
    expect(writeRelativeDates(all(body, '[title]'))).toBe(2);
    expect(body.textContent).toBe('前|vor dem Haus|vor 2 Wochen (2024-03-12 10:21:37)|il y a des jours|il y a une heure (2024-03-12 10:21:37)|');
  });
});

describe('writeRelativeDates: the date stated in markup', () => {
  it("gives an age its title's ISO date as a datetime attribute, so a series of posts each dated so is found as one (V2EX's replies), and keeps one it has", () => {
    const body = bodyOf('<div class="cell"><strong><a href="/member/taoran">taoran</a></strong> <span class="ago" title="2024-03-12 10:41:50 +08:00">2 小时 53 分钟前</span></div>'
      + '<div class="cell"><strong><a href="/member/renjiahao">renjiahao</a></strong> <span class="ago" title="2024-03-12 13:30:44 +08:00" datetime="2024-03-12T05:30:44Z">4 分钟前</span></div>'
      + '<div class="cell"><span class="ago" title="Mar 12, 2024 at 10:41">3 hours ago</span></div>');
    expect(writeRelativeDates(all(body, '[title]'))).toBe(3);
    expect(all(body, 'span.ago').map((age) => age.getAttribute('datetime'))).toEqual(['2024-03-12 10:41:50', '2024-03-12T05:30:44Z', null]);
    expect(all(body, 'div.cell').map((cell) => cell.textContent)).toEqual(['taoran 2 小时 53 分钟前 (2024-03-12 10:41:50)', 'renjiahao 4 分钟前 (2024-03-12 13:30:44)', '3 hours ago (Mar 12, 2024 at 10:41)']);
  });
});
