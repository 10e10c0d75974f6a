import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isCodeListLine, preformatCodeLines } from '../../../../../../adapters/outbound/extract/html/region/code-line-blocks.js';

/**
 * Session 37: "highlight" names a container of code lines written as an ordered list only as a class of its own
 * (`div.highlight`), not as a word of a longer class: Khoros' message body `lia-component-body-signature-highlight-escalation`
 * holds the posts' numbered lists.
 */
const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const listLines = (root: Element): Element[] => Array.from(root.querySelectorAll('li')).filter(isCodeListLine);
const STEPS = '<ol><li>Cleared the browser cache and started the update again from a wired laptop instead of Wi-Fi.</li>'
  + '<li>Downloaded the 4.8.0 image again and checked the SHA-256 against the value on the download page.</li><li>Factory reset with the pin button, then tried the update with a blank configuration.</li></ol>';

describe('preformatCodeLines: "highlight" as a word of a longer class', () => {
  it("leaves an ordered list in Khoros' message body (lia-component-body-signature-highlight-escalation) a list, while a list under div.highlight is still code", () => {
    const body = bodyOf(`<div id="post" itemprop="text" class="lia-message-body lia-component-message-view-widget-body lia-component-body-signature-highlight-escalation lia-component-message-view-widget-body-signature-highlight-escalation">`
      + `<div class="lia-message-body-content"><p>Things I already tried before posting:</p>${STEPS}</div></div>`
      + '<div id="code" class="highlight"><ol><li>sudo dnsmasq --no-daemon --port=0 --enable-tftp \\<br></li><li>  --tftp-root=/srv/tftp --listen-address=192.168.0.66<br></li></ol></div>');
    expect(listLines(body).map((line) => line.closest('[id]')?.id)).toEqual(['code', 'code']);
    expect(preformatCodeLines(listLines(body))).toBe(1);
    expect(body.querySelectorAll('#post ol > li')).toHaveLength(3);
    expect(body.querySelector('#post pre')).toBeNull();
    expect(body.querySelector('#code pre')?.textContent).toBe('sudo dnsmasq --no-daemon --port=0 --enable-tftp \\\n  --tftp-root=/srv/tftp --listen-address=192.168.0.66');
  });

  it('still reads "highlight" as a class among others (highlight highlight-source-shell) as code, beside a list under a class ending in -highlight-escalation', () => {
    const body = bodyOf(`<div id="post" class="lia-component-body-signature-highlight-escalation">${STEPS}</div>`
      + '<div id="code" class="highlight highlight-source-shell"><ol><li>make</li><li>make install</li></ol></div>');
    expect(preformatCodeLines(listLines(body))).toBe(1);
    expect(body.querySelector('#post > ol')).not.toBeNull();
    expect(body.querySelector('#code > pre')?.textContent).toBe('make\nmake install');
  });
});
