import { lightSelectAll, lightSelectOne, lightMatches } from './light-dom-selectors.js';

/**
 * A small tree for the parts of a large page: only the members that `removeNonContent`,
 * `flattenBeyondDepth`, Turndown and our Markdown rules read, with linkedom's answers (HTML
 * element names upper-case in `nodeName`, attribute names as written, `textContent` of text
 * only). linkedom gives every node a WeakMap entry and a Map for event listeners; on 8 MiB of
 * markup that alone was a third of the CPU time (mostly garbage collection), which these plain
 * objects do not cost. Selectors are matched by css-select (`light-dom-selectors.ts`).
 */
export abstract class LightNode {
  abstract readonly nodeType: number;
  abstract readonly nodeName: string;
  parentNode: LightElement | null = null;
  previousSibling: LightNode | null = null;
  nextSibling: LightNode | null = null;
  // Set by Turndown on every node it converts; declared so all nodes keep one shape.
  isBlock: boolean | undefined = undefined;
  isCode: boolean | undefined = undefined;
  isBlank: boolean | undefined = undefined;
  flankingWhitespace: unknown = undefined;

  get parentElement(): LightElement | null {
    return this.parentNode?.nodeType === 1 ? this.parentNode : null;
  }

  abstract get textContent(): string;

  remove(): void {
    this.parentNode?.removeChild(this);
  }

  /** Puts `nodes` (a string as a text node) right before this node, as the DOM's `before` does. */
  before(...nodes: (LightNode | string)[]): void {
    const parent = this.parentNode;
    if (parent === null) return;
    for (const node of nodes) parent.insertBefore(typeof node === 'string' ? new LightText(node) : node, this);
  }

  /** Puts `nodes` (a string as a text node) right after this node, as the DOM's `after` does. */
  after(...nodes: (LightNode | string)[]): void {
    const parent = this.parentNode;
    if (parent === null) return;
    const next = this.nextSibling;
    for (const node of nodes) parent.insertBefore(typeof node === 'string' ? new LightText(node) : node, next);
  }

  /** Puts `nodes` where this node is, and takes this node out. */
  replaceWith(...nodes: LightNode[]): void {
    const parent = this.parentNode;
    if (parent === null) return;
    for (const node of nodes) parent.insertBefore(node, this);
    parent.removeChild(this);
  }
}

/** Text and comments: a node that holds only its `data`. */
abstract class LightCharacterData extends LightNode {
  constructor(public data: string) {
    super();
  }

  get nodeValue(): string {
    return this.data;
  }

  set nodeValue(value: string) {
    this.data = value;
  }

  get textContent(): string {
    return this.data;
  }
}

/** A text node. (In HTML mode htmlparser2 reports `<![CDATA[` as a comment, as linkedom's tree has it.) */
export class LightText extends LightCharacterData {
  readonly nodeType = 3;
  readonly nodeName = '#text';
}

export class LightComment extends LightCharacterData {
  readonly nodeType = 8;
  readonly nodeName = '#comment';
}

export class LightElement extends LightNode {
  readonly nodeType = 1;
  readonly nodeName: string;
  firstChild: LightNode | null = null;
  lastChild: LightNode | null = null;

  /** `localName` lower-case as the parser reports it; `attribs` (htmlparser2's) with their names as written; no DOM `attributes` list. */
  constructor(readonly localName: string, private readonly attribs: Readonly<Record<string, string>>) {
    super();
    this.nodeName = localName.toUpperCase();
  }

  get tagName(): string {
    return this.nodeName;
  }

  get childNodes(): LightNode[] {
    const nodes: LightNode[] = [];
    for (let node = this.firstChild; node !== null; node = node.nextSibling) nodes.push(node);
    return nodes;
  }

  get children(): LightElement[] {
    const elements: LightElement[] = [];
    for (let node = this.firstChild; node !== null; node = node.nextSibling) if (node instanceof LightElement) elements.push(node);
    return elements;
  }

  get firstElementChild(): LightElement | null {
    for (let node = this.firstChild; node !== null; node = node.nextSibling) if (node instanceof LightElement) return node;
    return null;
  }

  get lastElementChild(): LightElement | null {
    for (let node = this.lastChild; node !== null; node = node.previousSibling) if (node instanceof LightElement) return node;
    return null;
  }

  get nextElementSibling(): LightElement | null {
    for (let node = this.nextSibling; node !== null; node = node.nextSibling) if (node instanceof LightElement) return node;
    return null;
  }

  get previousElementSibling(): LightElement | null {
    for (let node = this.previousSibling; node !== null; node = node.previousSibling) if (node instanceof LightElement) return node;
    return null;
  }

  get textContent(): string {
    // Turndown reads this for every element it converts: a plain walk, no generator.
    let text = '';
    let node = this.firstChild;
    while (node !== null) {
      if (node instanceof LightText) text += node.data;
      else if (node instanceof LightElement && node.firstChild !== null) {
        node = node.firstChild;
        continue;
      }
      node = nextOutside(node, this);
    }
    return text;
  }

  get className(): string {
    return this.getAttribute('class') ?? '';
  }

  getAttribute(name: string): string | null {
    return Object.hasOwn(this.attribs, name) ? (this.attribs[name] as string) : null;
  }

  /** What `classAttribute` reads: the attribute's value, without a DOM `Attr`. */
  getAttributeNode(name: string): { readonly value: string } | null {
    return Object.hasOwn(this.attribs, name) ? { value: this.attribs[name] as string } : null;
  }

  hasAttribute(name: string): boolean {
    return Object.hasOwn(this.attribs, name);
  }

  getElementsByTagName(name: string): LightElement[] {
    // Turndown asks this 27 times of every blank element (once per void or meaningful tag name): a plain walk.
    const found: LightElement[] = [];
    let node = this.firstChild;
    while (node !== null) {
      if (node instanceof LightElement) {
        if (node.localName === name || node.nodeName === name) found.push(node);
        if (node.firstChild !== null) {
          node = node.firstChild;
          continue;
        }
      }
      node = nextOutside(node, this);
    }
    return found;
  }

  querySelector(selector: string): LightElement | null {
    return lightSelectOne(selector, this);
  }

  querySelectorAll(selector: string): LightElement[] {
    return lightSelectAll(selector, this);
  }

  matches(selector: string): boolean {
    return lightMatches(selector, this);
  }

  closest(selector: string): LightElement | null {
    if (lightMatches(selector, this)) return this;
    for (let element = this.parentElement; element !== null; element = element.parentElement) if (lightMatches(selector, element)) return element;
    return null;
  }

  appendChild(node: LightNode): LightNode {
    return this.insertBefore(node, null);
  }

  /** Inserts `node` (taken out of where it was) before `reference`, or last when `reference` is null. */
  insertBefore(node: LightNode, reference: LightNode | null): LightNode {
    node.parentNode?.removeChild(node);
    const previous = reference === null ? this.lastChild : reference.previousSibling;
    node.parentNode = this;
    node.previousSibling = previous;
    node.nextSibling = reference;
    if (previous === null) this.firstChild = node;
    else previous.nextSibling = node;
    if (reference === null) this.lastChild = node;
    else reference.previousSibling = node;
    return node;
  }

  removeChild(node: LightNode): LightNode {
    if (node.parentNode !== this) throw new Error('removeChild: not a child of this element');
    if (node.previousSibling === null) this.firstChild = node.nextSibling;
    else node.previousSibling.nextSibling = node.nextSibling;
    if (node.nextSibling === null) this.lastChild = node.previousSibling;
    else node.nextSibling.previousSibling = node.previousSibling;
    node.parentNode = null;
    node.previousSibling = null;
    node.nextSibling = null;
    return node;
  }
}

/** The node after `node` in document order once its subtree is done, staying below `root`. */
function nextOutside(node: LightNode, root: LightElement): LightNode | null {
  let current: LightNode | null = node;
  while (current !== null && current.nextSibling === null) current = current.parentNode === root ? null : current.parentNode;
  return current === null ? null : current.nextSibling;
}
