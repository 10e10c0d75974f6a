import { decodeHTML } from 'entities';
import { classAttribute } from '../class-attribute.js';
import { isBlobCodeRow, preformatBlobRows } from './blob-tables.js';


/** Class words of a container of code (Doxygen's `fragment`, `code`, `highlight`, `source`, `listing`; cgit's and gitweb's `diff`). */
const CODE_CONTAINER = /(?:^|[\s_-])(?:fragment|code|codemain|highlight|source|sourcecode|listing|program|diff)(?:$|[\s_-])/i;

/** A class naming one line: `line`, or a compound ending in it (GitHub's `react-file-line`). */
const LINE_CLASS = /^(?:.+[_-])?line$/i;

/** The classes of a diff's lines as cgit and gitweb write them: its file header, a hunk's header, context, additions, deletions. */
const DIFF_LINE_CLASS = /^(?:head|hunk|chunk_header|ctx|add|del|rem)$/;

/**
 * Whether the element is one line of a code block written as a `<div class="line">` per line, or a
 * line of a diff (cgit's `div.ctx`, `div.add`, `div.del` in `table.diff`: each had been a paragraph, its indentation lost);
 * only a container named as code makes such lines a block (`preformatCodeLines`).
 */
export function isCodeLine(element: Element): boolean {
  return element.localName === 'div' && classAttribute(element).split(/\s+/).some((name) => LINE_CLASS.test(name) || DIFF_LINE_CLASS.test(name));
}

/**
 * Class words of a container of code lines written as a list's items: a word ending in "code" (Discuz's `blockcode`), or the
 * class `highlight` itself (not a word of a longer class: Khoros' message body `lia-component-body-signature-highlight-escalation` holds posts' lists).
 */
const CODE_LIST_CONTAINER = /(?:^|[\s_-])[a-z]*code(?:$|[\s_-])|(?:^|\s)highlight(?:$|\s)/i;
/** What a line of code holds none of: blocks. */
const BLOCKS = 'p, div, ul, ol, table, pre, blockquote, h1, h2, h3, h4, h5, h6';

/**
 * Whether the element is one line of a code block written as an ordered list's item, the list's
 * container named as code (Discuz's `div.blockcode > div > ol > li` per line, numbered by the list).
 */
export function isCodeListLine(element: Element): boolean {
  const list = element.parentElement;
  return element.localName === 'li' && list !== null && list.localName === 'ol' && element.querySelector(BLOCKS) === null && !NAMED_LIST.test(classAttribute(list)) && namesCode(list, CODE_LIST_CONTAINER);
}

/** A list's own class that names it a list (MyBB's `ol.mycode_list`, a `[list=1]` in a post, whose prefix says "code" for its BBCode). */
const NAMED_LIST = /(?:^|[\s_-])list(?:$|\s)/i;

/** Elements a line of code may hold: runs of text, not blocks. */
const INLINE_ONLY = /^(?:span|a|b|i|em|strong|code|br|mark|u|s)$/;

/**
 * Whether the element is a `<div>` of code written as raw lines, its layout kept by a style: its
 * class names code and a `data-lang` its language (Writerside's `div.code-block[data-lang="kotlin"]`),
 * its text on several lines, nothing inside but runs of text.
 */
export function isRawCodeBlock(element: Element): boolean {
  if (element.localName !== 'div' || !(element.hasAttribute('data-lang') || element.hasAttribute('data-language')) || !CODE_CONTAINER.test(classAttribute(element))) return false;
  if (!(element.textContent ?? '').trim().includes('\n')) return false;
  return Array.from(element.querySelectorAll('*')).every((inner) => INLINE_ONLY.test(inner.localName));
}

/**
 * Turns, in place, each raw code block (`isRawCodeBlock`) into a `<pre><code>` of its text, its
 * language the `data-lang` names: read as a `<div>`, its lines ran into one and a line comment swallowed the rest.
 * Returns how many were turned.
 */
export function preformatRawCode(blocks: readonly Element[]): number {
  let turned = 0;
  for (const block of blocks) {
    const text = (block.textContent ?? '').replace(/^\s*\n/, '').replace(/\s+$/, '');
    const language = (block.getAttribute('data-lang') ?? block.getAttribute('data-language') ?? '').trim();
    const document = block.ownerDocument;
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    if (/^[\w+#.-]+$/.test(language) && language !== 'none') code.setAttribute('class', `language-${language}`);
    code.textContent = text;
    pre.appendChild(code);
    block.replaceWith(pre);
    turned += 1;
  }
  return turned;
}

/**
 * Whether the element is a `<textarea>` whose class names code (pkg.go.dev's `Documentation-exampleCode code`):
 * an editable example; or a read-only one that shows text (mvnrepository's `textarea#maven-a.dependency`
 * with the `<dependency>` to copy) holding code or markup (`READS_AS_CODE`), a snippet a reader copies, not a field to fill in.
 */
export function isCodeArea(element: Element): boolean {
  return element.localName === 'textarea' && (CODE_CONTAINER.test(classAttribute(element)) || (element.hasAttribute('readonly') && READS_AS_CODE.test(element.textContent ?? '')));
}

/** Text that reads as code or markup: it opens with a tag, or holds braces, an arrow, a call or a line ending in ";" (a licence's prose in a read-only box does not). */
const READS_AS_CODE = /^\s*<|[{}]|=>|\w\(\)|;[ \t]*$/m;

/**
 * Turns, in place, each code block written as a `<div>` per line (Doxygen's `div.fragment` of
 * `div.line`s) into a `<pre>`: read as blocks, each line became a paragraph of its own, with the line
 * numbers glued to the code, and the lines holding links went as link-dense blocks. The container
 * must name code in its class and hold only line divs (two at least). The lines keep their markup
 * (links, token spans; the code rule skips the line-number spans) and are joined by newlines. A
 * gutter beside the block, a div per line number (GitHub's file view), goes with it.
 * The container's name, or that of one of its two nearest ancestors, must name code (SyntaxHighlighter's
 * `td.code > div.container`, its gutter a `td.gutter` beside that cell).
 * So is an ordered list of code lines (`isCodeListLine`), without its numbers, and a table of a row per line (`preformatBlobRows`).
 * `lines` are the line divs and list items a walk of the page found. Returns how many blocks were turned.
 */
export function preformatCodeLines(lines: readonly Element[]): number {
  const containers = new Set<Element>();
  for (const line of lines) if (line.parentElement !== null) containers.add(line.parentElement);
  let turned = 0;
  for (const container of containers) {
    const children = Array.from(container.children);
    if (children.length > 0 && children.every(isBlobCodeRow)) {
      turned += preformatBlobRows(children) ? 1 : 0;
      continue;
    }
    // Lines already inside a <pre> (Prism's div.token-line) are preformatted: the code rule reads them.
    const listed = container.localName === 'ol';
    if (children.length < 2 || container.closest('pre') !== null || !(listed ? children.every(isCodeListLine) : statesCode(container) && children.every(isCodeLine))) continue;
    const document = container.ownerDocument;
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    pre.appendChild(code);
    children.forEach((line, index) => {
      if (index > 0) code.appendChild(document.createTextNode('\n'));
      // A blank line may hold the newline of the markup's own layout: it is one empty line.
      if ((line.textContent ?? '').trim() === '') return;
      // A list's line ends with the break its markup writes after it.
      if (listed && line.lastChild?.nodeName === 'BR') line.lastChild.remove();
      while (line.firstChild !== null) code.appendChild(line.firstChild);
    });
    for (const attribute of ['class', 'id']) {
      const value = container.getAttribute(attribute);
      if (value !== null) pre.setAttribute(attribute, value);
    }
    // The gutter stands beside the block, or beside the table cell it sits in (SyntaxHighlighter's td.gutter).
    const cell = container.parentElement?.localName === 'td' ? container.parentElement : null;
    for (const beside of [container.previousElementSibling, container.nextElementSibling, cell?.previousElementSibling ?? null]) if (beside !== null && isNumberGutter(beside)) beside.remove();
    container.replaceWith(pre);
    turned += 1;
  }
  return turned;
}

/**
 * The container of line divs names code (`namesCode`), or states the code's language (CodeMirror 6's
 * `div.cm-content[data-language="javascript"]` of `div.cm-line`s in an Observable notebook's cell).
 */
function statesCode(container: Element): boolean {
  return container.hasAttribute('data-language') || namesCode(container, CODE_CONTAINER);
}

/** How many ancestors of a container of line divs may name it code (SyntaxHighlighter's `td.code > div.container`). */
const CODE_NAME_LEVELS = 2;

/** The container, or one of its {@link CODE_NAME_LEVELS} nearest ancestors, names code in its class (`names`). */
function namesCode(container: Element, names: RegExp): boolean {
  let element: Element | null = container;
  for (let level = 0; level <= CODE_NAME_LEVELS && element !== null; level += 1, element = element.parentElement) {
    const classes = classAttribute(element);
    if (names.test(classes)) return true;
    // A block of prose (Hugging Face's `div.model-card-content.prose` in a `copiable-code-container` that only lets its code be copied) ends the search: its lists are prose.
    if (PROSE_BLOCK.test(classes)) return false;
  }
  return false;
}

/** A class that names a block of written prose (Tailwind Typography's `prose`, a Markdown renderer's `markdown-body`). */
const PROSE_BLOCK = /(?:^|\s)(?:prose|markdown-body|markdown)(?:\s|$)/i;

/** Each child of the element says its own position, from 1: a gutter of line numbers (two lines at least). */
function isNumberGutter(element: Element): boolean {
  const children = Array.from(element.children);
  return children.length >= 2 && children.every((child, index) => (child.textContent ?? '').trim() === String(index + 1));
}

/**
 * Turns, in place, each `<textarea>` that holds code (`isCodeArea`: a runnable example a reader may
 * edit) into a `<pre><code>` of its text: every stage drops form controls, and the example with them.
 * Returns how many were turned.
 */
export function preformatCodeAreas(areas: readonly Element[]): number {
  let turned = 0;
  for (const area of areas) {
    // linkedom leaves a text area's character references as written (`&#34;`); a browser shows them decoded.
    const text = decodeHTML(area.textContent ?? '').replace(/^\n/, '').replace(/\s+$/, '');
    if (text === '') continue;
    const document = area.ownerDocument;
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    code.textContent = text;
    pre.appendChild(code);
    area.replaceWith(pre);
    turned += 1;
  }
  return turned;
}

/** A `<code>` outside `<pre>` broken into lines by at least this many `<br>` (one, when it is its block's only text): a block of code (SMF's and MyBB's BBCode). */
const CODE_BREAKS_MIN = 2;

/**
 * Whether the element is a `<code>` outside `<pre>`, or a `<div>` whose class names code holding
 * lines broken by `<br>` and runs of text only (W3Schools' `div.w3-code`, each example's lines with
 * `&nbsp;` indentation: read as text, `__init__` and `**fields` became Markdown's emphasis), for
 * `preformatBrokenCode` to judge.
 */
export function isLooseCode(element: Element): boolean {
  if (element.localName === 'div') return CODE_CONTAINER.test(classAttribute(element)) && element.querySelector('br') !== null && element.closest('pre') === null && Array.from(element.querySelectorAll('*')).every((inner) => INLINE_ONLY.test(inner.localName));
  return element.localName === 'code' && element.closest('pre') === null;
}

/**
 * Turns, in place, each `<code>` that forum software writes as a block of lines with `<br>` between
 * them (`<code class="bbc_code">#define X 1<br>&nbsp; &nbsp;y();</code>`) into a `<pre><code>` of its
 * text, one line per `<br>`, no-break spaces as spaces: read inline, the lines were joined into one
 * run of code and the indentation was lost. `codes` are the `<code>` elements outside `<pre>` a walk
 * found (`isLooseCode`). Returns how many were turned.
 */
export function preformatBrokenCode(codes: readonly Element[]): number {
  let turned = 0;
  for (const element of codes) {
    const breaks = element.getElementsByTagName('br').length;
    // Only code with a break pays for reading its parent's text.
    if (breaks === 0 || (breaks < CODE_BREAKS_MIN && !standsAlone(element))) continue;
    // As a browser lays the inline code out: the markup's own spaces and newlines collapse and go at a line's ends, no-break spaces stay.
    const lines = codeText(element, false).split('\n').map((line) => line.replace(/^ +| +$/g, ''));
    const text = lines.join('\n').replace(/\u00a0/g, ' ').replace(/^\n+|\s+$/g, '');
    const document = element.ownerDocument;
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    code.textContent = text;
    for (const attribute of ['class', 'id']) {
      const value = element.getAttribute(attribute);
      if (value !== null) pre.setAttribute(attribute, value);
    }
    pre.appendChild(code);
    element.replaceWith(pre);
    turned += 1;
  }
  return turned;
}

/** The element's parent says nothing besides it: a block of its own (MyBB's `div.body > code`). */
function standsAlone(element: Element): boolean {
  const parent = element.parentElement;
  return parent !== null && (parent.textContent ?? '').trim() === (element.textContent ?? '').trim();
}

/** The code's text, a newline per `<br>`; the markup's whitespace collapsed to one space, except where a style keeps it (SMF's tab in `<span style="white-space: pre">`). */
function codeText(node: Node, kept: boolean): string {
  if (node.nodeType === 3) return kept ? (node.nodeValue ?? '') : (node.nodeValue ?? '').replace(/[ \t\r\n\f]+/g, ' ');
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  if (element.localName === 'br') return '\n';
  const keeps = kept || /white-space\s*:\s*pre/i.test(element.getAttribute('style') ?? '');
  let text = '';
  for (let child = node.firstChild; child !== null; child = child.nextSibling) text += codeText(child, keeps);
  return text;
}
