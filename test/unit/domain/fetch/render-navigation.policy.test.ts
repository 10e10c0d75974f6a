import { describe, expect, it } from 'vitest';
import { decideRenderedNavigation } from '../../../../domain/fetch/render-navigation.policy.js';
import type { NetworkPolicy } from '../../../../domain/network/network-policy.js';

const ALL: NetworkPolicy = { mode: 'all' };
const LOCAL: NetworkPolicy = { mode: 'localhost' };

type Row = readonly [string, string, NetworkPolicy, string | true];

describe('decideRenderedNavigation', () => {
  it.each<Row>([
    ['https://example.com/a', 'https://example.com/b?x=1', ALL, true],
    ['https://example.com/a', 'https://EXAMPLE.com./b', ALL, true],
    ['http://example.com/a', 'https://example.com/a', ALL, true],
    ['http://example.com:8080/a', 'https://example.com/a', ALL, 'other_origin'],
    ['https://example.com/a', 'http://example.com/a', ALL, 'other_origin'],
    ['https://example.com/a', 'https://example.com:8443/a', ALL, 'other_origin'],
    ['https://example.com/a', 'https://www.example.com/a', ALL, 'other_origin'],
    ['https://example.com/a', 'https://evil.example/a', ALL, 'other_origin'],
    ['https://example.com/a', 'about:blank', ALL, 'unsupported_scheme'],
    ['https://example.com/a', 'chrome-error://chromewebdata/', ALL, 'unsupported_scheme'],
    ['https://example.com/a', 'file:///etc/passwd', ALL, 'unsupported_scheme'],
    ['https://example.com/a', 'not a url', ALL, 'invalid_url'],
    ['http://127.0.0.1:8801/app', 'http://127.0.0.1:8801/next', LOCAL, true],
    ['http://127.0.0.1:8801/app', 'http://127.0.0.2:8802/landing', LOCAL, 'other_origin'],
    ['http://127.0.0.1:8801/app', 'http://127.0.0.1:9999/', LOCAL, 'other_origin'],
    // The sandbox policy is not this function's: the renderer asks the destination policy port.
    ['http://127.0.0.1:8801/app', 'http://127.0.0.1:8801/ok', { mode: 'none' }, true],
  ])('%s → %s', (requested, navigated, _policy, expected) => {
    const decision = decideRenderedNavigation(requested, navigated);
    if (expected === true) expect(decision).toEqual({ allowed: true });
    else expect(decision).toMatchObject({ allowed: false, reason: expected });
  });

  it('names both origins when it refuses another origin', () => {
    const decision = decideRenderedNavigation('http://127.0.0.1:8801/app', 'http://127.0.0.2:8802/landing');
    expect(decision.allowed).toBe(false);
    if (!decision.allowed) expect(decision.message).toContain('http://127.0.0.2:8802');
  });
});
