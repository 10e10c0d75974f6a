/**
 * Unwraps, in Readability's copy of the page, each link to the place where it stands, outside
 * headings: an API member's signature set as its own permalink (Erlang's `<a name="new-1"></a><a
 * href="#new-1" class="title_link">new(Capacity) -&gt; Ring</a>` over each function's types), which
 * Readability's cleaning removed as a block of link text: every function lost its name. The place is
 * an empty anchor right before the link; a link inside the block it names (the Rust Reference's rule marks,
 * `div#r-ident > a[href="#r-ident"]` "[ident]") stays, as Readability's scoring reads it. A link of no
 * letters or digits (a "¶" mark) is left to the permalink rules.
 * `links` are the copy's `a[href^="#"]`. Returns how many were unwrapped.
 */
export function unwrapSelfAnchoredLinks(links: readonly Element[]): number {
  let unwrapped = 0;
  for (const link of links) {
    const target = (link.getAttribute('href') ?? '').slice(1);
    if (target === '' || link.closest('h1, h2, h3, h4, h5, h6') !== null || !/[\p{L}\p{N}]/u.test(link.textContent ?? '')) continue;
    if (!namesItsPlace(link, target)) continue;
    link.replaceWith(...Array.from(link.childNodes));
    unwrapped += 1;
  }
  return unwrapped;
}

/** The element right before the link is an empty anchor named `target` (`<a name>` or `<a id>`). */
function namesItsPlace(link: Element, target: string): boolean {
  const before = link.previousElementSibling;
  return before !== null && before.localName === 'a' && !before.hasAttribute('href') && (before.getAttribute('name') === target || before.getAttribute('id') === target) && (before.textContent ?? '').trim() === '';
}
