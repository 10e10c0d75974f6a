import { classAttribute } from '../class-attribute.js';

/**
 * When a part whose class or id names chrome (`footer`, `ad`, `overlay`, …) is an entry's own data
 * instead: the part sits inside an entry of a series (siblings with one tag and first class: cards,
 * list items), the other entries have it too (same tag and class), and it says something different in
 * each (a card's `card__footer` with its author and date, a result's `<h2 id="ad-listing-title-…">`
 * with its title) besides the entry's other text. Chrome inside entries says the same thing in each
 * ("Share", "Sponsored", "Quick shop", a share menu whose embed code differs only by an id): texts
 * are compared without digits, case and spacing. Names of visually hidden text (`sr-only`) are not
 * places, and this rule never keeps such text (the region keeps it only where it stands in for an
 * `aria-hidden` copy beside it).
 */
export interface ItemPartRule {
  /** At least this many entries of the series hold a copy with text. */
  readonly minCopies: number;
  /** At least this share of those copies say something different. */
  readonly minDistinctShare: number;
}

/**
 * Production rule, chosen by 5-fold cross-validation over both corpora (bench/extract/item-parts-cv.ts:
 * every fold chose it; listing 0.811 → 0.824 and WCXB 0.842 → 0.844 held out, news unchanged;
 * bench/RESULTS.md, session 9).
 */
export const ITEM_PART_RULE: ItemPartRule = { minCopies: 3, minDistinctShare: 0.67 };

/** Siblings (the entry included) with one tag and first class that make a series. */
const SERIES_MIN_ENTRIES = 3;

/**
 * Tells, inside one region, a chrome-named entry part from chrome; verdicts are kept per series and
 * part. It reads the tree as the pruning leaves it when asked (a part in an entry already pruned is
 * not counted).
 */
export class ItemPartJudge {
  private readonly verdicts = new Map<Element, Map<string, boolean>>();
  /** The children of each parent asked about, by tag and first class: each parent's children are read once. */
  private readonly childGroups = new Map<Element, Map<string, Element[]>>();
  private readonly entryParts = new Map<Element, Map<string, Element>>();

  /**
   * `visibleText` gives an element's visible text in characters (the region's measures); by
   * default its text without whitespace.
   */
  constructor(
    private readonly root: Element,
    private readonly rule: ItemPartRule | undefined,
    private readonly visibleText: (element: Element) => number = (element) => (element.textContent ?? '').replace(/\s+/g, '').length,
  ) {}

  /** True when `element` is one entry's copy of a part each entry of its series has, with its own text. */
  isItemPart(element: Element): boolean {
    const { rule } = this;
    if (rule === undefined) return false;
    const className = classAttribute(element);
    if (className.trim() === '') return false;
    const entries = this.enclosingSeries(element);
    if (entries === undefined) return false;
    const series = (entries[0] as Element).parentElement as Element;
    const key = `${element.localName}|${className}`;
    let bySeries = this.verdicts.get(series);
    if (bySeries === undefined) this.verdicts.set(series, (bySeries = new Map()));
    let verdict = bySeries.get(key);
    if (verdict === undefined) {
      verdict = judge(entries, key, rule, (entry) => this.partsOf(entry), this.visibleText);
      bySeries.set(key, verdict);
    }
    return verdict;
  }

  /** The first descendant of `entry` for each tag and class, read in one walk per entry. */
  private partsOf(entry: Element): Map<string, Element> {
    let parts = this.entryParts.get(entry);
    if (parts !== undefined) return parts;
    parts = new Map();
    const stack: Element[] = [];
    for (let child = entry.lastElementChild; child !== null; child = child.previousElementSibling) stack.push(child);
    while (stack.length > 0) {
      const element = stack.pop() as Element;
      const className = classAttribute(element);
      if (className.trim() !== '') {
        const key = `${element.localName}|${className}`;
        if (!parts.has(key)) parts.set(key, element);
      }
      for (let child = element.lastElementChild; child !== null; child = child.previousElementSibling) stack.push(child);
    }
    this.entryParts.set(entry, parts);
    return parts;
  }

  /** The entries of the series whose entry is the nearest ancestor of `element` (below the region's root) that belongs to one. */
  private enclosingSeries(element: Element): readonly Element[] | undefined {
    for (let ancestor = element.parentElement; ancestor !== null && ancestor !== this.root; ancestor = ancestor.parentElement) {
      const entries = this.entriesLike(ancestor);
      if (entries.length >= SERIES_MIN_ENTRIES) return entries;
    }
    return undefined;
  }

  /** `entry` and its siblings with the same tag and first class (grids add position classes to each cell). */
  private entriesLike(entry: Element): readonly Element[] {
    const parent = entry.parentElement;
    if (parent === null) return [entry];
    let groups = this.childGroups.get(parent);
    if (groups === undefined) {
      groups = new Map();
      for (let child = parent.firstElementChild; child !== null; child = child.nextElementSibling) {
        const signature = entrySignature(child);
        const group = groups.get(signature);
        if (group === undefined) groups.set(signature, [child]);
        else group.push(child);
      }
      this.childGroups.set(parent, groups);
    }
    return groups.get(entrySignature(entry)) ?? [entry];
  }
}

function entrySignature(element: Element): string {
  const first = /\S+/.exec(classAttribute(element));
  return `${element.localName}|${first === null ? '' : first[0]}`;
}

/** Whether enough entries hold a copy (tag and class) of the part with text, and their texts differ. */
function judge(entries: readonly Element[], key: string, rule: ItemPartRule, partsOf: (entry: Element) => Map<string, Element>, visibleText: (element: Element) => number): boolean {
  const texts = new Set<string>();
  let withText = 0;
  for (const entry of entries) {
    const copy = partsOf(entry).get(key);
    const text = copy === undefined ? '' : comparable(copy.textContent ?? '');
    // A part is one part of its entry: a copy that is all the entry says (a series of side sheets or dialogs) is no entry's part.
    if (text === '' || visibleText(entry) <= visibleText(copy as Element)) continue;
    withText += 1;
    texts.add(text);
  }
  return withText >= rule.minCopies && texts.size >= rule.minDistinctShare * withText;
}

/** Text as compared between copies: lower case, without digits, spaces collapsed. */
function comparable(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '').replace(/\s+/g, ' ').trim();
}
