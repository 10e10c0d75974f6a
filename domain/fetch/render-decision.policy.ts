import { err, ok, type Result } from '../shared/result.js';
import { toolError, type ToolError } from '../errors/tool-error.js';
import type { FetchFormat, RenderRequest } from './fetch-input.schema.js';

/**
 * The operator's rendering setting (`tools.web.fetch.render`). `never` is a ceiling; `auto` lets
 * calls request rendering or trigger it on client-rendered shells. `always` is only a per-call
 * request, never a config value.
 */
export type RenderSetting = 'never' | 'auto';

/**
 * Bounded rendering metadata for details and telemetry. When the page was rendered: why
 * (`browser_first`: the call asked for `always`; `client_rendered_shell`: call `auto` escalated
 * after the static HTML proved to be an application shell). When it was not: why a call that
 * asked for rendering stayed static (`disabled_by_config`, `renderer_not_available`).
 */
export type RenderReason = 'browser_first' | 'client_rendered_shell' | 'disabled_by_config' | 'renderer_not_available';

/** How one call retrieves its page. */
export type RenderPlan =
  | { readonly kind: 'static'; readonly renderReason?: RenderReason }
  /** Static first; render only when a successful HTML response is a sparse application shell. */
  | { readonly kind: 'static_then_render_if_shell' }
  /** Browser only, strict: no static attempt, a render failure is the result. */
  | { readonly kind: 'browser_first' };

/**
 * Combines the configured render setting (a ceiling) with the call's request. Config `never`
 * keeps every call static. A call that explicitly asks for `always` is strict: without a renderer
 * it is `backend_not_ready`. An `auto` wish without a renderer stays static with
 * `renderReason: 'renderer_not_available'`. `raw` output is always static.
 */
export function planRendering(options: {
  readonly configured: RenderSetting;
  readonly requested: RenderRequest | undefined;
  readonly format: FetchFormat;
  readonly rendererAvailable: boolean;
}): Result<RenderPlan, ToolError> {
  const { configured, requested, format, rendererAvailable } = options;
  if (format === 'raw') return ok({ kind: 'static' });
  if (configured === 'never') {
    return ok(requested === undefined || requested === 'never' ? { kind: 'static' } : { kind: 'static', renderReason: 'disabled_by_config' });
  }
  if (requested === 'always' && !rendererAvailable) {
    return err(toolError('backend_not_ready', 'render "always" needs the browser renderer, which is not available; retry with render "never" or "auto"', {
      retryable: false,
      details: { renderReason: 'renderer_not_available' },
    }));
  }
  const effective = requested ?? configured;
  if (effective === 'never') return ok({ kind: 'static' });
  if (!rendererAvailable) return ok({ kind: 'static', renderReason: 'renderer_not_available' });
  return ok(effective === 'auto' ? { kind: 'static_then_render_if_shell' } : { kind: 'browser_first' });
}
