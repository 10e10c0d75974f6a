/** What a link tells screen readers about where it opens, not what it is: "Opens in a new tab", "(opens in new window)". */
const NOTICE = String.raw`(?:\(\s*opens?\s+in\s+(?:a\s+)?new\s+(?:window|tab)\s*\)|opens?\s+in\s+(?:a\s+)?new\s+(?:window|tab))\.?`;
const WHOLE_NOTICE = new RegExp(`^${NOTICE}$`, 'i');
const TRAILING_NOTICE = new RegExp(String.raw`\s*${NOTICE}$`, 'i');

/** Whether `text` (a link's label) is that notice alone (Vrbo's card links). */
export function isNewTabNotice(text: string): boolean {
  return WHOLE_NOTICE.test(text);
}

/** A link's words without the notice after them (VuePress's `span.external-link-icon-sr-only` "open in new window"), where words remain. */
export function withoutNewTabNotice(content: string): string {
  const words = content.replace(TRAILING_NOTICE, '');
  return words.trim() === '' ? content : words;
}
