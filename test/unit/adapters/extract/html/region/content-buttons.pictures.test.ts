import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeContentButtons } from '../../../../../../adapters/outbound/extract/html/region/content-buttons.js';
import { DEFAULT_HTML_STAGES, runHtmlChain } from '../../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import { ARTICLE, documentOf, failed, page, stages, URL_ } from '../html-chain-fixtures.js';

/**
 * Session 33: a picture a reader presses to enlarge (Khoros' inline images, `<img role="button" alt="x.png">`)
 * is still the picture. `writeContentButtons` takes its role off, so that no later rule drops it as a control,
 * and writes nothing of it; the buttons around it are judged as before.
 */

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const controls = (body: Element): Element[] => Array.from(body.querySelectorAll('button, [role="button"]'));

const KHOROS_IMAGE = '<p>The timeout setting in the router looked like this:</p><p><span class="lia-inline-image-display-wrapper lia-image-align-inline" image-alt="udp-timeout-setting.png" style="width: 400px;">'
  + '<img src="/t5/image/serverpage/image-id/120331iB7E2D4F0A19C55E3/image-size/medium?v=v2&amp;px=400" role="button" title="udp-timeout-setting.png" alt="udp-timeout-setting.png" /></span></p>';

describe('writeContentButtons: a picture with role="button"', () => {
  it("takes the role off Khoros' inline image and leaves the picture where it was", () => {
    const body = bodyOf(KHOROS_IMAGE);
    expect(controls(body)).toHaveLength(1);
    expect(writeContentButtons(controls(body))).toBe(0);
    const image = body.querySelector('span.lia-inline-image-display-wrapper > img');
    expect(image?.hasAttribute('role')).toBe(false);
    expect(image?.getAttribute('alt')).toBe('udp-timeout-setting.png');
    expect(image?.getAttribute('src')).toBe('/t5/image/serverpage/image-id/120331iB7E2D4F0A19C55E3/image-size/medium?v=v2&px=400');
    expect(controls(body)).toHaveLength(0);
  });

  it('takes it off a picture inside a form or a menu too, and leaves the other buttons to the rules they had', () => {
    const body = bodyOf('<form><img src="/captcha.png" alt="Refresh" role="button"></form><nav><img src="/menu.svg" alt="Menu" role="button"></nav>'
      + '<div role="button" tabindex="0">09:20</div><button>Add to cart</button>');
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(body.querySelectorAll('img[role]')).toHaveLength(0);
    expect(body.querySelectorAll('img')).toHaveLength(2);
    expect(controls(body).map((button) => button.textContent)).toEqual(['Add to cart']);
  });

  it('keeps the picture as an image in the Markdown of the cleaned body, which drops controls by their role (a thread\'s page: Khoros)', async () => {
    const parsed: ParsedHtmlPage = { ...page, notes: [], document: documentOf(`<main><div class="lia-message-body-content"><p>${ARTICLE}</p>${KHOROS_IMAGE}<p>${ARTICLE}</p></div></main>`) };
    const result = await runHtmlChain(parsed, URL_, { stages: { ...stages({ readability: failed('readability', 'no content found') }), cleanedBody: DEFAULT_HTML_STAGES.cleanedBody } });
    expect(result.stage).toBe('cleaned-body');
    expect(result.markdown).toContain('The timeout setting in the router looked like this:\n\n'
      + '![udp-timeout-setting.png](https://example.com/t5/image/serverpage/image-id/120331iB7E2D4F0A19C55E3/image-size/medium?v=v2&px=400)');
  });
});
