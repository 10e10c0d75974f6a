import type { ArtifactStorePort } from '../ports/artifact-store.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { CoordinationPort } from '../ports/coordination.port.js';
import type { ContentKind, DocumentExtractorPort, ExtractedDocument, ExtractionStage, PageClassification } from '../ports/document-extractor.port.js';
import type { HttpFetcherPort } from '../ports/http-fetcher.port.js';
import type { PageRendererPort } from '../ports/page-renderer.port.js';
import type { TelemetryPort } from '../ports/telemetry.port.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { FetchFormat } from '../../domain/fetch/fetch-input.schema.js';
import type { OutlineEntry } from '../../domain/fetch/outline-builder.js';
import type { RenderReason, RenderSetting } from '../../domain/fetch/render-decision.policy.js';

/** The ports WebFetch needs. */
export interface WebFetchDependencies {
  readonly fetcher: HttpFetcherPort;
  readonly extractor: DocumentExtractorPort;
  readonly coordination: CoordinationPort;
  readonly clock: ClockPort;
  readonly telemetry: TelemetryPort;
  readonly artifacts: ArtifactStorePort;
  /** The browser renderer; absent when rendering is disabled (config `never`) or not installed in this composition. */
  readonly renderer?: PageRendererPort;
  /**
   * A fresh random boundary token per call, 8-64 characters of `[A-Za-z0-9_-]`
   * (e.g. `randomBytes(12).toString('base64url')`). The core has no randomness of its own.
   */
  readonly createNonce: () => string;
}

/** Operator settings, validated at start-up. */
export interface WebFetchSettings {
  /** The sandbox network policy resolved for this run. */
  readonly networkPolicy: NetworkPolicy;
  /** `tools.web.fetch.render`: the ceiling for the call's `render` (`never`), or permission to render (`auto`). */
  readonly render: RenderSetting;
}

/** Per-call options from the runtime. */
export interface WebFetchCallOptions {
  /** The caller's cancellation; aborting ends the call promptly with `cancelled`. */
  readonly signal?: AbortSignal;
}

/** Bounded metadata of a successful WebFetch (no page content besides the outline headings). */
export interface WebFetchDetails {
  /** Final URL after redirects. */
  readonly url: string;
  readonly status: number;
  readonly format: FetchFormat;
  /** Page-derived, bounded: the title, author and publication date the page states. */
  readonly title?: string;
  readonly author?: string;
  readonly publishedAt?: string;
  /** Page-derived, bounded: the last-update day the page shows instead of a publication day. */
  readonly updatedAt?: string;
  readonly contentKind: ContentKind;
  readonly charset: string;
  readonly charsetSource: ExtractedDocument['charsetSource'];
  readonly replacementChars: number;
  readonly extractionStage: ExtractionStage | null;
  readonly stageNotes: readonly string[];
  readonly parserFailures: number;
  readonly classification: PageClassification;
  readonly suggestion?: string;
  /** Decoded body bytes of the response. */
  readonly bytes: number;
  readonly redirects: number;
  /** HTTP attempts this call made (0 when the run cache or a shared in-flight fetch answered). */
  readonly attempts: number;
  /** True when the character budget cut the output (more text exists than shown). */
  readonly truncated: boolean;
  readonly cacheHit: boolean;
  /** True when this call joined an identical fetch already in flight. */
  readonly sharedInFlight: boolean;
  readonly startLine: number;
  readonly endLine: number;
  readonly totalLines: number;
  readonly nextLine: number | null;
  readonly outline: readonly OutlineEntry[];
  /** Headings left out of `outline` by its bound. */
  readonly outlineOmitted: number;
  /** The notes of the model-facing header (what extraction removed, the parsing-cap cut); our own text. */
  readonly notes: readonly string[];
  /** Set when the body exceeded the 8 MiB parsing cap: only `bytesRead` of `bytesTotal` bytes were parsed. */
  readonly cutAtParsingCap?: { readonly bytesRead: number; readonly bytesTotal: number };
  /** Absolute path of a private file with the full text, when the output was cut. */
  readonly artifactPath?: string;
  /** With `artifactPath`: true when the saved text is incomplete too (cut at the parsing cap). */
  readonly artifactIncomplete?: boolean;
  /** True when a browser rendered the page. */
  readonly rendered: boolean;
  /** Why the page was rendered, or why a call that asked for rendering stayed static. */
  readonly renderReason?: RenderReason;
}

/** A successful WebFetch: model-facing text plus bounded metadata. */
export interface WebFetchOutput {
  readonly content: string;
  readonly details: WebFetchDetails;
}
