/** The class CodeMirror 5 gives each line of an editor's text, and its editor's root. */
const LINE_CLASS = /(?:^|\s)CodeMirror-line(?:\s|$)/;
const EDITOR_CLASS = /(?:^|\s)CodeMirror(?:\s|$)/;
/** Parts of the editor that show no line of its text: the copy it measures a line in. */
const NO_TEXT = '.CodeMirror-measure, .CodeMirror-gutters, .CodeMirror-gutter-wrapper';

/** The editor root (`div.CodeMirror`) round a line. */
function editorOf(line: Element): Element | undefined {
  for (let element = line.parentElement; element !== null; element = element.parentElement) if (EDITOR_CLASS.test(element.getAttribute('class') ?? '')) return element;
  return undefined;
}

/**
 * Turns, in place, each CodeMirror 5 editor (`div.CodeMirror`, its text a `pre.CodeMirror-line` per line
 * beside a gutter of line numbers, inside `div.CodeMirror-scroll`) into one `<pre><code>` of its lines:
 * ReadMe's request examples ("curl --request POST \") went whole with the "scroll" Readability scores
 * down, and where they stayed each line was a code block of its own under its number. `pres` are the
 * page's `<pre>`s. Returns how many editors were turned.
 */
export function preformatCodeMirrorLines(pres: readonly Element[]): number {
  const editors = new Set<Element>();
  for (const pre of pres) {
    if (!LINE_CLASS.test(pre.getAttribute('class') ?? '')) continue;
    const editor = editorOf(pre);
    if (editor !== undefined) editors.add(editor);
  }
  for (const editor of editors) {
    const lines = Array.from(editor.querySelectorAll('pre')).filter((line) => LINE_CLASS.test(line.getAttribute('class') ?? '') && line.closest(NO_TEXT) === null);
    const document = editor.ownerDocument;
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    // CodeMirror fills an empty line with a zero-width space, for its height.
    code.textContent = lines.map((line) => (line.textContent ?? '').replace(/\u200b/g, '')).join('\n');
    pre.appendChild(code);
    editor.replaceWith(pre);
  }
  return editors.size;
}
