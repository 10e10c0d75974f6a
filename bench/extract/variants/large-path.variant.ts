import { LARGE_DOCUMENT_LIMITS } from '../../../adapters/outbound/extract/html/large-document/large-html-document.js';
import type { ExtractionVariant } from '../variant.js';
import { createProductionVariant } from './production.variant.js';

/**
 * The production extractor with every page sent through the large-document path (read in parts
 * of `LARGE_DOCUMENT_LIMITS.partChars`, each cleaned by markup alone and converted on its own), as
 * if every page were over `LARGE_DOCUMENT_LIMITS.minMarkupChars`. Only one development page is that
 * large, so this is how the path is measured: on pages it was never tuned on. The worker runs one
 * variant per process, so lowering the threshold here touches no other variant.
 */
export async function createLargePathVariant(): Promise<ExtractionVariant> {
  (LARGE_DOCUMENT_LIMITS as { minMarkupChars: number }).minMarkupChars = 0;
  const production = await createProductionVariant();
  return { ...production, name: 'large-path', description: 'production with every page read in parts by the large-document path (threshold 0)' };
}
