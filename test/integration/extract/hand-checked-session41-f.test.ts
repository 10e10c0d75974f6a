import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 41, helper f: pages read by session 40's helpers c and d (invented text) for the rules of commits 567975d
 * and 7801355. Simple Machines Forum 2.1: each post's date is its permalink (`div.postinfo > a.smalltext`), kept as
 * the post's date; the topic head's "Started by NAME, DATE" gives the page's author and goes as a dateline; SMF's
 * profile links (`index.php?action=profile;u=N`) make the posters' panes author panes; readers' tallies ("1 person
 * likes this.", "0 Members and 2 Guests are viewing this topic.") go; the `div#footerfix` that wraps the whole page,
 * named for the footer, no longer takes the page out of Readability's hands (its popups and bars, "User actions",
 * stay out). Invision Community 4.7: the phone-only copy of each author pane goes, members' photos are avatars,
 * reaction bars and the scripted "Quote" links go, a signature only one member has goes, the guest box's
 * "Create an account" / "Sign in" headings go with its prompts, "Similar Content" goes as a list of related
 * threads. A Flarum discussion (posts in `<noscript>`) and an Invision blog entry stay as they were.
 */

const count = (text: string, piece: string): number => text.split(piece).length - 1;

describe('a forum topic (SMF 2.1): post dates as permalinks, "Started by" in the topic head, likes and viewers counted, a page-wide wrapper named for the footer', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('forum-topic-post-date-permalinks-started-by-reader-tallies.html', 'https://forum.harrowgate-woodworkers.example/index.php?topic=9182.0');
  });

  it('keeps each post\'s date, which the page prints as the post\'s permalink, under its author and reply number', () => {
    expect(doc.text).toMatch(/^#### Corwen Ashdale\n\nMarch 14, 2026, 08:02:51 AM Last Edit: March 14, 2026, 08:19:30 AM by Corwen Ashdale\n\nHi all, long-time lurker, first proper question\.$/m);
    expect(doc.text).toMatch(/^#### Hesketh Varley\n\n#1\n\nMarch 14, 2026, 09:12:44 AM\n\n> \[Quote from: Corwen Ashdale on March 14, 2026, 08:02:51 AM\]/m);
    expect(doc.text).toMatch(/^#### Corwen Ashdale\n\n#2\n\nMarch 14, 2026, 10:37:05 AM\n\nIt was a no-name one from the market/m);
    expect(doc.text).toMatch(/^#### Ottilie Brandreth\n\n#3\n\nMarch 14, 2026, 01:55:18 PM\n\nSticks are fine/m);
    expect(doc.text).toMatch(/^#### Hesketh Varley\n\n#4\n\nMarch 15, 2026, 06:48:30 PM\n\n> \[Quote from: Ottilie Brandreth/m);
    expect(doc.text).toMatch(/^#### Corwen Ashdale\n\n#5\n\nMarch 16, 2026, 07:20:02 AM\n\nQuick update: two days in the back bedroom/m);
  });

  it('takes the author from "Started by Corwen Ashdale, March 14, 2026, …" and drops that line as a dateline', () => {
    expect(doc.author).toBe('Corwen Ashdale');
    expect(doc.publishedAt).toBe('2026-03-14');
    expect(doc.title).toBe('Oil-based poly still tacky after nine days on a white oak tabletop');
    expect(doc.text).not.toContain('Started by');
    expect(doc.removalNotes).toContain('1 dateline or byline removed (when and by whom the page was posted or updated; its date and author are in the page metadata)');
  });

  it('reads the posters\' panes (linked to `action=profile;u=N`) as author panes: the name stays, rank, post count and "Logged" go', () => {
    expect(count(doc.text, '#### Corwen Ashdale')).toBe(3);
    expect(count(doc.text, '#### Hesketh Varley')).toBe(2);
    expect(doc.text).toContain('#### Ottilie Brandreth');
    for (const furniture of ['Jr. Member', 'Sr. Member', 'Hero Member', 'Global Moderator', 'Posts: 71', 'Posts: 6,412', 'Logged']) expect(doc.text).not.toContain(furniture);
  });

  it('drops the likes under the posts ("1 person likes this.", "3 people like this.") and "0 Members and 2 Guests are viewing this topic."', () => {
    expect(doc.text).not.toMatch(/likes? this/);
    expect(doc.text).not.toContain('action=likes');
    expect(doc.text).not.toContain('viewing this topic');
    expect(doc.removalNotes).toContain('4 lines counting readers removed (a post\'s likes, "3 people like this"; who is viewing the topic)');
  });

  it('leaves out the menus round the posts: no "User actions" bar and no breadcrumb list at the end', () => {
    expect(doc.text).not.toContain('User actions');
    expect(doc.text).not.toContain('- ► [Finishing]');
    expect(doc.text).not.toContain('[Harrowgate Woodworkers](https://forum.harrowgate-woodworkers.example/index.php)');
    expect(doc.text.trimEnd()).toMatch(/Thanks all, I'll post pictures when it's delivered\.$/);
  });

  it('keeps the posts whole: the first post\'s list, the quotations with their sources, the bold rules of thumb, signatures gone', () => {
    expect(doc.text).toContain('**What I did**\n\n- Sanded to 180, raised the grain with a damp cloth, knocked it back with 220\n- First coat thinned about 30% with mineral spirits, wiped on');
    expect(doc.text).toContain('> [Quote from: Ottilie Brandreth on March 14, 2026, 01:55:18 PM](https://forum.harrowgate-woodworkers.example/index.php?topic=9182.msg71230#msg71230)\n>\n> how old was the tin?\n\nGood shout, I should have asked that first.');
    expect(doc.text).toContain('- **Under six months since first opened:** use it.\n- **Six to twelve months:** stir well, test on scrap first.\n- **Skinned over, or older than a year:** buy a fresh tin.');
    expect(doc.text).not.toContain('Measure twice, cut once');
    expect(doc.removalNotes).toContain('5 member signatures removed from under the posts');
  });
});

describe('the same SMF 2.1 topic with each permalink labelled "« Reply #N on: DATE »"', () => {
  it('keeps each labelled date as the post\'s date line', async () => {
    const doc = await extract('forum-topic-labelled-post-date-permalinks.html', 'https://forum.harrowgate-woodworkers.example/index.php?topic=9182.0');
    expect(doc.text).toMatch(/^#### Corwen Ashdale\n\n« on: March 14, 2026, 08:02:51 AM » Last Edit: March 14, 2026, 08:19:30 AM by Corwen Ashdale\n\nHi all,/m);
    expect(doc.text).toMatch(/^#### Hesketh Varley\n\n#1\n\n« Reply #1 on: March 14, 2026, 09:12:44 AM »\n\n> \[Quote from:/m);
    expect(doc.text).toMatch(/^#### Corwen Ashdale\n\n#5\n\n« Reply #5 on: March 16, 2026, 07:20:02 AM »\n\nQuick update:/m);
    expect(doc.author).toBe('Corwen Ashdale');
    expect(doc.text).not.toMatch(/likes? this|viewing this topic|User actions|Started by/);
  });
});

describe('a forum discussion (Flarum) whose posts stand in a <noscript>, with mentions linked to earlier posts', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('forum-discussion-noscript-posts-mentions.html', 'https://community.crumbandcrust.example/d/2281-sourdough-starter-smells-like-nail-polish-remover-after-a-week-in-the-fridge');
  });

  it('keeps the title heading and every post under its author\'s name, split by rules', () => {
    expect(doc.text).toMatch(/^# Sourdough starter smells like nail polish remover after a week in the fridge\n\n### maltedmarlow\n\nMy starter \(rye and white, about eight months old\)/);
    expect(doc.text).toContain('Is it dying, or is this just hunger?');
    expect(doc.text).toContain('---\n\n### Agnes Pollard\n\n[maltedmarlow](https://community.crumbandcrust.example/d/2281-sourdough-starter-smells-like-nail-polish-remover-after-a-week-in-the-fridge/1) it\'s hungry, not dying.');
    expect(doc.text).toContain('1. Before a bake, do two feeds instead of one, 12 hours apart, at 1:5:5.');
    expect(doc.text).toContain('### Teodor Vance\n\nNot to the gram, no.');
    expect(doc.text).toContain('> You\'ll know it\'s recovered when it doubles within 4–6 hours\n\nI\'d add: put a rubber band round the jar');
    expect(doc.text.trimEnd()).toMatch(/### maltedmarlow\n\nTwo days of 1:5:5 feeds later: doubled in about five hours this morning and the acetone smell is gone\. Baking tonight\. Thanks both!$/);
  });

  it('leaves out the app\'s loading and error notices', () => {
    expect(doc.text).not.toContain('Loading...');
    expect(doc.text).not.toContain('best viewed in a modern browser');
    expect(doc.text).not.toContain('Something went wrong');
  });
});

describe('a forum topic (Invision Community 4.7): phone-only author panes, member photos, reaction bars, scripted "Quote" links, a guest box and "Similar Content"', () => {
  let doc: ExtractedDocument;
  const topic = 'https://forums.aquaria-keepers.example/topic/48213-nitrite-spike-after-moving-a-planted-60l-tank/';
  beforeAll(async () => {
    doc = await extract('forum-topic-phone-author-panes-reactions-similar-content.html', topic);
  });

  it('gives each post its author and date once: the copy of the pane shown on phones only goes', () => {
    expect(doc.text).toContain(`Reedwarbler\n\n[Posted April 11, 2023](${topic}?do=findComment&comment=1881201)\n\nHi all, first proper post after lurking for a few months.`);
    expect(doc.text).toContain(`CatfishCarla\n\n[Posted April 11, 2023](${topic}?do=findComment&comment=1881224) (edited)\n\nWelcome aboard!`);
    expect(doc.text).toContain(`Limnophila\n\n[Posted April 12, 2023](${topic}?do=findComment&comment=1881302)\n\nAgree with everything above.`);
    for (const comment of ['1881201', '1881224', '1881240', '1881275', '1881302', '1881377']) expect(count(doc.text, `?do=findComment&comment=${comment})`)).toBe(1);
    expect(doc.text).not.toMatch(/^### \[/m);
  });

  it('drops the members\' photos (`a.ipsUserPhoto > img`) and keeps the posted picture', () => {
    expect(doc.text).not.toContain('.thumb.jpg.4b4a7.jpg');
    expect(doc.text).not.toContain('catfishcarla.thumb.jpg');
    expect(doc.text).toContain('[![tank-after-move.jpg](https://forums.aquaria-keepers.example/uploads/monthly_2023_04/tank-after-move.thumb.jpg.3f1e.jpg)](https://forums.aquaria-keepers.example/uploads/monthly_2023_04/tank-after-move.jpg.3f1e.jpg)');
  });

  it('drops the reaction bars (who liked a post, the "Like" count) and the scripted "Quote" links', () => {
    expect(doc.text).not.toContain('showReactionsComment');
    expect(doc.text).not.toContain('react_like.png');
    expect(doc.text).not.toContain('and [2 others]');
    expect(doc.text).not.toContain('[Quote]');
    expect(doc.removalNotes).toContain('6 reaction bars removed under the posts (who reacted to a post, and how many)');
    expect(doc.removalNotes).toContain('6 post controls removed ("Quote", "Reply", "Like" links a script works)');
  });

  it('drops the guest box: its prompt and its "Create an account" and "Sign in" headings', () => {
    expect(doc.text).not.toContain('You need to be a member');
    expect(doc.text).not.toMatch(/^#+ (?:Create an account|Sign in)$/im);
  });

  it('drops "Similar Content", the other threads under the topic, and ends with the last post', () => {
    expect(doc.text).not.toContain('Similar Content');
    expect(doc.text).not.toContain('White film on new driftwood');
    expect(doc.text).not.toContain('replies');
    expect(doc.removalNotes).toContain('1 list of similar threads or entries removed (other pages\' titles, authors and reply counts)');
    expect(doc.text.trimEnd()).toMatch(/Today: ammonia 0, nitrite 0, nitrate 15\. No more shrimp losses and the embers are colouring up again\.\n\nThanks everyone, really appreciate the help\.$/);
  });

  it('keeps the title, the byline, the readings, the edit note and the quotation', () => {
    expect(doc.text).toMatch(/^# Nitrite spike after moving a planted 60L tank\n\nBy \[Reedwarbler\]\(https:\/\/forums\.aquaria-keepers\.example\/profile\/1204-reedwarbler\/\), April 11, 2023 in \[Water Quality & Cycling\]/);
    expect(doc.text).toContain('- Day 1: ammonia 0, nitrite 0, nitrate 10\n- Day 3: ammonia 0.25, nitrite 0.5, nitrate 10\n- Day 5 (today): ammonia 0, nitrite 1.0, nitrate 20');
    expect(doc.text).toContain('**Edited April 11, 2023 by CatfishCarla**\nTidied up the list');
    expect(doc.text).toContain('> CatfishCarla said:\n>\n> Three hours in a bucket with no flow means the colony runs short of oxygen\n\nThat makes sense');
    expect(doc.author).toBe('Reedwarbler');
    expect(doc.publishedAt).toBe('2023-04-11T09:12:44Z');
  });
});

describe('a forum topic (Invision Community 4.7, a custom theme): one member\'s signature, reaction bars, the guest box and "Similar Content"', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('forum-topic-themed-lone-signature-guest-box.html', 'https://forum.retro-synths.example/topic/90412-juno-106-voice-chip-replacement-which-clone/');
  });

  it('drops the signature under hexinverter\'s post, though no other member signs', () => {
    expect(doc.text).not.toContain('Bench: Juno-106, SH-101');
    expect(doc.text).toContain('the sockets had corroded and caused the exact same dropouts people blame on the chips.\n\nDCO_Dan');
    expect(doc.removalNotes).toContain('1 member signature removed from under the posts');
  });

  it('keeps each post under its author and date', () => {
    expect(doc.text).toMatch(/^ModWheelMo\n\nPosted February 3, 2024\n\nMy Juno-106 has the classic dead voice/);
    expect(doc.text).toContain('PatchCordPaula\n\nPosted February 3, 2024\n\nI\'d replace all six if you can stretch to it.');
    expect(doc.text).toContain('hexinverter\n\nPosted February 3, 2024\n\n> PatchCordPaula said:\n>\n> you\'ll spend more time recalibrating a mixed set than you save\n\nAgreed.');
    expect(doc.text).toContain('DCO_Dan\n\nPosted February 4, 2024\n\nSlightly off topic');
    expect(doc.text).toContain('hexinverter\n\nPosted February 4, 2024\n\nNo, the chorus noise is the BBD circuit');
    expect(doc.text).toContain('ModWheelMo\n\nPosted February 10, 2024\n\nDone: six through-hole clones fitted');
    expect(doc.author).toBe('ModWheelMo');
    expect(doc.publishedAt).toBe('2024-02-03T12:31:09Z');
  });

  it('drops the reaction bars, the guest box and "Similar Content", ending with the last post', () => {
    expect(doc.text).not.toContain('showReactionsComment');
    expect(doc.text).not.toContain('[ModWheelMo](');
    expect(doc.text).not.toContain('You need to be a member');
    expect(doc.text).not.toMatch(/^#+ (?:Create an account|Sign in)$/im);
    expect(doc.text).not.toContain('Similar Content');
    expect(doc.text).not.toContain('Juno-106 slider cleaning');
    expect(doc.text.trimEnd()).toMatch(/the chorus hiss went down when I adjusted the trimmer as suggested\. Thanks all\.$/);
  });
});

describe('a blog entry (Invision Community 4.7) with a reaction bar under the entry, reactions and "Quote" links on its comments, a table', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('blog-entry-reactions-comments-table.html', 'https://community.lathe-and-forge.example/blogs/entry/318-restoring-a-1950s-bench-drill-part-2-the-quill/');
  });

  it('removes the reaction bars, the scripted post controls and the lone signature before reading the entry', () => {
    expect(doc.removalNotes).toContain('5 reaction bars removed under the posts (who reacted to a post, and how many)');
    expect(doc.removalNotes).toContain('4 post controls removed ("Quote", "Reply", "Like" links a script works)');
    expect(doc.removalNotes).toContain('1 member signature removed from under the posts');
    expect(doc.text).not.toContain('SwarfSweeper');
    expect(doc.text).not.toContain('Myford ML7');
  });

  it('keeps the entry whole: its opening link, headings, list, captioned picture and table', () => {
    expect(doc.text).toMatch(/^In \[part 1\]\(https:\/\/community\.lathe-and-forge\.example\/blogs\/entry\/311-restoring-a-1950s-bench-drill-part-1-strip-down\/\) I got the old Startrite-pattern bench drill stripped down to the castings\./);
    expect(doc.text).toContain('## What was wrong with it\n\nWith the drill assembled');
    expect(doc.text).toContain('- The lower bearing had a flat spot you could feel when turning it with a finger.');
    expect(doc.text).toContain('![quill-bearings.jpg](https://community.lathe-and-forge.example/uploads/monthly_2023_03/quill-bearings.jpg.9a1b2.jpg "The old lower bearing (left) next to its replacement.")');
    expect(doc.text).toContain('| Measurement | Before | After |\n| --- | --- | --- |\n| Runout at chuck | 0.12 mm | 0.02 mm |\n| Quill side play | noticeable | none by hand |\n| Return | slams up | smooth |');
    expect(doc.text.trimEnd()).toMatch(/Next time: the motor, which hums more than it should, and a new belt guard because the original is mostly rust\.$/);
    expect(doc.author).toBe('MillbankMarcus');
    expect(doc.publishedAt).toBe('2023-03-06T17:05:00Z');
  });
});
