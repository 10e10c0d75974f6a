import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isScriptedPostAction, removeForumActionButtons } from '../../../../../../adapters/outbound/extract/html/region/forum-action-links.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const scriptedIn = (root: Element): Element[] => Array.from(root.querySelectorAll('a')).filter(isScriptedPostAction);

describe('isScriptedPostAction', () => {
  it("reads as a post's control a text link to nowhere (#, empty, javascript:) that says a post's action, in several languages", () => {
    for (const link of ['<a href="#" data-action="quoteComment" data-ipsQuote-singleQuote>Quote</a>', '<a href="">MultiQuote</a>', '<a href="javascript:void(0)"> Reply with quote </a>', '<a href="#">Like</a>', '<a href="#">Zitieren</a>', '<a href="#">Citer</a>', '<a href="#">Цитировать</a>']) {
      expect(isScriptedPostAction(bodyOf(link).firstElementChild as Element), link).toBe(true);
    }
  });

  it("leaves a link that leads somewhere, a fragment link to a part of the page, one that says more than the action, and a picture button", () => {
    for (const link of ['<a href="/topic/1/?do=reply">Reply</a>', '<a href="#comments">Reply</a>', '<a href="#">Quote of the day</a>', '<a href="#">Share your build</a>', '<a>Quote</a>', '<a href="#"><img src="/q.png" alt="Quote"></a>']) {
      expect(isScriptedPostAction(bodyOf(link).firstElementChild as Element), link).toBe(false);
    }
  });
});

describe('removeForumActionButtons: scripted post controls', () => {
  it("removes Invision's Quote link under each post with the list item it leaves empty, and keeps the post", () => {
    const body = bodyOf('<article class="cPost"><div data-role="commentContent"><p>Three hours in a bucket with no flow.</p></div><ul class="ipsComment_controls" data-role="commentControls">'
      + '<li class="ipsJS_show"><button class="cMultiQuote" title="MultiQuote"><i class="fa fa-plus"></i></button></li><li class="ipsJS_show"><a href="#" data-action="quoteComment">Quote</a></li></ul></article>');
    expect(removeForumActionButtons(scriptedIn(body))).toBe(1);
    expect(body.querySelector('a')).toBeNull();
    expect(body.querySelectorAll('li')).toHaveLength(1);
    expect((body.textContent ?? '').trim()).toBe('Three hours in a bucket with no flow.');
  });
});
