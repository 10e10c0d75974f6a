import { toolError, type ToolError } from '../errors/tool-error.js';
import type { PageVerdictKind } from '../page/page-classifier.js';
import type { FetchFormat } from './fetch-input.schema.js';
import type { RenderPlan, RenderSetting } from './render-decision.policy.js';

/** Facts about a successful static retrieval that decide whether a browser may follow it. */
export interface StaticRetrievalFacts {
  readonly configured: RenderSetting;
  readonly plan: RenderPlan;
  readonly format: FetchFormat;
  /** The extracted content kind (`html`, `json`, `pdf`, `feed`, `xml`, `text`). */
  readonly contentKind: string;
  /** The final HTTP status of the static response. */
  readonly status: number;
  readonly classification: PageVerdictKind;
}

/**
 * What to do with a successful static retrieval:
 * - `accept`: return it;
 * - `render`: the page is a client-rendered shell and the plan allows escalation (call `auto`);
 * - `refuse_shell`: the page is a client-rendered shell that must not be returned as success,
 *   and rendering is not allowed for this call (`why` says which rule kept it static).
 */
export type StaticRetrievalAction =
  | { readonly kind: 'accept' }
  | { readonly kind: 'render' }
  | { readonly kind: 'refuse_shell'; readonly why: 'disabled_by_config' | 'renderer_not_available' | 'not_requested' };

/**
 * Decides whether a static result may be returned, must be refused, or escalates to the browser.
 * Only a successful (2xx) HTML response classified as a sparse client-rendered application shell
 * ever leads to `render` or `refuse_shell`: JSON, PDFs, feeds, XML, plain text and HTTP errors
 * never launch a browser. `raw` output is the decoded body the caller asked for, shell or not.
 */
export function decideAfterStaticRetrieval(facts: StaticRetrievalFacts): StaticRetrievalAction {
  const isShell = facts.classification === 'client_rendered_shell' && facts.contentKind === 'html' && facts.status >= 200 && facts.status <= 299;
  if (!isShell || facts.format === 'raw') return { kind: 'accept' };
  switch (facts.plan.kind) {
    case 'static_then_render_if_shell':
      return { kind: 'render' };
    case 'browser_first':
      return { kind: 'accept' };
    case 'static':
      if (facts.configured === 'never') return { kind: 'refuse_shell', why: 'disabled_by_config' };
      return { kind: 'refuse_shell', why: facts.plan.renderReason === 'renderer_not_available' ? 'renderer_not_available' : 'not_requested' };
  }
}

/**
 * The tool error for a client-rendered shell that may not be rendered: the shell is never
 * returned as success. With rendering disabled by the operator (or no renderer) it is
 * `backend_not_ready` (an operator fix); when the call itself asked for `never`, it is
 * `extraction_failed` with the hint to ask for `auto`.
 */
export function shellRefusal(why: Extract<StaticRetrievalAction, { kind: 'refuse_shell' }>['why'], status: number): ToolError {
  const details = { status, classification: 'client_rendered_shell', renderReason: why };
  const shell = 'The page is a client-rendered application shell: its static HTML holds almost no text and the content appears only when JavaScript runs.';
  switch (why) {
    case 'disabled_by_config':
      return toolError('backend_not_ready', `${shell} Browser rendering is disabled by the agent config (tools.web.fetch.render is "never"), so the page cannot be read. Use another source of the same information.`, {
        retryable: false, details: { ...details, suggestion: 'Use another source; rendering is disabled by the operator.' },
      });
    case 'renderer_not_available':
      return toolError('backend_not_ready', `${shell} The browser renderer is not available in this runtime, so the page cannot be read. Use another source of the same information.`, {
        retryable: false, details: { ...details, suggestion: 'Use another source; no renderer is available.' },
      });
    case 'not_requested':
      return toolError('extraction_failed', `${shell} This call asked for render "never"; retry with render "auto" to read it through the browser.`, {
        retryable: false, details: { ...details, suggestion: 'Retry with render "auto".' },
      });
  }
}
