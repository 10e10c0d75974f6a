import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { both, PARAGRAPH, URL_ } from './lean-readability-support.js';

const textOf = (article: unknown): string => (article as { textContent: string }).textContent;
/** The Markdown a reader gets of the lean article's content. */
const markdownOf = async (article: unknown): Promise<string> => {
  const { content } = article as { content: string };
  const body = (parseHTML(`<!DOCTYPE html><html><head></head><body>${content}</body></html>`).document as unknown as Document).body;
  return (await createMarkdownConverter(URL_))(body);
};
const page = (pre: string): string => `<!DOCTYPE html><html><head><title>Crawler</title></head><body><article><p>${PARAGRAPH.repeat(6)}</p>${pre}<p>${PARAGRAPH.repeat(4)}</p></article></body></html>`;

describe('leanReadability: code lines beside a gutter or a header', () => {
  it("reads highlightjs-line-numbers' empty gutters (div.hljs-ln-n[data-line-number], a number its style sheet draws) as no line: no blank line between the code's lines (CSDN)", async () => {
    const line = (n: number, code: string): string => `<li><div class="hljs-ln-numbers"><div class="hljs-ln-line hljs-ln-n" data-line-number="${n}"></div></div><div class="hljs-ln-code"><div class="hljs-ln-line">${code}</div></div></li>`;
    const lines = ['sem = asyncio.Semaphore(20)', ' ', 'async def fetch(session, url):', '    async with sem:', '        return await session.get(url)'];
    const [, lean] = await both(page(`<pre class="has"><code class="hljs language-python"><ol class="hljs-ln">${lines.map((code, index) => line(index + 1, code)).join('')}</ol></code></pre>`));
    // The blank line the code has stays one.
    expect(await markdownOf(lean)).toContain('```python\nsem = asyncio.Semaphore(20)\n\nasync def fetch(session, url):\n    async with sem:\n        return await session.get(url)\n```');
    expect(textOf(lean)).not.toMatch(/Semaphore\(20\)\n\s*\n\s*\n/);
  });

  it("leaves out a header block set in <pre> beside its <code> (Juejin's language and \"复制代码\", copy code): no line of the code", async () => {
    const header = '<div class="code-block-extension-header"><div class="code-block-extension-headerLeft"><div class="code-block-extension-foldBtn"></div></div>'
      + '<div class="code-block-extension-headerRight"><span class="code-block-extension-lang">jsx</span><div class="code-block-extension-copyCodeBtn">复制代码</div></div></div>';
    const line = (n: number, code: string): string => `<span class="code-block-extension-codeLine" data-line-num="${n}">${code}</span>`;
    const [, lean] = await both(page(`<pre>${header}<code class="hljs language-jsx" lang="jsx">${line(1, 'function SearchField() {')}\n${line(2, "  const [keyword, setKeyword] = useState('');")}\n${line(3, '}')}</code></pre>`));
    const markdown = await markdownOf(lean);
    expect(markdown).toContain("```jsx\nfunction SearchField() {\n  const [keyword, setKeyword] = useState('');\n}\n```");
    expect(markdown).not.toContain('复制代码');
  });
});
