import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyPage } from '../../../../domain/page/page-classifier.js';
import { detectAccessChallenge } from '../../../../domain/page/access-challenge-detector.js';
import { detectLoginWall } from '../../../../domain/page/login-wall-detector.js';
import { detectClientRenderedShell } from '../../../../domain/page/client-shell-detector.js';
import { hasCharsetTrouble } from '../../../../domain/page/charset-trouble-detector.js';
import type { PageSignals } from '../../../../domain/page/page-signals.js';

const ARTICLE_TEXT = 'The council met on Tuesday to discuss the new bridge. '.repeat(80);

function signals(overrides: Partial<PageSignals> = {}): PageSignals {
  return {
    title: 'A page',
    markup: '<html><body><p>Hello</p></body></html>',
    visibleText: 'Hello',
    extractedTextLength: 5,
    scriptCount: 0,
    passwordFieldCount: 0,
    noscriptText: '',
    emptyMountPoints: [],
    ...overrides,
  };
}

describe('detectAccessChallenge', () => {
  it.each([
    ['Just a moment...', 'cloudflare'],
    ['Just a moment…', 'cloudflare'],
    ['Attention Required! | Cloudflare', 'cloudflare'],
    ["Making sure you're not a bot!", 'anubis'],
    ['Vercel Security Checkpoint', 'vercel'],
    ['Access to this page has been denied', 'perimeterx'],
    ['Pardon Our Interruption', 'imperva'],
  ])('recognises the interstitial title %j', (title, vendor) => {
    expect(detectAccessChallenge(signals({ title, visibleText: 'Enable JavaScript and cookies to continue' }))).toBe(vendor);
  });

  it.each([
    ['cloudflare', '<script>window._cf_chl_opt={cvId:"3"};</script>'],
    ['cloudflare', '<form id="challenge-form" action="/?__cf_chl_f_tk=abc">'],
    ['anubis', '<script id="anubis_challenge" type="application/json">{}</script>'],
    ['anubis', '<script src="/.within.website/x/cmd/anubis/static/js/main.mjs"></script>'],
    ['datadome', '<script src="https://ct.captcha-delivery.com/c.js"></script>'],
    ['perimeterx', '<div id="px-captcha"></div><script>window._pxAppId="PX123";</script>'],
    ['akamai', '<p>Reference #18.abc <a href="https://errors.edgesuite.net/18.abc">more</a></p>'],
    ['imperva', '<iframe src="/_Incapsula_Resource?SWUDNSAI=31"></iframe>'],
    ['aws-waf', '<script>AwsWafIntegration.getToken()</script>'],
  ])('recognises %s markers on a sparse page', (vendor, markup) => {
    expect(detectAccessChallenge(signals({ markup, visibleText: 'One moment please.' }))).toBe(vendor);
  });

  it('recognises a page that is nothing but a CAPTCHA widget', () => {
    const markup = '<form><div class="g-recaptcha" data-sitekey="k"></div></form><script src="https://www.google.com/recaptcha/api.js"></script>';
    expect(detectAccessChallenge(signals({ markup, visibleText: 'Please confirm.' }))).toBe('captcha');
  });

  it('recognises challenge sentences on sparse pages', () => {
    expect(detectAccessChallenge(signals({ visibleText: 'example.com needs to review the security of your connection before proceeding.' }))).toBe('generic');
  });

  it('never flags an article that merely loads vendor scripts or a comment CAPTCHA', () => {
    const markup = '<script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script><div class="g-recaptcha"></div><script>_cf_chl_opt</script>';
    expect(detectAccessChallenge(signals({ markup, visibleText: ARTICLE_TEXT, title: 'Just a moment in history' }))).toBeUndefined();
    expect(detectAccessChallenge(signals({ markup, visibleText: ARTICLE_TEXT, title: 'Just a moment...' }))).toBeUndefined();
  });

  it('ignores Cloudflare\'s ordinary injected script even on a short page', () => {
    const markup = '<script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script>';
    expect(detectAccessChallenge(signals({ markup, visibleText: 'A short note.' }))).toBeUndefined();
  });
});

describe('detectLoginWall', () => {
  const PAM_ARTICLE = 'Configuring PAM for SSH login: edit /etc/pam.d/sshd, add the module line, and restart the daemon. Please sign in to the server as root first. '.repeat(6);

  it('flags a sparse page whose password form dominates it', () => {
    expect(detectLoginWall(signals({ passwordFieldCount: 1, visibleText: 'Email Password Forgot password?', extractedTextLength: 40 }))).toBe(true);
  });

  it('flags a sign-in page reached at a sign-in URL or served with 401/403', () => {
    expect(detectLoginWall(signals({ urlPath: '/accounts/login?next=/report', title: 'Sign in', visibleText: 'Welcome back' }))).toBe(true);
    expect(detectLoginWall(signals({ urlPath: '/users/sign_in', visibleText: 'Please sign in to continue to your workspace.' }))).toBe(true);
    expect(detectLoginWall(signals({ httpStatus: 403, visibleText: 'You must be logged in to view this page.' }))).toBe(true);
    expect(detectLoginWall(signals({ httpStatus: 401, title: 'Log in', visibleText: 'Members area' }))).toBe(true);
  });

  it('never flags a page from its title or prose alone', () => {
    expect(detectLoginWall(signals({ title: 'Sign in', visibleText: 'Welcome back' }))).toBe(false);
    expect(detectLoginWall(signals({ visibleText: 'Please sign in to continue to your workspace.' }))).toBe(false);
    expect(detectLoginWall(signals({ title: 'Configuring PAM for SSH login', visibleText: PAM_ARTICLE.slice(0, 900), extractedTextLength: 900 }))).toBe(false);
  });

  it('does not flag an article with a login box beside it', () => {
    expect(detectLoginWall(signals({ passwordFieldCount: 1, visibleText: ARTICLE_TEXT, extractedTextLength: ARTICLE_TEXT.length }))).toBe(false);
    expect(detectLoginWall(signals({ passwordFieldCount: 1, visibleText: PAM_ARTICLE.slice(0, 900), extractedTextLength: 900 }))).toBe(false);
    expect(detectLoginWall(signals({ title: 'Designing a login form', visibleText: ARTICLE_TEXT, urlPath: '/login' }))).toBe(false);
  });
});

describe('detectAccessChallenge on ordinary pages that mention challenges', () => {
  it.each([
    ['verify you are human', 'Why sites ask you to verify you are human, and what the check measures. Bot checks look at timing and cookies before a page loads. '.repeat(4)],
    ['Cloudflare markers quoted in prose', 'The interstitial sets window._cf_chl_opt and a form with id="challenge-form"; we explain both below in detail for operators. '.repeat(4)],
    ['DataDome named in prose', 'DataDome and similar vendors sell bot protection to retailers; this note compares their pricing and false-positive rates. '.repeat(4)],
  ])('does not flag a short article about %s', (_name, visibleText) => {
    const markup = `<html><body><article><p>${visibleText}</p></article></body></html>`;
    expect(detectAccessChallenge(signals({ markup, visibleText, title: 'Bot checks explained' }))).toBeUndefined();
  });

  it('still flags the same sentence on a page that is nothing but the interstitial', () => {
    expect(detectAccessChallenge(signals({ visibleText: 'Verify you are human by completing the action below.' }))).toBe('generic');
    expect(detectAccessChallenge(signals({ visibleText: 'Please verify you are human to continue to the store. '.repeat(8), markup: '<div class="cf-turnstile"></div>' }))).toBe('generic');
  });
});

describe('detectClientRenderedShell', () => {
  it('flags an empty mount point on a sparse page', () => {
    expect(detectClientRenderedShell(signals({ visibleText: '', extractedTextLength: 0, emptyMountPoints: ['root'] }))).toBe(true);
  });
  it('flags a "please enable JavaScript" notice', () => {
    expect(detectClientRenderedShell(signals({ visibleText: '', noscriptText: 'You need to enable JavaScript to run this app.' }))).toBe(true);
  });
  it('flags framework markers and script-heavy markup', () => {
    expect(detectClientRenderedShell(signals({ visibleText: 'Loading', markup: '<script id="__NEXT_DATA__" type="application/json">{}</script>' }))).toBe(true);
    expect(detectClientRenderedShell(signals({ visibleText: 'Loading', scriptCount: 6, markup: `<html>${'<script>window.bundle = "0123456789abcdef0123456789abcdef";</script>'.repeat(6)}</html>` }))).toBe(true);
  });
  it('does not flag a short static page or a server-rendered app with text', () => {
    expect(detectClientRenderedShell(signals({ visibleText: 'A short static note about nothing.', markup: '<p>A short static note about nothing.</p>' }))).toBe(false);
    expect(detectClientRenderedShell(signals({ visibleText: ARTICLE_TEXT, extractedTextLength: ARTICLE_TEXT.length, emptyMountPoints: ['portal'] }))).toBe(false);
  });
});

describe('hasCharsetTrouble', () => {
  it('uses a 0.5 % share of replacement characters', () => {
    expect(hasCharsetTrouble(5, 1_000)).toBe(false);
    expect(hasCharsetTrouble(6, 1_000)).toBe(true);
    expect(hasCharsetTrouble(0, 0)).toBe(false);
  });
  it('is monotonic in the replacement count', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (length, count) => {
      if (hasCharsetTrouble(count, length)) expect(hasCharsetTrouble(count + 1, length)).toBe(true);
    }));
  });
});

describe('classifyPage', () => {
  const base = { pdfMislabelled: false, declaredMediaType: 'text/html', replacementChars: 0, decodedLength: 1_000 };

  it('gives precedence to a challenge over a login wall and a shell', () => {
    const page = signals({ title: 'Just a moment...', passwordFieldCount: 1, emptyMountPoints: ['root'] });
    const verdict = classifyPage({ ...base, signals: page });
    expect(verdict.classification).toBe('access_challenge');
    expect(verdict.suggestion).toMatch(/cloudflare/);
  });

  it('reports a mislabelled PDF with the declared type in the suggestion', () => {
    expect(classifyPage({ ...base, pdfMislabelled: true, declaredMediaType: 'text/html' })).toEqual({
      classification: 'pdf_wrong_content_type',
      suggestion: expect.stringContaining('Content-Type text/html') as unknown as string,
    });
  });

  it('reports charset trouble and otherwise none', () => {
    expect(classifyPage({ ...base, replacementChars: 50 }).classification).toBe('charset_trouble');
    expect(classifyPage({ ...base, signals: signals({ visibleText: ARTICLE_TEXT, extractedTextLength: 4_000 }) })).toEqual({ classification: 'none' });
  });
});
