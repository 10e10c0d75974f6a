import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 41, writer g: three documentation pages read by session 40's helper b (invented text) for the rules of
 * commit 2720e72. Mintlify's API reference sets an endpoint's request and response examples in a column shown only on
 * wide screens (`div#content-side-layout.hidden.xl:flex`), before the main column in the markup: it is read in the main
 * column after the page's header (region/side-code-columns.ts). Its parameter heads ("url", a pill "string<uri>", a pill
 * "required") and its endpoint ("POST", "/", "v1", "/", "webhooks") are short flex rows written as one line, a generic
 * type as code (region/short-flex-rows.ts); its "Related endpoints" cards, each a link with a heading and a description,
 * stay (region/described-link-cards.ts); its dismissible announcement banner is chrome (region/dismissible-banners.ts);
 * "Show child attributes" toggles go while their panels stay (disclosure-widgets.ts). Mintlify's callouts and step bodies,
 * clipped with `overflow-hidden`, are kept from Readability (stages/clipped-boxes.ts). Nextra's callout emoji is set
 * before its text (callout-asides.ts, joinCalloutSymbols). Also pinned: what was right already on each page.
 */

describe('an API reference endpoint (Mintlify) whose request/response examples stand in a wide-screen-only column before the main column', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('api-reference-endpoint-side-code-column.html', 'https://docs.relaybell.example/api-reference/webhooks/create');
  });

  it('reads the request and response examples after the page\'s lead and endpoint line, not before the title', () => {
    expect(doc.text).toContain('Registers an HTTPS endpoint that Relaybell calls whenever one of the subscribed events happens in your workspace.\n\nPOST /v1/webhooks\n\nCreate a webhook\n\n```\ncurl --request POST \\\n  --url https://api.relaybell.example/v1/webhooks \\\n');
    expect(doc.text).toContain('  "created_at": "2025-05-14T09:21:44Z"\n}\n```\n\n**400**\n\n```\n{\n  "error": { "type": "invalid_request", "message": "url must use https" }\n}\n```');
    expect(doc.text).toContain('"message": "A webhook for this URL already exists" }\n}\n```\n\nA webhook subscribes one HTTPS endpoint to one or more event types.');
    expect(doc.text.indexOf('curl --request POST')).toBeGreaterThan(doc.text.indexOf('Registers an HTTPS endpoint'));
    expect(doc.text.match(/curl --request POST/g)).toHaveLength(1);
    expect(doc.stageNotes).toContain('1 column of code examples shown on wide screens beside the page read in its main column');
  });

  it('writes the endpoint "POST /v1/webhooks" as one line, not a word per line', () => {
    expect(doc.text).toMatch(/^POST \/v1\/webhooks$/m);
    expect(doc.text).not.toMatch(/^POST$/m);
    expect(doc.text).not.toMatch(/^v1$/m);
    expect(doc.text).not.toMatch(/^\/$/m);
  });

  it('writes each parameter head as one line, its generic type as code', () => {
    expect(doc.text).toContain('#### Authorizations\n\nAuthorization string header required\n\nBearer authentication header of the form `Bearer <token>`');
    expect(doc.text).toContain('#### Body\n\napplication/json\n\nurl `string<uri>` required\n\nThe HTTPS address Relaybell sends deliveries to.');
    expect(doc.text).toContain('\n\nevents `enum<string>[]` required\n\nThe event types this webhook receives.');
    expect(doc.text).toContain('\n\ndescription string\n\nA note for your team, shown in the dashboard next to the endpoint.');
    expect(doc.text).toContain('\n\nretry_policy.backoff `enum<string>` default: exponential\n\nThe wait between attempts.');
    expect(doc.text).toContain('\n\nid string required\n\nUnique identifier of the webhook, prefixed with `wh_`.');
    expect(doc.text).toContain('\n\ncreated_at `string<date-time>` required\n\nWhen the webhook was created, in UTC.');
    expect(doc.text).not.toMatch(/^required$/m);
    expect(doc.text).not.toMatch(/^string$/m);
    expect(doc.text).not.toContain('string<uri\\>');
  });

  it('drops the "Show child attributes" toggle and keeps the child attributes under their parent', () => {
    expect(doc.text).not.toContain('Show child attributes');
    expect(doc.text).toContain('retry_policy object\n\nHow failed deliveries are retried. When omitted, Relaybell retries five times with exponential backoff.\n\nretry_policy.max_attempts integer default: 5\n\nHow many times a delivery is attempted before it is marked as failed, counting the first attempt.\n\nRequired range: `1 <= x <= 12`');
    expect(doc.text).toContain('Header names starting with `X-Relaybell-` are reserved and cannot be set.\n\nheaders.{key} string\n\n#### Response');
  });

  it('keeps the "Related endpoints" cards, each title linked and followed by its description', () => {
    expect(doc.text).toContain('When the webhook was created, in UTC.\n\n## Related endpoints\n\n## List webhooks [↗](https://docs.relaybell.example/api-reference/webhooks/list)\n\nPage through every webhook in the workspace.\n\n## Rotate a signing secret [↗](https://docs.relaybell.example/api-reference/webhooks/rotate-secret)\n\nIssue a new secret while the old one keeps working for 24 hours.');
    expect(doc.text).toContain('## Resend an event [↗](https://docs.relaybell.example/api-reference/events/resend)\n\nDeliver a past event again to one webhook.\n\n## Verifying signatures [↗](https://docs.relaybell.example/guides/verifying-signatures)\n\nCheck the `Relaybell-Signature` header in Node, Python and Go.');
  });

  it('drops the dismissible announcement banner over the page', () => {
    expect(doc.text).not.toContain('Webhook signing v2 is now generally available');
    expect(doc.text).not.toContain('Read the announcement');
    expect(doc.text).not.toContain('🎉');
  });

  it('keeps the title, the hidden response tabs under their status codes, and no sidebar or feedback footer', () => {
    expect(doc.title).toBe('Create a webhook');
    expect(doc.text).toContain('```\n\n**401**\n\n```\n{\n  "error": { "type": "unauthorized", "message": "Missing or invalid API key" }\n}\n```\n\n**409**\n\n```');
    expect(doc.removalNotes).toContain('text of 3 hidden tab panels shown (other languages, platforms or options a reader switches to)');
    expect(doc.text).toContain('Available options: `active`, `paused`, `disabled`');
    for (const chrome of ['Was this page helpful', 'Suggest edits', 'Raise issue', 'Powered by', 'Get an API key', 'List events', 'Ask AI']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a docs quickstart (Mintlify) whose callouts and step bodies are clipped boxes (`overflow-hidden`)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('docs-quickstart-clipped-callouts-steps.html', 'https://docs.relaybell.example/quickstart');
  });

  it('keeps the note callout after the list of things you need', () => {
    expect(doc.text).toContain('- A phone number that can receive SMS, for the first alert.\n\nTest keys never send real messages. Alerts sent with a `rb_test_` key appear in the dashboard\'s event log with the status `simulated`, which makes them safe to use in CI.\n\n## Send your first alert');
  });

  it('keeps the last step, "Acknowledge it" and its sentence, and the tip after the steps', () => {
    expect(doc.text).toContain('Acknowledge it\n\nWithin a few seconds the SMS arrives. Reply `ACK` to acknowledge the alert; the dashboard shows who acknowledged it and when, and escalation stops.\n\nSet `dedupe_key` on alerts from noisy monitors. Alerts with the same key within ten minutes are folded into one, so a flapping check pages someone once instead of forty times.\n\n## Route alerts to more channels');
  });

  it('keeps the warning callout after the escalation table', () => {
    expect(doc.text).toContain('| `critical` | 1 minute | Until acknowledged |\n\nSlack delivery needs the Relaybell app installed in your Slack workspace first. Without it, the Slack channel is skipped and the alert\'s event log says `channel_unavailable`.\n\n## Troubleshooting');
  });

  it('keeps the first steps\' bodies, the code tabs under their names, the questions and the "Next steps" cards', () => {
    expect(doc.title).toBe('Quickstart');
    expect(doc.text).toMatch(/^Relaybell turns events from your systems into alerts that reach the right person/);
    expect(doc.text).toContain('Create a recipient\n\nA recipient is a person, with the channels Relaybell may use to reach them. Create one with your own phone number:\n\nTerminal\n\n```\ncurl https://api.relaybell.example/v1/recipients \\');
    expect(doc.text).toContain('The `severity` decides how insistently Relaybell tries to reach them.\n\n**cURL**\n\n```\ncurl https://api.relaybell.example/v1/alerts \\');
    expect(doc.text).toContain('```\n\n**Node.js**\n\n```\nimport Relaybell from "@relaybell/node";');
    expect(doc.text).toContain('```\n\n**Python**\n\n```\nfrom relaybell import Relaybell');
    expect(doc.text).toContain('routing-rule.json\n\n```\n{\n  "name": "High severity",');
    expect(doc.text).toContain('## Troubleshooting\n\n**The SMS never arrived**\n\nCheck the alert in the event log.');
    expect(doc.text).toContain('\n\n**I get 401 Unauthorized**\n\nThe key is missing, revoked, or belongs to another workspace.');
    expect(doc.text).toContain('## Next steps\n\n## Core concepts [↗](https://docs.relaybell.example/concepts)\n\nRecipients, alerts, routing rules and escalations, and how they fit together.');
    expect(doc.text).toContain('## Use an SDK [↗](https://docs.relaybell.example/sdks/overview)\n\nTyped clients for Node.js, Python, Go and Ruby.');
  });

  it('leaves out the summit banner, the table of contents and the feedback footer', () => {
    for (const chrome of ['Relaybell Summit', 'register for free', 'On this page', 'Was this page helpful', 'Suggest edits', 'Powered by', 'Copy page']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a docs guide (Nextra) whose callouts set an emoji block ("💡", "🚫") beside their text', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('docs-guide-emoji-callouts.html', 'https://quillstack.example/docs/guides/caching');
  });

  it('sets each callout\'s emoji at the start of its text, not on a line of its own', () => {
    expect(doc.text).toContain('  -d \'{"tags":["product:8812"]}\'\n```\n\n💡 Tag broadly and revalidate narrowly. A `products` tag on every product request lets you clear the whole catalogue after an import');
    expect(doc.text).toContain('quill build && quill start\n```\n\n🚫 Do not commit the `.quill/cache` directory. It holds rendered pages with your data in them');
    expect(doc.text).not.toMatch(/^💡$/m);
    expect(doc.text).not.toMatch(/^🚫$/m);
  });

  it('keeps the callouts whose symbol is a picture as their text, where they stand', () => {
    expect(doc.text).toContain('how to throw a cached page away the moment its data changes.\n\nCaching only applies to production builds. `quill dev` renders every request from scratch; see [Caching in development](https://quillstack.example/docs/guides/caching#caching-in-development).\n\n## How caching works');
    expect(doc.text).toContain('| Checkout, account | `0` | Never shared between visitors |\n\nA page that reads cookies or headers is never cached, whatever its `revalidate` says.');
  });

  it('keeps the headings, the file-named code block and the table, without the release banner or the page\'s chrome', () => {
    expect(doc.title).toBe('Caching');
    expect(doc.text).toContain('## How caching works\n\nTwo things are cached:');
    expect(doc.text).toContain('### Choosing a strategy\n\nSet the lifetime per route by exporting `revalidate` from the page module:\n\napp/products/[id]/page.jsx\n\n```jsx\nexport const revalidate = 300 // five minutes');
    expect(doc.text).toContain('| Content | Suggested `revalidate` | Why |\n| --- | --- | --- |\n| Marketing pages | `86400` | Edited rarely, revalidated on publish |');
    expect(doc.text).toContain('## Revalidating on demand\n\n');
    expect(doc.text).toContain('### Tag your data requests\n\n');
    expect(doc.text).toContain('### Call the revalidation endpoint\n\n');
    expect(doc.text).toMatch(/The cache directory can be removed at any time; Quillstack rebuilds it on the next start\.$/);
    for (const chrome of ['Quillstack 3.0 is released', 'Edit this page', 'Last updated on', 'Question? Give us feedback', 'On This Page', 'Scroll to top', 'opens in a new tab']) expect(doc.text).not.toContain(chrome);
  });
});
