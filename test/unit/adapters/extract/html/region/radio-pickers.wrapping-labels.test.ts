import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeRadioPickers } from '../../../../../../adapters/outbound/extract/html/region/radio-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

describe('writeRadioPickers: labels that wrap their radio buttons', () => {
  it('writes the options line before the first label, not inside it, and leaves none of the labels behind', () => {
    const body = bodyOf('<div class="sizes"><h3>Size</h3><label><input type="radio" name="size" value="S"> Small</label><label><input type="radio" name="size" value="M" disabled> Medium</label></div>');
    expect(writeRadioPickers(body)).toBe(1);
    expect((body.querySelector('.sizes') as Element).innerHTML).toBe('<h3>Size</h3><p>options: Small, Medium (unavailable)</p>');
  });
});
