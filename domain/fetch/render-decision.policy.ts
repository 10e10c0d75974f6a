import { err, ok, type Result } from '../shared/result.js';
import { toolError, type ToolError } from '../errors/tool-error.js';
import type { FetchFormat, RenderRequest } from './fetch-input.schema.js';

/** Why a call that could have rendered stayed static (bounded metadata for details/telemetry). */
export type RenderReason = 'disabled_by_config' | 'renderer_not_available';

/** How one call retrieves its page. */
export type RenderPlan =
  | { readonly kind: 'static'; readonly renderReason?: RenderReason }
  /** Static first; render only when a successful HTML response is a sparse application shell. */
  | { readonly kind: 'static_then_render_if_shell' }
  /** Browser only, strict: no static attempt, a render failure is the result. */
  | { readonly kind: 'browser_first' };

/**
 * Combines the configured render mode (a ceiling) with the call's request. Config `never` keeps
 * every call static. A call that explicitly asks for `always` is strict: without a renderer it is
 * `backend_not_ready`. Otherwise an `auto`/`always` wish that cannot be served stays static with
 * `renderReason: 'renderer_not_available'`. `raw` output is always static.
 */
export function planRendering(options: {
  readonly configured: RenderRequest;
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
