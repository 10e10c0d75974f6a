import type { PageSignals } from '../../../../domain/page/page-signals.js';

/** Visible text kept for phrase matching (characters); longer pages are never sparse anyway. */
const VISIBLE_TEXT_CAP = 20_000;
const NOSCRIPT_TEXT_CAP = 2_000;
const INVISIBLE = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'HEAD', 'TITLE', 'IFRAME', 'OBJECT']);
const MOUNT_POINT_IDS = ['root', 'app', '__next', '___gatsby', '__nuxt', 'svelte', 'react-root', 'app-root', 'main-app', 'application'];

/**
 * Measures the {@link PageSignals} of a parsed page for the classifiers. Reads, never mutates.
 * `removedScripts` counts scripts dropped before parsing (they still count as scripts).
 */
export function collectPageSignals(document: Document, markup: string, extractedTextLength: number, removedScripts = 0, url = ''): PageSignals {
  const body = document.body as HTMLElement | null;
  return {
    urlPath: urlPath(url),
    title: (document.title ?? '').replace(/\s+/g, ' ').trim(),
    markup,
    visibleText: body === null ? '' : visibleText(body),
    extractedTextLength,
    scriptCount: document.getElementsByTagName('script').length + removedScripts,
    passwordFieldCount: Array.from(document.getElementsByTagName('input')).filter((input) => (input.getAttribute('type') ?? '').trim().toLowerCase() === 'password').length,
    noscriptText: Array.from(document.getElementsByTagName('noscript')).map((element) => element.textContent ?? '').join(' ').replace(/\s+/g, ' ').trim().slice(0, NOSCRIPT_TEXT_CAP),
    emptyMountPoints: emptyMountPoints(document),
  };
}

function visibleText(body: HTMLElement): string {
  const parts: string[] = [];
  let length = 0;
  const stack: Node[] = [body];
  while (stack.length > 0 && length < VISIBLE_TEXT_CAP) {
    const node = stack.pop() as Node;
    if (node.nodeType === 3) {
      const text = node.nodeValue ?? '';
      parts.push(text);
      length += text.length;
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (INVISIBLE.has(element.nodeName.toUpperCase()) || element.hasAttribute('hidden')) continue;
    const children = element.childNodes;
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index];
      if (child !== undefined) stack.push(child);
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, VISIBLE_TEXT_CAP);
}

function emptyMountPoints(document: Document): string[] {
  const found: string[] = [];
  for (const id of MOUNT_POINT_IDS) {
    const element = document.getElementById(id);
    if (element !== null && isEmpty(element)) found.push(id);
  }
  for (const element of Array.from(document.getElementsByTagName('app-root'))) {
    if (isEmpty(element)) found.push('app-root');
  }
  return found;
}

function isEmpty(element: Element): boolean {
  return (element.textContent ?? '').trim() === '';
}

function urlPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '';
  }
}
