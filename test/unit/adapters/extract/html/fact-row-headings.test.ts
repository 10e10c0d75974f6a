import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { liftFactRowHeadings } from '../../../../../adapters/outbound/extract/html/markdown/fact-rows-rule.js';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE } from './markdown-converter-parsers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const row = (name: string, value: string): string => `<div class="item"><p class="item-name">${name}</p><p class="item-value">${value}</p></div>`;

describe('liftFactRowHeadings', () => {
  it("sets a heading that opens a block of fact rows before the block, so the rows read as pairs (Sony's spec groups)", async () => {
    const body = bodyOf(`<div class="group"><h3>Battery</h3>${row('Battery Charge Time', 'Approx. 3.5 hrs')}${row('Quick Charging', '5 min for 4 hrs')}${row('Battery Type', 'Lithium-ion')}</div>`
      + `<div class="section"><h3>About</h3><p>One paragraph of prose about the headphones and their case.</p><p>Another.</p></div>`);
    expect(liftFactRowHeadings(Array.from(body.querySelectorAll('h3')))).toBe(1);
    expect(await (await createMarkdownConverter(BASE))(body)).toBe('### Battery\n\n- Battery Charge Time: Approx. 3.5 hrs\n- Quick Charging: 5 min for 4 hrs\n- Battery Type: Lithium-ion\n\n### About\n\nOne paragraph of prose about the headphones and their case.\n\nAnother.');
  });

  it("sets before the block a heading with the wrappers that hold it alone (Mercari's div.merHeading > div.content > h2 over its item's facts)", async () => {
    const pair = (name: string, value: string): string => `<div class="merDisplayRow"><div class="title__74f3"><span>${name}</span></div><div class="body__74f3"><span>${value}</span></div></div>`;
    const body = bodyOf(`<section><div class="merHeading"><div class="content"><h2>商品の情報</h2></div></div>${pair('商品の状態', '未使用に近い')}${pair('配送料の負担', '送料込み')}${pair('配送の方法', 'らくらくメルカリ便')}</section>`
      + `<section><div class="merHeading"><div class="content"><h2>コメント</h2></div></div><p>はじめまして。</p><p>こんにちは。</p></section>`);
    expect(liftFactRowHeadings(Array.from(body.querySelectorAll('h2')))).toBe(1);
    expect(await (await createMarkdownConverter(BASE))(body)).toBe('## 商品の情報\n\n- 商品の状態: 未使用に近い\n- 配送料の負担: 送料込み\n- 配送の方法: らくらくメルカリ便\n\n## コメント\n\nはじめまして。\n\nこんにちは。');
  });
});
