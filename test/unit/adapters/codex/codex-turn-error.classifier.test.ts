import { describe, expect, it } from 'vitest';
import { classifyTurnError } from '../../../../adapters/outbound/codex/codex-turn-error.classifier.js';

describe('classifyTurnError', () => {
  it.each([
    ['usageLimitExceeded', 'quota_exhausted', false],
    ['rateLimitExceeded', 'rate_limited', false],
    ['serverOverloaded', 'rate_limited', false],
    ['unauthorized', 'backend_not_ready', true],
    ['modelNotFound', 'backend_not_ready', true],
    ['sandboxError', 'backend_unavailable', false],
    ['badRequest', 'backend_unavailable', false],
    ['other', 'backend_unavailable', false],
    ['somethingNew', 'backend_unavailable', false],
  ])('%s → %s', (info, code, stale) => {
    expect(classifyTurnError({ message: 'x', codexErrorInfo: info }, 'failed', 'gpt-5.6-luna')).toMatchObject({ code, staleReadiness: stale });
  });

  it('connection errors keep their HTTP status; Codex text is not passed on', () => {
    const classified = classifyTurnError({ message: 'stream disconnected: https://chatgpt.com/… token=abc', codexErrorInfo: { responseStreamDisconnected: { httpStatusCode: 502 } } }, 'failed', 'm');
    expect(classified).toEqual({ code: 'backend_unavailable', message: 'codex could not reach ChatGPT (responseStreamDisconnected)', httpStatus: 502, staleReadiness: false });
  });

  it('no error at all names the status', () => {
    expect(classifyTurnError(undefined, 'interrupted', 'm')).toEqual({ code: 'backend_unavailable', message: 'the codex search turn ended interrupted (no reason given)', staleReadiness: false });
  });
});
