import { classAttribute } from '../class-attribute.js';
import { squeezed } from '../element-text.js';
import { nameWords } from './name-words.js';

/** Words of a class or id that name a site's announcement strip. */
const BANNER_WORDS = new Set(['banner', 'announcement', 'announcements']);
/** The cheap test of the names for those words. */
const BANNER_HINT = /banner|announcement/i;
/** A control's label (its text, `aria-label` or `title`) that dismisses what it sits in, in a few languages, or a cross. */
const DISMISS_LABEL = /^(?:(?:dismiss|close|hide|schließen|ausblenden|fermer|masquer|cerrar|ocultar|chiudi|fechar|sluiten|zamknij|закрыть|閉じる|关闭|關閉)(?![\p{L}\p{N}])|[×✕✖x]$)/iu;
/** An announcement says a sentence or two. */
const BANNER_MAX_WORDS = 40;

/**
 * A strip named a banner or an announcement that a reader can dismiss (Mintlify's `div#banner`, Nextra's `div.nextra-banner`,
 * Docusaurus' `div.theme-announcement-bar`: "🎉 Version 3 is out. Read more" beside a close button): the site's news over
 * every page, not the page's. It says a few words, holds a control labelled to dismiss or close, and no heading.
 */
export function isDismissibleBanner(element: Element, id: string): boolean {
  const names = `${classAttribute(element)} ${id}`;
  if (!BANNER_HINT.test(names) || !nameWords(names).some((word) => BANNER_WORDS.has(word))) return false;
  if (element.querySelector('h1, h2, h3, h4, h5, h6') !== null || squeezed(element.textContent ?? '').split(' ').length > BANNER_MAX_WORDS) return false;
  return Array.from(element.querySelectorAll('button, [role="button" i]')).some((control) => [control.getAttribute('aria-label'), control.getAttribute('title'), control.textContent].some((label) => DISMISS_LABEL.test((label ?? '').trim())));
}
