import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { mayBeFlexRow, writeShortFlexRows } from '../../../../../../adapters/outbound/extract/html/region/short-flex-rows.js';
import { createMarkdownConverter } from '../../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const rowsOf = (body: Element): Element[] => Array.from(body.querySelectorAll('div')).filter(mayBeFlexRow);
const markdown = async (body: Element): Promise<string> => (await createMarkdownConverter('https://docs.relaybell.example/'))(body);

/** Mintlify's parameter head: a permalink, the name, and a meta block of pills (the type, "required"). */
const FIELD = (name: string, type: string, required: boolean): string => `<div class="flex font-mono text-sm param-head" id="body-${name}"><div class="flex-1 flex flex-col content-start py-0.5 mr-5"><div class="flex items-center flex-wrap gap-2">`
  + `<div class="absolute -top-1.5"><a href="#body-${name}" aria-label="Navigate to header"><div class="w-6 h-6"><svg viewBox="0 0 576 512"></svg></div></a></div>`
  + `<div class="font-semibold text-primary" data-component-part="field-name">${name}</div><div class="inline items-center gap-2 text-xs" data-component-part="field-meta">`
  + `<div class="flex items-center px-2 rounded-md" data-component-part="field-info-pill"><span>${type}</span></div>`
  + (required ? '<div class="px-2 py-0.5 rounded-md" data-component-part="field-required-pill">required</div>' : '') + '</div></div></div></div>'
  + '<div class="mt-4" data-component-part="field-content"><div class="prose"><p>The address deliveries go to.</p></div></div>';

describe('writeShortFlexRows', () => {
  it("writes Mintlify's parameter head (name, type pill, \"required\" pill, each a div) as one line, the angle-bracketed type as code", async () => {
    const body = bodyOf(FIELD('url', 'string&lt;uri&gt;', true) + FIELD('events', 'enum&lt;string&gt;[]', true) + FIELD('description', 'string', false));
    expect(writeShortFlexRows(rowsOf(body))).toBe(3);
    const written = await markdown(body);
    expect(written).toContain('url `string<uri>` required\n\nThe address deliveries go to.');
    expect(written).toContain('events `enum<string>[]` required\n\n');
    expect(written).toContain('description string\n\n');
    expect(written).not.toContain('\\>');
  });

  it("writes an endpoint's method and its path, whose parts a row sets without a gap (gap-0.5), as one line", async () => {
    const body = bodyOf('<div class="relative flex-1 flex gap-2 min-w-0 rounded-xl items-center"><div class="rounded-lg font-bold px-1.5">POST</div>'
      + '<div class="flex items-center space-x-2 overflow-x-auto flex-1"><div class="group flex items-center flex-1 gap-0.5 font-mono"><div class="absolute right-0 hidden group-hover:block"><svg></svg></div>'
      + '<div class="text-sm text-gray-400">/</div><div class="text-sm font-medium">v1</div><div class="text-sm text-gray-400">/</div><div class="text-sm font-medium">webhooks</div></div></div></div>');
    writeShortFlexRows(rowsOf(body));
    expect(await markdown(body)).toBe('POST /v1/webhooks');
  });

  it("leaves a row whose items say the same (Toptal's role set twice, truncated and whole, one shown per width)", () => {
    const body = bodyOf('<div class="relative flex flex-wrap h-4 overflow-hidden"><div class="w-0.25 h-full"></div><div class="flex grow gap-1"><svg></svg><span class="truncate">UX/UI Designer</span></div><div class="flex grow gap-1 relative"><svg></svg><span>UX/UI Designer</span></div></div>');
    expect(writeShortFlexRows(rowsOf(body))).toBe(0);
  });

  it('leaves a column (flex-col), a row of links to other pages, a row with a sentence, and a row of one item', async () => {
    const column = bodyOf('<div class="flex flex-col"><div>Name</div><div>string</div></div>');
    const links = bodyOf('<div class="flex gap-4"><div><a href="/docs">Docs</a></div><div><a href="/blog">Blog</a></div></div>');
    const sentence = bodyOf('<div class="flex gap-2"><div>Note</div><div>Alerts are retried five times before they fail.</div></div>');
    const single = bodyOf('<div class="flex gap-2"><div>Only</div><div><svg></svg></div></div>');
    for (const body of [column, links, sentence, single]) expect(writeShortFlexRows(rowsOf(body))).toBe(0);
    expect(await markdown(column)).toBe('Name\n\nstring');
  });
});
