/** The demo's JSON document (served as `application/json`, compact so the pretty-printing shows). */
export const DEMO_JSON = JSON.stringify({
  project: 'mono-agent-web',
  tools: [
    { name: 'WebSearch', purpose: 'discover and rank candidate URLs' },
    { name: 'WebFetch', purpose: 'read one URL as compact text' },
  ],
  limits: { maxRequestsPerRun: 4, searchDeadlineMs: 60000, fetchDeadlineMs: 45000, maxRedirects: 5 },
  offline: true,
});

/** The demo's RSS 2.0 feed (served as `application/rss+xml`). */
export const DEMO_RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Demo site updates</title>
    <link>/</link>
    <description>What changed on the mono-agent demo site.</description>
    <item>
      <title>Field guide published</title>
      <link>/article.html</link>
      <pubDate>Mon, 02 Jun 2025 09:00:00 GMT</pubDate>
      <description>How an agent searches once, broadly, and fetches what matters.</description>
    </item>
    <item>
      <title>Printable PDF added</title>
      <link>/guide.pdf</link>
      <pubDate>Tue, 03 Jun 2025 09:00:00 GMT</pubDate>
      <description>The same guide as a one-page PDF.</description>
    </item>
    <item>
      <title>Legacy page kept for charset tests</title>
      <link>/legacy-cp1251.html</link>
      <pubDate>Wed, 04 Jun 2025 09:00:00 GMT</pubDate>
      <description>A windows-1251 page declared only in its meta tag.</description>
    </item>
  </channel>
</rss>
`;
