const PARAGRAPH = '<p>The harbour opens at dawn, and the boats leave for the <a href="/fishing">fishing grounds</a> beyond the point, where the water runs deep and cold through the whole season.</p>';

/**
 * A small page the extraction worker reads once when it starts, before any real page: it walks the
 * chain's usual paths (metadata, navigation and footer chrome, the content region, Readability,
 * Turndown with headings, lists, tables, code, figures and links), so the libraries are loaded and
 * their code compiled while the caller still waits for the network. Its result is thrown away.
 */
export const WARM_UP_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harbour notes | Example</title>
<meta property="og:title" content="Harbour notes"><meta name="author" content="A. Writer">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Harbour notes","datePublished":"2024-05-01","author":{"@type":"Person","name":"A. Writer"}}</script>
</head><body><header><nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/about">About</a></li></ul></nav></header>
<main><article><h1>Harbour notes</h1><p class="byline">By <a href="/a-writer">A. Writer</a>, <time datetime="2024-05-01">May 1, 2024</time></p>
${PARAGRAPH.repeat(3)}<h2>Boats</h2><ul><li>Trawlers, <em>mostly</em> old</li><li>Two <strong>new</strong> skiffs</li></ul>
<figure><img src="/boats.jpg" srcset="/boats-400.jpg 400w, /boats-800.jpg 800w" alt="Boats at the quay"><figcaption>Boats at the quay.</figcaption></figure>
<table><thead><tr><th>Boat</th><th>Crew</th></tr></thead><tbody><tr><td>Mary</td><td>4</td></tr><tr><td>Ann</td><td>3</td></tr></tbody></table>
<pre><code class="language-js">const tide = readTide(harbour_id);</code></pre>${PARAGRAPH.repeat(2)}
<h2>Related stories</h2><ul><li><a href="/other-story">Another story about the harbour</a></li></ul></article></main>
<footer><p>© 2024 Example</p><a href="/privacy">Privacy</a></footer></body></html>`;

/** Where the warm-up page claims to come from (a reserved name: nothing is ever fetched). */
export const WARM_UP_URL = 'https://warm-up.invalid/notes';
