import type { PageSignals } from '../../../../domain/page/page-signals.js';
import { nextElementInDocumentOrder } from './element-order.js';
import { isHidden } from './region/chrome-rules.js';

/**
 * Visible text kept for phrase matching (characters, whitespace collapsed); longer pages are never
 * sparse anyway. The walk stops once its text nodes hold this many characters besides their
 * leading and trailing whitespace: markup indented by hundreds of spaces per line would otherwise
 * end the walk after a few visible words and make a long page look sparse.
 */
const VISIBLE_TEXT_CAP = 20_000;
const NOSCRIPT_TEXT_CAP = 2_000;
const INVISIBLE = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'HEAD', 'TITLE', 'IFRAME', 'OBJECT']);
const MOUNT_POINT_IDS = ['root', 'app', '__next', '___gatsby', '__nuxt', 'svelte', 'react-root', 'app-root', 'main-app', 'application', 'main'];
const MOUNT_POINT_ID_SET: ReadonlySet<string> = new Set(MOUNT_POINT_IDS);

/**
 * Measures the {@link PageSignals} of a parsed page for the classifiers. Reads, never mutates.
 * `removedScripts` counts scripts dropped before parsing (they still count as scripts).
 */
export function collectPageSignals(document: Document, markup: string, extractedTextLength: number, removedScripts = 0, url = ''): PageSignals {
  const body = document.body as HTMLElement | null;
  const elements = scanElements(document);
  return {
    urlPath: urlPath(url),
    title: (document.title ?? '').replace(/\s+/g, ' ').trim(),
    markup,
    visibleText: body === null ? '' : visibleText(body),
    extractedTextLength,
    scriptCount: elements.scripts + removedScripts,
    passwordFieldCount: elements.passwordFields,
    noscriptText: elements.noscripts.map((element) => element.textContent ?? '').join(' ').replace(/\s+/g, ' ').trim().slice(0, NOSCRIPT_TEXT_CAP),
    emptyMountPoints: emptyMountPoints(elements),
  };
}

/** What one walk over every element of the document finds for the signals. */
interface ElementScan {
  scripts: number;
  passwordFields: number;
  readonly noscripts: Element[];
  /** The first element (in document order) carrying each mount-point id, as `getElementById` finds it. */
  readonly mountPointsById: Map<string, Element>;
  readonly appRoots: Element[];
}

/**
 * One walk over every element of `document` in document order (what `getElementsByTagName` and
 * `getElementById` each walk once), instead of one walk per tag and per mount-point id.
 */
function scanElements(document: Document): ElementScan {
  const scan: ElementScan = { scripts: 0, passwordFields: 0, noscripts: [], mountPointsById: new Map(), appRoots: [] };
  let element: Element | null = document.firstElementChild;
  while (element !== null) {
    switch (element.localName) {
      case 'script':
        scan.scripts += 1;
        break;
      case 'input':
        if ((element.getAttribute('type') ?? '').trim().toLowerCase() === 'password' && !inHiddenSubtree(element)) scan.passwordFields += 1;
        break;
      case 'noscript':
        scan.noscripts.push(element);
        break;
      case 'app-root':
        scan.appRoots.push(element);
        break;
      case 'link':
        if (preloadsScript(element)) scan.scripts += 1;
        break;
      default:
        break;
    }
    const id = element.getAttribute('id');
    if (id !== null && MOUNT_POINT_ID_SET.has(id) && !scan.mountPointsById.has(id)) scan.mountPointsById.set(id, element);
    element = nextElementInDocumentOrder(element);
  }
  return scan;
}

/**
 * A module or script the page preloads counts as one of its scripts: an application that loads its
 * code as modules may have a single `<script>` (or none, in a copy saved without scripts) and
 * dozens of `<link rel="modulepreload">`.
 */
function preloadsScript(link: Element): boolean {
  const rel = ` ${(link.getAttribute('rel') ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
  if (rel.includes(' modulepreload ')) return true;
  return rel.includes(' preload ') && (link.getAttribute('as') ?? '').trim().toLowerCase() === 'script';
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
      length += text.trim().length;
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (INVISIBLE.has(element.nodeName.toUpperCase()) || element.hasAttribute('hidden')) continue;
    // Last child first, so that the first pops first; read through the siblings, not `childNodes` (linkedom builds a list on each read).
    for (let child = element.lastChild; child !== null; child = child.previousSibling) stack.push(child);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, VISIBLE_TEXT_CAP);
}

/**
 * A password field in a hidden subtree (a `display: none` form kept for password managers, a
 * closed sign-in dialog) asks nobody to sign in.
 */
function inHiddenSubtree(element: Element): boolean {
  for (let current: Element | null = element; current !== null; current = current.parentElement) {
    if (isHidden(current)) return true;
  }
  return false;
}

function emptyMountPoints(scan: ElementScan): string[] {
  const found: string[] = [];
  for (const id of MOUNT_POINT_IDS) {
    const element = scan.mountPointsById.get(id);
    if (element !== undefined && isEmpty(element)) found.push(id);
  }
  for (const element of scan.appRoots) {
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
