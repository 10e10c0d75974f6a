import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeConfigSource, discoverConfigFile } from '../../../../infrastructure/config/config-discovery.js';

const dirs: string[] = [];
function home(withDefault: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'mono-agent-home-'));
  dirs.push(dir);
  if (withDefault) {
    mkdirSync(join(dir, '.mono-agent'));
    writeFileSync(join(dir, '.mono-agent', 'config.json'), '{}');
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('discoverConfigFile', () => {
  it('prefers the explicit path over MONO_AGENT_CONFIG over the default file', () => {
    const dir = home(true);
    const env = { HOME: dir, MONO_AGENT_CONFIG: '/etc/agent.json' };
    expect(discoverConfigFile({ explicitPath: '/tmp/a.json', env })).toEqual({ kind: 'option', path: '/tmp/a.json' });
    expect(discoverConfigFile({ env })).toEqual({ kind: 'env', path: '/etc/agent.json' });
    expect(discoverConfigFile({ env: { HOME: dir } })).toEqual({ kind: 'default', path: join(dir, '.mono-agent', 'config.json') });
  });

  it('uses the default file only when it exists, relative to HOME', () => {
    expect(discoverConfigFile({ env: { HOME: home(false) } })).toEqual({ kind: 'none' });
  });

  it('returns an explicit or variable path even when it is missing, so loading reports it', () => {
    const dir = home(false);
    expect(discoverConfigFile({ env: { HOME: dir, MONO_AGENT_CONFIG: join(dir, 'missing.json') } })).toEqual({ kind: 'env', path: join(dir, 'missing.json') });
  });

  it('treats a blank MONO_AGENT_CONFIG and an empty explicit path as unset', () => {
    const dir = home(true);
    expect(discoverConfigFile({ explicitPath: '', env: { HOME: dir, MONO_AGENT_CONFIG: '  ' } }).kind).toBe('default');
  });

  it('takes the existence check and the home directory as seams', () => {
    const seen: string[] = [];
    const source = discoverConfigFile({ env: {}, homeDir: '/home/u', exists: (path) => (seen.push(path), true) });
    expect(source).toEqual({ kind: 'default', path: join('/home/u', '.mono-agent', 'config.json') });
    expect(seen).toEqual([join('/home/u', '.mono-agent', 'config.json')]);
  });

  it('describes each source in one phrase', () => {
    expect(describeConfigSource({ kind: 'env', path: '/a.json' })).toBe('config file /a.json (from MONO_AGENT_CONFIG)');
    expect(describeConfigSource({ kind: 'none' })).toMatch(/no config file/);
  });
});
