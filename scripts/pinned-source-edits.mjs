// Edits the bundle makes to a pinned dependency's module text. Each edit names the exact text the
// pinned version has; if that text is not there exactly once, the build fails rather than ship an
// unpatched or broken copy.

/** `source` with each `[pinned, replacement]` of `edits` applied; throws naming `file` when a pinned text is missing or repeated. */
export function applyPinnedEdits(source, edits, file) {
  let edited = source.replace(/\r\n/g, '\n');
  for (const [pinned, replacement] of edits) {
    if (edited.split(pinned).length !== 2) throw new Error(`${file} no longer has the expected text:\n${pinned}`);
    edited = edited.replace(pinned, replacement);
  }
  return edited;
}

/** An esbuild plugin named `name` that gives every bundled module whose path matches `filter` the text `edit(source)`. */
export function sourceEditPlugin(name, filter, edit) {
  return {
    name,
    setup(bundle) {
      bundle.onLoad({ filter }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        return { contents: edit(await readFile(args.path, 'utf8')), loader: 'js' };
      });
    },
  };
}
