import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, readFileSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { documentRequestsOf, htmlOf, parseEnvelope, urlOf } from '../../../../adapters/outbound/agent-browser/agent-browser-envelope.js';
import { isSupportedVersion, parseAgentBrowserVersion } from '../../../../adapters/outbound/agent-browser/agent-browser-version.js';
import { resolveBrowserExecutable } from '../../../../adapters/outbound/agent-browser/agent-browser-executable.resolver.js';
import { createRenderWorkspace } from '../../../../adapters/outbound/agent-browser/render-workspace.js';
import { mapAgentBrowserError } from '../../../../adapters/outbound/agent-browser/agent-browser-failure.mapper.js';

let dir = '';
afterEach(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('agent-browser JSON envelopes', () => {
  it('reads the last envelope line and the data fields that are load-bearing', () => {
    const stdout = 'noise\n{"success":true,"data":{"url":"http://a/","lifecycle":{"reused":true}},"error":null,"_boundary":{"nonce":"n","origin":"o"}}\n';
    const envelope = parseEnvelope(stdout);
    expect(envelope).toMatchObject({ success: true, error: null });
    expect(urlOf(envelope?.data)).toBe('http://a/');
    expect(htmlOf({ html: '<p>x</p>' })).toBe('<p>x</p>');
    expect(parseEnvelope('{"success":false,"error":"Unknown command: x","type":"unknown_command"}')).toMatchObject({ success: false, type: 'unknown_command' });
  });

  it('rejects output without an envelope', () => {
    expect(parseEnvelope('')).toBeUndefined();
    expect(parseEnvelope('{not json')).toBeUndefined();
    expect(parseEnvelope('{"data":{}}')).toBeUndefined();
    expect(urlOf({ href: 'x' })).toBeUndefined();
  });

  it('keeps only Document requests, in order', () => {
    expect(documentRequestsOf({ requests: [
      { url: 'http://a/x.js', resourceType: 'Script', status: 200 },
      { url: 'http://a/', resourceType: 'Document', status: 302, mimeType: 'text/html' },
      { url: 'http://a/home', resourceType: 'Document', status: 200, mimeType: 'text/html', headers: {} },
      { url: 'http://b/frame', resourceType: 'Document' },
    ] })).toEqual([
      { url: 'http://a/', status: 302, mimeType: 'text/html' },
      { url: 'http://a/home', status: 200, mimeType: 'text/html' },
      { url: 'http://b/frame' },
    ]);
    expect(documentRequestsOf({ nope: [] })).toBeUndefined();
  });
});

describe('agent-browser version', () => {
  it.each([
    ['agent-browser 0.41.2\n', [0, 41, 2], true],
    ['agent-browser 0.33.1', [0, 33, 1], true],
    ['agent-browser 0.33.0', [0, 33, 0], false],
    ['agent-browser 0.9.99', [0, 9, 99], false],
    ['agent-browser 1.0.0-beta', [1, 0, 0], true],
  ] as const)('%s', (output, version, supported) => {
    const parsed = parseAgentBrowserVersion(output);
    expect(parsed).toEqual(version);
    expect(parsed !== undefined && isSupportedVersion(parsed)).toBe(supported);
  });

  it('finds no version in foreign output', () => {
    expect(parseAgentBrowserVersion('Chromium 156.0.8078.114')).toBeUndefined();
  });
});

describe('agent-browser error mapping (unknown text stays bounded and attributed)', () => {
  it('bounds an unexpected message to one line of 200 characters', () => {
    const failure = mapAgentBrowserError(`weird\n${'x'.repeat(500)}`, 1);
    expect(failure.code).toBe('backend_unavailable');
    expect(failure.message.length).toBeLessThanOrEqual('The browser renderer failed: '.length + 200);
    expect(failure.message).not.toContain('\n');
    expect(failure.exitStatus).toBe(1);
  });

  it('names no origin when a domain-filter message carries none', () => {
    expect(mapAgentBrowserError("Domain '127.0.0.2' is not in the allowed domains list", 1)).toMatchObject({ code: 'policy_denied', message: expect.stringContaining('off its origin') as unknown as string });
  });
});

describe('resolveBrowserExecutable', () => {
  function npmLayout(): { bin: string; native: string; wrapper: string } {
    dir = mkdtempSync(join(tmpdir(), 'ab-resolve-'));
    const pkgBin = join(dir, 'node_modules', 'agent-browser', 'bin');
    mkdirSync(pkgBin, { recursive: true });
    const wrapper = join(pkgBin, 'agent-browser.js');
    writeFileSync(wrapper, '#!/usr/bin/env node\n');
    chmodSync(wrapper, 0o755);
    const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
    const native = join(pkgBin, process.platform === 'darwin' ? `agent-browser-darwin-${arch}` : `agent-browser-linux-${arch}`);
    writeFileSync(native, '');
    chmodSync(native, 0o755);
    const bin = join(dir, 'node_modules', '.bin');
    mkdirSync(bin);
    symlinkSync('../agent-browser/bin/agent-browser.js', join(bin, 'agent-browser'));
    return { bin, native, wrapper };
  }

  it.skipIf(process.platform === 'win32')('uses the native binary beside the npm wrapper, found on PATH or by absolute path', () => {
    const { bin, native } = npmLayout();
    expect(resolveBrowserExecutable('agent-browser', bin)).toBe(native);
    expect(resolveBrowserExecutable(join(bin, 'agent-browser'), undefined)).toBe(native);
  });

  it.skipIf(process.platform === 'win32')('keeps the wrapper when the native binary is not executable', () => {
    const { bin, native } = npmLayout();
    chmodSync(native, 0o644);
    expect(resolveBrowserExecutable('agent-browser', bin)).toBe(join(bin, 'agent-browser'));
  });

  it('returns other commands unchanged (a missing one is reported by the spawn)', () => {
    expect(resolveBrowserExecutable('/opt/custom/agent-browser', undefined)).toBe('/opt/custom/agent-browser');
    expect(resolveBrowserExecutable('surely-not-installed-browser', '/nonexistent')).toBe('surely-not-installed-browser');
  });
});

describe('createRenderWorkspace', () => {
  it.skipIf(process.platform === 'win32')('makes a private directory with an empty read-only config and removes it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'ab-ws-'));
    const workspace = await createRenderWorkspace(dir);
    expect(statSync(workspace.dir).mode & 0o777).toBe(0o700);
    expect(statSync(workspace.configPath).mode & 0o777).toBe(0o400);
    expect(readFileSync(workspace.configPath, 'utf8').trim()).toBe('{}');
    expect(statSync(workspace.socketDir).isDirectory()).toBe(true);
    expect(workspace.daemonPidFile('wfabc', 'sdef')).toBe(join(workspace.socketDir, 'namespaces', 'wfabc', 'run', 'sdef.pid'));
    writeFileSync(join(workspace.dir, 'profile-leftover'), 'x');
    await workspace.remove();
    expect(existsSync(workspace.dir)).toBe(false);
  });

  it('falls back to /tmp when the temp directory would make socket paths too long', async () => {
    const workspace = await createRenderWorkspace(`/tmp/${'long-directory-name-'.repeat(5)}`);
    expect(workspace.dir.startsWith('/tmp/mab-')).toBe(true);
    workspace.removeSync();
    expect(existsSync(workspace.dir)).toBe(false);
  });
});
