import { describe, expect, it } from 'vitest';
import { planRendering } from '../../../../domain/fetch/render-decision.policy.js';

describe('planRendering', () => {
  it('config never is a ceiling', () => {
    expect(planRendering({ configured: 'never', requested: 'always', format: 'markdown', rendererAvailable: true }))
      .toEqual({ ok: true, value: { kind: 'static', renderReason: 'disabled_by_config' } });
    expect(planRendering({ configured: 'never', requested: undefined, format: 'markdown', rendererAvailable: true }))
      .toEqual({ ok: true, value: { kind: 'static' } });
  });

  it('an explicit call always without a renderer is backend_not_ready', () => {
    const plan = planRendering({ configured: 'auto', requested: 'always', format: 'markdown', rendererAvailable: false });
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.error).toMatchObject({ code: 'backend_not_ready', retryable: false });
  });

  it('auto (or a configured always default) without a renderer stays static and says why', () => {
    expect(planRendering({ configured: 'auto', requested: undefined, format: 'markdown', rendererAvailable: false }))
      .toEqual({ ok: true, value: { kind: 'static', renderReason: 'renderer_not_available' } });
    expect(planRendering({ configured: 'always', requested: undefined, format: 'text', rendererAvailable: false }))
      .toEqual({ ok: true, value: { kind: 'static', renderReason: 'renderer_not_available' } });
    expect(planRendering({ configured: 'auto', requested: 'never', format: 'text', rendererAvailable: false }))
      .toEqual({ ok: true, value: { kind: 'static' } });
  });

  it('with a renderer: auto escalates on shells, always is browser-first; raw is always static', () => {
    expect(planRendering({ configured: 'auto', requested: undefined, format: 'markdown', rendererAvailable: true }))
      .toEqual({ ok: true, value: { kind: 'static_then_render_if_shell' } });
    expect(planRendering({ configured: 'auto', requested: 'always', format: 'markdown', rendererAvailable: true }))
      .toEqual({ ok: true, value: { kind: 'browser_first' } });
    expect(planRendering({ configured: 'always', requested: undefined, format: 'raw', rendererAvailable: true }))
      .toEqual({ ok: true, value: { kind: 'static' } });
  });
});
