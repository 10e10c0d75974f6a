import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Event } from 'linkedom';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyListenerSource } from '../../../scripts/linkedom-lazy-listeners.mjs';

// The bundle's linkedom makes a node's listener table when a listener is first added
// (scripts/linkedom-lazy-listeners.mjs). These tests run the patched text of the installed
// linkedom: it must still be a working EventTarget, and a changed linkedom must fail the build.

const linkedomRoot = dirname(createRequire(import.meta.url).resolve('linkedom/package.json'));
const pinned = (build: 'esm' | 'cjs'): string => readFileSync(join(linkedomRoot, build, 'interface', 'event-target.js'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'lazy-listeners-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Target {
  addEventListener(type: string, listener: (event: { type: string }) => void, options?: { once?: boolean }): void;
  removeEventListener(type: string, listener: (event: { type: string }) => void): void;
  dispatchEvent(event: unknown): boolean;
}

async function patchedEventTarget(): Promise<new () => Target> {
  const file = join(dir, 'event-target.mjs');
  writeFileSync(file, lazyListenerSource(pinned('esm')));
  const module = await import(pathToFileURL(file).href) as { EventTarget: new () => Target };
  return module.EventTarget;
}

describe('lazyListenerSource', () => {
  it('patches both builds of the installed linkedom, and no table is made in the constructor', () => {
    for (const build of ['esm', 'cjs'] as const) {
      const patched = lazyListenerSource(pinned(build));
      expect(patched).not.toBe(pinned(build));
      expect(patched).not.toContain('wm.set(this, new Map);');
      expect(patched).toContain('if (map === undefined) wm.set(this, map = new Map);');
    }
  });

  it('still delivers events: added listeners run, removed and once listeners stop, a node without listeners dispatches', async () => {
    const EventTarget = await patchedEventTarget();
    const target = new EventTarget();
    const seen: string[] = [];
    const always = (event: { type: string }): void => void seen.push(`always:${event.type}`);
    const once = (event: { type: string }): void => void seen.push(`once:${event.type}`);
    expect(() => target.removeEventListener('ping', always)).not.toThrow();
    expect(new EventTarget().dispatchEvent(new Event('ping'))).toBe(true);
    target.addEventListener('ping', always);
    target.addEventListener('ping', once, { once: true });
    target.dispatchEvent(new Event('ping'));
    target.dispatchEvent(new Event('ping'));
    target.removeEventListener('ping', always);
    target.dispatchEvent(new Event('ping'));
    expect(seen).toEqual(['always:ping', 'once:ping', 'always:ping']);
  });

  it('fails loudly when linkedom no longer has the expected text', () => {
    expect(() => lazyListenerSource(pinned('esm').replace('wm.set(this, new Map);', 'wm.set(this, new Map());'))).toThrow(/no longer has the expected text/);
  });
});
