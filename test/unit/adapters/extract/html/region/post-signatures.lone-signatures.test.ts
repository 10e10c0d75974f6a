import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removePostSignatures } from '../../../../../../adapters/outbound/extract/html/region/post-signatures.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ');
const SIGNATURE = '<div data-role="memberSignature" class="ipsBorder_top ipsPadding_vertical"><div class="ipsType_richText"><p>Bench: Juno-106, SH-101. Repairs by appointment.</p></div></div>';
/** An Invision Community post: its text in a wrapper, then (for members who set one) the signature. */
const post = (words: string, signature = ''): string => `<article class="cPost ipsComment"><aside class="cAuthorPane"><h3><a href="/profile/1-a/">a</a></h3></aside><div class="ipsColumn"><div class="ipsComment_content"><div data-role="commentContent"><p>${words}</p></div>${signature}</div></div></article>`;

describe('removePostSignatures: one member signs', () => {
  it('removes the one signature of a thread where no other member signs, when it ends a post among posts alike', () => {
    const body = bodyOf(`<div class="cTopic">${post('My Juno has a dead voice.')}${post('Check the socket pins first.', SIGNATURE)}${post('Done, all six fitted.')}</div>`);
    expect(removePostSignatures(body, 2)).toBe(1);
    expect(text(body)).not.toContain('Repairs by appointment');
    expect(text(body)).toContain('Check the socket pins first.');
  });

  it('keeps a lone signature outside a thread, one with text after it in its post, and a lone member signature of API documentation', () => {
    const article = bodyOf(`<article class="letter"><p>We, the undersigned, ask the council to reopen the library.</p><div class="signature">Friends of the Library</div></article>`);
    expect(removePostSignatures(article, 2)).toBe(0);
    const followed = bodyOf(`<div>${post('First post.')}${post('Second post.', `${SIGNATURE}<p>Last edited by a moderator.</p>`)}</div>`);
    expect(removePostSignatures(followed, 2)).toBe(0);
    expect(text(followed)).toContain('Repairs by appointment');
    const api = bodyOf('<section class="detail"><div class="block">Closes the cache.</div><div class="member-signature">close(force)</div></section><section class="detail"><div class="block">Opens it.</div></section>');
    expect(removePostSignatures(api, 2)).toBe(0);
  });
});
