import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { mayNameReactions, removeReactionBars } from '../../../../../../adapters/outbound/extract/html/region/reaction-bars.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const barsIn = (root: Element): Element[] => Array.from(root.querySelectorAll('*')).filter(mayNameReactions);
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Invision Community 4.7's reaction bar under a post: who reacted, each reaction's picture and count, and the "Like" button. */
const INVISION_BAR = '<div class="ipsItemControls"><div data-controller="core.front.core.reaction" class="ipsItemControls_right ipsClearfix"><div class="ipsReact ipsPos_right">'
  + '<div class="ipsReact_blurb" data-role="reactionBlurb"><ul class="ipsReact_reactions"><li class="ipsReact_overview"><a href="/profile/88-catfishcarla/">CatfishCarla</a> and <a href="/profile/412-tom/">old_tom</a></li>'
  + '<li class="ipsReact_reactCount"><a href="/topic/1/?do=showReactionsComment&amp;comment=5&amp;reaction=1" title="See who reacted &quot;Like&quot;"><span><img src="/reactions/react_like.png" alt="Like"></span><span>3</span></a></li></ul></div>'
  + '<div class="ipsReact_types" data-role="reactionInteraction"><ul><li class="ipsReact_button"><span class="ipsReact_icon"><img src="/reactions/react_like.png" alt="Like"></span><span class="ipsReact_name">Like</span></li></ul></div>'
  + '</div></div><ul class="ipsComment_controls"><li><a href="/topic/1/?do=reply">Reply</a></li></ul></div>';

describe('mayNameReactions', () => {
  it('reads a class word "reaction(s)", or a prefixed class ending in "react", as naming reactions; not React\'s own classes', () => {
    for (const names of ['ipsReact ipsPos_right', 'ipsReact_blurb', 'reactionsBar', 'post-reactions', 'discourse-reactions-counter', 'reaction-summary']) expect(mayNameReactions(bodyOf(`<div class="${names}">x</div>`).firstElementChild as Element), names).toBe(true);
    for (const names of ['react-tabs', 'ReactModal__Content', 'reactRoot', 'interactive', 'readers-react']) expect(mayNameReactions(bodyOf(`<div class="${names}">x</div>`).firstElementChild as Element), names).toBe(names === 'readers-react');
  });
});

describe('removeReactionBars', () => {
  it("removes a post's reaction bar whole (who reacted, the linked picture and its count, the button) and keeps the post and its other controls", () => {
    const body = bodyOf(`<article class="cPost"><div data-role="commentContent"><p>Did I mini-cycle the tank?</p></div>${INVISION_BAR}</article>`);
    expect(removeReactionBars(barsIn(body))).toBe(1);
    expect(text(body)).toBe('Did I mini-cycle the tank?Reply');
    expect(body.querySelector('img')).toBeNull();
    // XenForo's bar: "Jane, Ann and 3 others".
    const xenforo = bodyOf('<article class="message"><div class="bbWrapper">Fitted the new belt.</div><div class="reactionsBar js-reactionsList is-active"><ul class="reactionSummary"><li><span class="reaction reaction--small reaction--1"><img alt="Like" src="/l.png"></span></li></ul> <bdi>Jane</bdi>, <bdi>Ann</bdi> and 3 others</div></article>');
    expect(removeReactionBars(barsIn(xenforo))).toBe(1);
    expect(text(xenforo)).toBe('Fitted the new belt.');
  });

  it("keeps a block named so that holds a post's text or is long, and a reaction picture a member posted", () => {
    const held = bodyOf(`<div class="user-reactions"><h3>What readers said</h3><p>I tried this at home and it worked.</p></div><div class="reactions-section">${'word '.repeat(60)}</div><p><img class="reaction-gif" src="/g.gif" alt="shrug"></p>`);
    expect(removeReactionBars(barsIn(held))).toBe(0);
    expect(text(held)).toContain('I tried this at home');
    expect(held.querySelector('img.reaction-gif')).not.toBeNull();
  });
});
