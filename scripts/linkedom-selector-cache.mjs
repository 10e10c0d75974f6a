// linkedom compiles the selector string again on every querySelector(All), matches and closest call
// (css-what parses it, css-select builds the matcher), even when the selector is a constant that the
// extraction asks thousands of times per page. A compiled matcher of a selector without `:scope`
// depends only on the selector and on HTML versus XML mode, not on the element it is asked from, so
// the bundle's linkedom keeps the matchers it compiled, per mode and selector, and reuses them. A
// `:scope` selector is compiled against its element as before. The cache is bounded (emptied when it
// reaches SELECTOR_CACHE_LIMIT entries), since selectors built from page text (an id, a class token)
// are each asked once. The pinned file's text is checked: if linkedom changes these lines, the build
// fails rather than ship an unpatched or broken copy.

import { applyPinnedEdits, sourceEditPlugin } from './pinned-source-edits.mjs';

/** Matchers kept at most, per kind (querying and `matches`), before the cache is emptied. */
export const SELECTOR_CACHE_LIMIT = 512;

const CACHE = `
const compiledSelectors = [new Map, new Map];
const cachedMatcher = (kind, element, selectors, compileNow) => {
  if (typeof selectors !== 'string' || selectors.includes(':scope')) return compileNow();
  const cache = compiledSelectors[kind];
  const key = (ignoreCase(element) ? 'h' : 'x') + selectors;
  let matcher = cache.get(key);
  if (matcher === undefined) {
    matcher = compileNow();
    if (cache.size >= ${SELECTOR_CACHE_LIMIT}) cache.clear();
    cache.set(key, matcher);
  }
  return matcher;
};
`;

/** The options linkedom compiles a selector with (`strict` for `matches`), as its text writes them. */
const options = (strict) => `{
${strict ? '    strict: true,\n' : ''}    context: selectors.includes(':scope') ? element : void 0,
    xmlMode: !ignoreCase(element),
    adapter
  }`;
/** The compile of `prepareMatch` (and, with `strict`, of the bundle's `matches`). */
const compile = (strict) => `CSSselect.compile(
  selectors,
  ${options(strict)}
)`;

const PREPARE = `(element, selectors) => ${compile(false)};`;
const MATCHES = `(element, selectors) => CSSselect.is(
  element,
  selectors,
  ${options(true)}
);`;
// `matches` compiles its selector and asks it of the element, as `CSSselect.is` does.
const CACHED_PREPARE = `(element, selectors) => cachedMatcher(0, element, selectors, () => ${compile(false)});`;
const CACHED_MATCHES = `(element, selectors) => cachedMatcher(1, element, selectors, () => ${compile(true)})(element);`;

/** The edits, each `[what the pinned linkedom has, what the bundle gets]`; the ESM and CommonJS builds differ only in how they export. */
const EDITS = [
  ['const adapter = {', `${CACHE}\nconst adapter = {`],
  [`prepareMatch = ${PREPARE}`, `prepareMatch = ${CACHED_PREPARE}`],
  [`matches = ${MATCHES}`, `matches = ${CACHED_MATCHES}`],
];

/** linkedom's `shared/matches.js` (ESM or CommonJS build) with compiled selectors kept and reused. */
export function selectorCacheSource(source) {
  return applyPinnedEdits(source, EDITS, "linkedom's matches.js");
}

const MATCHES_FILE = /[\\/]node_modules[\\/]linkedom[\\/](?:esm|cjs)[\\/]shared[\\/]matches\.js$/;

/** The esbuild plugin: every bundled copy of linkedom's matches module gets {@link selectorCacheSource}. */
export const linkedomSelectorCache = sourceEditPlugin('linkedom-selector-cache', MATCHES_FILE, selectorCacheSource);
