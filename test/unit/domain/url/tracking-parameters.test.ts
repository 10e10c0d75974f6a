import { describe, expect, it } from 'vitest';
import { isTrackingParameter, TRACKING_PARAMETER_NAMES, TRACKING_PARAMETER_PREFIXES } from '../../../../domain/url/tracking-parameters.js';
import { normalizeResultUrl } from '../../../../domain/url/result-url-normalizer.js';

/** Written out by hand on purpose: adding an entry to the list requires adding it here too. */
const EXPECTED_NAMES = [
  'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'gad_source', '_ga', '_gl', 'srsltid',
  'fbclid', 'igshid',
  'msclkid', 'yclid', 'twclid', 'ref_src', 'ttclid', 'li_fat_id', 'epik',
  'mc_cid', 'mc_eid', '_hsenc', '_hsmi', '__hssc', '__hstc', '__hsfp', 'hsctatracking', 'mkt_tok',
  'vero_id', 'vero_conv', 'oly_anon_id', 'oly_enc_id', 's_cid', 'rb_clickid', 'irclickid',
  'mtm_campaign', 'mtm_source', 'mtm_medium', 'mtm_keyword', 'mtm_content', 'mtm_cid',
  'pk_campaign', 'pk_source', 'pk_medium', 'pk_keyword', 'pk_kwd', 'pk_content', 'pk_cid',
  '_openstat',
];

function cleaned(raw: string): string {
  const result = normalizeResultUrl(raw);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.url;
}

describe('tracking parameters', () => {
  it('keeps the hand-written table and the list in step', () => {
    expect([...TRACKING_PARAMETER_NAMES]).toEqual(EXPECTED_NAMES);
    expect([...TRACKING_PARAMETER_PREFIXES]).toEqual(['utm_']);
  });

  it.each(EXPECTED_NAMES)('strips %s and keeps the neighbouring parameters in order', (name) => {
    expect(isTrackingParameter(name)).toBe(true);
    expect(cleaned(`https://example.com/p?b=2&${name}=abc123&a=1`)).toBe('https://example.com/p?b=2&a=1');
  });

  it.each(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'utm_source_platform', 'UTM_Source'])(
    'strips the utm_ family member %s',
    (name) => {
      expect(cleaned(`https://example.com/?${name}=x&q=1`)).toBe('https://example.com/?q=1');
    },
  );

  it('matches names case-insensitively and after percent-decoding', () => {
    expect(cleaned('https://example.com/?FBCLID=1&%66bclid=2&keep=1')).toBe('https://example.com/?keep=1');
  });

  it.each(['ref', 'source', 'id', 'q', 'page', 'utm', 'utmost', 'pk', 'gclid_like', 'sort'])('keeps the content parameter %s', (name) => {
    expect(isTrackingParameter(name)).toBe(false);
    expect(cleaned(`https://example.com/?${name}=1`)).toBe(`https://example.com/?${name}=1`);
  });
});
