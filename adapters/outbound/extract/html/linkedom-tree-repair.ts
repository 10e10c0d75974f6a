/** Elements that belong in `<head>` when they stray outside it before the body starts. */
const HEAD_ELEMENTS = new Set(['title', 'meta', 'link', 'base', 'style', 'script', 'noscript']);

/**
 * Markup for a well-formed `html > head + body` document holding the same nodes as `document`,
 * for trees linkedom builds from markup that omits `<html>`/`<body>` or strays outside them
 * (content after `</body>` or `</html>`, `<link>` before `<head>`). Nodes keep their order: the
 * head's children and stray head elements before any body content go to `<head>`, everything
 * else to `<body>`, which is what an HTML5 parser does with such markup. Text is re-escaped;
 * comments and doctypes are dropped.
 */
export function rebuildDocumentMarkup(document: Document): string {
  const head: string[] = [];
  const body: string[] = [];
  let bodyStarted = false;
  const place = (node: Node): void => {
    if (node.nodeType === 3) {
      const value = node.nodeValue ?? '';
      if (value.trim() === '' && !bodyStarted) return;
      bodyStarted = true;
      body.push(escapeText(value));
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const name = element.localName;
    if (name === 'html') {
      for (const child of Array.from(element.childNodes)) place(child);
      return;
    }
    if (name === 'head') {
      for (const child of Array.from(element.childNodes)) if (child.nodeType === 1) head.push((child as Element).outerHTML);
      return;
    }
    if (name === 'body') {
      bodyStarted = true;
      for (const child of Array.from(element.childNodes)) body.push(child.nodeType === 1 ? (child as Element).outerHTML : child.nodeType === 3 ? escapeText(child.nodeValue ?? '') : '');
      return;
    }
    if (!bodyStarted && HEAD_ELEMENTS.has(name)) {
      head.push(element.outerHTML);
      return;
    }
    bodyStarted = true;
    body.push(element.outerHTML);
  };
  for (const node of Array.from(document.childNodes)) place(node);
  return `<!DOCTYPE html><html><head>${head.join('')}</head><body>${body.join('')}</body></html>`;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
