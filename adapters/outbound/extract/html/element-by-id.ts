import { nextElementInDocumentOrder } from './element-order.js';

/**
 * Finds elements by id as `document.getElementById` does, for a step that looks up many ids: linkedom
 * walks the whole tree on each call, so a page with hundreds of labels or in-page links (a shop's
 * filter check boxes, a manual's contents, an encyclopedia's footnote marks) took a walk per label
 * or link. This walks the document once, on the first lookup, and keeps the element carrying each id.
 *
 * The step may move elements, remove them, or put a copy in an element's place (`retag`). Where the
 * element has left the document, or the walk saw more than one element carrying the id (which comes
 * first may have changed), the lookup asks `getElementById`. The step must not give an id to an
 * element, nor add an element carrying one other than a copy of what it replaces. An empty id finds nothing.
 */
export function elementByIdLookup(document: Document): ElementById {
  let soleById: Map<string, Element | typeof SHARED> | undefined;
  return (id) => {
    if (id === '') return null;
    soleById ??= elementsById(document);
    const found = soleById.get(id);
    if (found === undefined) return null;
    return found !== SHARED && found.isConnected ? found : document.getElementById(id);
  };
}

/** What `getElementById` would return for `id` (`null` for an empty id). */
export type ElementById = (id: string) => Element | null;

/** Marks an id that more than one element carries. */
const SHARED = Symbol('shared id');

function elementsById(document: Document): Map<string, Element | typeof SHARED> {
  const byId = new Map<string, Element | typeof SHARED>();
  for (let element = document.firstElementChild; element !== null; element = nextElementInDocumentOrder(element)) {
    const id = element.getAttribute('id');
    if (id !== null && id !== '') byId.set(id, byId.has(id) ? SHARED : element);
  }
  return byId;
}
