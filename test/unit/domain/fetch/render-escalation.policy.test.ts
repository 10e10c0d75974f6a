import { describe, expect, it } from 'vitest';
import { decideAfterStaticRetrieval, shellRefusal, type StaticRetrievalAction } from '../../../../domain/fetch/render-escalation.policy.js';
import type { RenderPlan, RenderSetting } from '../../../../domain/fetch/render-decision.policy.js';
import type { FetchFormat } from '../../../../domain/fetch/fetch-input.schema.js';
import type { PageVerdictKind } from '../../../../domain/page/page-classifier.js';

const AUTO: RenderPlan = { kind: 'static_then_render_if_shell' };
const STATIC: RenderPlan = { kind: 'static' };
const SHELL: PageVerdictKind = 'client_rendered_shell';

type Row = readonly [string, RenderSetting, RenderPlan, FetchFormat, string, number, PageVerdictKind, StaticRetrievalAction];

describe('decideAfterStaticRetrieval', () => {
  it.each<Row>([
    ['call auto + successful HTML shell escalates', 'auto', AUTO, 'markdown', 'html', 200, SHELL, { kind: 'render' }],
    ['call auto + 203 shell escalates', 'auto', AUTO, 'text', 'html', 203, SHELL, { kind: 'render' }],
    ['call auto + ordinary HTML is accepted', 'auto', AUTO, 'markdown', 'html', 200, 'none', { kind: 'accept' }],
    ['JSON never launches a browser', 'auto', AUTO, 'markdown', 'json', 200, SHELL, { kind: 'accept' }],
    ['PDF never launches a browser', 'auto', AUTO, 'markdown', 'pdf', 200, SHELL, { kind: 'accept' }],
    ['a feed never launches a browser', 'auto', AUTO, 'markdown', 'feed', 200, SHELL, { kind: 'accept' }],
    ['XML never launches a browser', 'auto', AUTO, 'markdown', 'xml', 200, SHELL, { kind: 'accept' }],
    ['plain text never launches a browser', 'auto', AUTO, 'markdown', 'text', 200, SHELL, { kind: 'accept' }],
    ['an HTTP error never launches a browser', 'auto', AUTO, 'markdown', 'html', 404, SHELL, { kind: 'accept' }],
    ['a 500 never launches a browser', 'auto', AUTO, 'markdown', 'html', 500, SHELL, { kind: 'accept' }],
    ['a challenge is not a shell', 'auto', AUTO, 'markdown', 'html', 200, 'access_challenge', { kind: 'accept' }],
    ['raw output is the body, shell or not', 'auto', AUTO, 'raw', 'html', 200, SHELL, { kind: 'accept' }],
    ['config never: a shell is refused, never success', 'never', STATIC, 'markdown', 'html', 200, SHELL, { kind: 'refuse_shell', why: 'disabled_by_config' }],
    ['config never + call asked auto', 'never', { kind: 'static', renderReason: 'disabled_by_config' }, 'markdown', 'html', 200, SHELL, { kind: 'refuse_shell', why: 'disabled_by_config' }],
    ['config auto + call never: refused with the hint to ask auto', 'auto', STATIC, 'markdown', 'html', 200, SHELL, { kind: 'refuse_shell', why: 'not_requested' }],
    ['no renderer available', 'auto', { kind: 'static', renderReason: 'renderer_not_available' }, 'markdown', 'html', 200, SHELL, { kind: 'refuse_shell', why: 'renderer_not_available' }],
    ['config never keeps non-shells as they are', 'never', STATIC, 'markdown', 'html', 200, 'charset_trouble', { kind: 'accept' }],
  ])('%s', (_name, configured, plan, format, contentKind, status, classification, action) => {
    expect(decideAfterStaticRetrieval({ configured, plan, format, contentKind, status, classification })).toEqual(action);
  });
});

describe('shellRefusal', () => {
  it('is backend_not_ready when the operator disabled rendering or no renderer exists', () => {
    expect(shellRefusal('disabled_by_config', 200)).toMatchObject({
      code: 'backend_not_ready', retryable: false,
      details: { status: 200, classification: 'client_rendered_shell', renderReason: 'disabled_by_config' },
    });
    expect(shellRefusal('disabled_by_config', 200).message).toContain('tools.web.fetch.render is "never"');
    expect(shellRefusal('renderer_not_available', 200).code).toBe('backend_not_ready');
  });

  it('tells a call that asked for never to retry with auto', () => {
    const error = shellRefusal('not_requested', 200);
    expect(error).toMatchObject({ code: 'extraction_failed', retryable: false, details: { suggestion: 'Retry with render "auto".' } });
    expect(error.message).toContain('retry with render "auto"');
  });
});
