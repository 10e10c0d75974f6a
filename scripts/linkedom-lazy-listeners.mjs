// linkedom gives every node it builds (element, attribute, text, comment) an event-listener table in
// its constructor: an entry in a module-wide WeakMap holding a new Map. Extraction never listens to
// a node, yet on bench:fetch's corpus pages that bookkeeping (and the ephemeron work it gives the
// garbage collector) was about 12 % of extraction time per page (bench/RESULTS.md, session 9).
// The bundle gets linkedom's own event-target module with the table made when a node's first
// listener is added instead; dispatching to or removing from a node without one does nothing,
// as it already did for an event type without listeners. The pinned file's text is checked: if
// linkedom changes these lines, the build fails rather than ship an unpatched or broken copy.

import { applyPinnedEdits, sourceEditPlugin } from './pinned-source-edits.mjs';

/** The three edits, each `[what the pinned linkedom has, what the bundle gets]`. */
const EDITS = [
  ['  constructor() {\n    wm.set(this, new Map);\n  }', '  constructor() {\n  }'],
  [
    '  addEventListener(type, listener, options) {\n    const map = wm.get(this);\n',
    '  addEventListener(type, listener, options) {\n    let map = wm.get(this);\n    if (map === undefined) wm.set(this, map = new Map);\n',
  ],
  [
    '  removeEventListener(type, listener) {\n    const map = wm.get(this);\n    if (map.has(type)) {',
    '  removeEventListener(type, listener) {\n    const map = wm.get(this);\n    if (map !== undefined && map.has(type)) {',
  ],
];

/** linkedom's `interface/event-target.js` (ESM or CommonJS build) with listener tables made on first use. */
export function lazyListenerSource(source) {
  return applyPinnedEdits(source, EDITS, "linkedom's event-target.js");
}

const EVENT_TARGET_FILE = /[\\/]node_modules[\\/]linkedom[\\/](?:esm|cjs)[\\/]interface[\\/]event-target\.js$/;

/** The esbuild plugin: every bundled copy of linkedom's event-target module gets {@link lazyListenerSource}. */
export const linkedomLazyListeners = sourceEditPlugin('linkedom-lazy-listeners', EVENT_TARGET_FILE, lazyListenerSource);
