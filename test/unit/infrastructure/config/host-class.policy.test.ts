import { describe, expect, it } from 'vitest';
import { classifyHost } from '../../../../infrastructure/config/host-class.policy.js';

describe('classifyHost (URL.hostname form)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['localhost', 'loopback'],
    ['[::1]', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'private'],
    ['[fc00::1]', 'private'],
    ['[fdab::2]', 'private'],
    ['nas', 'private'],
    ['box.local', 'private'],
    ['router.home.arpa', 'private'],
    ['svc.internal', 'private'],
    ['169.254.169.254', 'link-local'],
    ['[fe80::abcd]', 'link-local'],
    ['172.32.0.1', 'public'],
    ['100.128.0.1', 'public'],
    ['128.0.0.1', 'public'],
    ['0.0.0.0', 'public'],
    ['8.8.8.8', 'public'],
    ['[2001:db8::1]', 'public'],
    ['example.com', 'public'],
    ['localhost.example.com', 'public'],
    ['ollama.com', 'public'],
  ] as const)('%s is %s', (host, expected) => {
    expect(classifyHost(host)).toBe(expected);
  });
});
