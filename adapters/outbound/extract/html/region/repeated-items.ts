import { classAttribute } from '../class-attribute.js';

/**
 * An entry of a repeated series: at least two siblings share its tag and class; or, when modifiers
 * mark it (`block--modifier`: Otto's `find_tile--sponsored`), two share them apart from the
 * modifiers and one of those has fewer, some of its own (the plain entry beside its marked ones,
 * not a menu's levels each of its own modifier).
 */
export function isRepeatedItem(element: Element): boolean {
  const parent = element.parentElement;
  if (parent === null) return false;
  const names = classAttribute(element);
  const base = names.includes('--') ? `${element.nodeName}|${unmodified(names)}` : undefined;
  const signature = `${element.nodeName}|${names}`;
  let same = 0;
  let alike = 0;
  let plain = false;
  for (let sibling = parent.firstElementChild; sibling !== null; sibling = sibling.nextElementSibling) {
    if (sibling === element) continue;
    const own = classAttribute(sibling);
    if (`${sibling.nodeName}|${own}` === signature && ++same >= 2) return true;
    if (base !== undefined && `${sibling.nodeName}|${unmodified(own)}` === base) {
      alike += 1;
      plain ||= fewerModifiers(own, names);
      if (alike >= 2 && plain) return true;
    }
  }
  return false;
}

/** Whether the modifiers of `own` are some of those of `names`, not all: the plain entry beside a marked one (G2's `paper--white paper--box` cards beside the one also `product-listing--sponsored`). */
function fewerModifiers(own: string, names: string): boolean {
  const marked = new Set(modifiers(names));
  const mine = modifiers(own);
  return mine.length < marked.size && mine.every((name) => marked.has(name));
}

function modifiers(names: string): string[] {
  return names.split(/\s+/).filter((name) => name.includes('--'));
}

/** A class list without its modifiers (`block--modifier`). */
function unmodified(names: string): string {
  return names.split(/\s+/).filter((name) => name !== '' && !name.includes('--')).join(' ');
}
