// The extraction subset's pages (see extraction-subset-pages.mjs), plus /heavy: about 0.9 MiB of
// small elements, parsed whole, far more than a 32 MiB extraction heap holds, and /small.
import subsetPages from './extraction-subset-pages.mjs';

export const ports = 32;

const HEAVY = `<html><body>${'<div class="c"><p><a href="/x">word</a> <span>text</span></p></div>'.repeat(13_000)}</body></html>`;
const SMALL = '<html><head><title>Small</title></head><body><p>A small page with enough words in it to count as the text of a page.</p></body></html>';

export default function handle(req, res) {
  if (req.url === '/heavy' || req.url === '/small') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/heavy' ? HEAVY : SMALL);
    return;
  }
  subsetPages(req, res);
}
