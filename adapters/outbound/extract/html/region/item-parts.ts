import { classAttribute } from '../class-attribute.js';

/**
 * When a part whose class or id names chrome (`footer`, `ad`, `overlay`, …) is an entry's own data
 * instead: the part sits inside an entry of a series (siblings with one tag and first class: cards,
 * list items), the other entries have it too (same tag and class), and it says something different in
 * each (a card's `card__footer` with its author and date, a result's `<h2 id="ad-listing-title-…">`
 * with its title) besides the entry's other text. Chrome inside entries says the same thing in each
 * ("Share", "Sponsored", "Quick shop", a share menu whose embed code differs only by an id): texts
 * are compared without digits, case and spacing. Names of visually hidden text (`sr-only`) are not
 * places: such text stays hidden whatever it says.
 */
export interface ItemPartRule {
  /** At least this many entries of the series hold a copy with text. */
  readonly minCopies: number;
  /** At least this share of those copies say something different. */
  readonly minDistinctShare: number;
}

/** Production rule; chosen by 5-fold cross-validation over both corpora (bench/extract/item-parts-cv.ts, bench/RESULTS.md). */
export const ITEM_PART_RULE: ItemPartRule = { minCopies: 3, minDistinctShare: 0.67 };

/** Siblings (the entry included) with one tag and class that make a series. */
const SERIES_MIN_ENTRIES = 3;

/** Tells, inside one region, a chrome-named entry part from chrome; verdicts are kept per series and part. */
export class ItemPartJudge {
  private readonly verdicts = new Map<Element, Map<string, boolean>>();

  constructor(
    private readonly root: Element,
    private readonly rule: ItemPartRule | undefined,
  ) {}

  /** True when `element` is one entry's copy of a part each entry of its series has, with its own text. */
  isItemPart(element: Element): boolean {
    const { rule } = this;
    if (rule === undefined) return false;
    const className = classAttribute(element);
    if (className.trim() === '') return false;
    const entry = this.enclosingEntry(element);
    if (entry === undefined) return false;
    const series = entry.parentElement as Element;
    const key = `${element.localName}|${className}`;
    let bySeries = this.verdicts.get(series);
    if (bySeries === undefined) this.verdicts.set(series, (bySeries = new Map()));
    let verdict = bySeries.get(key);
    if (verdict === undefined) {
      verdict = judge(entriesLike(entry), element.localName, className, rule);
      bySeries.set(key, verdict);
    }
    return verdict;
  }

  /** The nearest ancestor of `element`, below the region's root, that is an entry of a series. */
  private enclosingEntry(element: Element): Element | undefined {
    for (let ancestor = element.parentElement; ancestor !== null && ancestor !== this.root; ancestor = ancestor.parentElement) {
      if (entriesLike(ancestor).length >= SERIES_MIN_ENTRIES) return ancestor;
    }
    return undefined;
  }
}

/** `entry` and its siblings with the same tag and first class (grids add position classes to each cell). */
function entriesLike(entry: Element): Element[] {
  const parent = entry.parentElement;
  if (parent === null) return [entry];
  const signature = entrySignature(entry);
  const entries: Element[] = [];
  for (let sibling = parent.firstElementChild; sibling !== null; sibling = sibling.nextElementSibling) {
    if (entrySignature(sibling) === signature) entries.push(sibling);
  }
  return entries;
}

function entrySignature(element: Element): string {
  const first = /\S+/.exec(classAttribute(element));
  return `${element.localName}|${first === null ? '' : first[0]}`;
}

/** Whether enough entries hold a copy (tag and class) of the part with text, and their texts differ. */
function judge(entries: readonly Element[], tag: string, className: string, rule: ItemPartRule): boolean {
  const texts = new Set<string>();
  let withText = 0;
  for (const entry of entries) {
    const copy = Array.from(entry.getElementsByTagName(tag)).find((candidate) => classAttribute(candidate) === className);
    const text = copy === undefined ? '' : comparable(copy.textContent ?? '');
    // A part is one part of its entry: a copy that is all the entry says (a series of side sheets or dialogs) is no entry's part.
    if (text === '' || comparable(entry.textContent ?? '').length <= text.length) continue;
    withText += 1;
    texts.add(text);
  }
  return withText >= rule.minCopies && texts.size >= rule.minDistinctShare * withText;
}

/** Text as compared between copies: lower case, without digits, spaces collapsed. */
function comparable(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '').replace(/\s+/g, ' ').trim();
}
