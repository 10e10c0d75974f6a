import type { PageSignals } from './page-signals.js';
import { PAGE_THRESHOLDS } from './page-thresholds.js';

/** Markup of client-side frameworks that render the content after load. */
const FRAMEWORK_MARKERS: readonly RegExp[] = [
  /<script[^>]+id=["']?__NEXT_DATA__/i,
  /\bwindow\.__NUXT__\b/,
  /\bng-version=/i,
  /<app-root[\s>]/i,
  /\bdata-reactroot\b/i,
  /\b__remixContext\b/,
  /\bwindow\.__INITIAL_STATE__\b/,
  /\/_next\/static\//i,
  /\b_app\/immutable\//,
];

const NEEDS_JAVASCRIPT = /\b(?:enable|turn on|activate) javascript\b|\bjavascript is (?:required|disabled|not available)\b|\brequires javascript\b/i;

/**
 * True when the page is the loading shell of a client-rendered application: the extracted and
 * visible text are sparse AND the markup looks like an app (an empty mount point such as
 * `<div id="root"></div>`, a framework marker, a "please enable JavaScript" notice, or many
 * scripts in markup far longer than its text). Sparse pages without app markup are just short.
 */
export function detectClientRenderedShell(signals: PageSignals): boolean {
  const visible = signals.visibleText.length;
  if (visible >= PAGE_THRESHOLDS.shellMaxVisibleText) return false;
  if (signals.extractedTextLength >= PAGE_THRESHOLDS.shellMaxExtractedText) return false;
  if (signals.emptyMountPoints.length > 0) return true;
  if (NEEDS_JAVASCRIPT.test(signals.noscriptText) || NEEDS_JAVASCRIPT.test(signals.visibleText)) return true;
  if (FRAMEWORK_MARKERS.some((marker) => marker.test(signals.markup))) return true;
  return signals.scriptCount >= PAGE_THRESHOLDS.shellMinScripts
    && signals.markup.length >= Math.max(1, visible) * PAGE_THRESHOLDS.shellMarkupToTextRatio;
}
