import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { attributeIsIgnoringCase, ElementCensus, isTag } from '../../../../../adapters/outbound/extract/html/element-census.js';
import { isScriptedControl } from '../../../../../adapters/outbound/extract/html/stages/scripted-controls.js';
import { isNamedInline } from '../../../../../adapters/outbound/extract/html/stages/prose-names.js';
import { isMetaCandidate } from '../../../../../adapters/outbound/extract/html/stages/post-card-meta.js';
import { isInPageLink } from '../../../../../adapters/outbound/extract/html/region/cited-figure-ids.js';
import { isAlert, mayNameRecipePart } from '../../../../../adapters/outbound/extract/html/stages/content-part-names.js';
import { isChangedPart } from '../../../../../adapters/outbound/extract/html/stages/lean-readability.js';
import { mayBeHiddenByMarkup, mayNameExcerpt } from '../../../../../adapters/outbound/extract/html/region/truncated-copies.js';
import { isMain } from '../../../../../adapters/outbound/extract/html/region/main-elements.js';
import { isSubheading } from '../../../../../adapters/outbound/extract/html/region/aside-blocks.js';

/** Each census test and the selector it stands for. */
const SELECTED: ReadonlyArray<readonly [string, (element: Element) => boolean]> = [
  ['[role="button" i], [role="menuitem" i]', isScriptedControl],
  ['span[class], span[id], em[class], strong[class], b[class], i[class], time[class], abbr[class]', isNamedInline],
  ['footer, [class*="meta" i], [class*="footer" i], [class*="byline" i], div[class*="date" i]', isMetaCandidate],
  ['a[href^="#"]', isInPageLink],
  ['[role="alert" i]', isAlert],
  ['[class*="ingredient" i], [class*="instructions" i], [class*="directions" i], [class*="nutrition" i]', mayNameRecipePart],
  ['p[class], p[id]', (element) => isTag(element, 'p') && (element.hasAttribute('class') || element.hasAttribute('id'))],
  ['[class], [id]', (element) => element.hasAttribute('class') || element.hasAttribute('id')],
  ['[aria-controls]', (element) => element.hasAttribute('aria-controls')],
  ['[role="menuitem" i]', (element) => attributeIsIgnoringCase(element, 'role', 'menuitem')],
  ['a[href^="mailto:" i], a[href^="tel:" i], a[href^="#"], a[data-post-date-link], time, label[for]', isChangedPart],
  ['h1, h2, h3, h4, h5, h6', (element) => /^h[1-6]$/.test(element.localName.toLowerCase())],
  ['[class*="excerpt" i], [class*="preview" i], [class*="snippet" i], [class*="truncated" i]', mayNameExcerpt],
  ['[style*="none" i], [hidden]', mayBeHiddenByMarkup],
  ['main, [role="main"]', isMain],
  ['h2, h3, h4, h5, h6', isSubheading],
];

const TAGS = ['p', 'pre', 'h1', 'article', 'blockquote', 'span', 'div', 'template', 'a'];

/** Parts in many spellings of the names and cases the selectors read, some inside a `<template>`. */
const PARTS = [
  '<div role="button">Reply</div>', '<span ROLE="Button" class="x">Like</span>', '<li role="MENUITEM">Edit</li>', '<div role="buttons">no</div>', '<div role="menu item">no</div>',
  '<span class="place">Austin</span>', '<span id="d">d</span>', '<span>bare</span>', '<em class="">empty class</em>', '<strong class="a">s</strong>', '<b id="only-id">b</b>', '<i class="icon">i</i>', '<time class="t" datetime="2024-01-01">Jan</time>', '<abbr class="x">A</abbr>', '<abbr>bare</abbr>',
  '<footer>f</footer>', '<div class="entry-META">m</div>', '<div class="PageFooter">pf</div>', '<span class="byLine">by</span>', '<div class="post-Date">d</div>', '<span class="date">not a div</span>', '<section class="updated">u</section>',
  '<a href="MailTo:desk@example.org">desk</a>', '<a href="tel:+4312">call</a>', '<a href="TEL">short</a>', '<a href=" mailto:x@y">space</a>', '<a data-post-date-link href="/p/1">Mar 3</a>',
  '<label for="q">Search</label>', '<label>bare</label>', '<h2 id="s">Section</h2>', '<H3>upper</H3>', '<h6>six</h6>', '<h7>no</h7>',
  '<div class="comment-Excerpt">e</div>', '<p class="PREVIEW">p</p>', '<span class="snippets">s</span>', '<div class="is-truncated">t</div>', '<div class="excerp">no</div>',
  '<p style="display: NONE">h</p>', '<div hidden>h</div>', '<div style="display:block">shown</div>', '<main>m</main>', '<div role="main">r</div>', '<div role="Main">no</div>', '<H4>four</H4>', '<h5>five</h5>',
  '<a href="#fig-1">Figure 1</a>', '<a href="/#top">not in page</a>', '<a href=" #x">space first</a>', '<a>no href</a>', '<A HREF="#up">up</A>',
  '<div role="alert">a</div>', '<div role="ALERT">b</div>', '<div role="alertdialog">c</div>',
  '<div class="shopping-list-Ingredients">i</div>', '<ul class="recipe-instructions">r</ul>', '<p class="DIRECTIONS">d</p>', '<table class="nutritionFacts"><tr><td>n</td></tr></table>', '<div class="nutri">no</div>',
  '<p class="lead">p</p>', '<p id="p1">p</p>', '<p>bare</p>', '<button aria-controls="panel-1">open</button>', '<pre>code</pre>', '<h1 class="title">T</h1>', '<article id="a1">a</article>', '<blockquote class="twitter-tweet">q</blockquote>',
];

/** A random page of `count` parts, nested and inside templates, seeded so that a failure repeats. */
function randomPage(seed: number, count: number): string {
  let state = seed;
  const next = (bound: number): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % bound;
  };
  let html = '';
  for (let index = 0; index < count; index += 1) {
    const part = PARTS[next(PARTS.length)] as string;
    const wrap = next(6);
    html += wrap === 0 ? `<template>${part}<div class="in-template">${PARTS[next(PARTS.length)]}</div></template>` : wrap === 1 ? `<div class="wrapper-${index}">${part}${PARTS[next(PARTS.length)]}</div>` : part;
  }
  return `<!DOCTYPE html><html><head><title>t</title></head><body>${html}</body></html>`;
}

const documentOf = (html: string): Document => parseHTML(html).document as unknown as Document;

/** Every test and name answered by `census` as `document`'s own queries answer them. */
function expectAnswersOf(census: ElementCensus, document: Document, seed: number): void {
  for (const [selector, matches] of SELECTED) expect(census.query(matches), `${selector} (seed ${seed})`).toEqual(Array.from(document.querySelectorAll(selector)));
  for (const tag of TAGS) expect(census.byTagName(tag), `${tag} (seed ${seed})`).toEqual(Array.from(document.getElementsByTagName(tag)));
}

describe('ElementCensus', () => {
  it('answers each test as the document answers the selector it stands for, in document order and without what sits in a template', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const document = documentOf(randomPage(seed, 60));
      const census = ElementCensus.of(document);
      expectAnswersOf(census, document, seed);
    }
  });

  it('still answers as the document once elements have gone, been unwrapped or changed names since its walk', () => {
    for (let seed = 21; seed <= 40; seed += 1) {
      const document = documentOf(randomPage(seed, 60));
      const census = ElementCensus.of(document);
      const elements = Array.from(document.body?.querySelectorAll('*') ?? []);
      elements.forEach((element, index) => {
        if (index % 7 === 0) element.remove();
        else if (index % 5 === 0) element.removeAttribute('class');
        else if (index % 11 === 0) element.setAttribute('role', 'button');
        // Unwrapped: its children keep their order (a template's would leave it, a move).
        else if (index % 13 === 0 && element.localName !== 'template') element.replaceWith(...Array.from(element.childNodes));
      });
      expectAnswersOf(census, document, seed);
    }
  });

  it('answers as a query of an element of the document does, for the elements under it', () => {
    for (let seed = 41; seed <= 50; seed += 1) {
      const document = documentOf(randomPage(seed, 60));
      const census = ElementCensus.of(document);
      for (const root of [document.body, ...Array.from(document.querySelectorAll('div[class^="wrapper-"]'))].filter((element): element is HTMLElement => element !== null)) {
        for (const [selector, matches] of SELECTED) expect(census.under(root, matches), `${selector} (seed ${seed})`).toEqual(Array.from(root.querySelectorAll(selector)));
      }
    }
  });

  it("answers for a copy of a document as for the page itself (linkedom's copies keep the original as their elements' owner)", () => {
    for (let seed = 51; seed <= 55; seed += 1) {
      const copy = documentOf(randomPage(seed, 60)).cloneNode(true) as Document;
      const census = ElementCensus.of(copy);
      Array.from(copy.body?.querySelectorAll('*') ?? []).forEach((element, index) => {
        if (index % 6 === 0) element.remove();
      });
      expectAnswersOf(census, copy, seed);
    }
  });

  it('leaves out a template and its content alike only in its queries: the template element itself is answered', () => {
    const document = documentOf('<!DOCTYPE html><html><head></head><body><template id="t"><p id="inside">x</p></template><p id="outside">y</p></body></html>');
    const census = ElementCensus.of(document);
    expect(census.query((element) => element.hasAttribute('id')).map((element) => element.id)).toEqual(['t', 'outside']);
    expect(census.byTagName('p').map((element) => element.id)).toEqual(['inside', 'outside']);
  });
});
