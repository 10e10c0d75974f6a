import { describe, expect, it } from 'vitest';
import { isMemberNameLine } from '../../../../../adapters/outbound/extract/html/markdown/author-lines.js';
import { trimLinkBlocks } from '../../../../../adapters/outbound/extract/html/markdown/link-block-trim.js';

const PARAGRAPH = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');

describe('trimLinkBlocks: the first post\'s author on a thread without its title', () => {
  it("keeps the opening post's author line when the later posts name their authors alike (a forum's mini-profile), and still drops a menu before it", () => {
    const thread = `[brambleacre](https://forum.example/user/118)\n\nSeedling\n\n${PARAGRAPH}\n\n[OldRootstock](https://forum.example/user/7)\n\nHead Gardener\n\n${PARAGRAPH}`;
    expect(trimLinkBlocks(thread)).toEqual({ markdown: thread, droppedBlocks: 0 });
    const menu = '[Home](https://forum.example/) [Members](https://forum.example/members)';
    expect(trimLinkBlocks(`${menu}\n\n${thread}`)).toEqual({ markdown: thread, droppedBlocks: 1 });
  });

  it('drops a leading profile link that no later post repeats in kind (one link alone proves no thread), and a link to the list of members', () => {
    const article = `[brambleacre](https://forum.example/user/118)\n\n${PARAGRAPH}\n\n${PARAGRAPH}`;
    expect(trimLinkBlocks(article)).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}`, droppedBlocks: 1 });
    const members = `[Members](https://forum.example/members)\n\n${PARAGRAPH}\n\n[OldRootstock](https://forum.example/user/7)\n\n${PARAGRAPH}`;
    expect(trimLinkBlocks(members).markdown).not.toContain('[Members]');
  });
});

describe('isMemberNameLine', () => {
  it("reads a lone link to a member's profile labelled with a name, not a link elsewhere, a long label or the members' list", () => {
    expect(isMemberNameLine('[hedgerow_hank](https://forum.example/user/402)')).toBe(true);
    expect(isMemberNameLine('**[Ann Lee](https://forum.example/members/ann-lee.12/)**')).toBe(true);
    expect(isMemberNameLine('[hedgerow_hank](https://forum.example/thread/402)')).toBe(false);
    expect(isMemberNameLine('[Read what our members say about us](https://forum.example/user/402)')).toBe(false);
    expect(isMemberNameLine('[Members](https://forum.example/members/)')).toBe(false);
    expect(isMemberNameLine('[Sign in](https://forum.example/user/login)')).toBe(false);
  });
});
