import { pageBaseUrl } from '../page-base-url.js';
import { readNoscriptPage } from '../region/kept-noscripts.js';
import { extractContentRegion, REGION_THRESHOLDS, type RegionRootAsServed, type RegionThresholds } from '../region/content-region.js';
import type { StageOutcome } from './stage-outcome.js';
import { runStage } from './stage-support.js';

/**
 * The content-region stage (`cleaned-body`): the page's `<main>` (or `<body>`) as Markdown without
 * chrome and link clusters, every entry of a listing, thread or product grid kept (see
 * `extractContentRegion`). Cheap and page-type neutral: it is the candidate for pages that are
 * not one article, and the fallback when the article extractors find nothing. `thresholds` are
 * the production ones unless a benchmark varies them. Never throws and never mutates `document`
 * (it converts a clone). `baseUrl`, when the caller already knows the page's link base, saves
 * looking for its `<base href>` again. `asServed`: the root chosen before the chain's removals (`regionRootAsServed`). `listed`: the addresses of the items the page's `ItemList` names (`listedAddresses`), where it declares itself a list.
 */
export async function runCleanedBodyStage(document: Document, url: string, thresholds: RegionThresholds = REGION_THRESHOLDS, baseUrl?: string, asServed?: RegionRootAsServed, listed?: ReadonlySet<string>): Promise<StageOutcome> {
  return runStage('cleaned-body', baseUrl ?? pageBaseUrl(document, url), async () => {
    const region = extractContentRegion(document, thresholds, asServed, listed);
    if (region === undefined) return { root: undefined };
    readNoscriptPage(region.root);
    const title = document.title.trim() !== '' ? document.title : region.root.querySelector('h1')?.textContent ?? undefined;
    return { root: region.root, removedLinkClusters: region.removals.linkClusters, controlWords: region.removals.controlWords, ...(title === undefined ? {} : { title }) };
  });
}
