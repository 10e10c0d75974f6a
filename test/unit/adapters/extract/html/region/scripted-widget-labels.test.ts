import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { showDefinitionTabs, writeHeaderAttributes } from '../../../../../../adapters/outbound/extract/html/region/scripted-widget-labels.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('showDefinitionTabs', () => {
  it("shows a hidden definition list a script makes tabs of (AWS documentation's awsdocs-tabs), each term heading its panel", () => {
    const body = bodyOf('<awsdocs-tabs><dl style="display: none"><dt>AWS CLI</dt><dd tab-id="aws-cli"><pre>aws s3api put-bucket-lifecycle-configuration</pre></dd>'
      + '<dt>SDK for Python</dt><dd tab-id="sdk-for-python"><pre>import boto3</pre></dd></dl></awsdocs-tabs>');
    expect(showDefinitionTabs(Array.from(body.querySelectorAll('dd[tab-id]')))).toBe(1);
    expect(body.querySelector('dl, dt, dd')).toBeNull();
    expect(body.querySelector('[style]')?.getAttribute('style') ?? '').not.toMatch(/none/);
    expect(Array.from(body.querySelectorAll('strong'), (name) => name.textContent)).toEqual(['AWS CLI', 'SDK for Python']);
    expect(text(body)).toBe('AWS CLIaws s3api put-bucket-lifecycle-configurationSDK for Pythonimport boto3');
  });

  it('leaves a definition list without tab panels', () => {
    const body = bodyOf('<dl style="display:none"><dt>Term</dt><dd>Value</dd></dl>');
    expect(showDefinitionTabs(Array.from(body.querySelectorAll('dd[tab-id]')))).toBe(0);
    expect(body.querySelector('dl')).not.toBeNull();
  });
});

describe('writeHeaderAttributes', () => {
  it("writes the title a custom element holds only in its header attribute (AWS's awsui-expandable-section), not one its text says already", () => {
    const body = bodyOf('<awsui-expandable-section header="My rule is enabled but objects are not transitioning"><p>Check the filter prefix.</p></awsui-expandable-section>'
      + '<awsui-expandable-section header="Step 1"><h2>Step 1</h2><p>Open the console.</p></awsui-expandable-section>');
    expect(writeHeaderAttributes(Array.from(body.querySelectorAll('awsui-expandable-section')))).toBe(1);
    expect(body.querySelector('awsui-expandable-section > p > strong')?.textContent).toBe('My rule is enabled but objects are not transitioning');
    expect(text(body)).toBe('My rule is enabled but objects are not transitioningCheck the filter prefix.Step 1Open the console.');
  });
});
