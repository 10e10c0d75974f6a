import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readByline } from '../../../../../../adapters/outbound/extract/html/metadata/byline-reader.js';
import { collectStatementElements } from '../../../../../../adapters/outbound/extract/html/metadata/statement-elements.js';

const documentOf = (body: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document;
const bylineOf = (body: string): string | undefined => readByline(collectStatementElements(documentOf(body)).bylineCandidates, { skipRepeated: true });

/** Session 39: Tiki's `span.brand-and-author` "Thương hiệu: <a>Kamora</a>" (Brand: Kamora) was read as the page's author. */
describe('readByline: a brand labelled where a byline would be', () => {
  it('reads no author from a brand\'s label, its name linked', () => {
    expect(bylineOf('<h1>Nồi Chiên Không Dầu Kamora AF-55</h1><span class="brand-and-author">Thương hiệu: <a href="/thuong-hieu/kamora.html">Kamora</a></span>')).toBeUndefined();
  });

  it('still reads an author the same element names under an author\'s label', () => {
    expect(bylineOf('<h1>Mắt Biếc</h1><span class="brand-and-author">Tác giả: <a href="/author/nguyen-nhat-anh">Nguyễn Nhật Ánh</a></span>')).toBe('Nguyễn Nhật Ánh');
  });
});
