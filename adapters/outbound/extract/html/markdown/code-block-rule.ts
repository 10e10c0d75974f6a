import type TurndownService from 'turndown';

const LANGUAGE_TOKEN = /^(?:language|lang|highlight-source|highlight|hl)-([A-Za-z0-9_+#.-]{1,30})$/;
const BRUSH = /\bbrush:\s*([A-Za-z0-9_+#.-]{1,30})/;
/**
 * Names that say the block has no language of its own (Sphinx's `highlight-default` and `highlight-none`, a renderer's unset `language-undefined`: Velog's;
 * Invision Community's `lang-auto`, the highlighter's guess left to it).
 */
const NO_LANGUAGE = new Set(['default', 'none', 'undefined', 'null', 'auto']);
/** Classes of line numbers: MoinMoin writes `LineNumber`, Shiki's numbered blocks `shiki-ln-number`. */
export const LINE_NUMBER_CLASS = /(?:^|\s)(?:linenos?|line-?numbers?(?:-rows)?|(?:[\w-]*line-)?gutter|hljs-ln-numbers|[\w-]*-ln-numbers?)(?:\s|$)/i;
const BLOCK_IN_PRE = new Set(['DIV', 'P', 'LI', 'TR']);
/** A `<span>` named as one line of the code (`line`, `code-line`, DocC's `code-line-container`), set on a line of its own by the stylesheet. */
const SPAN_LINE_CLASS = /(?:^|\s)(?:[\w-]*[_-])?line(?:-container)?(?:\s|$)/i;
/** How many ancestors of a `<pre>` may carry its language class (Sphinx, GitHub wrappers). */
const ANCESTOR_DEPTH = 3;

/**
 * Fenced code blocks for every `<pre>`, keeping the language named by `language-x`, `lang-x`,
 * `highlight-x`, `highlight-source-x`, `brush: x`, `data-lang(uage)` or `syntax` on the `<pre>`, its `<code>`
 * or up to three wrappers (not `default` or `none`, which name none), or by a bare class or `lang`
 * attribute of a known language on the `<pre>` or `<code>`. `<br>` and per-line block elements become newlines; line-number
 * gutters are skipped, inside the block and beside it (`isGutter`). The fence is longer than any backtick run inside the code.
 * A `<pre>` of two or more programs, each its own `<code>` (`separatePrograms`), is a block per program.
 */
export const codeBlockRule: TurndownService.Rule = {
  filter: 'pre',
  replacement: (_content, node) => {
    const programs = separatePrograms(node);
    if (programs.length > 1) return programs.map((program) => fenced(program.code, codeLanguage(program.element))).join('');
    const code = trimmedCode(labelledCode(node) ?? node);
    if (code === '' || isGutter(node, code)) return '';
    return fenced(code, codeLanguage(node));
  },
};

/** The code's text without the blank lines before it and the spaces after it. */
function trimmedCode(node: Node): string {
  return codeText(node).replace(/^\n+|\s+$/g, '');
}

/** A fenced block of `code`, the fence longer than any backtick run inside it. */
function fenced(code: string, language: string): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `\n\n${fence}${language}\n${code}\n${fence}\n\n`;
}

/**
 * The `<code>` children of a `<pre>`, each with its text, that each hold a program, where the `<pre>` holds
 * nothing else with text: one example written twice, a stylesheet showing one (Node.js' API docs set
 * `code.language-js.mjs` and `code.language-js.cjs` in one `<pre>` behind a toggle). Read as one
 * block, the first program's last line ran into the second's first ("0.0.0.0:41234const dgram = …").
 * A `<code>` is a program when it holds several lines or names its own language (`language-js`): Node.js'
 * one-line "It can be accessed using:" pair on every module's page (`import dns from 'node:dns';` and
 * `const dns = require('node:dns');`) ran together too. Empty when the `<pre>` is one program.
 */
function separatePrograms(pre: Element): Array<{ readonly element: Element; readonly code: string }> {
  const programs: Array<{ element: Element; code: string }> = [];
  for (const child of Array.from(pre.childNodes)) {
    if (child.nodeType === 3) {
      if ((child.nodeValue ?? '').trim() !== '') return [];
      continue;
    }
    if (child.nodeType !== 1 || (child.textContent ?? '').trim() === '') continue;
    if (child.nodeName !== 'CODE') return [];
    const code = trimmedCode(child);
    if (!code.trim().includes('\n') && !namesOwnLanguage(child as Element)) return [];
    programs.push({ element: child as Element, code });
  }
  return programs;
}

/** The element's own class names a language (`language-js`, `lang-python`; not `language-none`). */
function namesOwnLanguage(element: Element): boolean {
  return markedLanguage((element.getAttribute('class') ?? '').split(/\s+/)) !== undefined;
}

/** The language the first class token marked as one names (`language-js`, `hl-python`), lower-cased; not one that names none. */
function markedLanguage(tokens: readonly string[]): string | undefined {
  for (const token of tokens) {
    const language = LANGUAGE_TOKEN.exec(token)?.[1]?.toLowerCase();
    if (language !== undefined && !NO_LANGUAGE.has(language)) return language;
  }
  return undefined;
}

/**
 * The one `<code>` of a `<pre>` that sets a label beside it (ReSpec's `<span class="idlHeader">WebIDL</span>`
 * before the IDL's `<code>`): the label is not a line of the code. `undefined` when the `<pre>` holds
 * text outside elements, not exactly one `<code>` child, or another child that is no such label
 * (Javadoc's first lines set in `<strong><code>`, PostgreSQL's `<em><code>` names).
 */
function labelledCode(pre: Node): Node | undefined {
  let code: Element | undefined;
  for (const child of Array.from(pre.childNodes)) {
    if (child.nodeType === 3 && (child.nodeValue ?? '').trim() !== '') return undefined;
    if (child.nodeType !== 1) continue;
    if (child.nodeName !== 'CODE') continue;
    if (code !== undefined) return undefined;
    code = child as Element;
  }
  if (code === undefined) return undefined;
  const others = Array.from(pre.childNodes).filter((child): child is Element => child.nodeType === 1 && child !== code && !LINE_NUMBER_CLASS.test((child as Element).getAttribute('class') ?? ''));
  return others.length > 0 && others.every(isCodeLabel) ? code : undefined;
}

/** Longest label set beside a `<pre>`'s code (characters). */
const CODE_LABEL_MAX_CHARS = 30;

/** A short line of text with no code in it: a label ("WebIDL"), not a part of the code set in bold or italics. */
function isCodeLabel(element: Element): boolean {
  const text = element.textContent ?? '';
  return element.querySelector('code') === null && !text.includes('\n') && text.trim().length <= CODE_LABEL_MAX_CHARS;
}

/** Longest text of a language label (characters). */
const LANGUAGE_LABEL_MAX_CHARS = 30;
/** How many wrappers of the label alone are looked through for the block beside it. */
const LABEL_WRAPPER_DEPTH = 3;

/**
 * A label beside a code block that only names its language (VitePress's `<span class="lang">ts</span>`
 * next to the `<pre>` in `div.language-ts`), which the fence already says: an element without
 * element children whose text is the language that the block beside it, in the same wrapper, is
 * marked with.
 */
export const codeLanguageLabelRule: TurndownService.Rule = {
  filter: (node) => {
    if (node.nodeName === 'PRE' || node.firstElementChild !== null) return false;
    const text = (node.textContent ?? '').trim().toLowerCase();
    if (text === '' || text.length > LANGUAGE_LABEL_MAX_CHARS) return false;
    // Up through wrappers of the label alone (Readability sets a wrapper's loose inline content in a <p>).
    let label: Element = node;
    for (let depth = 0; depth < LABEL_WRAPPER_DEPTH && label.parentElement !== null; depth += 1) {
      const { pre, alone } = besideLabel(label.parentElement, label);
      if (pre !== undefined) return codeLanguage(pre) === text;
      if (!alone) return false;
      label = label.parentElement;
    }
    return false;
  },
  replacement: () => '',
};

/** What the label rule reads of a wrapper's children, once per wrapper (see {@link besideLabel}). */
interface WrapperChildren {
  /** The first `<pre>` among them. */
  readonly pre: Element | undefined;
  /** The first two (at most) before it whose text is not white space. */
  readonly speaking: readonly Node[];
}

/**
 * Per element of the tree Turndown converts: every conversion is of a tree of its own (Turndown's copy,
 * or a cut it consumes), so an element is read by one conversion only, after its white space was settled.
 */
const readWrappers = new WeakMap<Element, WrapperChildren>();

/**
 * The first `<pre>` among the wrapper's children (the label itself counts), else whether the label is
 * all the wrapper says: its other children's text is white space, so the wrapper's text is the label's.
 * The rule asks this of every short leaf of the page, and a paragraph of thousands of word `<span>`s
 * would read its thousands of children for each: the wrapper's children are read once.
 */
function besideLabel(wrapper: Element, label: Element): { readonly pre: Element | undefined; readonly alone: boolean } {
  let read = readWrappers.get(wrapper);
  if (read === undefined) {
    read = readWrapperChildren(wrapper);
    readWrappers.set(wrapper, read);
  }
  return { pre: read.pre, alone: read.speaking.every((child) => child === label) };
}

function readWrapperChildren(wrapper: Element): WrapperChildren {
  const speaking: Node[] = [];
  for (let child = wrapper.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeName === 'PRE') return { pre: child as Element, speaking };
    if (speaking.length < 2 && TEXT_HOLDERS.has(child.nodeType) && (child.textContent ?? '').trim() !== '') speaking.push(child);
  }
  return { pre: undefined, speaking };
}

/** Node types whose text is part of their parent's `textContent`: elements, text and CDATA sections. */
const TEXT_HOLDERS = new Set([1, 3, 4]);

/** Class tokens beside `highlight` that name no language (Sphinx's `notranslate`, highlighters' own names). */
const NOT_LANGUAGES = new Set(['notranslate', 'chroma', 'editor', 'source', 'shiki', 'hljs', 'prettyprint', 'code', 'plain', 'text', 'none', 'default']);

/**
 * The language named as a class of its own beside `highlight` (Rouge on DEV: `<pre class="highlight
 * python">`; npm: `<div class="highlight js">`): the one other token, a short name.
 */
function besideHighlight(tokens: readonly string[]): string | undefined {
  if (!tokens.includes('highlight')) return undefined;
  const others = tokens.filter((token) => token !== 'highlight');
  const name = others.length === 1 ? (others[0] as string).toLowerCase() : undefined;
  return name !== undefined && /^[a-z][a-z0-9+#]{0,14}$/.test(name) && !NOT_LANGUAGES.has(name) ? name : undefined;
}

const TABLE_PARTS = new Set(['TD', 'TR', 'TBODY', 'TABLE']);

/**
 * The language of a code block, lower-cased, or ''. `depth` wrappers are read; past the first
 * {@link ANCESTOR_DEPTH}, only a wrapper that holds no other code block (its language is this block's).
 */
export function codeLanguage(pre: Element, depth: number = ANCESTOR_DEPTH): string {
  const candidates: Element[] = [pre];
  const code = pre.querySelector('code');
  if (code !== null) candidates.unshift(code);
  // Medium sets the language on the block's one span (`<span data-code-block-lang="python">`).
  const block = pre.firstElementChild;
  if (block !== null && block.hasAttribute('data-code-block-lang')) candidates.unshift(block);
  let ancestor = pre.parentElement;
  // A gutter table's cell, row and body are not wrappers that count (Hexo's `figure.highlight.js > table > tr > td.code > pre`).
  for (let level = 0; ancestor !== null && level < depth; level += TABLE_PARTS.has(ancestor.nodeName) ? 0 : 1, ancestor = ancestor.parentElement) {
    if (level >= ANCESTOR_DEPTH && holdsOtherCode(ancestor, pre)) break;
    candidates.push(ancestor);
  }
  for (const element of candidates) {
    // Google's devsite names the language in a `syntax` attribute (`<pre syntax="Python">`), Zulip in `data-code-language` on its `div.codehilite`, DocC in `data-syntax` on its `div.code-listing`.
    const attribute = element.getAttribute('data-lang') ?? element.getAttribute('data-language') ?? element.getAttribute('syntax') ?? element.getAttribute('data-syntax') ?? element.getAttribute('data-code-block-lang') ?? element.getAttribute('data-code-language');
    if (attribute !== null && /^[A-Za-z0-9_+#.-]{1,30}$/.test(attribute)) return attribute.toLowerCase();
    const classes = element.getAttribute('class') ?? '';
    const brush = BRUSH.exec(classes);
    if (brush?.[1] !== undefined) return brush[1].toLowerCase();
    const tokens = classes.split(/\s+/).filter((token) => token !== '');
    const marked = markedLanguage(tokens);
    if (marked !== undefined) return marked;
    const named = besideHighlight(tokens);
    if (named !== undefined) return named;
  }
  // Last: a bare class, or a `lang` attribute (GitHub's Markdown renderer's `<pre lang="python">`, which names a
  // natural language elsewhere), is weaker evidence than any marked name, the wrappers' too.
  const bare = [code, pre].flatMap((element) => [...(element?.getAttribute('class') ?? '').split(/\s+/), element?.getAttribute('lang') ?? '']).find((token) => BARE_LANGUAGES.has(token.toLowerCase()));
  return bare === undefined ? '' : bare.toLowerCase();
}

/**
 * Languages a `<pre>` or its `<code>` may name by a bare class (rustdoc's `<pre class="rust">`,
 * highlight.js before version 10's `<code class="hljs python">`) or a `lang` attribute: a closed
 * list, as other bare classes are styling and other `lang` values natural languages.
 */
const BARE_LANGUAGES = new Set([
  'bash', 'c', 'clojure', 'console', 'cpp', 'csharp', 'css', 'dart', 'diff', 'dockerfile', 'elixir', 'erlang', 'go', 'graphql', 'haskell', 'html', 'ini', 'java',
  'javascript', 'js', 'json', 'julia', 'kotlin', 'lua', 'makefile', 'matlab', 'nginx', 'ocaml', 'perl', 'php', 'powershell', 'python', 'r', 'ruby',
  'rust', 'scala', 'scss', 'sh', 'shell', 'sql', 'swift', 'toml', 'ts', 'typescript', 'xml', 'yaml', 'zsh',
]);

/** Whether `wrapper` holds a code block besides `pre` (a gutter of line numbers beside it is none). */
function holdsOtherCode(wrapper: Element, pre: Element): boolean {
  // The block's lines as the code rule reads them: Hexo's gutter breaks its numbers with <br>, not newlines.
  return Array.from(wrapper.getElementsByTagName('pre')).some((other) => other !== pre && !isLineNumberRun(codeText(other)));
}

/** A `<pre>` of line numbers alone: a gutter beside a code block, not code of a language. */
export function isLineNumberBlock(pre: Element): boolean {
  return isLineNumberRun(codeText(pre));
}

/** Line numbers counting up by one, one per line. */
function isLineNumberRun(code: string): boolean {
  const lines = code.split('\n').map((line) => line.trim());
  if (lines.length < 2 || !lines.every((line) => /^\d{1,6}$/.test(line))) return false;
  return lines.every((line, index) => index === 0 || Number(line) === Number(lines[index - 1]) + 1);
}

/**
 * A block of line numbers in a table cell beside a cell with the code: the gutter highlighters
 * set in a table of their own (Pygments' `highlighttable`, Rouge's `rouge-table`, Chroma's `lntable`),
 * which read as a code block of numbers before the code, or in a `<pre>` just before the code's.
 */
function isGutter(pre: Element, code: string): boolean {
  if (!isLineNumberRun(code)) return false;
  // Or in a `<pre>` of its own just before the code's (Symfony's `pre.codeblock-lines`).
  if (pre.nextElementSibling?.nodeName === 'PRE') return true;
  const cell = pre.closest('td, th');
  const row = cell?.parentElement;
  if (cell === null || cell === undefined || row === null || row === undefined) return false;
  return Array.from(row.children).some((other) => other !== cell && other.querySelector('pre') !== null);
}

/** Whether `node` breaks the line itself (text that opens with a newline after spaces, a `<br>`: Hexo's), or there is nothing after the line. */
function startsNewLine(node: Node | null): boolean {
  return node === null || (node.nodeType === 3 && /^[ \t]*\n/.test(node.nodeValue ?? '')) || node.nodeName === 'BR';
}

/** A row's first cell of a line number alone, in a table of code rows (Zola's `linenos`: `<tr><td>1</td><td>code</td></tr>`). */
function isNumberCell(element: Element): boolean {
  return element.nodeName === 'TD' && element.previousElementSibling === null && element.nextElementSibling !== null && /^\s*\d{1,6}\s*$/.test(element.textContent ?? '');
}

function codeText(node: Node): string {
  let text = '';
  const children = Array.from(node.childNodes);
  // A <pre> that wraps the code's own <pre> (angular.dev's scroll track) indents it with its markup's layout: no part of the code.
  const wrapsPre = children.some((child) => child.nodeName === 'PRE');
  for (const child of children) {
    if (child.nodeType === 3) {
      if (!wrapsPre || /\S/.test(child.nodeValue ?? '')) text += child.nodeValue ?? '';
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    if (element.nodeName === 'BR') {
      text += '\n';
      continue;
    }
    if (LINE_NUMBER_CLASS.test(element.getAttribute('class') ?? '') || isNumberCell(element)) continue;
    const before = text.length;
    text += codeText(element);
    // A line element ends its line; an empty one is a blank line of the code.
    if (BLOCK_IN_PRE.has(element.nodeName) && (!text.endsWith('\n') || text.length === before)) text += '\n';
    // A line span ends its line where the markup writes no newline after it (Shiki's do); an empty one is a blank line
    // (GitBook's `span.highlight-line` without text, its lines set apart by the stylesheet alone).
    else if (element.nodeName === 'SPAN' && (!text.endsWith('\n') || text.length === before) && !startsNewLine(element.nextSibling) && SPAN_LINE_CLASS.test(element.getAttribute('class') ?? '')) text += '\n';
  }
  return text;
}
