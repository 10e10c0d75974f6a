import { describe, expect, it } from 'vitest';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/** Hand-built service pages whose contact details Readability read as a contact widget (see `hand-checked-support.ts`). */

describe("a GOV.UK guide whose contact block is a <div class=\"contact\">", () => {
  it('keeps the helpline under its heading, and the steps, fees and apply sections', async () => {
    const doc = await extract('govuk-guide-page.html', 'https://www.gov.uk/canal-mooring-licence/how-to-apply');
    expect(doc.text).toMatch(/## Contact the Licensing Helpline\n\nLicensing Helpline\nTelephone: 0300 555 0172\n/);
    expect(doc.text).toContain('Email: moorings@waterways-licensing.example.gov.uk');
    for (const heading of ['## How to apply', '## What you need to apply', '## Fees', '## Apply online']) expect(doc.text).toContain(heading);
  });
});

describe("a council's service page in Drupal's Olivero whose contact heading has id=\"contact\"", () => {
  it('keeps the heading, so the address and numbers stand under it and not under the opening hours', async () => {
    const doc = await extract('drupal-service-page.html', 'https://www.fenwickvale.example.gov.uk/bins-and-recycling/bulky-waste-collection');
    const contact = doc.text.indexOf('## Contact the waste services team');
    expect(contact).toBeGreaterThan(doc.text.indexOf('## Booking line opening hours'));
    expect(doc.text.indexOf('Telephone: 01632 960418')).toBeGreaterThan(contact);
    expect(doc.text.indexOf('## Frequently asked questions')).toBeGreaterThan(doc.text.indexOf('Email: waste@fenwickvale.example.gov.uk'));
  });
});

describe('a service page in WordPress with Elementor, which Yoast types a WebPage with a date and og:type article', () => {
  it('is read as the service page it is: every section, not the opening paragraphs Readability kept as an article', async () => {
    const doc = await extract('elementor-service-page.html', 'https://brackwellplumbing.co.uk/boiler-repair-servicing/');
    expect(doc.stageNotes.join(' ')).toContain('the page declares no article');
    for (const heading of ['## Common boiler faults we fix', '## Prices', '### Typical fixed-price repairs', '## How a repair visit works', '## Frequently asked questions', '## Contact & opening hours']) expect(doc.text).toContain(heading);
    expect(doc.text).toContain('| Saturday & Sunday | £55 | £70 |');
    expect(doc.text).toContain('Do you work on oil or LPG boilers?');
    for (const chrome of ['Request a booking', 'We use cookies', 'Skip to content']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a SaaS pricing page (Tailwind UI: plan cards, a comparison table of icons, an FAQ of <details>)', () => {
  it("keeps which plan has which feature, which the table's cells say only to screen readers beside an icon", async () => {
    const doc = await extract('saas-pricing-page.html', 'https://invoicely.example/pricing');
    expect(doc.text).toContain('| Recurring invoices | Not included in Starter | Included in Growth | Included in Scale |');
    expect(doc.text).toContain('| SAML single sign-on | Not included in Starter | Not included in Growth | Included in Scale |');
    expect(doc.text).toContain('| Peppol e-invoicing | Not included in Starter | Included in Growth | Included in Scale |');
  });

  it('reads each FAQ question without the "+" its summary draws beside it, and shows every answer', async () => {
    const doc = await extract('saas-pricing-page.html', 'https://invoicely.example/pricing');
    expect(doc.text).toContain('\n\n**What counts as an invoice?**\n\nAny document created through the API or dashboard');
    expect(doc.text).toContain('\n\n**Can I switch plans at any time?**\n\nYes. Upgrades take effect immediately');
    expect(doc.text).not.toMatch(/\?\+$/m);
  });
});

describe("an NHS condition page (nhsuk-frontend) whose care cards say when to get help", () => {
  it('keeps all three care cards, the immediate one (named "…--immediate", which Readability read as "media") included', async () => {
    const doc = await extract('nhs-condition.html', 'https://www.nhs.uk/conditions/kidney-stones/');
    expect(doc.title).toBe('Kidney stones');
    for (const kept of ['### Non-urgent advice: See a GP if:', '### Urgent advice: Ask for an urgent GP appointment or get help from NHS 111 if:', '### Immediate action required: Call 999 or go to A&E if:',
      "- you cannot pee at all", 'These could be signs that a stone is blocking your kidney and you have an infection.', '| Calcium stones | Most common | Not drinking enough, high-salt diet |']) {
      expect(doc.text).toContain(kept);
    }
    for (const chrome of ['Accept analytics cookies', 'Search the NHS website', 'Health A to Z']) expect(doc.text).not.toContain(chrome);
  });
});

describe("a pricing page whose comparison table draws its ticks as icons and titles its row groups with headings (a Next.js site's CSS modules)", () => {
  it('keeps the comparison as one table: each group a bold row, each tick its label, each dash a dash', async () => {
    const doc = await extract('pricing-comparison-table.html', 'https://www.driftboard.example/pricing');
    expect(doc.text).toContain('| **Content** | | | | |\n| Pages and blocks | Unlimited for one person | Unlimited | Unlimited | Unlimited |');
    expect(doc.text).toContain('| Private teamspaces | — | — | Included | Included |\n| Public page sharing | Included | Included | Included | Included |');
    expect(doc.text).toContain('| SCIM provisioning | — | — | — | Included |');
    // No feature row has a blank cell: only the group rows span the plans' columns empty.
    expect(doc.text.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| **') && /\|\s+\|/.test(line))).toEqual([]);
    expect(doc.text).not.toMatch(/^#+ Content$/m);
    expectRecordedDecision(doc);
  });
});

