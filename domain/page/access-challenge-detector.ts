import { CAPTCHA_WIDGET_MARKERS, CHALLENGE_MARKERS, CHALLENGE_PHRASES, CHALLENGE_TITLES } from './challenge-markers.js';
import type { PageSignals } from './page-signals.js';
import { PAGE_THRESHOLDS } from './page-thresholds.js';

/**
 * Names the bot-check vendor whose interstitial this page is (`cloudflare`, `anubis`, `datadome`,
 * `perimeterx`, `akamai`, `imperva`, `aws-waf`, `sucuri`, `ddos-guard`, `vercel`, `captcha`,
 * `generic`), or `undefined` for an ordinary page. Markers only count on sparse pages, so a long
 * article that loads a vendor script is never a challenge; a marker that also occurs in the
 * visible text is prose about it (an article quoting `cf-chl` or "verify you are human"), not
 * markup of it; a CAPTCHA widget counts only when the page's extracted content is small (a
 * comment form's widget beside an article does not); and a challenge sentence counts only with
 * such a widget or on a page that is little more than that sentence.
 */
export function detectAccessChallenge(signals: PageSignals): string | undefined {
  const textLength = signals.visibleText.length;
  if (textLength < PAGE_THRESHOLDS.challengeTitleMaxText) {
    const byTitle = CHALLENGE_TITLES.find((entry) => entry.title.test(signals.title));
    if (byTitle !== undefined) return byTitle.vendor;
  }
  if (textLength >= PAGE_THRESHOLDS.challengeMarkerMaxText) return undefined;
  const inMarkupOnly = (pattern: RegExp): boolean => pattern.test(signals.markup) && !pattern.test(signals.visibleText);
  const byMarker = CHALLENGE_MARKERS.find((marker) => marker.markup.some(inMarkupOnly));
  if (byMarker !== undefined) return byMarker.vendor;
  // A widget beside real content (a comment form's CAPTCHA) is not a wall: the extracted text must be little.
  const widget = CAPTCHA_WIDGET_MARKERS.some(inMarkupOnly) && signals.extractedTextLength < PAGE_THRESHOLDS.challengeMaxContent;
  const phrase = CHALLENGE_PHRASES.some((pattern) => pattern.test(signals.visibleText) || pattern.test(signals.noscriptText));
  if (phrase && (widget || textLength < PAGE_THRESHOLDS.challengePhraseOnlyMaxText)) return 'generic';
  if (textLength < PAGE_THRESHOLDS.captchaOnlyMaxText && widget) return 'captcha';
  return undefined;
}
