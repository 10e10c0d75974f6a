import { describe, expect, it } from 'vitest';
import { runHtmlChain } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../../../../adapters/outbound/extract/html/html-page-parser.js';

const URL_ = 'https://forum.example/index.php?topic=9182.0';
const SAYS = 'Oil-based poly cures by reacting with oxygen, and that reaction slows to a crawl below about thirteen degrees, so a cold garage keeps it tacky for days. ';

/** Simple Machines Forum 2.1 (Curve2): the page in `div#footerfix`, each post's date its permalink, the author's pane a card, a likes line and a popup of user actions. */
const smfPost = (id: number, name: string, user: number, date: string, likes: string): string =>
  `<div class="windowbg" id="msg${id}"><div class="post_wrapper"><div class="poster"><h4><span class="off" title="Offline"></span><a href="https://forum.example/index.php?action=profile;u=${user}" title="View the profile of ${name}">${name}</a></h4>`
  + `<ul class="user_info"><li class="avatar"><a href="https://forum.example/index.php?action=profile;u=${user}"><img class="avatar" src="https://forum.example/avatars/${user}.png" alt=""></a></li><li class="postgroup">Jr. Member</li><li class="postcount">Posts: 71</li><li class="poster_ip">Logged</li></ul></div>`
  + `<div class="postarea"><div class="keyinfo"><div id="subject_${id}" class="subject_title subject_hidden"><a href="https://forum.example/index.php?msg=${id}" rel="nofollow">Re: Tacky finish</a></div>`
  + `<div class="postinfo"><a href="https://forum.example/index.php?msg=${id}" rel="nofollow" title="Re: Tacky finish" class="smalltext">${date}</a><span class="spacer"></span></div></div>`
  + `<div class="post"><div class="inner" data-msgid="${id}" id="msg_${id}">${SAYS.repeat(3)}</div></div>`
  + `<div class="under_message"><ul class="floatleft">${likes}</ul></div></div></div></div><hr class="post_separator">`;
const page = `<!DOCTYPE html><html><head><title>Tacky finish</title></head><body><div id="footerfix"><div id="header"><h1 class="forumtitle"><a href="https://forum.example/index.php">Woodworkers</a></h1></div>`
  + '<div id="wrapper"><div id="content_section"><div id="main_content_section"><div id="display_head" class="information"><h2 class="display_title"><span id="top_subject">Tacky finish</span></h2><p>Started by Ann Hale, March 14, 2026, 08:02:51 AM</p></div>'
  + `<div id="forumposts"><form id="quickModForm">${smfPost(71204, 'Ann Hale', 3318, 'March 14, 2026, 08:02:51 AM', '<li class="like_count smalltext"><a href="https://forum.example/index.php?action=likes;sa=view;like=71204">1 person</a> likes this.</li>')}`
  + `${smfPost(71211, 'Bo Reyes', 27, 'March 14, 2026, 09:12:44 AM', '')}${smfPost(71219, 'Cal Imre', 1904, 'March 15, 2026, 06:48:30 PM', '<li class="like_count smalltext"><a href="https://forum.example/index.php?action=likes;sa=view;like=71219">3 people</a> like this.</li>')}</form></div>`
  + '<div id="mobile_action" class="popup_container"><div class="popup_window description"><div class="popup_heading">User actions<a href="javascript:void(0);" class="main_icons hide_popup"></a></div>'
  + '<div class="buttonlist"><a class="button button_strip_print" href="https://forum.example/index.php?action=printpage;topic=9182.0" rel="nofollow"><span class="textmenu">Print</span></a></div></div></div>'
  + '</div></div></div></div><div id="footer"><p>Page created in 0.091 seconds with 27 queries.</p></div></body></html>';

describe('runHtmlChain: a Simple Machines Forum 2.1 topic', () => {
  it("keeps each post under its author's name with its date, and leaves out the member cards, the likes lines and the popup of user actions", async () => {
    const result = await runHtmlChain(await parseHtmlPage(page, URL_), URL_);
    expect(result.stage).toBe('readability');
    expect(result.markdown).toContain('#### Ann Hale\n\nMarch 14, 2026, 08:02:51 AM\n\nOil-based poly');
    expect(result.markdown).toContain('#### Bo Reyes\n\nMarch 14, 2026, 09:12:44 AM\n\nOil-based poly');
    expect(result.markdown).toContain('#### Cal Imre\n\nMarch 15, 2026, 06:48:30 PM\n\nOil-based poly');
    for (const chrome of ['Posts: 71', 'Logged', 'Jr. Member', 'likes this', 'like this', 'User actions', 'Print']) expect(result.markdown).not.toContain(chrome);
    expect(result.removalNotes).toContain('2 lines counting readers removed (a post\'s likes, "3 people like this"; who is viewing the topic)');
  });
});
