import { describe, expect, it } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';

/**
 * Pages that carry a wall's markers but are no wall: the extractor must return their content
 * (found on a shop's product page indented by hundreds of spaces per line, refused as a bot
 * check, and on a forum's page with a hidden sign-in form, refused as a login wall).
 */
async function extract(markup: string) {
  const result = await new ContentExtractor().extract({
    body: new TextEncoder().encode(markup), contentType: 'text/html; charset=utf-8', url: 'https://shop.example/p/microphone', format: 'markdown', signal: new AbortController().signal, maxStructuredBytes: 8 * 1024 * 1024,
  });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const indent = ' '.repeat(600);
const navigation = Array.from({ length: 60 }, (_, i) => `${indent}<li>${indent}<a href="/c/${i}">${indent}Category ${i}${indent}</a>${indent}</li>`).join('\n');
const description = Array.from({ length: 12 }, (_, i) => `${indent}<p>${indent}Section ${i}: this dynamic microphone adds a built-in preamp with two gain settings, so a quiet voice reaches a usable level without an in-line booster.${indent}</p>`).join('\n');

describe('pages with the markers of a wall that are not walls', () => {
  it('a long, deeply indented product page that loads a bot-check vendor script is extracted, not refused as a challenge', async () => {
    const page = `<!doctype html><html><head><title>SM7 Microphone | Shop</title><script>window._pxAppId = 'PXabc';</script></head>
<body><nav><ul>${navigation}</ul></nav><main><h1>SM7 Microphone</h1>${description}</main></body></html>`;
    const document = await extract(page);
    expect(document.classification).toBe('none');
    expect(document.text).toContain('Section 11: this dynamic microphone adds a built-in preamp');
  });

  it('a page whose only password field is in a display:none form is not a login wall', async () => {
    const page = `<!doctype html><html><head><title>Which toothbrush? - Community</title></head>
<body><section id="main"><p>Short post.</p></section><form id="hidden-login-form" style="display: none;"><input name="username"><input name="password" type="password"></form></body></html>`;
    const document = await extract(page);
    expect(document.classification).toBe('none');
    expect(document.text).toContain('Short post.');
  });
});
