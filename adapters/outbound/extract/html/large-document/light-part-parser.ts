import { Parser } from 'htmlparser2';
import { LightComment, LightElement, LightText } from './light-dom.js';

/** One part of a large page, parsed into the light tree. */
export interface LightPart {
  /** The `<body>` that follows the `<head>` (as linkedom's `document.body` finds it), or null. */
  readonly body: LightElement | null;
  readonly scripts: number;
  readonly passwordFields: number;
}

/** linkedom's `document.body`: the element after a `<head>` that opens the document element. */
function bodyOf(root: LightElement): LightElement | null {
  const html = root.children[0];
  const head = html?.children[0];
  const body = head?.localName === 'head' ? head.nextElementSibling : null;
  if (html === undefined || body === null || body.localName !== 'body') return null;
  root.removeChild(html);
  return body;
}

/**
 * Parses HTML with htmlparser2 (the tokenizer and tree rules linkedom uses, with linkedom's options),
 * building the tree the way linkedom does, node for node: one text node per text event, comments kept,
 * each end tag closing the current element. Counts `<script>` elements and password fields on the way.
 */
export function parseLightPart(markup: string): LightPart {
  const root = new LightElement('#document', {});
  let current = root;
  let scripts = 0;
  let passwordFields = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      const element = new LightElement(name, attributes);
      if (name === 'script') scripts += 1;
      else if (name === 'input' && Object.hasOwn(attributes, 'type') && (attributes.type ?? '').trim().toLowerCase() === 'password') passwordFields += 1;
      current.appendChild(element);
      current = element;
    },
    ontext(text) {
      current.appendChild(new LightText(text));
    },
    oncomment(data) {
      current.appendChild(new LightComment(data));
    },
    onclosetag() {
      current = current.parentNode ?? root;
    },
  }, { lowerCaseAttributeNames: false, decodeEntities: true, xmlMode: false });
  parser.write(markup);
  parser.end();
  return { body: bodyOf(root), scripts, passwordFields };
}
