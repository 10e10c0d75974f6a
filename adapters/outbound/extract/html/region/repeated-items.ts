import { classAttribute } from '../class-attribute.js';

/**
 * An entry of a repeated series: at least two siblings share its tag and class; or, when modifiers
 * mark it (`block--modifier`: Otto's `find_tile--sponsored`), two share them apart from the
 * modifiers and one of those has none (the plain entry beside its marked ones, not a menu's levels
 * each of its own modifier).
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
      plain ||= !own.includes('--');
      if (alike >= 2 && plain) return true;
    }
  }
  return false;
}

/** A class list without its modifiers (`block--modifier`). */
function unmodified(names: string): string {
  return names.split(/\s+/).filter((name) => name !== '' && !name.includes('--')).join(' ');
}
