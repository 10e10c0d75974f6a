import { describe, expect, it } from 'vitest';
import { planRendering, type RenderPlan, type RenderSetting } from '../../../../domain/fetch/render-decision.policy.js';
import type { FetchFormat, RenderRequest } from '../../../../domain/fetch/fetch-input.schema.js';

type Row = readonly [RenderSetting, RenderRequest | undefined, FetchFormat, boolean, RenderPlan];

describe('planRendering', () => {
  it.each<Row>([
    // config never is a ceiling: static whatever the call asks, and it says why when it asked
    ['never', undefined, 'markdown', true, { kind: 'static' }],
    ['never', 'never', 'markdown', true, { kind: 'static' }],
    ['never', 'auto', 'markdown', true, { kind: 'static', renderReason: 'disabled_by_config' }],
    ['never', 'always', 'text', true, { kind: 'static', renderReason: 'disabled_by_config' }],
    ['never', 'always', 'markdown', false, { kind: 'static', renderReason: 'disabled_by_config' }],
    // config auto: the call's request (default auto) decides
    ['auto', undefined, 'markdown', true, { kind: 'static_then_render_if_shell' }],
    ['auto', 'auto', 'text', true, { kind: 'static_then_render_if_shell' }],
    ['auto', 'always', 'markdown', true, { kind: 'browser_first' }],
    ['auto', 'never', 'markdown', true, { kind: 'static' }],
    // without a renderer an auto wish stays static and says so
    ['auto', undefined, 'markdown', false, { kind: 'static', renderReason: 'renderer_not_available' }],
    ['auto', 'never', 'text', false, { kind: 'static' }],
    // raw is the decoded body: always static
    ['auto', undefined, 'raw', true, { kind: 'static' }],
    ['never', undefined, 'raw', true, { kind: 'static' }],
  ])('config %s, call %s, format %s, renderer %s', (configured, requested, format, rendererAvailable, plan) => {
    expect(planRendering({ configured, requested, format, rendererAvailable })).toEqual({ ok: true, value: plan });
  });

  it('an explicit call always without a renderer is backend_not_ready (strict, no static fallback)', () => {
    const plan = planRendering({ configured: 'auto', requested: 'always', format: 'markdown', rendererAvailable: false });
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.error).toMatchObject({ code: 'backend_not_ready', retryable: false, details: { renderReason: 'renderer_not_available' } });
  });
});
