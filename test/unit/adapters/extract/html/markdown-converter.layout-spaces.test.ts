import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/**
 * Session 33: the spaces of the markup's layout are no part of the text. A list item whose first content
 * follows whitespace and hidden `<meta>`s (SmartRecruiters' address) is no indented code, and a `<pre>`
 * that wraps the code's own `<pre>` (angular.dev's scroll track) adds no indent to the code's first line.
 */

const SMARTRECRUITERS_DETAILS = '<ul class="job-details">\n'
  + '            <li class="job-detail" itemprop="jobLocation" itemscope itemtype="http://schema.org/Place">\n'
  + '              <i class="icon icon--location" aria-hidden="true"></i>\n'
  + '              <span itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">\n'
  + '                <meta itemprop="streetAddress" content="Waalhaven Zuidzijde 112">\n'
  + '                <meta itemprop="addressLocality" content="Rotterdam">\n'
  + '                <meta itemprop="postalCode" content="3089 JH">\n'
  + '                <spl-job-location formattedaddress="Waalhaven Zuidzijde 112, 3089 JH Rotterdam, Netherlands" class="hydrated">Waalhaven Zuidzijde 112, 3089 JH Rotterdam, Netherlands</spl-job-location>\n'
  + '              </span>\n'
  + '            </li>\n'
  + '            <li class="job-detail"><i class="icon icon--clock" aria-hidden="true"></i>Full-time</li>\n'
  + '          </ul>';

const ANGULAR_CODE = '<p>Bootstrap the application:</p><div class="docs-code"><pre class="docs-mini-scroll-track">\n'
  + '        <pre class="shiki"><code><span class="line">import { bootstrapApplication } from \'@angular/platform-browser\';</span>\n'
  + '<span class="line">import { AppComponent } from \'./app/app.component\';</span>\n'
  + '<span class="line"></span>\n'
  + '<span class="line">bootstrapApplication(AppComponent).catch((err) => console.error(err));</span></code></pre>\n'
  + '      </pre></div>';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: layout spaces', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  describe('a list item opening with layout spaces', () => {
    it('writes "- Waalhaven …" for an item whose text follows whitespace and hidden <meta> elements (SmartRecruiters), not indented code', async () => {
      const markdown = await convert(SMARTRECRUITERS_DETAILS);
      expect(markdown).toBe('- Waalhaven Zuidzijde 112, 3089 JH Rotterdam, Netherlands\n- Full-time');
      expect(markdown).not.toMatch(/^- {2,}/m);
    });

    it('drops the spaces that open an item after its <meta>s in an ordered list too', async () => {
      const html = '<ol><li>\n   <meta itemprop="position" content="1">\n   <meta itemprop="url" content="/step-1">\n   Unplug the kettle and let it cool.</li><li>Fill it with the descaling solution.</li></ol>';
      expect(await convert(html)).toBe('1. Unplug the kettle and let it cool.\n2. Fill it with the descaling solution.');
    });

    it("keeps the indent of an item's later lines (a nested list) and of code inside the item", async () => {
      const nested = await convert('<ul><li>\n  <meta itemprop="name" content="Kettles">\n  Kettles<ul><li>Gooseneck</li><li>Electric</li></ul></li></ul>');
      expect(nested).toMatch(/^- Kettles\n {2,4}- Gooseneck\n {2,4}- Electric$/);
      const code = await convert('<ul><li>Run:<pre><code>if ready:\n    pour()</code></pre></li></ul>');
      expect(code).toContain('    pour()');
      expect(code.startsWith('- Run:')).toBe(true);
    });
  });

  describe('a <pre> wrapping the code\'s own <pre>', () => {
    it("writes the code without the wrapper's indentation before its first line (angular.dev's scroll track)", async () => {
      expect(await convert(ANGULAR_CODE)).toBe([
        'Bootstrap the application:',
        '',
        '```',
        "import { bootstrapApplication } from '@angular/platform-browser';",
        "import { AppComponent } from './app/app.component';",
        '',
        'bootstrapApplication(AppComponent).catch((err) => console.error(err));',
        '```',
      ].join('\n'));
    });

    it("keeps a code block's own leading spaces where no <pre> wraps it", async () => {
      expect(await convert('<pre><code>    indented_call()\nfinish()</code></pre>')).toBe('```\n    indented_call()\nfinish()\n```');
    });
  });
});
