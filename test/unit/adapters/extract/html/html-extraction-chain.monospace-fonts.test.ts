import { describe, expect, it } from 'vitest';
import { DEFAULT_HTML_STAGES, runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import { ARTICLE, documentOf, page, produced, stages, URL_ } from './html-chain-fixtures.js';

/**
 * Session 33: Gmail sets fixed-width text as `<font face="monospace">`, its lines broken by `<br>` (a mail
 * archive's message: Google Groups, Mailman). Before the stages read the page such a font is code: its
 * lines a `<pre>` (a fenced block in Markdown), one run of words inline code. A font of another face stays.
 */

const GMAIL_MESSAGE = '<div dir="ltr"><div>Here is the cache section of my config:</div><div><br></div>'
  + '<div><font face="monospace">[cache]<br>backend = "s3"<br>bucket = "regional-tiles-cache"<br>max_age = "72h"<br>sweep_interval = "1h"</font></div><div><br></div>'
  + '<div>When I list the bucket, most of the objects are months old.</div></div>';
const CONFIG = '[cache]\nbackend = "s3"\nbucket = "regional-tiles-cache"\nmax_age = "72h"\nsweep_interval = "1h"';

/** What the stages see of `html`: each <pre>'s text and each inline <code>'s, and the body's text. */
async function seenBy(html: string): Promise<{ pres: string[]; codes: string[]; fonts: string[]; text: string }> {
  const parsed: ParsedHtmlPage = { ...page, notes: [], document: documentOf(`<main><p>${ARTICLE}</p>${html}</main>`) };
  let seen = { pres: [] as string[], codes: [] as string[], fonts: [] as string[], text: '' };
  const reading: HtmlStage = async (document) => {
    seen = {
      pres: Array.from(document.querySelectorAll('pre'), (pre) => pre.textContent ?? ''),
      codes: Array.from(document.querySelectorAll('code'), (code) => code).filter((code) => code.closest('pre') === null).map((code) => code.textContent ?? ''),
      fonts: Array.from(document.querySelectorAll('font'), (font) => font.getAttribute('face') ?? ''),
      text: (document.body?.textContent ?? '').replace(/\s+/g, ' '),
    };
    return produced('cleaned-body', ARTICLE);
  };
  await runHtmlChain(parsed, URL_, { stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
  return seen;
}

describe('runHtmlChain: Gmail\'s <font face="monospace">', () => {
  it('makes a monospace font of lines broken by <br> a <pre> of those lines before the stages read the page', async () => {
    const seen = await seenBy(GMAIL_MESSAGE);
    expect(seen.pres).toEqual([CONFIG]);
    expect(seen.fonts).toEqual([]);
    expect(seen.text).toContain('Here is the cache section of my config:');
  });

  it('keeps the indentation no-break spaces give (a JSON lifecycle rule), as spaces', async () => {
    const seen = await seenBy('<div><font face="monospace">{<br>&nbsp; "Rules": [{<br>&nbsp; &nbsp; "ID": "expire-tiles",<br>&nbsp; &nbsp; "Expiration": {"Days": 3}<br>&nbsp; }]<br>}</font></div>');
    expect(seen.pres).toEqual(['{\n  "Rules": [{\n    "ID": "expire-tiles",\n    "Expiration": {"Days": 3}\n  }]\n}']);
  });

  it('makes two lines standing alone in their block a <pre> too (a log excerpt)', async () => {
    const seen = await seenBy('<div><font face="monospace">sweep 2024-03-06T08:00:02Z examined=1000 deleted=0<br>sweep 2024-03-06T09:00:01Z examined=1000 deleted=0</font></div>');
    expect(seen.pres).toEqual(['sweep 2024-03-06T08:00:02Z examined=1000 deleted=0\nsweep 2024-03-06T09:00:01Z examined=1000 deleted=0']);
  });

  it('makes a monospace font inside a sentence inline code, and reads the face case-insensitively among others', async () => {
    const seen = await seenBy('<ul><li>a new <font face="monospace">max_delete_per_sweep</font> setting keeps the first run short</li><li>set <font face="Courier New, Monospace">sweep_interval</font> to one hour</li></ul>');
    expect(seen.codes).toEqual(['max_delete_per_sweep', 'sweep_interval']);
    expect(seen.pres).toEqual([]);
    expect(seen.fonts).toEqual([]);
  });

  it('leaves a font of another face as it was, and adds no block round text already preformatted', async () => {
    const seen = await seenBy('<div><font face="arial, sans-serif">Thanks,<br>Ana<br>Tessera maintainers</font></div><pre><font face="monospace">make all</font></pre>');
    expect(seen.pres).toEqual(['make all']);
    expect(seen.fonts).toEqual(['arial, sans-serif']);
    expect(seen.text).toContain('Thanks,Ana');
  });

  it('writes the message\'s config as a fenced code block with its lines, read by the real stages', async () => {
    const parsed: ParsedHtmlPage = { ...page, notes: [], document: documentOf(`<main><p>${ARTICLE}</p>${GMAIL_MESSAGE}</main>`) };
    const result = await runHtmlChain(parsed, URL_, { stages: DEFAULT_HTML_STAGES });
    expect(result.markdown).toContain(`\`\`\`\n${CONFIG}\n\`\`\``);
    expect(result.markdown).not.toContain('\\[cache\\]');
  });
});
