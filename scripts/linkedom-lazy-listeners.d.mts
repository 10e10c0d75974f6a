import type { Plugin } from 'esbuild';

/** linkedom's `interface/event-target.js` with listener tables made on first use (see the .mjs). */
export declare function lazyListenerSource(source: string): string;
/** The esbuild plugin applying {@link lazyListenerSource} to every bundled copy of that module. */
export declare const linkedomLazyListeners: Plugin;
