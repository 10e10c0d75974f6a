import { describe, expect, it } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 33's helpers in the markup of widely run software (osCommerce, Zen Cart,
 * SmartRecruiters; invented text): a cart form's drop-downs on a shop that declares no product, named by
 * the caption before them or by their label; a job posting's address after hidden `<meta>`s in a list
 * item, and its microdata `datePosted`.
 */

const optionLines = (markdown: string): string[] => markdown.split('\n').filter((line) => line.includes('; options: '));

describe("an osCommerce product page (no structured data; <strong>Finish:</strong><br><select> in form[name=cart_quantity])", () => {
  it('writes each drop-down of the cart form as its caption and options, and no drop-down of the side boxes', async () => {
    const doc = await extract('oscommerce-product-page.html', 'https://www.copperfield-kitchen.example/product_info.php?cPath=3_11&products_id=57');
    expect(optionLines(doc.text)).toEqual(['Finish; options: Brushed Steel, Matte Black (+$6.00), Copper (+$12.00)', 'Plug Type; options: US (Type A/B), UK (Type G)']);
    expect(doc.text).not.toContain('**Finish:**');
    expect(doc.text).not.toContain('**Plug Type:**');
    expect(doc.removalNotes).toContain("2 drop-downs of a cart's form written as one line each (option pickers)");
    // The manufacturers' and currencies' drop-downs sit in forms that add nothing to a cart.
    for (const sideBox of ['Hollins & Marsh', 'U.S. Dollar', 'Manufacturers; options', 'Currencies; options']) expect(doc.text).not.toContain(sideBox);
    expect(doc.text).toContain('# Brightwater 1.7L Gooseneck Kettle [BW-GK17]');
    expect(doc.text).toContain('The stainless steel body holds 1.7 litres, enough for two large mugs of French press or a full Chemex.');
    expect(doc.text).toContain('| **Capacity** | 1.7 L |');
  });
});

describe('a Zen Cart product page (no structured data; a label for the select in form[name=cart_quantity])', () => {
  it('writes the bundle drop-down as one line under "Please Choose:"', async () => {
    const doc = await extract('zencart-product-page.html', 'https://shop.larchwood-outfitters.example/index.php?main_page=product_info&cPath=4_12&products_id=184');
    expect(doc.title).toBe('Ridgeback Titanium Trail Stove');
    expect(doc.text).toContain('### Please Choose:\n\nBundle; options: Stove only, Stove + 450 ml Titanium Mug ( +$24.00 ), Stove + 230 g Gas Canister ( +$7.50 )');
    expect(optionLines(doc.text)).toHaveLength(1);
    expect(doc.removalNotes).toContain("1 drop-down of a cart's form written as one line each (option pickers)");
    expect(doc.text).toContain('### Built for wind and cold');
    expect(doc.text).toContain('- Fits all EN417 threaded gas canisters');
  });
});

describe('a page without a cart form (a phpBB topic with its "Jump to" drop-down)', () => {
  it('keeps the drop-down out of any options line', async () => {
    const html = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Descaling a gooseneck kettle - Copperfield Brewing Forum</title></head><body id="phpbb"><div id="page-body">'
      + '<h2 class="topic-title"><a href="./viewtopic.php?t=812">Descaling a gooseneck kettle</a></h2>'
      + '<div id="p4410" class="post bg2"><div class="postbody"><p class="author">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=88" class="username">ridgeline_brewer</a></strong> » <time datetime="2025-03-02T09:14:00+00:00">Sun Mar 02, 2025 9:14 am</time></p>'
      + '<div class="content">My kettle has a white crust inside after six months of hard water. Citric acid or vinegar? I do not want to damage the temperature sensor at the base, and the manual says nothing about descaling.</div></div></div>'
      + '<div id="p4411" class="post bg1"><div class="postbody"><p class="author">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=91" class="username">pourover_pia</a></strong> » <time datetime="2025-03-02T10:02:00+00:00">Sun Mar 02, 2025 10:02 am</time></p>'
      + '<div class="content">Citric acid, two teaspoons in a full kettle, bring it to the boil and leave it for twenty minutes. Rinse twice. Vinegar works but the smell lingers for days.</div></div></div>'
      + '<div class="action-bar actions-jump"><div class="jumpbox dropdown-container"><form method="get" id="jumpbox" action="./viewforum.php"><fieldset class="jumpbox">'
      + '<label for="f" accesskey="j">Jump to:</label><select name="f" id="f"><option value="-1">Select a forum</option><option value="2">Brewing at home</option><option value="3">Grinders</option><option value="4">Kettles and water</option></select>'
      + '<input type="submit" value="Go" class="button2"></fieldset></form></div></div></div></body></html>';
    const doc = await extractHtml(html, 'https://forum.copperfield-kitchen.example/viewtopic.php?t=812');
    expect(doc.text).toContain('Citric acid, two teaspoons in a full kettle');
    expect(doc.text).not.toContain('options:');
    expect(doc.text).not.toContain('Jump to; ');
    expect((doc.removalNotes ?? []).some((note) => note.includes('drop-down'))).toBe(false);
  });
});

describe('a SmartRecruiters job posting (microdata JobPosting, the address after hidden <meta>s in li.job-detail)', () => {
  it('lists the address as an item, not indented code, and dates the posting by its datePosted', async () => {
    const doc = await extract('smartrecruiters-job-posting.html', 'https://jobs.smartrecruiters.com/HalvorsenFreight/744000031857264-warehouse-operations-team-lead-night-shift-');
    expect(doc.publishedAt).toBe('2025-02-27');
    expect(doc.title).toBe('Warehouse Operations Team Lead (Night Shift)');
    expect(doc.text.startsWith('- Waalhaven Zuidzijde 112, 3089 JH Rotterdam, Netherlands\n- Full-time\n')).toBe(true);
    expect(doc.text).not.toMatch(/^-? {2,}Waalhaven/m);
    expect(doc.text).toContain('## Job Description');
    expect(doc.text).toContain('- Run a short safety and priorities briefing at the start of every shift');
  });
});

const extractor = new ContentExtractor();

async function extractHtml(html: string, url: string): Promise<ExtractedDocument> {
  const result = await extractor.extract({ body: new TextEncoder().encode(html), contentType: 'text/html; charset=utf-8', url, format: 'markdown', signal: new AbortController().signal, maxStructuredBytes: 8 * 1024 * 1024 });
  if (!result.ok) throw new Error(`${url}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}
