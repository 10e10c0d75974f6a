import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 37's helpers (invented text) for five rules of commit 360f040: a CodeMirror 5 editor
 * written as one code block, an API status standing in its own element before its description written as
 * content, a run of lists each named a row read as a table, two fact rows beside a group of three read as
 * facts, and an ordered list under a class that holds "highlight" only as a word of a longer class kept a list.
 */

const API_REFERENCE = 'api-reference-codemirror-request-and-status-responses.html';
const API_REFERENCE_URL = 'https://docs.larkspur.example/reference/createrefund';

describe("an API reference page (ReadMe) whose request example is a CodeMirror 5 editor: a pre.CodeMirror-line per line beside a gutter of line numbers", () => {
  it('writes the editor as one fenced code block of its lines, without the line numbers', async () => {
    const doc = await extract(API_REFERENCE, API_REFERENCE_URL);
    expect(doc.text).toContain("\n\n```\ncurl --request POST \\\n     --url https://api.larkspur.example/v2/payments/pay_7Hq2Lx9/refunds \\\n     --header 'accept: application/json' \\\n"
      + "     --header 'content-type: application/json' \\\n     --data '\n{\n  \"reason\": \"requested_by_customer\",\n  \"reverse_fee\": true\n}\n'\n```\n\n");
    expect(doc.text.match(/curl --request POST/g)).toHaveLength(1);
    expect(doc.text).not.toMatch(/^(?:1|10)\s*$/m);
  });
});

describe("the same API reference page, whose responses are buttons of a span \"201\" before a div > p that describes the status", () => {
  it('writes each response as its status and its description', async () => {
    const doc = await extract(API_REFERENCE, API_REFERENCE_URL);
    expect(doc.text).toContain('## Responses\n\n- 201: The refund was created and is pending.\n- 400: The amount is larger than what remains refundable.\n- 404: No payment with that identifier exists on your account.\n\n');
    expect(doc.text).not.toContain('## Responses\n\nUpdated');
    expect(doc.text).not.toContain('201The');
  });
});

describe("a grocery product page whose nutrition panel is a run of ul.wow-row.nutrition-row lists, three li.nutrition-column each, the first opening with an empty corner", () => {
  it('writes the run as a table, the first list its header row', async () => {
    const doc = await extract('grocery-product-nutrition-list-row-grid.html', 'https://www.woolworths.com.au/shop/productdetails/745512/vittoria-rossi-crema-forte-espresso-coffee-beans');
    expect(doc.text).toContain('\n\n|  | Quantity Per Serving | Quantity Per 100g / 100mL |\n| --- | --- | --- |\n| Energy | 8kJ | 115kJ |\n| Protein | 0.1g | 1.4g |\n');
    expect(doc.text).toContain('\n| – Saturated | LESS THAN 0.1g | 0.1g |\n');
    expect(doc.text).toContain('\n| Caffeine | 84mg | 1200mg |\n\n');
    expect(doc.text).not.toContain('- Energy\n- 8kJ\n- 115kJ');
    expect(doc.text).not.toMatch(/^- Quantity Per Serving$/m);
  });
});

describe("a computer store's laptop page whose data sheet is div.spec-groups of label–value rows, \"Memory & Storage\" and \"Connectivity\" of two rows among groups of three", () => {
  it('writes the two-row groups as fact rows too, under their headings', async () => {
    const doc = await extract('laptop-spec-groups-two-and-three-rows.html', 'https://www.pbtech.co.nz/product/NBKNRV14A7165/Norvik-Aero-14-Laptop-14-28K-OLED-Intel-Core-Ultra');
    expect(doc.text).toContain('\n\n### Memory & Storage\n\n- Memory: 16GB LPDDR5X 7467MHz (onboard, not upgradeable)\n- Storage: 1TB M.2 PCIe 4.0 NVMe SSD\n\n### Display\n\n');
    expect(doc.text).toContain('\n\n### Connectivity\n\n- Ports: 2 x USB-C (Thunderbolt 4); 1 x USB-A 3.2 Gen 1; 1 x HDMI 2.1; 1 x 3.5mm combo audio\n- Wireless: Wi-Fi 7, Bluetooth 5.4\n\n');
    expect(doc.text).not.toContain('Memory:\n\n16GB');
    expect(doc.text).not.toContain('Wireless:\n\nWi-Fi 7');
  });
});

describe("a support community thread (Khoros) whose message bodies are div.lia-component-body-signature-highlight-escalation holding posts' ordered lists", () => {
  it('keeps the posts\' steps numbered lists, not code blocks', async () => {
    const doc = await extract('support-community-thread-highlight-escalation-steps.html', 'https://community.northwind-networks.example/t5/Routers-Mesh-Wi-Fi/Firmware-4-8-update-stuck-at-62-on-AX-300-router/td-p/882341');
    expect(doc.text).toContain('Things I already tried before posting:\n\n1. Cleared the browser cache and started the update again from a wired laptop instead of Wi-Fi.\n'
      + '2. Downloaded the 4.8.0 image again and checked the SHA-256 against the value on the download page.\n3. Factory reset with the pin button, then tried the update with a blank configuration.\n\n');
    expect(doc.text).toContain('\n\n1. Give your computer the static address 192.168.0.66 with netmask 255.255.255.0 and connect it to LAN port 1.\n2. Rename the image to `ax300_recovery.bin` and put it');
    expect(doc.text).not.toContain('```\nCleared the browser cache');
    expect(doc.text).not.toContain('```\nGive your computer the static address');
    // The post's real code sample stays code.
    expect(doc.text).toContain('```bash\nfwupd[412]: writing partition rootfs_b (chunk 31/50)\n');
  });
});
