import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../fixtures/extract/${name}`, import.meta.url)));

async function extract(name: string, url = 'https://pages.example/articles/page.html', httpStatus?: number): Promise<ExtractedDocument> {
  const result = await new ContentExtractor().extract({
    body: fixture(name), contentType: 'text/html; charset=utf-8', url, format: 'markdown',
    signal: new AbortController().signal, maxStructuredBytes: 8 * 1024 * 1024, ...(httpStatus === undefined ? {} : { httpStatus }),
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
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
