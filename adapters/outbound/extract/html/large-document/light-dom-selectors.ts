import { compile, is, selectAll, selectOne, type Options } from 'css-select';

/** What css-select needs of a node of the light tree (`light-dom.ts`). */
interface LightNode {
  readonly nodeType: number;
  readonly parentNode: LightElement | null;
  readonly textContent: string;
}

interface LightElement extends LightNode {
  readonly localName: string;
  readonly childNodes: LightNode[];
  readonly previousElementSibling: LightElement | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

type CompiledSelector = ReturnType<typeof compile<LightNode, LightElement>>;

const isElement = (node: LightNode): node is LightElement => node.nodeType === 1;

function isInside(node: LightNode, ancestors: ReadonlySet<LightNode>): boolean {
  for (let parent = node.parentNode; parent !== null; parent = parent.parentNode) if (ancestors.has(parent)) return true;
  return false;
}

/** css-select's view of the light tree (`light-dom.ts`). */
const OPTIONS: Options<LightNode, LightElement> = {
  xmlMode: false,
  adapter: {
    isTag: isElement,
    getAttributeValue: (element, name) => element.getAttribute(name) ?? undefined,
    getChildren: (node) => (isElement(node) ? node.childNodes : []),
    getName: (element) => element.localName,
    getParent: (node) => node.parentNode,
    getSiblings: (node) => node.parentNode?.childNodes ?? [node],
    prevElementSibling: (node) => (isElement(node) ? node.previousElementSibling : null),
    getText: (node) => node.textContent,
    hasAttrib: (element, name) => element.hasAttribute(name),
    removeSubsets: (nodes) => {
      const set = new Set(nodes);
      return nodes.filter((node, index) => nodes.indexOf(node) === index && !isInside(node, set));
    },
  },
};

/** Compiled once per selector: the Markdown rules ask the same few (`tr`, `code`, `caption`, …) of every table and code block. */
const compiled = new Map<string, CompiledSelector>();

function compiledSelector(selector: string): CompiledSelector {
  let query = compiled.get(selector);
  if (query === undefined) {
    query = compile<LightNode, LightElement>(selector, OPTIONS);
    compiled.set(selector, query);
  }
  return query;
}

/** Like `element.querySelectorAll(selector)`: matching descendants in document order. */
export function lightSelectAll<E extends LightElement>(selector: string, element: E): E[] {
  return selectAll<LightNode, LightElement>(compiledSelector(selector), element, OPTIONS) as E[];
}

/** Like `element.querySelector(selector)`. */
export function lightSelectOne<E extends LightElement>(selector: string, element: E): E | null {
  return selectOne<LightNode, LightElement>(compiledSelector(selector), element, OPTIONS) as E | null;
}

/** Like `element.matches(selector)`. */
export function lightMatches(selector: string, element: LightElement): boolean {
  return is<LightNode, LightElement>(element, compiledSelector(selector), OPTIONS);
}
