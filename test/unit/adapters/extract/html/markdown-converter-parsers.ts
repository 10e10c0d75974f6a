import { JSDOM } from 'jsdom';
import { parseHTML } from 'linkedom';

/** The page address the converter's links are made absolute against. */
export const BASE = 'https://example.com/blog/post.html';

/** The two parsers the converter must give the same Markdown on. */
export const parsers = {
  linkedom: (html: string) => parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document,
  jsdom: (html: string) => new JSDOM(`<!DOCTYPE html><body>${html}`, { url: BASE }).window.document,
};
