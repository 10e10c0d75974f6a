import type { ClockPort } from '../ports/clock.port.js';
import type { DocumentExtractorPort, ExtractedDocument } from '../ports/document-extractor.port.js';
import type { TelemetryPort } from '../ports/telemetry.port.js';
import type { HttpFetchResponse } from '../ports/http-fetcher.port.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';
import { FETCH_LIMITS } from '../../domain/fetch/fetch-limits.js';
import { utf8ByteLength } from '../../domain/shared/utf8-length.js';
import { raceWithAbort } from '../shared/abort-race.js';
import type { DeadlineScope } from '../shared/deadline-scope.js';
import { scopeFailure } from './scope-failure.mapping.js';
import { extractionFailureToToolError } from './extraction-failure.mapping.js';
import type { FetchedDocument } from './fetched-document.js';
import type { RenderReason } from '../../domain/fetch/render-decision.policy.js';
import type { PageRequest, PageRetriever } from './page-retriever.js';
import type { RetrievalStats } from './retrieval-stats.js';

/** What to extract: article-shaped Markdown (also the source of `text`) or the decoded body. */
export type ExtractionMode = 'document' | 'raw';

/** A retrieved body and the facts about its retrieval, from the static transport or the browser. */
export interface RetrievedBody {
  readonly body: Uint8Array;
  readonly contentType: string | undefined;
  readonly finalUrl: string;
  readonly status: number;
  readonly redirects: number;
  /** HTTP attempts made (the static retrieval's; a render adds none). */
  readonly attempts: number;
  /** Present when a browser rendered the body: why it was rendered. */
  readonly renderReason?: RenderReason;
}

const MARKDOWN_CONTENT_TYPES = new Set(['text/markdown', 'text/x-markdown']);

/**
 * Retrieves a page and extracts it. Challenge pages and login walls become tool errors (never
 * documents); any extraction failure is returned as its stable code. Emits one `extract` timing
 * event per extraction. Rendered pages go through the same `extract`.
 */
export class DocumentAcquirer {
  constructor(
    private readonly deps: {
      readonly retriever: PageRetriever;
      readonly extractor: DocumentExtractorPort;
      readonly clock: ClockPort;
      readonly telemetry: TelemetryPort;
    },
  ) {}

  async acquire(request: PageRequest, mode: ExtractionMode, scope: DeadlineScope, stats: RetrievalStats): Promise<Result<FetchedDocument, ToolError>> {
    const page = await this.deps.retriever.retrieve(request, scope, stats);
    if (!page.ok) return page;
    const response = page.value;
    const undecodable = undecodableEncoding(response);
    if (undecodable !== undefined) return err(undecodable);
    return this.extract({
      body: response.body, contentType: response.headers['content-type'], finalUrl: response.finalUrl,
      status: response.status, redirects: response.redirects, attempts: stats.attempts,
    }, mode, scope);
  }

  /**
   * Extracts a retrieved body (static or rendered) the same way: one extractor, one `extract`
   * event, the same challenge and login-wall refusals.
   */
  async extract(source: RetrievedBody, mode: ExtractionMode, scope: DeadlineScope): Promise<Result<FetchedDocument, ToolError>> {
    const started = this.deps.clock.now();
    const extracted = await raceWithAbort(
      this.deps.extractor.extract({
        body: source.body, contentType: source.contentType, url: source.finalUrl,
        format: mode === 'raw' ? 'raw' : 'markdown', signal: scope.signal, maxStructuredBytes: FETCH_LIMITS.maxStructuredBytes,
      }),
      scope.signal,
    );
    const durationMs = this.deps.clock.now() - started;
    if (!extracted.settled) {
      this.#emit(durationMs, 'cancelled');
      return err(scopeFailure(scope, 'extraction'));
    }
    const result = extracted.value;
    if (!result.ok) {
      this.#emit(durationMs, result.error.code);
      if (result.error.code === 'cancelled' && scope.signal.aborted) return err(scopeFailure(scope, 'extraction'));
      return err(extractionFailureToToolError(result.error, { status: source.status, bytes: source.body.byteLength }));
    }
    const document = result.value;
    this.#emit(durationMs, undefined, document);
    const refusal = pageRefusal(document, source.status);
    if (refusal !== undefined) return err(refusal);
    return ok({
      finalUrl: source.finalUrl,
      status: source.status,
      bytes: source.body.byteLength,
      redirects: source.redirects,
      attempts: source.attempts,
      rendered: source.renderReason !== undefined,
      ...(source.renderReason === undefined ? {} : { renderReason: source.renderReason }),
      document,
      markdownLike: mode === 'document' && isMarkdownLike(document, source.contentType),
      textBytes: utf8ByteLength(document.text),
      artifactPaths: new Map(),
    });
  }

  #emit(durationMs: number, errorCode: string | undefined, document?: ExtractedDocument): void {
    this.deps.telemetry.emit({
      tool: 'WebFetch',
      phase: 'extract',
      status: errorCode === undefined ? 'ok' : 'error',
      durationMs,
      ...(errorCode === undefined ? {} : { errorCode }),
      ...(document === undefined ? {} : {
        contentKind: document.contentKind,
        charset: document.charset.slice(0, 40),
        parserFailures: document.parserFailures,
        ...(document.stage === undefined ? {} : { extractionStage: document.stage }),
        browserRecommended: document.classification === 'client_rendered_shell',
      }),
    });
  }
}

/**
 * The transport removes `Content-Encoding` once it has decoded the body; a value that survives names
 * a coding it could not undo (e.g. `zstd` on Node 20, `compress`), so the body is still encoded
 * and no text can be read from it.
 */
function undecodableEncoding(response: HttpFetchResponse): ToolError | undefined {
  const coding = response.headers['content-encoding']?.trim();
  if (coding === undefined || coding === '') return undefined;
  const shown = coding.replace(/[^\x21-\x7e ]/g, '?').slice(0, 40);
  return toolError('unsupported_content', `The response body is encoded with "${shown}" (Content-Encoding), which WebFetch cannot decode on this system; no text could be read. Try another source for this content.`, {
    retryable: false,
    details: { status: response.status, contentEncoding: shown, bytes: response.body.byteLength },
  });
}

function isMarkdownLike(document: ExtractedDocument, contentType: string | undefined): boolean {
  if (document.contentKind === 'html' || document.contentKind === 'feed') return true;
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return document.contentKind === 'text' && MARKDOWN_CONTENT_TYPES.has(mediaType);
}

function pageRefusal(document: ExtractedDocument, status: number): ToolError | undefined {
  const details = {
    status,
    classification: document.classification,
    ...(document.suggestion === undefined ? {} : { suggestion: document.suggestion }),
  };
  const next = document.suggestion === undefined ? '' : ` ${document.suggestion}`;
  if (document.classification === 'access_challenge') {
    return toolError('access_challenge', `The page is a CAPTCHA, bot check or proof-of-work interstitial, not the content; WebFetch does not solve challenges.${next}`, { retryable: false, details });
  }
  if (document.classification === 'login_wall') {
    return toolError('authentication_required', `The page asks to sign in before showing its content; WebFetch never sends credentials.${next}`, { retryable: false, details });
  }
  return undefined;
}
