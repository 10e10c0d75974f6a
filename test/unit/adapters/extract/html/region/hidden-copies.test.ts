import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropHiddenCopies, hasHidingClass } from '../../../../../../adapters/outbound/extract/html/region/hidden-copies.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const hiddenIn = (root: Element): Element[] => Array.from(root.querySelectorAll('*')).filter(hasHidingClass);
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('hasHidingClass', () => {
  it('reads hidden, a short prefix before it and d-none as hidden at every width; not responsive or screen-reader classes', () => {
    for (const names of ['hidden', 'raw-content tw-hidden', 'gt-hidden', 'is-hidden', 'card d-none']) expect(hasHidingClass(bodyOf(`<div class="${names}">x</div>`).firstElementChild as Element), names).toBe(true);
    for (const names of ['hidden-xs', 'md:hidden', 'hidden md:block', 'd-none d-lg-flex', 'visually-hidden', 'is-hidden-mobile', 'overflow-hidden', 'card']) expect(hasHidingClass(bodyOf(`<div class="${names}">x</div>`).firstElementChild as Element), names).toBe(false);
  });
});

describe('dropHiddenCopies', () => {
  it("removes a hidden block that repeats its siblings' words (a comment's Markdown source beside the rendered comment)", () => {
    const comment = (words: string): string => `<div class="comment"><div class="markup"><p>${words.replace(/`(\w+)`/g, '<code>$1</code>')}</p></div><div class="raw-content tw-hidden">${words}</div></div>`;
    const body = bodyOf(comment('Keying on the `timestamp` removes the duplicates.') + comment('Tested against the March tables, all extrema are back.'));
    expect(dropHiddenCopies(hiddenIn(body))).toBe(2);
    expect(text(body)).toBe('Keying on the timestamp removes the duplicates.Tested against the March tables, all extrema are back.');
  });

  it('keeps hidden text that says something else (a collapsed answer, a dialog) and hidden text without words', () => {
    const body = bodyOf('<div class="faq"><h3>Do you ship abroad?</h3><div class="answer hidden">Yes, to forty countries within a week.</div></div><div class="d-none"><svg></svg></div>'
      + '<div><p>Only some of these words repeat.</p><div class="hidden">Only some of these words are new here.</div></div>');
    expect(dropHiddenCopies(hiddenIn(body))).toBe(0);
    expect(text(body)).toContain('Yes, to forty countries within a week.');
    expect(text(body)).toContain('are new here');
  });

  it('leaves a hidden element a step before it showed (no hiding class any more) to that step', () => {
    const body = bodyOf('<div><p>Steps for Linux.</p><div class="tab-panel hidden">Steps for Linux.</div></div>');
    const candidates = hiddenIn(body);
    (candidates[0] as Element).setAttribute('class', 'tab-panel');
    expect(dropHiddenCopies(candidates)).toBe(0);
  });
});
