import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';

/**
 * Hand-built pages of the kinds agents read besides news (test/fixtures/extract/README.md),
 * extracted through the production `ContentExtractor` as WebFetch drives it. Each output was
 * also read by hand; the hand-checked tests pin what was checked.
 */
const extractor = new ContentExtractor();

export async function extract(fixture: string, url: string): Promise<ExtractedDocument> {
  const body = new Uint8Array(readFileSync(new URL(`../../fixtures/extract/${fixture}`, import.meta.url)));
  const result = await extractor.extract({ body, contentType: 'text/html; charset=utf-8', url, format: 'markdown', signal: new AbortController().signal, maxStructuredBytes: 8 * 1024 * 1024 });
  if (!result.ok) throw new Error(`${fixture}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Every Markdown link and image target in `markdown`. */
export function linkTargets(markdown: string): string[] {
  return Array.from(markdown.matchAll(/\]\(([^)\s]*)/g), (match) => match[1] ?? '');
}

export function expectAbsoluteLinks(markdown: string, minimum: number): void {
  const targets = linkTargets(markdown);
  expect(targets.length).toBeGreaterThanOrEqual(minimum);
  for (const target of targets) expect(target).toMatch(/^https?:\/\/[^/]+\//);
}

export function expectRecordedDecision(document: ExtractedDocument): void {
  expect(document.stage === 'cleaned-body' || document.stage === 'readability').toBe(true);
  expect(document.stageNotes).toContainEqual(expect.stringMatching(new RegExp(`^choice: ${document.stage} \\(`)));
}
