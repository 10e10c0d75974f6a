import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isProfileLink } from '../../../../../../adapters/outbound/extract/html/region/post-author-asides.js';
import { markReplies } from '../../../../../../adapters/outbound/extract/html/region/reply-marks.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('isProfileLink: pages for signing in or up under the members\' path', () => {
  it('takes no sign-in, sign-up or settings page for a member\'s profile (SegmentFault\'s "注册登录" to /user/login)', () => {
    expect(isProfileLink('/user/login')).toBe(false);
    expect(isProfileLink('https://segmentfault.example/user/login?redirect=%2Fq%2F1010000045')).toBe(false);
    expect(isProfileLink('/users/sign-up')).toBe(false);
    expect(isProfileLink('/members/register/')).toBe(false);
    expect(isProfileLink('/u/logout')).toBe(false);
    expect(isProfileLink('/profile/settings')).toBe(false);
    // Members' own pages are still profiles, a member named like an action's prefix too.
    expect(isProfileLink('/u/chenmuzhi')).toBe(true);
    expect(isProfileLink('/user/loginov')).toBe(true);
    expect(isProfileLink('/members/joiner.14/')).toBe(true);
  });
});

describe('markReplies: a sign-in link in the page\'s header', () => {
  it('reads no member answered in a page wrapper that holds the header\'s "注册登录" link and the posts', () => {
    const post = (slug: string, name: string, words: string): string => `<div class="wrap"><a href="/u/${slug}">${name}</a><p>${words}</p></div>`;
    const body = bodyOf(`<div class="wrap"><header><a href="/user/login" class="btn">注册登录</a></header><main>${post('songwanqing', '宋晚晴', '怎样限制 aiohttp 的并发？')}${post('chenmuzhi', '陈木之', '用 asyncio.Semaphore。')}${post('zhaoqingshan', '赵青山', '或者设置 TCPConnector 的 limit。')}</main></div>`);
    expect(markReplies(body)).toBe(0);
    expect(text(body)).not.toContain('in reply to 注册登录');
    expect(text(body)).toContain('陈木之用 asyncio.Semaphore。');
  });
});
