import type { ExtractionStage } from '../../../../../application/ports/document-extractor.port.js';

/** What one HTML extraction stage produced. Stages never throw; a thrown library error is `ok: false`. */
export type StageOutcome =
  | {
    readonly ok: true;
    readonly stage: ExtractionStage;
    /** The content as Markdown (converted when first read). */
    readonly markdown: string;
    readonly title?: string;
    /** Whitespace-collapsed length of the extracted text (UTF-16 code units). */
    readonly textLength: number;
    /** Word tokens of the extracted text; absent when the stage did not count them. */
    readonly words?: number;
    /** Console output the library produced (silenced) plus errors it recovered from. */
    readonly parserFailures: number;
    /** Link-heavy blocks the stage removed from the page's content region (region stage only). */
    readonly removedLinkClusters?: number;
    /**
     * Words of the control labels ("Add to cart", "Quick view") the stage removed from the
     * content region (region stage only); the content choice counts them as the region's.
     */
    readonly controlWords?: number;
  }
  | {
    readonly ok: false;
    readonly stage: ExtractionStage;
    /** Short reason for `stageNotes`, e.g. `threw (TypeError: ...)` or `empty output`. */
    readonly reason: string;
    readonly parserFailures: number;
  };
