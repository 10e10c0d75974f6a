/**
 * The element's `class` attribute, `''` when it has none: what `getAttribute('class') ?? ''`
 * answers, read from the attribute node. linkedom answers `getAttribute('class')` through
 * `classList`: it builds a token set for the element (kept with the element, also on every element
 * without a class) and joins it into a new string on each call, which made the walks that read
 * every element's class (byline candidates, chrome names, repeated items) allocate per element.
 * linkedom writes the token set's value back to the attribute node whenever the set changes (and
 * when it parses the attribute), so the node holds the same string; jsdom keeps the two equal too.
 */
export function classAttribute(element: Element): string {
  return element.getAttributeNode('class')?.value ?? '';
}
