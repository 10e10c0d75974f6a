/** A bot-check vendor and the strings that identify its interstitial. */
export interface ChallengeMarker {
  /** Stable short vendor name, e.g. `cloudflare`, `anubis`. */
  readonly vendor: string;
  /** Case-insensitive patterns searched in the raw markup. */
  readonly markup: readonly RegExp[];
}

/**
 * Titles that bot checks and proof-of-work interstitials put on their pages, by vendor.
 * Matched against the whole, trimmed title.
 */
export const CHALLENGE_TITLES: readonly { readonly vendor: string; readonly title: RegExp }[] = [
  { vendor: 'cloudflare', title: /^just a moment(?:\.{3}|…)?$/i },
  { vendor: 'cloudflare', title: /^attention required!? \| cloudflare$/i },
  { vendor: 'cloudflare', title: /^(?:please wait|one more step)(?:\.{3}|…)?(?: \| cloudflare)?$/i },
  { vendor: 'generic', title: /^checking your browser\b/i },
  { vendor: 'anubis', title: /^making sure you(?:'|’)re not a bot!?$/i },
  { vendor: 'generic', title: /^verifying (?:your request|you are human|that you are not a robot)(?:\.{3}|…)?$/i },
  { vendor: 'vercel', title: /^vercel security checkpoint$/i },
  { vendor: 'ddos-guard', title: /^ddos-guard$/i },
  { vendor: 'perimeterx', title: /^access to this page has been denied\.?$/i },
  { vendor: 'imperva', title: /^pardon our interruption\.?$/i },
  { vendor: 'generic', title: /^(?:are you a robot\??|robot check|bot verification|human verification|security check(?:point)?)$/i },
  { vendor: 'sucuri', title: /^(?:sucuri website firewall - )?access denied - sucuri website firewall$/i },
];

/**
 * Vendor markers in the markup of challenge and block pages. Several vendors inject scripts into
 * ordinary pages too (Cloudflare's `/cdn-cgi/challenge-platform/scripts/jsd/`), so only the
 * challenge-specific parts are listed and they only count on sparse pages.
 */
export const CHALLENGE_MARKERS: readonly ChallengeMarker[] = [
  {
    vendor: 'cloudflare',
    markup: [/_cf_chl_opt/i, /\bcf[-_]chl[-_]/i, /\/cdn-cgi\/challenge-platform\/h\//i, /\bcf-browser-verification\b/i, /id=["']?challenge-form\b/i, /\bcf-error-details\b/i],
  },
  { vendor: 'anubis', markup: [/\/\.within\.website\/x\/cmd\/anubis/i, /\bid=["']?anubis_/i, /\banubis_(?:challenge|version|base_prefix)\b/i] },
  { vendor: 'datadome', markup: [/captcha-delivery\.com/i, /\bdatadome\b/i] },
  { vendor: 'perimeterx', markup: [/\bpx-captcha\b/i, /_pxAppId/, /captcha\.px-cdn\.net/i, /\bpx-cloud\.net\b/i] },
  { vendor: 'akamai', markup: [/errors\.edgesuite\.net/i, /\/_sec\/cp_challenge\//i, /\bsec-if-cpt\b/i] },
  { vendor: 'imperva', markup: [/_Incapsula_Resource/i, /Incapsula incident ID/i] },
  { vendor: 'aws-waf', markup: [/\bAwsWafIntegration\b/, /\.awswaf\.com\//i, /\bgokuProps\b/] },
  { vendor: 'sucuri', markup: [/sucuri\.net\/(?:privacy|block)/i, /\bSucuri WebSite Firewall\b/i] },
  { vendor: 'ddos-guard', markup: [/ddos-guard\.net/i] },
  { vendor: 'vercel', markup: [/\/\.well-known\/vercel\/security\//i] },
];

/** CAPTCHA widgets; they only count when the page is almost nothing but the widget. */
export const CAPTCHA_WIDGET_MARKERS: readonly RegExp[] = [
  /\bg-recaptcha\b/i,
  /(?:www\.google|www\.recaptcha)\.(?:com|net)\/recaptcha\/api/i,
  /\bh-captcha\b/i,
  /hcaptcha\.com\/1\/api\.js/i,
  /\bcf-turnstile\b/i,
  /challenges\.cloudflare\.com\/turnstile/i,
];

/** Sentences interstitials show to readers; they count on sparse pages. */
export const CHALLENGE_PHRASES: readonly RegExp[] = [
  /checking (?:if the site connection is secure|your browser before accessing)/i,
  /enable javascript and cookies to continue/i,
  /needs to review the security of your connection/i,
  /verif(?:y|ying) (?:that )?you are (?:a )?human/i,
  /making sure you(?:'|’)re not a bot/i,
  /press (?:&|and) hold to confirm/i,
  /please complete the security check/i,
  /our systems have detected unusual traffic/i,
  /please prove you(?:'|’)re not a robot/i,
];
