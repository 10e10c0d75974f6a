import { CAPTCHA_WIDGET_MARKERS, CHALLENGE_MARKERS, CHALLENGE_PHRASES, CHALLENGE_TITLES } from './challenge-markers.js';
import type { PageSignals } from './page-signals.js';
import { PAGE_THRESHOLDS } from './page-thresholds.js';

/**
 * Names the bot-check vendor whose interstitial this page is (`cloudflare`, `anubis`, `datadome`,
 * `perimeterx`, `akamai`, `imperva`, `aws-waf`, `sucuri`, `ddos-guard`, `vercel`, `captcha`,
 * `generic`), or `undefined` for an ordinary page. Markers only count on sparse pages, so a long
 * article that loads a vendor script is never a challenge.
 */
export function detectAccessChallenge(signals: PageSignals): string | undefined {
  const textLength = signals.visibleText.length;
  if (textLength < PAGE_THRESHOLDS.challengeTitleMaxText) {
    const byTitle = CHALLENGE_TITLES.find((entry) => entry.title.test(signals.title));
    if (byTitle !== undefined) return byTitle.vendor;
  }
  if (textLength >= PAGE_THRESHOLDS.challengeMarkerMaxText) return undefined;
  const byMarker = CHALLENGE_MARKERS.find((marker) => marker.markup.some((pattern) => pattern.test(signals.markup)));
  if (byMarker !== undefined) return byMarker.vendor;
  if (CHALLENGE_PHRASES.some((phrase) => phrase.test(signals.visibleText) || phrase.test(signals.noscriptText))) return 'generic';
  if (textLength < PAGE_THRESHOLDS.captchaOnlyMaxText && CAPTCHA_WIDGET_MARKERS.some((pattern) => pattern.test(signals.markup))) {
    return 'captcha';
  }
  return undefined;
}
