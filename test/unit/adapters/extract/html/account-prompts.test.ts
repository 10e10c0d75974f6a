import { describe, expect, it } from 'vitest';
import { dropAccountPrompts } from '../../../../../adapters/outbound/extract/html/markdown/account-prompts.js';
import { chosen } from '../../../../../adapters/outbound/extract/html/html-chain-finishing.js';

const PARAGRAPH = 'I replaced the power supply and the crashes stopped; the old one had a failing rail under load.';

describe('dropAccountPrompts', () => {
  it.each([
    '## Create an account or sign in to comment',
    "Sign up for a new account in our community. It's easy!",
    'Already have an account? [Sign in here.](https://forum.example/login/)',
    'Please [create an account](https://forum.example/register) or log in to access all these features',
    '[Log in to save to favorites](https://shop.example/accounts/login/)',
    '[Sign in](https://store.example/login/) to add this item to your wishlist, follow it, or mark it as ignored',
    'Sign in to view additional items selected just for you.',
    "Don't have an account? Register now",
    'You can post now and register later. If you have an account, sign in now to post with your account.',
    'You must log in or register to comment.',
    'You must be [logged in](https://blog.example/wp-login.php) to post a comment.',
    'You need to sign in to reply.',
  ])('drops the prompt %j', (prompt) => {
    const { markdown, droppedBlocks } = dropAccountPrompts(`${PARAGRAPH}\n\n${prompt}\n\n${PARAGRAPH}`);
    expect(markdown).toBe(`${PARAGRAPH}\n\n${PARAGRAPH}`);
    expect(droppedBlocks).toBe(1);
  });

  it.each([
    '1. Sign in to view your API keys, then copy the secret key.',
    '- Log in to save your settings.',
    'Sign in to the Azure portal and open the function app.',
    'Register to vote by October 5 at any county office.',
    'You must register to vote by October 5 at any county office.',
    'You need to sign in to the Azure portal as an administrator.',
    'If you already have an account, the installer links it.',
    '```\nsign in to continue\n```',
    `Sign in to comment. ${'Posts from new members are reviewed by a moderator before they appear, which can take a day or two. '.repeat(3)}`,
  ])('keeps %j', (block) => {
    const input = `${PARAGRAPH}\n\n${block}\n\n${PARAGRAPH}`;
    expect(dropAccountPrompts(input)).toEqual({ markdown: input, droppedBlocks: 0 });
  });

  it('says what went in the removal notes of the finished extraction', () => {
    const markdown = `${PARAGRAPH}\n\nAlready have an account? Sign in here.\n\n${PARAGRAPH}`;
    const removalNotes: string[] = [];
    const finished = chosen(
      { ok: true, stage: 'readability', markdown, textLength: markdown.length, parserFailures: 0 },
      { notes: [], removalNotes, parserFailures: 0, duplicateMinWords: undefined, itemRepeats: undefined, linkTrim: undefined, creditLines: true, description: undefined, datelines: undefined, bioAuthor: undefined, memberCards: false },
    );
    expect(finished.markdown).toBe(`${PARAGRAPH}\n\n${PARAGRAPH}`);
    expect(removalNotes).toContain('1 sign-in or registration prompt removed (lines asking the reader to sign in or register to comment, save or read on)');
  });
});
