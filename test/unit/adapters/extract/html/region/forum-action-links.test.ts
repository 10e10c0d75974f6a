import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isForumActionButton, removeForumActionButtons } from '../../../../../../adapters/outbound/extract/html/region/forum-action-links.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const actionsIn = (root: Element): Element[] => Array.from(root.querySelectorAll('a')).filter(isForumActionButton);
const picture = (href: string, alt: string): string => `<a href="${href}"><img src="https://2img.net/i/fa/${alt.replace(/\W+/g, '_')}.png" alt="${alt}"></a>`;

describe('isForumActionButton', () => {
  it("reads as a forum's action a link to quote, reply, post a topic, report or message that shows only pictures (phpBB, Forumotion, Jcink, vBulletin), and a script's link", () => {
    for (const href of ['/post?p=2911&mode=quote', '/post?t=482&mode=reply', '/post?f=5&mode=newtopic', 'posting.php?mode=editpost&p=3', '/report?p=2911', '/privmsg?mode=post&u=87',
      'index.php?act=Post&CODE=06&f=7&t=488&p=5120', 'index.php?act=Msg&CODE=4&MID=14', 'newreply.php?do=newreply&p=1', 'javascript:scroll(0,0)']) {
      expect(isForumActionButton(bodyOf(picture(href, 'Action')).firstElementChild as Element), href).toBe(true);
    }
  });

  it('leaves an avatar or profile link, a post\'s permalink picture, and an action link that says its words', () => {
    const links = bodyOf(picture('/u87', 'Marnie_K') + picture('index.php?showuser=14', "User's profile") + picture('/t482-rescuing#2911', 'post')
      + '<a href="/post?p=2911&mode=quote">Quote</a><a href="/post?p=2911&mode=quote"><img src="/q.png" alt="">Quote</a><a href="/post?p=2911&mode=quote"></a>');
    expect(actionsIn(links)).toEqual([]);
  });
});

describe('removeForumActionButtons', () => {
  it("removes a post's picture buttons, with the list items they leave empty, and keeps its avatar and permalink pictures", () => {
    const body = bodyOf('<div class="post"><ul class="profile-icons"><li>' + picture('/post?p=2911&mode=quote', 'Reply with quote') + '</li><li>' + picture('/report?p=2911', 'Report') + '</li><li class="keep">Edited</li></ul>'
      + `<p class="author">${picture('/t482-rescuing#2911', 'post')} by <strong><a href="/u87">Marnie_K</a></strong></p><p>The shutter only fires one time in five.</p>`
      + `<dl class="postprofile"><dt>${picture('/u87', 'Marnie_K')}</dt><dd>${picture('/privmsg?mode=post&u=87', 'Send private message')}</dd></dl></div>`
      + `<div class="topic-actions">${picture('/post?f=5&mode=newtopic', 'Post new topic')} ${picture('/post?t=482&mode=reply', 'Reply to topic')}</div>`);
    expect(removeForumActionButtons(actionsIn(body))).toBe(5);
    expect(body.querySelectorAll('img[alt="Reply with quote"], img[alt="Report"], img[alt="Send private message"], img[alt="Post new topic"], img[alt="Reply to topic"]')).toHaveLength(0);
    expect(body.querySelectorAll('ul.profile-icons > li')).toHaveLength(1);
    expect(body.querySelector('ul.profile-icons > li')?.textContent).toBe('Edited');
    // The avatar and the post's permalink are pictures a reader follows elsewhere; the dd they leave stays.
    expect(body.querySelector('dt > a[href="/u87"] > img[alt="Marnie_K"]')).not.toBeNull();
    expect(body.querySelector('p.author > a[href="/t482-rescuing#2911"] > img')).not.toBeNull();
    expect(body.querySelector('dl.postprofile > dd')).not.toBeNull();
  });

  it('keeps a list item that still holds a picture or words once its button goes', () => {
    const body = bodyOf(`<ul><li>${picture('index.php?act=Post&CODE=06&p=5120', 'Quote Post')}<img src="/online.gif" alt="Online"></li><li>${picture('javascript:scroll(0,0)', 'Top')} back up</li></ul>`);
    expect(removeForumActionButtons(actionsIn(body))).toBe(2);
    expect(body.querySelectorAll('li')).toHaveLength(2);
    expect(body.querySelector('li > img')?.getAttribute('alt')).toBe('Online');
    expect(body.querySelectorAll('a')).toHaveLength(0);
  });
});
