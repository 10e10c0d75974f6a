import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const text = (article: unknown): string => (article as { textContent: string }).textContent;

/**
 * Session 40: Mintlify clips its callouts and each step's body with Tailwind's `overflow-hidden`; Readability reads "hidden"
 * as chrome and removed every callout of a guide and its last step.
 */
describe('leanReadability: boxes clipped with overflow-hidden that hold the page\'s text', () => {
  it("keeps Mintlify's callouts (div.callout[data-callout-type].overflow-hidden) and a step's body in a role=listitem", async () => {
    const page = (box: string): string => `<!DOCTYPE html><html><head><title>Quickstart</title></head><body><div id="content"><h1>Quickstart</h1><p>${PARAGRAPH.repeat(4)}</p>`
      + '<div class="callout my-4 px-5 py-4 overflow-hidden rounded-2xl flex gap-3 border" data-callout-type="warning"><div data-component-part="callout-icon"><svg></svg></div><div data-component-part="callout-content"><p>Slack delivery needs the app installed first.</p></div></div>'
      + `<p>${PARAGRAPH.repeat(3)}</p><div role="list" class="steps"><div role="listitem" class="step"><div data-component-part="step-number">3</div><div class="${box}"><p data-component-part="step-title">Acknowledge it</p><div><p>Within a few seconds the SMS arrives, reply ACK to it.</p></div></div></div></div>`
      + `<p>${PARAGRAPH.repeat(3)}</p></div></body></html>`;
    const [stock, lean] = await both(page('w-full overflow-hidden pl-8 pr-px'));
    expect(text(stock)).not.toContain('Slack delivery needs');
    expect(text(lean)).toContain('Slack delivery needs the app installed first.');
    expect(text(lean)).toContain('Within a few seconds the SMS arrives');
  });
});
