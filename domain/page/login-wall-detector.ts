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

/** Paths of sign-in pages (`/login`, `/signin`, `/accounts/sign-in`, `/auth/login`, `/sso`, `?next=` after `/session`). */
const SIGN_IN_PATH = /\/(?:log-?in|sign-?in|sign_in|log_in|auth(?:enticate)?|sso|session|account\/login|accounts\/login|users\/sign_in)(?:[/?#.]|$)/i;

/**
 * True when the page is a sign-in wall rather than content. Evidence of a wall is required; a
 * title or sentence about signing in is never enough on its own (articles about logins exist):
 *
 * - a password field on a sparse page whose extracted content is small (the sign-in form
 *   dominates the page; a login box beside an article does not count); or
 * - a sparse page reached at a sign-in URL (a redirect to `/login`, `/signin`, …) or served with
 *   HTTP 401/403, which asks to sign in by its title or text.
 */
export function detectLoginWall(signals: PageSignals): boolean {
  if (signals.visibleText.length >= PAGE_THRESHOLDS.loginWallMaxText) return false;
  if (signals.passwordFieldCount > 0 && signals.extractedTextLength < PAGE_THRESHOLDS.loginFormMaxContent) return true;
  const signInUrl = SIGN_IN_PATH.test(signals.urlPath ?? '');
  const denied = signals.httpStatus === 401 || signals.httpStatus === 403;
  if (!signInUrl && !denied) return false;
  return SIGN_IN_TITLE.test(signals.title) || SIGN_IN_PHRASES.some((phrase) => phrase.test(signals.visibleText));
}
