import type { HtmlChainOptions } from './html-extraction-chain.js';
import { descriptionMarkdown } from './markdown/description-markdown.js';
import { declaredPageKind, type PageMetadata } from './metadata/page-metadata-reader.js';

/** The chain's options that come from the page itself (each always given, the description when the page has one). */
export type PageChainOptions = Required<Pick<HtmlChainOptions, 'declared' | 'pageStatements'>> & Pick<HtmlChainOptions, 'productDescription'>;

/**
 * What the chain learns from the page's own statements: the kind it declares, its statements
 * (dates, bylines, names) and its schema.org product description as Markdown (absent when empty).
 */
export async function pageChainOptions(metadata: PageMetadata, baseUrl: string): Promise<PageChainOptions> {
  const productDescription = metadata.productDescription === undefined ? undefined : await descriptionMarkdown(metadata.productDescription, baseUrl);
  return { declared: declaredPageKind(metadata), pageStatements: metadata, ...(productDescription === undefined || productDescription === '' ? {} : { productDescription }) };
}
