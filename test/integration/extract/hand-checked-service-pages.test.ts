import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

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
