import type { Result } from '../../domain/shared/result.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';

/** One browser render of a public http(s) page. */
export interface PageRenderRequest {
  /** The normalised http(s) URL to open. */
  readonly url: string;
  /** The sandbox network policy; the renderer admits only destinations it allows. */
  readonly policy: NetworkPolicy;
  /** Cancels the render: the browser is killed at once and its temporary files removed. */
  readonly signal: AbortSignal;
  /**
   * Epoch ms by which launch, navigation and reading must be done (the 20 s render budget); the
   * renderer stops the browser itself when it passes. Closing and clean-up are bounded on top.
   */
  readonly deadline: number;
}

/** What the browser rendered. Page-derived fields are untrusted. */
export interface RenderedPage {
  /** The URL the browser ended on (validated against the policy and the requested origin). */
  readonly finalUrl: string;
  /** The HTTP status of the final document, when the browser reported it. */
  readonly status?: number;
  /** The media type of the final document as the browser saw it (e.g. `text/html`), when reported. */
  readonly mediaType?: string;
  /** The rendered DOM serialised as HTML (after scripts ran), at most the transport cap in bytes. */
  readonly html: string;
  /** Document navigations the browser reported (redirect hops and script navigations included). */
  readonly navigations: number;
}

export type RenderFailureCode =
  | 'policy_denied'
  | 'timeout'
  | 'cancelled'
  | 'backend_not_ready'
  | 'backend_unavailable'
  | 'too_large';

/** Why a render produced no page. `message` is bounded and names no command arguments. */
export interface RenderFailure {
  readonly code: RenderFailureCode;
  readonly message: string;
  /**
   * True when the origin itself failed (connection refused, DNS, TLS, navigation timeout): it
   * counts towards the origin's cooldown. Renderer problems (not installed, crashed) do not.
   */
  readonly originFailure: boolean;
  /** Exit status of the failing renderer step, when one exited. */
  readonly exitStatus?: number;
}

/**
 * Renders pages in a real browser. Every render is isolated (fresh namespace, session, profile,
 * empty locked config) and scoped to the requested origin; nothing survives it: the browser and
 * its helpers are closed (or killed on timeout and cancellation) and temporary files removed
 * before `render` settles. The renderer never clicks, types, solves challenges or reuses state.
 */
export interface PageRendererPort {
  render(request: PageRenderRequest): Promise<Result<RenderedPage, RenderFailure>>;
  /** Kills every render still in flight and waits for their clean-up (process shutdown). */
  close(): Promise<void>;
}

export const PAGE_RENDERER = Symbol.for('mono-agent-web.port.PageRenderer');
