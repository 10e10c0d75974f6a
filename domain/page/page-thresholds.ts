/**
 * Fixed thresholds of the page classifiers (UTF-16 code units unless said otherwise).
 * Challenge and login pages are short: a vendor marker only counts on a sparse page, so the
 * Cloudflare or reCAPTCHA scripts that real articles also load never classify an article.
 */
export const PAGE_THRESHOLDS = {
  /** A bot-check title (e.g. "Just a moment...") counts when the visible text is below this. */
  challengeTitleMaxText: 3_000,
  /** A vendor challenge marker in the markup counts when the visible text is below this. */
  challengeMarkerMaxText: 1_500,
  /** A CAPTCHA widget alone (reCAPTCHA, hCaptcha, Turnstile) counts below this much text. */
  captchaOnlyMaxText: 600,
  /** A password field or a sign-in phrase counts as a login wall below this much text. */
  loginWallMaxText: 1_500,
  /** ...and a password field only when the extracted content is below this (the form dominates the page). */
  loginFormMaxContent: 500,
  /** A challenge sentence alone (no vendor marker, widget or title) counts below this much visible text. */
  challengePhraseOnlyMaxText: 300,
  /** A CAPTCHA widget counts only when the extracted content is below this (else it guards a form beside content). */
  challengeMaxContent: 400,
  /** Visible text below this is "sparse" for the client-rendered-shell test. */
  shellMaxVisibleText: 500,
  /** Extracted main text below this is "sparse" for the client-rendered-shell test. */
  shellMaxExtractedText: 300,
  /** Script-heavy shell: at least this many scripts... */
  shellMinScripts: 3,
  /** ...and markup at least this many times longer than the visible text. */
  shellMarkupToTextRatio: 50,
  /** Replacement characters above this share of the decoded text mean charset trouble (0.5 %). */
  replacementShare: 0.005,
} as const;
