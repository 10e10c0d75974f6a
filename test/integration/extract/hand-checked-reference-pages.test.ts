import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/** Hand-built API references, documentation and help-centre articles (see `hand-checked-support.ts`). */

describe('an API reference page by Fern (the endpoint in a copy button, the errors as buttons, the examples in an aside)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('api-reference-endpoint.html', 'https://docs.lumen.example/api-reference/transcriptions/create');
  });

  it("keeps the endpoint's address and every error status with its name", () => {
    expect(doc.text).toContain('https://api.lumen.ai/v1/transcriptions');
    for (const status of ['400 Bad Request Error', '401 Unauthorized Error', '413 Content Too Large Error', '422 Unprocessable Entity Error', '429 Too Many Requests Error']) expect(doc.text).toContain(status);
    expectRecordedDecision(doc);
  });

  it('keeps the request and response examples as code, without the gutters of prompts and line numbers', () => {
    expect(doc.text).toContain('```\ncurl -X POST https://api.lumen.ai/v1/transcriptions \\\n     -H "Authorization: Bearer <token>" \\');
    expect(doc.text).toContain('```\n{\n  "id": "tr_01HR8Z5K3N2W7YQ4T6M9VBXJCE",\n  "status": "queued",');
    expect(doc.text).not.toMatch(/^\$curl|^>\s+-H|^\d\{/m);
  });
});

describe('a documentation page by JetBrains Writerside (code as raw lines in a div, callouts named by data-type)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('writerside-docs-page.html', 'https://kotlinlang.org/docs/gradle-compilation-and-caches.html');
  });

  it('keeps each code block on its lines, fenced in its language', () => {
    expect(doc.text).toContain('```kotlin\n   tasks.withType<org.jetbrains.kotlin.gradle.tasks.KotlinCompile>().configureEach {\n       // Keep outputs cacheable so unchanged modules are restored from the cache\n       outputs.cacheIf { true }');
    expect(doc.text).toContain('```groovy');
  });

  it('heads each callout by its kind, which only a style showed', () => {
    expect(doc.text).toContain('**Tip**\n\nTo disable incremental compilation for a single build');
    expect(doc.text).toContain('**Warning**\n\nThe `http` output sends file paths and task names');
  });
});

describe("a help-centre article by Intercom (every block in a div named intercom-interblocks-…)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('help-center-article.html', 'https://intercom.help/ledgerly/en/articles/8123456-set-up-automatic-payment-reminders');
  });

  it('keeps its lists, its code block and its callouts', () => {
    expect(doc.text).toContain('- Each customer has a valid **billing email** on their contact record.');
    expect(doc.text).toContain('1. Go to **Settings > Invoicing > Reminders**.');
    expect(doc.text).toContain('```\nHi {{customer.first_name}},');
    expect(doc.text).toContain('**Tip:** Keep at least five days between steps.');
    expect(doc.text).toContain('**Important:** Reminders stop automatically when an invoice is fully paid');
    expect((doc.removalNotes ?? []).join(' ')).not.toMatch(/words around the main article left out/);
  });
});
