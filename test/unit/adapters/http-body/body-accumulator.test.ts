import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BodyAccumulator } from '../../../../adapters/outbound/http-body/body-accumulator.js';

const joined = (chunks: readonly Uint8Array[]): number[] => chunks.flatMap((chunk) => [...chunk]);

describe('BodyAccumulator', () => {
  it('gives every byte pushed, in order, whatever length was announced or reserved', () => {
    const chunks = fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 12 });
    const size = fc.option(fc.integer({ min: -1, max: 400 }), { nil: undefined });
    fc.assert(fc.property(chunks, size, size, (parts, announced, reserved) => {
      const body = new BodyAccumulator(announced, reserved);
      for (const part of parts) body.push(part);
      expect([...body.bytes()]).toEqual(joined(parts));
    }));
  });

  it('copies an announced body into one array of that length as it arrives', () => {
    const body = new BodyAccumulator(6);
    const first = Uint8Array.from([1, 2, 3]);
    body.push(first);
    first.fill(0);
    body.push(Uint8Array.from([4, 5, 6]));
    const bytes = body.bytes();
    expect([...bytes]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(bytes.buffer.byteLength).toBe(6);
  });

  it('holds an announced body in a buffer V8 maps from system pages (a resizable one), not one from malloc', () => {
    // A freed megabyte-sized malloc block raises glibc's mmap and trim thresholds, after which freed bodies stay resident.
    const body = new BodyAccumulator(4);
    body.push(Uint8Array.from([1, 2, 3, 4]));
    const bytes = body.bytes();
    const buffer = bytes.buffer as ArrayBuffer & { readonly resizable: boolean; readonly maxByteLength: number };
    expect(buffer.resizable).toBe(true);
    expect(buffer.maxByteLength).toBe(4);
    expect([...bytes]).toEqual([1, 2, 3, 4]);
  });

  it('keeps a body shorter than announced, and one longer than announced', () => {
    const shorter = new BodyAccumulator(10);
    shorter.push(Uint8Array.from([1, 2]));
    expect([...shorter.bytes()]).toEqual([1, 2]);
    const longer = new BodyAccumulator(3);
    longer.push(Uint8Array.from([1, 2]));
    longer.push(Uint8Array.from([3, 4]));
    longer.push(Uint8Array.from([5]));
    expect([...longer.bytes()]).toEqual([1, 2, 3, 4, 5]);
  });

  it('grows an unannounced body in place inside a buffer reserved up to the cap', () => {
    const body = new BodyAccumulator(undefined, 1_000);
    const first = Uint8Array.from([1, 2, 3]);
    body.push(first);
    first.fill(0);
    body.push(Uint8Array.from([4, 5]));
    const bytes = body.bytes();
    expect([...bytes]).toEqual([1, 2, 3, 4, 5]);
    const buffer = bytes.buffer as ArrayBuffer & { readonly resizable: boolean; readonly maxByteLength: number };
    expect(buffer.resizable).toBe(true);
    expect(buffer.maxByteLength).toBe(1_000);
    expect(buffer.byteLength).toBe(5);
  });

  it('keeps chunks once more bytes come than were reserved, or when the range cannot be reserved', () => {
    const over = new BodyAccumulator(undefined, 4);
    over.push(Uint8Array.from([1, 2, 3]));
    over.push(Uint8Array.from([4, 5]));
    expect([...over.bytes()]).toEqual([1, 2, 3, 4, 5]);
    const unreservable = new BodyAccumulator(undefined, 2 ** 50);
    unreservable.push(Uint8Array.from([7]));
    unreservable.push(Uint8Array.from([8]));
    const bytes = unreservable.bytes();
    expect([...bytes]).toEqual([7, 8]);
    expect((bytes.buffer as ArrayBuffer & { readonly resizable: boolean }).resizable).toBe(false);
  });
});
