import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unwrapHeadingBlocks } from '../../../../../../adapters/outbound/extract/html/region/heading-wrappers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

describe('unwrapHeadingBlocks: a heading set in <noscript>', () => {
  it("unwraps a <noscript> that holds the heading's whole text (Savane's <h2><noscript><a href=\"#discussion\">Discussion</a></noscript></h2>), keeping its link", () => {
    const body = bodyOf('<h2 id="discussion"><noscript><a href="#discussion">Discussion</a></noscript></h2><h2 id="attached"><noscript><a href="#attached">Attached Files</a></noscript></h2>');
    expect(unwrapHeadingBlocks(Array.from(body.querySelectorAll('h2')))).toBe(2);
    expect(body.getElementsByTagName('noscript')).toHaveLength(0);
    expect(Array.from(body.querySelectorAll('h2'), (heading) => heading.innerHTML)).toEqual(['<a href="#discussion">Discussion</a>', '<a href="#attached">Attached Files</a>']);
  });

  it('leaves a <noscript> that holds only part of the heading', () => {
    const body = bodyOf('<h2 id="discussion"><noscript><a href="#discussion">Discussion</a></noscript></h2><h2>Votes <noscript><img src="/counter.gif" alt="(3)"></noscript></h2>');
    expect(unwrapHeadingBlocks(Array.from(body.querySelectorAll('h2')))).toBe(1);
    expect(body.querySelector('h2')?.innerHTML).toBe('<a href="#discussion">Discussion</a>');
    expect(body.querySelectorAll('h2')[1]?.querySelector('noscript')).not.toBeNull();
  });
});
