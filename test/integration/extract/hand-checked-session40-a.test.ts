import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 40, writer a: two GitBook pages (invented text) for the rules of commit 442555c. A heading whose wrapper div
 * holds the permalink to it before the heading (`div#id > div.hash > a[href="#id"]`, then the `<h2>`) is lifted out for
 * Readability, which had dropped the wrapper as empty with every h2 and h3 (and the h4 inside a hint); a `<summary>`
 * (GitBook's expandables) is its block's title, bold on a line of its own with the bold inside it merged; an empty line
 * span in code (GitBook's `span.highlight-line` without newline text) is a blank line. Also pinned: the title, the tabs'
 * names, the numbered steps, the table and the code blocks that were right already.
 */

describe('a docs guide (GitBook) whose h2/h3 sit in div#id wrappers after a div.hash permalink, with tabs, expandables and a table', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('docs-guide-heading-permalink-before-heading.html', 'https://lumenflow.gitbook.io/docs/guides/syncing-data-sources');
  });

  it('keeps every h2, each before its own section', () => {
    expect(doc.text).toContain('cannot change a schedule.\n\n## Before you begin\n\nGather three things before opening the source wizard:');
    expect(doc.text).toContain('Incremental syncs depend on it.\n\n## Connect a source\n\nYou can add a source from the dashboard or with the command-line tool.');
    expect(doc.text).toContain('```\n\n## Choose a sync mode\n\nEvery table has its own sync mode.');
    expect(doc.text).toContain('incremental mode is disabled for them in the wizard.\n\n## Handling schema drift\n\nUpstream teams add and rename columns');
    expect(doc.text).toContain('dashboards built on the old name quietly go flat.\n\n## Next steps\n\n- Set up [alerts and retries](https://lumenflow.gitbook.io/docs/guides/alerts-and-retries)');
  });

  it('keeps every h3 ("The source file", "Incremental", "Full refresh")', () => {
    expect(doc.text).toContain('lumenflow sources create --file warehouse.yaml\n```\n\n### The source file\n\nA source file describes one connection');
    expect(doc.text).toContain('the next run reads the whole table again.\n\n### Incremental\n\nIncremental mode asks the source only');
    expect(doc.text).toContain('if deletions matter to you.\n\n### Full refresh\n\nFull refresh reads every row on every run');
    expect(doc.text.match(/^## /gm)).toHaveLength(5);
    expect(doc.text.match(/^### /gm)).toHaveLength(3);
  });

  it('sets each expandable\'s question in bold on a line of its own before its answer', () => {
    expect(doc.text).toContain('so widen the schedule first.\n\n**Why do my row counts differ from the source?**\n\nCounts taken while a sync is running');
    expect(doc.text).toContain('leaves the row behind forever.\n\n**Can I sync a database view?**\n\nYes, in full refresh mode.');
    expect(doc.text).not.toMatch(/^Why do my row counts differ from the source\?$/m);
    expect(doc.text).not.toMatch(/^Can I sync a database view\?$/m);
  });

  it('keeps the title, the lead, the tabs\' names over their panels and the numbered steps', () => {
    expect(doc.title).toBe('Syncing data sources');
    expect(doc.text).toMatch(/^Connect a warehouse or bucket to Lumenflow, schedule incremental syncs and handle schema drift without dropping rows\.\n\nA \*\*source\*\* is any system/);
    expect(doc.text).toContain('within a few seconds.\n\n**Dashboard**\n\n1. Open **Settings → Sources** and click **Add source**.\n\n2. Choose the connector type, then paste the connection string.');
    expect(doc.text).toContain('3. Select the tables to sync and, for each one, the cursor column.\n\n4. Click **Save and run first sync**.\n\n**CLI**\n\nInstall the CLI, log in, then create the source from a YAML file:');
    expect(doc.removalNotes).toContain('text of 1 hidden tab panel shown (other languages, platforms or options a reader switches to)');
  });

  it('keeps the file name over its code block, its blank line included', () => {
    expect(doc.text).toContain('warehouse.yaml\n\n```\nname: analytics-warehouse\nconnector: postgres\nurl: postgres://reader@db.internal.example:5432/analytics\nschedule: "*/15 * * * *"\n\ntables:\n  - name: public.orders\n    cursor: updated_at\n');
  });

  it('keeps the schema-drift policy table whole', () => {
    expect(doc.text).toContain('| Policy | New column | Removed column |\n| --- | --- | --- |\n| `evolve` | Added, back-filled with nulls | Kept, new rows get nulls |\n| `freeze` | Ignored | Kept, new rows get nulls |\n| `strict` | Run fails | Run fails |');
  });
});

describe('a help-center FAQ (GitBook): headings after their permalinks, <details> questions, an h4 in a hint and a code block of empty-able line spans', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('help-center-faq-expandable-summaries-code-lines.html', 'https://lumenflow.gitbook.io/docs/help-center/billing-and-invoices');
  });

  it('keeps every h2 and the h3', () => {
    expect(doc.text).toContain('from the address of a workspace owner.\n\n## Plans and pricing\n\nEvery plan charges a flat platform fee');
    expect(doc.text).toContain('can borrow from a quiet one.\n\n## Reading your invoice\n\nInvoices are issued as PDF and as JSON.');
    expect(doc.text).toContain('deleted under our retention policy.\n\n## Payment methods\n\nWe accept cards and SEPA direct debit');
    expect(doc.text).toContain('with 30-day terms.\n\n### Changing the card on file\n\n1. Open **Settings → Billing** as a workspace owner.');
    expect(doc.text).toContain('your stored rows are kept for 30 days.\n\n## Refunds and cancellation\n\nYou can cancel at any time');
  });

  it('keeps the h4 inside the hint, before its text', () => {
    expect(doc.text).toContain('The old card is removed once the new one is verified.\n\n#### When a payment fails\n\nWe retry a failed payment three times over seven days');
  });

  it('sets each question in bold on a line of its own, the bold inside it ("active seat") merged', () => {
    expect(doc.text).toContain('are not counted.\n\n**What counts as an active seat?**\n\nA member who signed in at least once during the billing period.');
    expect(doc.text).toContain('are free.\n\n**Do unused rows roll over to the next month?**\n\nNo. The row allowance resets');
    expect(doc.text).toContain('partial months. Annual plans cancelled within 14 days of purchase are refunded in full, and after that the unused months are credited to the workspace.\n\n**Can I pause a workspace instead of cancelling it?**\n\nYes, for up to three months a year.');
    expect(doc.text).not.toContain('What counts as an **active seat**?');
    expect(doc.text).not.toMatch(/^Do unused rows roll over to the next month\?$/m);
  });

  it('keeps the empty line span of the invoice JSON as a blank line', () => {
    expect(doc.text).toContain('invoice-2025-04.json\n\n```\n{\n  "invoice": "LF-2025-04-00318",\n  "period": "2025-04",\n\n  "lines": [\n    { "source": "analytics-warehouse", "rows": 1840211 },\n    { "source": "crm-exports", "rows": 96402 }\n  ]\n}\n```');
    expect(doc.text).not.toContain('"period": "2025-04",\n  "lines": [');
  });

  it('keeps the title, the lead and the numbered steps', () => {
    expect(doc.title).toBe('Billing and invoices');
    expect(doc.text).toMatch(/^Lumenflow bills each workspace separately, on the first day of its billing period\./);
    expect(doc.text).toContain('1. Open **Settings → Billing** as a workspace owner.\n\n2. Under **Payment method**, click **Replace** and enter the new card.\n\n3. Confirm the card with your bank if it asks.');
  });
});
