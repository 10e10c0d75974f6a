import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { hidingClassOf } from '../../../../../../adapters/outbound/extract/html/region/hidden-copies.js';
import { dropSmallScreenCopies } from '../../../../../../adapters/outbound/extract/html/region/small-screen-copies.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const smallScreenIn = (root: Element): Element[] => Array.from(root.querySelectorAll('*')).filter((element) => hidingClassOf(element) === 'wide');
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();
const first = (body: string): Element => bodyOf(body).firstElementChild as Element;

describe('hidingClassOf: small-screen renderings', () => {
  it('reads a class that hides the element from a breakpoint on, with nothing hiding it below, as wide', () => {
    for (const names of ['md:hidden', 'flex flex-col lg:hidden', 'block sm:hidden', '2xl:hidden', 'd-md-none', 'd-block d-lg-none', 'h1 d-xxl-none', 'is-hidden-tablet', 'is-hidden-desktop', 'hide-for-medium-up', 'hide-for-large', 'show-for-small-only']) expect(hidingClassOf(first(`<div class="${names}">x</div>`)), names).toBe('wide');
  });

  it('keeps its other readings: hidden below a width (narrow), at every width (always), and classes that hide nothing', () => {
    expect(hidingClassOf(first('<div class="hidden lg:flex xl:hidden">x</div>'))).toBe('narrow');
    expect(hidingClassOf(first('<div class="d-none d-md-block">x</div>'))).toBe('narrow');
    expect(hidingClassOf(first('<div class="hidden md:hidden">x</div>'))).toBe('always');
    expect(hidingClassOf(first('<div class="d-none d-md-none">x</div>'))).toBe('always');
    for (const names of ['max-md:hidden', 'overflow-hidden', 'md:overflow-hidden', 'list-none', 'pointer-events-none', 'group-hover:hidden', 'd-md-flex', 'hidden-md', 'is-hidden-mobile', 'hide-for-small-only', 'show-for-medium']) expect(hidingClassOf(first(`<div class="${names}">x</div>`)), names).toBeUndefined();
  });
});

describe('dropSmallScreenCopies', () => {
  it("removes a slider for phones that repeats the callouts wide screens show beside it", () => {
    const feature = (name: string, line: string): string => `<h2>${name}</h2><p>${line}</p>`;
    const features = feature('SOFT WOOL', 'Superfine fibers feel luxurious.') + feature('ODOR MINIMIZING', 'Wool locks away moisture.');
    const body = bodyOf(`<section><div class="max-md:hidden">${features}</div>\n<div class="swiper md:hidden">${features}</div></section>`);
    expect(dropSmallScreenCopies(smallScreenIn(body))).toBe(1);
    expect(text(body)).toBe('SOFT WOOLSuperfine fibers feel luxurious.ODOR MINIMIZINGWool locks away moisture.');
  });

  it('counts only words said before by wide-screen renderings, however deep they sit in the siblings before the copy', () => {
    const nested = bodyOf('<div class="row">\n<div class="cell"><span class="hidden md:inline">Form Factor</span></div>\n<span class="block md:hidden">Form Factor</span>\n<span>Messenger Bag</span>\n</div>');
    expect(dropSmallScreenCopies(smallScreenIn(nested))).toBe(1);
    expect(text(nested)).toBe('Form Factor Messenger Bag');
    // A banner's heading that no class ties to a width: later steps may drop the banner as chrome, and the phone's copy is then the only one read.
    const banner = bodyOf('<main><div class="banner"><h1>Leave your resume to the experts</h1></div>\n<h1 class="d-md-none">Leave your resume to the experts</h1>\n<p>We partner with writers.</p></main>');
    expect(dropSmallScreenCopies(smallScreenIn(banner))).toBe(0);
  });

  it("looks beside the wrappers that hold only the copy: a page builder's component box after the one holding the wide copy", () => {
    const essay = '<h3>What is carry-on luggage?</h3><p>Carry-on luggage fits in the overhead bin.</p>';
    const body = bodyOf(`<div class="region">\n<div class="component"><div class="d-none d-md-block">${essay}</div></div>\n<div class="component tabs">\n<div class="accordion d-md-none">${essay}</div>\n</div>\n</div>`);
    expect(dropSmallScreenCopies(smallScreenIn(body))).toBe(1);
    expect(text(body)).toBe('What is carry-on luggage?Carry-on luggage fits in the overhead bin.');
    // A wrapper with words of its own is no mere box: the twin beside it is not looked for.
    const labelled = bodyOf(`<div class="region">\n<div class="component"><div class="d-none d-md-block">${essay}</div></div>\n<div class="component tabs"><p>Tap a question.</p>\n<div class="accordion d-md-none">${essay}</div>\n</div>\n</div>`);
    expect(dropSmallScreenCopies(smallScreenIn(labelled))).toBe(0);
  });

  it("of a phone's copy that comes first and a wide twin after it saying the same, removes the twin: the first read stays", () => {
    const notice = '<p>Colour: Glacier Teal</p><p>Just two left</p>';
    const body = bodyOf(`<div class="buy"><p>$189</p>\n<div class="d-block d-md-none">${notice}</div>\n<button>Add to cart</button>\n<div class="d-none d-md-block">${notice}</div></div>`);
    expect(dropSmallScreenCopies(smallScreenIn(body))).toBe(1);
    expect(text(body)).toBe('$189 Colour: Glacier TealJust two left Add to cart');
  });

  it("keeps a phone's copy that comes before a wide block saying more (later steps may drop that block's column and read only the phone's copy)", () => {
    const header = '<h1>Wool Runner</h1><p>$110, final sale</p>';
    const body = bodyOf(`<div class="product"><div class="md:hidden">${header}</div>\n<div class="sticky hidden md:block">${header}<form><label>Size 9</label><button>Add to cart</button></form></div></div>`);
    expect(dropSmallScreenCopies(smallScreenIn(body))).toBe(0);
    expect(text(body)).toBe('Wool Runner$110, final sale Wool Runner$110, final saleSize 9Add to cart');
  });

  it('counts a copy once when it holds other small-screen blocks (those go with it)', () => {
    const body = bodyOf('<section><div class="max-md:hidden"><p>Soft wool</p>\n<p>Soft wool</p>\n<p>Odor minimizing</p></div>\n'
      + '<div class="md:hidden"><p class="max-sm:hidden">Soft wool</p>\n<p class="sm:hidden">Soft wool</p>\n<p>Odor minimizing</p></div></section>');
    expect(dropSmallScreenCopies(smallScreenIn(body))).toBe(1);
    expect(text(body)).toBe('Soft wool Soft wool Odor minimizing');
  });

  it('keeps what only small screens show: a menu, a notice, a block whose words are mostly new', () => {
    const body = bodyOf('<header><nav class="lg:hidden">Men Women Sale</nav><a href="/">Home</a></header>'
      + '<div><p>Free returns on shoes.</p><p class="md:hidden">Free returns on shoes, and on socks within thirty days of delivery.</p></div>'
      + '<div><span class="d-lg-none"><svg></svg></span>x</div>');
    expect(dropSmallScreenCopies(smallScreenIn(body))).toBe(0);
    expect(text(body)).toContain('Men Women Sale');
    expect(text(body)).toContain('within thirty days');
  });
});
