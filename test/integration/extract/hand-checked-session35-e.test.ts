import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 35, batch 2: hand-built pages (see `hand-checked-support.ts`) for the rules of commit 0131ff4:
 * emphasis inside emphasis of its kind, forums' picture buttons of actions, a card link's mark after
 * the part its class names as the name, and a price alone in a button.
 */

describe("forum topic in phpBB's prosilver style whose posts carry picture buttons and bold linked names (Forumotion)", () => {
  const topic = 'https://silverhalide.forumotion.com/t482-rescuing-a-1970s-rangefinder-light-seals-and-a-stuck-shutter';
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('prosilver-forum-topic-picture-action-buttons.html', topic);
  });

  it('writes the bold name inside the bold link once bold: "by **[Marnie_K](…/u87)**", no "**[**"', () => {
    expect(doc.text).toContain(`[![post](https://2img.net/i/fa/prosilver/icon_post_target.gif)](${topic}#2911) by **[Marnie_K](https://silverhalide.forumotion.com/u87)** Sat Feb 10, 2024 6:14 pm`);
    expect(doc.text).toContain('by **[OldBellows](https://silverhalide.forumotion.com/u3)** Sat Feb 10, 2024 7:02 pm');
    expect(doc.text).toContain('\n\n**[fstop_fred](https://silverhalide.forumotion.com/u141)**\n\nActive member');
    expect(doc.text).not.toContain('**[**');
    expect(doc.text).not.toContain('**](');
  });

  it('removes the picture buttons to quote, report, message, reply and post a topic, and the list items they leave empty; keeps the avatars', () => {
    expect(doc.text).not.toMatch(/mode=quote|mode=reply|mode=newtopic|\/report\?|\/privmsg\?/);
    expect(doc.text).not.toMatch(/Reply with quote|Send private message|Post new topic|Reply to topic/);
    expect(doc.text).not.toMatch(/^\s*- \[!\[/m);
    expect(doc.text).toContain('![](https://i.servimg.com/u/f21/19/44/71/28/img_2010.jpg)\n\n[![Marnie_K](https://2img.net/u/3311/17/82/41/avatars/87-61.jpg)](https://silverhalide.forumotion.com/u87)\n\n**[Marnie_K](https://silverhalide.forumotion.com/u87)**');
    expect(doc.text).toContain('[![OldBellows](https://2img.net/u/3311/17/82/41/avatars/3-12.png)](https://silverhalide.forumotion.com/u3)');
    expect(doc.text).toContain('Moderator\n![Moderator](https://2img.net/i/fa/ranks/rank_mod.gif)\n\nAge : 63\n\n---');
    expect(doc.removalNotes).toContain('12 forum action buttons removed (a post\'s "Quote", "Report", "Send message", drawn as pictures)');
  });
});

describe("Invision 1 board topic (Jcink) whose posts end in picture buttons to go to the top, send a message and quote", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('invision-one-board-topic-post-rows.html', 'https://lanternfall.jcink.net/index.php?showtopic=488');
  });

  it('removes the "Top", "Send Message" and "Quote Post" pictures (javascript:, act=Msg, act=Post) and keeps each post\'s linked profile picture', () => {
    expect(doc.text).not.toMatch(/act=Msg|act=Post|javascript:/);
    expect(doc.text).not.toMatch(/!\[(?:Top|Send Message|Quote Post)\]/);
    expect(doc.text).toContain('**[open to all: merchants, scouts, travellers. Tag in whenever!]**\n\n[![User\'s profile](https://files.jcink.net/html/style_images/1/p_profile.gif)](https://lanternfall.jcink.net/index.php?showuser=14)\n\n[Sorrel Anwick]');
    expect(doc.text).toContain('lamp oil, flask .... 1 silver\n```\n\n[![User\'s profile](https://files.jcink.net/html/style_images/1/p_profile.gif)](https://lanternfall.jcink.net/index.php?showuser=22)\n\n[Wren of the Ridge]');
    expect(doc.removalNotes).toContain('14 forum action buttons removed (a post\'s "Quote", "Report", "Send message", drawn as pictures)');
  });
});

describe('category page whose product tiles are one link each, a badge above the name its class names (Kmart\'s div.product_name)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('category-page-product-tiles-badge-before-name.html', 'https://www.kmart.com.au/category/home-and-living/kids-furniture/kids-desks-and-chairs/');
  });

  it("puts each tile's link mark after its name, not after its \"New\", \"Price drop\" or \"Online only\" badge", () => {
    expect(doc.text).toContain("![Kids' Timber Study Desk](https://assets.kmart.com.au/transform/43287110-1.jpg)\n\nNew\n\nKids' Timber Study Desk [↗](https://www.kmart.com.au/product/kids-timber-study-desk-43287110/)\n\n$59");
    expect(doc.text).toContain("Price drop\n\nKids' Art Table with Paper Roll [↗](https://www.kmart.com.au/product/kids-art-table-with-paper-roll-43299002/)\n\n$45 ~~Was $55~~");
    expect(doc.text).toContain("Online only\n\nAnko Height Adjustable Kids' Desk [↗](https://www.kmart.com.au/product/anko-height-adjustable-kids-desk-43305531/)\n\n$79");
    expect(doc.text).not.toMatch(/(?:New|Price drop|Online only) \[↗\]/);
    // A tile without a badge is unchanged: its name is its first line.
    expect(doc.text).toContain("Adjustable Kids' Desk Chair - Grey [↗](https://www.kmart.com.au/product/adjustable-kids-desk-chair-grey-43301854/)\n\n$35");
  });
});

describe('product page whose price is a button a reader presses for its breakdown (Galaxus\' <strong><button>CHF 549.–</button></strong>)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('swiss-shop-product-price-button.html', 'https://www.galaxus.ch/de/s5/product/bruehwerk-velo-2-espressomaschine-siebtraeger-41872233');
  });

  it('writes the price in the button as bold text before the struck former price; the add-to-cart button stays a control', () => {
    expect(doc.text).toContain('4.4 von 5 Sternen, 27 Bewertungen\n\n**CHF 549.–** statt ~~CHF 629.–~~ Tagesangebot\n\nFarbe');
    expect(doc.text).not.toMatch(/^statt /m);
    expect(doc.text).not.toContain('In den Warenkorb');
  });
});
