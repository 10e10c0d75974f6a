import type { PageSignals } from './page-signals.js';
import { PAGE_THRESHOLDS } from './page-thresholds.js';

const SIGN_IN_PHRASES: readonly RegExp[] = [
  /\b(?:sign|log) ?in to (?:continue|view|see|read|access)\b/i,
  /\bplease (?:sign|log) ?in\b/i,
  /\byou (?:must|need to) (?:be )?(?:signed|logged) ?in\b/i,
  /\b(?:login|sign-in) (?:is )?required\b/i,
  /\byou need to (?:sign|log) ?in\b/i,
];

const SIGN_IN_TITLE = /^(?:sign ?in|log ?in|login)\b|\b(?:sign ?in|log ?in|login)$/i;

/**
 * True when the page is a sign-in form rather than content: a password field, a sign-in title or
 * a "sign in to continue" sentence on a page with little other text. A login box beside a full
 * article does not count.
 */
export function detectLoginWall(signals: PageSignals): boolean {
  if (signals.visibleText.length >= PAGE_THRESHOLDS.loginWallMaxText) return false;
  if (signals.passwordFieldCount > 0) return true;
  if (SIGN_IN_TITLE.test(signals.title)) return true;
  return SIGN_IN_PHRASES.some((phrase) => phrase.test(signals.visibleText));
}
