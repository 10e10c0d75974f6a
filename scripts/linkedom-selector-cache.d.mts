import type { Plugin } from 'esbuild';

/** Matchers kept at most, per kind, before the cache is emptied (see the .mjs). */
export declare const SELECTOR_CACHE_LIMIT: number;
/** linkedom's `shared/matches.js` with compiled selectors kept and reused (see the .mjs). */
export declare function selectorCacheSource(source: string): string;
/** The esbuild plugin applying {@link selectorCacheSource} to every bundled copy of that module. */
export declare const linkedomSelectorCache: Plugin;
