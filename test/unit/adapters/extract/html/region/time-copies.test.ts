import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropShortTimeCopies } from '../../../../../../adapters/outbound/extract/html/region/time-copies.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;

// Invision Community prints each post's date in a long and a short form, one hidden by its style sheet.
const invisionDate = (long: string, short: string): string =>
  `<time datetime="2024-06-14T15:11:58Z" data-short="${short}" class="ipsTime ipsTime--long"><span class="ipsTime__long">${long}</span><span class="ipsTime__short">${short}</span></time>`;

describe('dropShortTimeCopies', () => {
  it('drops the relative short copy of a date printed beside its full form, so the post reads "June 14, 2024" and not "June 14, 20241 yr"', () => {
    const body = bodyOf(`<article><p>${invisionDate('June 14, 2024', '1 yr')}</p><p>Thank you all.</p></article><article><p>${invisionDate('April 2, 2024', '3 mo')}</p><p>Agreed.</p></article>`);
    expect(dropShortTimeCopies(body)).toBe(2);
    expect(Array.from(body.querySelectorAll('time'), (time) => time.textContent)).toEqual(['June 14, 2024', 'April 2, 2024']);
    expect(body.textContent).toContain('Thank you all.');
  });

  it('leaves a date with one form alone, and a relative age that has no full date beside it', () => {
    const html = '<p><time datetime="2024-06-14">June 14, 2024</time></p><p><time datetime="2024-06-14"><span>2 days</span> <span>ago</span></time></p><p><time><span>Edited</span><span>1 yr</span></time></p>';
    const body = bodyOf(html);
    expect(dropShortTimeCopies(body)).toBe(0);
    expect(body.innerHTML).toBe(bodyOf(html).innerHTML);
  });
});
