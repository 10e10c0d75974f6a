import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { liftFactRowHeadings } from '../../../../../adapters/outbound/extract/html/markdown/fact-rows-rule.js';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE } from './markdown-converter-parsers.js';

/**
 * Session 37: a block of two fact rows is read as facts when a block of the same class beside it (past the
 * headings between them) holds three (PB Tech's `div.spec-group`s: "Memory & Storage" of two rows among groups
 * of three); two rows alone may be a card, and stay as they are.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const row = (name: string, value: string): string => `<div class="row spec-row"><div class="col-5 col-md-4"><p class="label_">${name}</p></div><div class="col-7 col-md-8"><p class="value_">${value}</p></div></div>`;
const group = (heading: string, rows: string[], name = 'spec-group'): string => `<div class="${name}"><h3 class="h6 fw-bold spec-group-title">${heading}</h3>${rows.join('')}</div>`;
const PROCESSOR = group('Processor', [row('CPU Model:', 'Intel Core Ultra 7 155H'), row('Cores / Threads:', '16 cores / 22 threads'), row('Max Turbo Frequency:', '4.8GHz')]);
const MEMORY = [row('Memory:', '16GB LPDDR5X 7467MHz'), row('Storage:', '1TB M.2 PCIe 4.0 NVMe SSD')];
const convert = async (body: HTMLElement): Promise<string> => (await createMarkdownConverter(BASE))(body);

describe('fact rows: two rows beside a group of three', () => {
  it('reads a group of two rows after a group of three of the same class as fact rows, its heading lifted before it', async () => {
    const body = bodyOf(`<div class="specs-wrapper">${PROCESSOR}${group('Memory & Storage', MEMORY)}</div>`);
    expect(liftFactRowHeadings(Array.from(body.querySelectorAll('h3')))).toBe(2);
    const markdown = await convert(body);
    expect(markdown).toContain('### Memory & Storage\n\n- Memory: 16GB LPDDR5X 7467MHz\n- Storage: 1TB M.2 PCIe 4.0 NVMe SSD');
    expect(markdown).not.toContain('Memory:\n\n16GB');
  });

  it('reads a group of two rows before a group of three whose heading is still its first child as fact rows', async () => {
    const body = bodyOf(`<div class="specs-wrapper">${group('Memory & Storage', MEMORY)}${PROCESSOR}</div>`);
    expect(liftFactRowHeadings(Array.from(body.querySelectorAll('h3')))).toBe(2);
    expect(await convert(body)).toBe('### Memory & Storage\n\n- Memory: 16GB LPDDR5X 7467MHz\n- Storage: 1TB M.2 PCIe 4.0 NVMe SSD\n\n'
      + '### Processor\n\n- CPU Model: Intel Core Ultra 7 155H\n- Cores / Threads: 16 cores / 22 threads\n- Max Turbo Frequency: 4.8GHz');
  });

  it('leaves two rows alone, or beside a block of another class, or beside another block of two, as they were, while two rows beside three are facts', async () => {
    const body = bodyOf(`<div id="alone">${group('Memory & Storage', MEMORY)}</div>`
      + `<div id="other">${group('Processor', [row('CPU Model:', 'Intel Core Ultra 7 155H'), row('Cores / Threads:', '16 cores / 22 threads'), row('Max Turbo Frequency:', '4.8GHz')], 'cpu-group')}${group('Memory & Storage', MEMORY)}</div>`
      + `<div id="pairs">${group('Memory & Storage', MEMORY)}${group('Wireless', [row('Wi-Fi:', 'Wi-Fi 7'), row('Bluetooth:', '5.4')])}</div>`
      + `<div id="beside">${PROCESSOR}${group('Memory & Storage', MEMORY)}</div>`);
    liftFactRowHeadings(Array.from(body.querySelectorAll('h3')));
    const markdown = await convert(body);
    expect(markdown.match(/- Memory: 16GB LPDDR5X 7467MHz\n- Storage: 1TB M\.2 PCIe 4\.0 NVMe SSD/g)).toHaveLength(1);
    expect(markdown.match(/Memory:\n\n16GB LPDDR5X 7467MHz/g)).toHaveLength(3);
    expect(markdown).toContain('Wi-Fi:\n\nWi-Fi 7');
    expect(markdown).not.toContain('- Wi-Fi: Wi-Fi 7');
  });
});
