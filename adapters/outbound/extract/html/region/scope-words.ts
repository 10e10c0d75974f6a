import { saysWhole, UNREAD_ELEMENTS } from '../element-text.js';

/** A word as `saysWhole` bounds one: a run of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The text nodes a walk of `scope` reads (in document order, none inside `script`, `style`,
 * `template` or `noscript`), by the words and pairs of adjacent words each holds, so that whether
 * one of the first nodes a walk would read says a run of words is answered from the few nodes holding
 * the run's rarest word or pair, not from a walk of the scope per question. A node that says a run as
 * whole words (`saysWhole`) holds each of the run's words as a word of its own, next to the same
 * words: the characters between and on either side of them are the run's own, or the bounds
 * `saysWhole` asks for. Nodes that leave the document afterwards are marked gone (`markGone`): a walk
 * would no longer read them.
 */
export class ScopeWords {
  private readonly texts: string[] = [];
  private readonly positions = new Map<Node, number>();
  /** Node positions by word and by pair of adjacent words, in document order. */
  private readonly byWord = new Map<string, number[]>();
  private readonly gone: GoneCounts;

  /** `text` is a node's squeezed, lower-case text. */
  constructor(scope: Element, text: (node: Node) => string) {
    const stack: Node[] = [scope];
    while (stack.length > 0) {
      const node = stack.pop() as Node;
      if (node.nodeType === 3) this.add(node, text(node));
      else if (node.nodeType === 1 && !UNREAD_ELEMENTS.has((node as Element).localName)) {
        for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
      }
    }
    this.gone = new GoneCounts(this.texts.length);
  }

  markGone(node: Node): void {
    const position = this.positions.get(node);
    if (position !== undefined) this.gone.mark(position);
  }

  /**
   * Whether a node that a walk of the scope skipping `skip` (an element's text nodes) reads among its
   * first `most` nodes says `run` (lower case) as whole words.
   */
  says(run: string, skip: readonly Node[], most: number): boolean {
    const skipped = skip.flatMap((node) => this.positions.get(node) ?? []);
    let fewest: readonly number[] | undefined;
    for (const key of wordKeys(run)) {
      const at = this.byWord.get(key) ?? [];
      if (fewest === undefined || at.length < fewest.length) fewest = at;
    }
    for (const position of fewest ?? []) {
      // The nodes a walk reads up to this one: those before it and itself, less the skipped and the gone.
      const read = position + 1 - skipped.filter((at) => at <= position).length - this.gone.upTo(position);
      if (read > most) return false;
      if (!skipped.includes(position) && !this.gone.has(position) && saysWhole(this.texts[position] as string, run)) return true;
    }
    return false;
  }

  private add(node: Node, text: string): void {
    const position = this.texts.length;
    this.texts.push(text);
    this.positions.set(node, position);
    for (const key of new Set(wordKeys(text))) {
      const at = this.byWord.get(key);
      if (at === undefined) this.byWord.set(key, [position]);
      else at.push(position);
    }
  }
}

/** The text's words, and each pair of adjacent words joined by a space (a word holds none). */
function wordKeys(text: string): string[] {
  const words = text.match(WORD) ?? [];
  return [...words, ...words.slice(1).map((word, index) => `${words[index] as string} ${word}`)];
}

/** Which positions are gone, and how many up to a position (a Fenwick tree). */
class GoneCounts {
  private readonly marked = new Set<number>();
  private readonly tree: number[];

  constructor(size: number) {
    this.tree = new Array<number>(size + 1).fill(0);
  }

  has(position: number): boolean {
    return this.marked.has(position);
  }

  mark(position: number): void {
    if (this.marked.has(position)) return;
    this.marked.add(position);
    for (let at = position + 1; at < this.tree.length; at += at & -at) this.tree[at] = (this.tree[at] as number) + 1;
  }

  /** How many positions from 0 to `position` are gone. */
  upTo(position: number): number {
    let sum = 0;
    for (let at = position + 1; at > 0; at -= at & -at) sum += this.tree[at] as number;
    return sum;
  }
}
