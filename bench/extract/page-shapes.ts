// Synthetic pages of one shape repeated `n` times: thousands of alike parts (labels, in-page links,
// list items, word spans, quoted posts…) that real pages hold by the hundred and that a step reading
// every part for each part turns quadratic. Seeded: the same `n` always gives the same page.

/** A page of `n` parts of one shape. */
export type ShapePage = (n: number) => string;

function wordsOf(seed: number): (count: number) => string {
  const vocabulary = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua'.split(' ');
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (count) => Array.from({ length: count }, () => vocabulary[Math.floor(next() * vocabulary.length)] as string).join(' ');
}

function page(body: string, head = ''): string {
  return `<!doctype html><html><head><title>Shape page</title>${head}</head><body><header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header><main>${body}</main><footer><p>Footer text</p></footer></body></html>`;
}

function times(n: number, part: (index: number) => string): string {
  return Array.from({ length: n }, (_, index) => part(index)).join('');
}

/** The shapes by name; `n` counts the repeated parts (rows, items, links…). */
export const PAGE_SHAPES: Readonly<Record<string, ShapePage>> = {
  'table rows': (n) => { const w = wordsOf(1); return page(`<h1>Table</h1><p>${w(40)}</p><table>${times(n, (i) => `<tr><td>${i}</td><td>${w(4)}</td><td><a href="/r${i}">${w(2)}</a></td></tr>`)}</table>`); },
  'wide table rows': (n) => page(`<h1>Wide</h1><table><thead><tr>${times(40, (j) => `<th>C${j}</th>`)}</tr></thead><tbody>${times(Math.ceil(n / 8), (i) => `<tr>${times(40, (j) => `<td>${i * j}</td>`)}</tr>`)}</tbody></table>`),
  'list items': (n) => { const w = wordsOf(2); return page(`<h1>List</h1><p>${w(40)}</p><ul>${times(n, (i) => `<li><a href="/i${i}">${w(3)}</a> ${w(8)}</li>`)}</ul>`); },
  'ordered references': (n) => { const w = wordsOf(3); return page(`<article><h1>Article</h1>${times(n, (i) => `<p>${w(30)}<sup><a href="#cite-${i}">[${(i % 999) + 1}]</a></sup></p>`)}<ol class="references">${times(n, (i) => `<li id="cite-${i}">${w(10)}</li>`)}</ol></article>`); },
  paragraphs: (n) => { const w = wordsOf(4); return page(`<article><h1>Article</h1>${times(n, () => `<p>${w(60)}</p>`)}</article>`); },
  'headings with permalinks': (n) => { const w = wordsOf(5); return page(`<article><h1>Manual</h1>${times(n, (i) => `<h2 id="s${i}">Section ${i} <a href="#s${i}">¶</a></h2><p>${w(30)}</p>`)}</article>`); },
  'contents links': (n) => { const w = wordsOf(6); return page(`<nav class="toc">${times(n, (i) => `<a href="#s${i}">Section ${i}</a>`)}</nav><article><h1>Manual</h1>${times(n, (i) => `<section id="s${i}"><h2>Section ${i}</h2><p>${w(30)}</p></section>`)}</article>`); },
  'filter check boxes': (n) => { const w = wordsOf(7); return page(`<aside class="filters">${times(n, (i) => `<input type="checkbox" id="f${i}"><label for="f${i}">${w(2)}</label>`)}</aside><article><h1>Category</h1><p>${w(200)}</p></article>`); },
  'hidden tab panels': (n) => { const w = wordsOf(8); const tabs = Math.ceil(n / 4); return page(`<div role="tablist">${times(tabs, (i) => `<button role="tab" id="t${i}" aria-controls="p${i}">Tab ${i}</button>`)}</div>${times(tabs, (i) => `<div role="tabpanel" id="p${i}" aria-labelledby="t${i}" hidden><p>${w(20)}</p></div>`)}`); },
  'closed accordion panels': (n) => { const w = wordsOf(9); return page(`<article><h1>Accordion</h1>${times(n, (i) => `<button aria-controls="acc${i}" aria-expanded="false">Q${i}</button><div id="acc${i}" class="cmp-accordion__panel cmp-accordion__panel--hidden"><p>${w(20)}</p></div>`)}</article>`); },
  'details and summaries': (n) => { const w = wordsOf(10); return page(`<article><h1>FAQ</h1>${times(n, (i) => `<details><summary>Question ${i}?</summary><p>${w(30)}</p></details>`)}</article>`); },
  'product cards': (n) => { const w = wordsOf(11); return page(`<h1>Listing</h1>${times(n, (i) => `<div class="card"><h3><a href="/p${i}">${w(4)}</a></h3><p>${w(15)}</p><span class="price">$${i}.99</span><button>Add to cart</button></div>`)}`); },
  'dated comments': (n) => { const w = wordsOf(12); return page(`<article><h1>Post</h1><p>${w(300)}</p></article><section class="comments">${times(n, (i) => `<div class="comment"><div class="author"><a href="/u${i}">user${i}</a></div><time datetime="2024-01-${String((i % 28) + 1).padStart(2, '0')}">Jan ${(i % 28) + 1}, 2024</time><p>${w(25)}</p></div>`)}</section>`); },
  'word spans in one paragraph': (n) => { const w = wordsOf(13); return page(`<article><h1>Transcript</h1><p>${times(n * 4, () => `<span>${w(1)} </span>`)}</p></article>`); },
  'highlighted code lines': (n) => { const w = wordsOf(14); return page(`<article><h1>Code</h1><p>${w(50)}</p><pre><code>${times(n * 2, (i) => `<span class="line"><span class="k">let</span> x${i} = ${i};</span>\n`)}</code></pre></article>`); },
  'definition pairs': (n) => { const w = wordsOf(15); return page(`<article><h1>Specifications</h1><dl>${times(n, (i) => `<dt>Spec ${i}</dt><dd>${w(3)}</dd>`)}</dl></article>`); },
  'cited figures': (n) => { const w = wordsOf(16); return page(`<article><h1>Figures</h1>${times(n, (i) => `<figure id="fig${i}"><img src="/f${i}.png" alt="figure"><figcaption>Figure ${i}: ${w(6)}</figcaption></figure><p>As <a href="#fig${i}">Figure ${i}</a> shows, ${w(15)}</p>`)}</article>`); },
  'line breaks': (n) => { const w = wordsOf(17); return page(`<article><h1>Poem</h1><p>${times(n * 2, () => `${w(6)}<br>`)}</p></article>`); },
  'link cloud': (n) => { const w = wordsOf(18); return page(`<article><h1>Tags</h1><p>${w(100)}</p><p>${times(n * 2, (i) => `<a href="/t${i}">${w(1)}</a> `)}</p></article>`); },
  'select options': (n) => { const w = wordsOf(19); return page(`<form><select name="s">${times(n * 2, (i) => `<option value="${i}">${w(2)}</option>`)}</select></form><article><h1>Form</h1><p>${w(300)}</p></article>`); },
  'hidden blocks': (n) => { const w = wordsOf(20); return page(`<article><h1>Hidden</h1>${times(n, () => `<div style="display:none">${w(5)}</div><p>${w(10)}</p>`)}</article>`); },
  'quoted posts': (n) => { const w = wordsOf(21); return page(`<article><h1>Posts</h1>${times(Math.ceil(n / 4), (i) => `<div class="social-embed"><blockquote class="twitter-tweet"><p>${w(20)}</p>&mdash; User (@u${i}) <a href="https://twitter.com/u/status/${i}">January 1, 2024</a></blockquote></div><p>${w(30)}</p>`)}</article>`); },
  'icons in paragraphs': (n) => { const w = wordsOf(22); return page(`<article><h1>Icons</h1>${times(n, () => `<p><svg viewBox="0 0 10 10"><path d="M0 0L10 10"/></svg>${w(8)}</p>`)}</article>`); },
  'dated lines': (n) => { const w = wordsOf(23); return page(`<article><h1>Log</h1>${times(n, (i) => `<p><time datetime="2024-02-${String((i % 28) + 1).padStart(2, '0')}T10:00">Feb ${(i % 28) + 1}</time> ${w(10)}</p>`)}</article>`); },
  'labelled sections': (n) => { const w = wordsOf(24); return page(`<article><h1>Regions</h1>${times(n, (i) => `<h3 id="h${i}">${w(3)}</h3><section aria-labelledby="h${i}"><p>${w(15)}</p></section>`)}</article>`); },
  'inline code': (n) => { const w = wordsOf(25); return page(`<article><h1>API</h1>${times(n, (i) => `<p>Call <code>fn${i}()</code> then <code>x${i}</code> ${w(8)}</p>`)}</article>`); },
  'anchored glossary': (n) => { const w = wordsOf(26); return page(`<article><h1>Glossary</h1><dl>${times(n, (i) => `<dt><a href="#g${i}" id="g${i}">${w(1)}</a></dt><dd>${w(12)}</dd>`)}</dl></article>`); },
  quotations: (n) => { const w = wordsOf(27); return page(`<article><h1>Quotes</h1>${times(n, () => `<blockquote><p>${w(20)}</p><cite>${w(2)}</cite></blockquote>`)}</article>`); },
  'declared offers': (n) => { const w = wordsOf(28); return page(`<article><h1>Product</h1><p>${w(200)}</p></article>`, `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Thing', offers: Array.from({ length: n * 4 }, (_, i) => ({ '@type': 'Offer', price: i, sku: `s${i}`, description: w(20) })) })}</script>`); },
  'small-screen copies': (n) => { const w = wordsOf(30); return page(`<article><h1>Copies</h1>${times(n, () => `<div class="mobile-only">${w(6)}</div><div class="desktop">${w(6)}</div>`)}</article>`); },
  'small-screen twins': (n) => { const w = wordsOf(31); return page(`<h1>Listings</h1><ul>${times(n, (i) => `<li><a href="/l${i}">${w(4)}</a><span class="price--mobile">€ ${i}</span><span class="price--desktop">€ ${i}</span><p>${w(10)}</p></li>`)}</ul>`); },
  'nested divisions': (n) => { const w = wordsOf(29); const depth = Math.ceil(n / 4); return page(`<article><h1>Deep</h1>${'<div>'.repeat(depth)}<p>${w(200)}</p>${'</div>'.repeat(depth)}</article>`); },
};
