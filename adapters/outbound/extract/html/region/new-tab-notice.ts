/**
 * What a link tells screen readers about where it opens, not what it is: "Opens in a new tab", "(opens in new window)",
 * and so in German, French, Spanish, Italian and Dutch (Golem's "(öffnet im neuen Fenster)").
 */
const OPENS = String.raw`(?:opens?\s+in\s+(?:a\s+)?new\s+(?:window|tab)|öffnet\s+(?:sich\s+)?in\s+(?:einem\s+)?neuen\s+(?:fenster|tab)|öffnet\s+im\s+neuen\s+(?:fenster|tab)|s'ouvre\s+dans\s+(?:une?\s+)?(?:nouvelle\s+fenêtre|nouvel\s+onglet)|se\s+abre\s+en\s+(?:una\s+)?nueva\s+(?:ventana|pestaña)|si\s+apre\s+in\s+(?:una\s+)?nuova\s+(?:finestra|scheda)|opent\s+in\s+(?:een\s+)?nieuw(?:e)?\s+(?:venster|tabblad))`;
const NOTICE = String.raw`(?:\(\s*${OPENS}\s*\)|${OPENS})\.?`;
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
