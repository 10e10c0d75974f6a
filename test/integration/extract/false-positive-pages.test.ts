import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extractHtml } from '../../support/extract-html.js';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../fixtures/extract/${name}`, import.meta.url)));

function extract(name: string, url = 'https://pages.example/articles/page.html'): Promise<ExtractedDocument> {
  return extractHtml(fixture(name), url);
}

/**
 * Ordinary articles about logins, CAPTCHAs, Cloudflare, "verify you are human" and paywalls are
 * extracted normally: no sign-in wall or bot check without evidence of one (issue 11).
 */
describe('articles that merely talk about walls and challenges', () => {
  it.each([
    ['false-positives/pam-ssh-login.html', 'Restart the daemon and keep a second session open'],
    ['false-positives/captcha-article.html', 'Accessibility is the weak spot'],
    ['false-positives/cloudflare-article.html', 'Operators can tune how often visitors see it'],
    ['false-positives/verify-human-scam.html', 'No real CAPTCHA ever asks you to run anything'],
    ['false-positives/paywall-article.html', 'libraries often provide free digital access'],
  ])('%s is an ordinary document with its article', async (name, sentence) => {
    const document = await extract(name);
    expect(document.classification).toBe('none');
    expect(document.suggestion).toBeUndefined();
    expect(document.text).toContain(sentence);
  });

  it('keeps them ordinary at an article URL even when the page mentions signing in', async () => {
    expect((await extract('false-positives/pam-ssh-login.html', 'https://wiki.example/howto/pam-ssh-login')).classification).toBe('none');
  });
});

describe('real walls', () => {
  it('classifies a sign-in page whose password form dominates it', async () => {
    expect((await extract('login-wall.html')).classification).toBe('login_wall');
  });

  it('classifies a sign-in prompt served with 403 or at a sign-in URL, but not the same prose on an ordinary URL with 200', async () => {
    const prompt = new TextEncoder().encode('<html><head><title>Members</title></head><body><p>You must be logged in to view this page.</p></body></html>');
    const run = async (url: string, httpStatus?: number) => {
      const result = await new ContentExtractor().extract({
        body: prompt, contentType: 'text/html', url, format: 'markdown', signal: new AbortController().signal, maxStructuredBytes: 1 << 20,
        ...(httpStatus === undefined ? {} : { httpStatus }),
      });
      return result.ok ? result.value.classification : result.error.code;
    };
    expect(await run('https://site.example/report', 403)).toBe('login_wall');
    expect(await run('https://site.example/login?next=/report')).toBe('login_wall');
    expect(await run('https://site.example/report')).not.toBe('login_wall');
  });
});

describe('link blocks that belong to the content', () => {
  it('keeps a paper\'s references and removes only the related-stories list, saying so', async () => {
    const document = await extract('references-article.html');
    expect(document.text).toContain('## References');
    expect(document.text).toContain('Strogatz, S. et al. (2005). Crowd synchrony on the Millennium Bridge.');
    expect(document.text).toContain('Zivanovic, S. (2005)');
    expect(document.text).not.toContain('Ten bridges worth a walk');
    expect(document.text).not.toContain('Related stories');
    expect(document.removalNotes).toEqual(['1 link-only block removed (navigation, sharing, related stories)']);
  });
});

const indent = ' '.repeat(600);
const navigation = Array.from({ length: 60 }, (_, i) => `${indent}<li>${indent}<a href="/c/${i}">${indent}Category ${i}${indent}</a>${indent}</li>`).join('\n');
const description = Array.from({ length: 12 }, (_, i) => `${indent}<p>${indent}Section ${i}: this dynamic microphone adds a built-in preamp with two gain settings, so a quiet voice reaches a usable level without an in-line booster.${indent}</p>`).join('\n');

/**
 * Pages that carry a wall's markers but are no wall (found on a shop's product page indented by
 * hundreds of spaces per line, refused as a bot check, and on a forum's page with a hidden sign-in
 * form, refused as a login wall).
 */
describe('pages with the markers of a wall that are not walls', () => {
  it('a long, deeply indented product page that loads a bot-check vendor script is extracted, not refused as a challenge', async () => {
    const page = `<!doctype html><html><head><title>SM7 Microphone | Shop</title><script>window._pxAppId = 'PXabc';</script></head>
<body><nav><ul>${navigation}</ul></nav><main><h1>SM7 Microphone</h1>${description}</main></body></html>`;
    const document = await extractHtml(page, 'https://shop.example/p/microphone');
    expect(document.classification).toBe('none');
    expect(document.text).toContain('Section 11: this dynamic microphone adds a built-in preamp');
  });

  it('a page whose only password field is in a display:none form is not a login wall', async () => {
    const page = `<!doctype html><html><head><title>Which toothbrush? - Community</title></head>
<body><section id="main"><p>Short post.</p></section><form id="hidden-login-form" style="display: none;"><input name="username"><input name="password" type="password"></form></body></html>`;
    const document = await extractHtml(page, 'https://shop.example/p/microphone');
    expect(document.classification).toBe('none');
    expect(document.text).toContain('Short post.');
  });
});
