/**
 * The demo's article page: headings, relative and absolute links, a list and a fenced code block,
 * wrapped in site chrome (navigation, footer) that extraction should drop.
 */
export const DEMO_ARTICLE_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Reading the web politely: a field guide for agents</title>
  <meta name="description" content="How a research agent searches and fetches without hammering anyone.">
</head>
<body>
  <nav><a href="/">Home</a> · <a href="/feed.xml">Feed</a> · <a href="/data.json">Data</a></nav>
  <main>
    <article>
      <h1>Reading the web politely: a field guide for agents</h1>
      <p>An agent that researches the web makes two kinds of request. A <strong>search</strong> asks an
      engine for candidate sources; a <strong>fetch</strong> reads one of them. Both cost someone else's
      resources, and both can fail in ways that look like success.</p>
      <h2>Search once, broadly</h2>
      <p>Start with one broad, high-yield query that covers the main constraints of the decision. Treat the
      snippets as leads, not as evidence: read the strongest sources before searching again. Alternate
      wordings help only when a material gap remains.</p>
      <ul>
        <li>Keep quotes and <code>site:</code> operators exactly as written.</li>
        <li>Prefer a few strong sources over many weak ones.</li>
        <li>When an engine says you are rate limited, stop and use what you have.</li>
      </ul>
      <h2>Fetch what matters</h2>
      <p>A fetched page is converted into compact Markdown. Long documents can be read in slices, and the
      result always says where the next slice starts. See the <a href="/guide.pdf">printable guide</a>
      and the <a href="https://www.rfc-editor.org/rfc/rfc9110">HTTP semantics specification</a>.</p>
      <h3>A slice request</h3>
      <pre><code class="language-json">{
  "url": "https://example.com/guide",
  "start_line": 201,
  "max_lines": 100
}</code></pre>
      <h2>Failures are answers too</h2>
      <p>An empty result set is only a claim about the web when the backend that produced it was working.
      A blocked engine, a CAPTCHA, or a proof-of-work page is an error with a stable code, so the model
      does not waste another round repeating the same call.</p>
    </article>
  </main>
  <footer><p>© Demo site. Served from 127.0.0.1 by <code>mono-agent demo</code>.</p></footer>
</body>
</html>
`;
