import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 38, batch 2: hand-built pages (see `hand-checked-support.ts`) for three rules of commit 347b3c7:
 * a script link holding a picture with `role="radio"` is a colour swatch, no forum action (Kohl's); a row of
 * buttons named by its own `aria-labelledby` or a test id is a picker (MUI's toggle-button group, Primark);
 * an operation's summary toggle is one line, its method and path as code (Swagger UI).
 */

describe("department store's product page whose colour swatches are script links holding a picture, role radio (Kohl's)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('department-store-product-script-link-colour-swatches.html', 'https://www.kohls.com/product/prd-6241873/sonoma-goods-for-life-cozy-cable-knit-crewneck-sweater.jsp');
  });

  it('keeps the colours by name under "Color", the sold-out one marked, before the sizes', () => {
    expect(doc.text).toContain('Color\n\n- Heather Oatmeal\n- Forest Green\n- Burgundy\n- Navy Heather - Out of Stock (unavailable)\n\nSize: Select a Size');
    expect(doc.text).toContain('Size; options: XS, S, M, L, XL, XXL (unavailable)');
  });
});

describe("fashion shop's product page whose sizes are a toggle-button group labelled by its own aria-labelledby, in a wrapper named by a test id (Primark, MUI)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('fashion-product-toggle-button-size-group.html', 'https://www.primark.com/en-gb/p/cable-knit-crew-neck-jumper-oatmeal-991078432');
  });

  it('writes the sizes as one line named by the label, the sold-out size marked, after the colours, and drops the bare label', () => {
    expect(doc.text).toContain('Colour: Oatmeal; options: Oatmeal, Forest Green, Burgundy, Navy\n\nSize; options: XXS, XS, S, M, L, XL, XXL (unavailable)\n\nThis product is only available to buy in our stores.');
    expect(doc.text).not.toMatch(/^Size$/m);
  });
});

describe("API reference whose operations open from summary toggles of method, path and description (Swagger UI)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('api-reference-operation-summary-toggles.html', 'https://api.tidewater.example/docs/');
  });

  it('writes each operation\'s summary as one paragraph, its method and path as code, before the operation\'s description', () => {
    expect(doc.text).toContain('`GET /shipments` List shipments visible to the caller\n\nReturns a page of shipments booked by the authenticated shipper, newest first.');
    expect(doc.text).toContain('`POST /shipments` Book a new shipment\n\n');
    expect(doc.text).toContain('`GET /shipments/{shipmentId}` Fetch one shipment with its tracking events\n\n`DELETE /shipments/{shipmentId}` Cancel a shipment (use POST /shipments/{shipmentId}/cancellation instead)');
    expect(doc.text).toContain('`GET /carriers/{carrierCode}/rates` Get the negotiated rate card for a carrier\n\nRates are quoted per lane');
  });

  it('writes every operation so, in order, with no zero-width space and no method standing alone on a line above its path', () => {
    const summaries = doc.text.split('\n').filter((line) => /^`(?:GET|POST|PUT|PATCH|DELETE) \//.test(line));
    expect(summaries).toEqual([
      '`GET /shipments` List shipments visible to the caller',
      '`POST /shipments` Book a new shipment',
      '`GET /shipments/{shipmentId}` Fetch one shipment with its tracking events',
      '`DELETE /shipments/{shipmentId}` Cancel a shipment (use POST /shipments/{shipmentId}/cancellation instead)',
      '`GET /carriers/{carrierCode}/rates` Get the negotiated rate card for a carrier',
    ]);
    expect(doc.text).not.toContain('\u200b');
    expect(doc.text).not.toMatch(/^(?:GET|POST|DELETE)$/m);
  });
});
