/**
 * The one list of query parameters that only track clicks or campaigns and never select content.
 * Result URLs lose them before display and before duplicate detection. Names are compared
 * case-insensitively. Add entries only for parameters that are tracking-only everywhere they appear
 * (a generic name such as `ref` or `source` often selects content and must stay).
 */
export const TRACKING_PARAMETER_NAMES = [
  // Google Ads / Analytics / Search
  'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'gad_source', '_ga', '_gl', 'srsltid',
  // Meta, Instagram
  'fbclid', 'igshid',
  // Microsoft Advertising, Yandex, X/Twitter, TikTok, LinkedIn, Pinterest
  'msclkid', 'yclid', 'twclid', 'ref_src', 'ttclid', 'li_fat_id', 'epik',
  // Mailchimp, HubSpot, Marketo, Vero, Omeda, Adobe, Rakuten/Impact affiliate click ids
  'mc_cid', 'mc_eid', '_hsenc', '_hsmi', '__hssc', '__hstc', '__hsfp', 'hsctatracking', 'mkt_tok',
  'vero_id', 'vero_conv', 'oly_anon_id', 'oly_enc_id', 's_cid', 'rb_clickid', 'irclickid',
  // Matomo / Piwik campaign parameters
  'mtm_campaign', 'mtm_source', 'mtm_medium', 'mtm_keyword', 'mtm_content', 'mtm_cid',
  'pk_campaign', 'pk_source', 'pk_medium', 'pk_keyword', 'pk_kwd', 'pk_content', 'pk_cid',
  // Openstat
  '_openstat',
] as const;

/** Parameter-name prefixes that are tracking-only as a family (`utm_source`, `utm_medium`, …). */
export const TRACKING_PARAMETER_PREFIXES = ['utm_'] as const;

const TRACKING_NAME_SET: ReadonlySet<string> = new Set(TRACKING_PARAMETER_NAMES);

/** True when the (already percent-decoded) parameter name is a tracking parameter. */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_NAME_SET.has(lower) || TRACKING_PARAMETER_PREFIXES.some((prefix) => lower.startsWith(prefix));
}
