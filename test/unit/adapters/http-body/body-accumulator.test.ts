import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BodyAccumulator } from '../../../../adapters/outbound/http-body/body-accumulator.js';

const joined = (chunks: readonly Uint8Array[]): number[] => chunks.flatMap((chunk) => [...chunk]);

describe('BodyAccumulator', () => {
  it('gives every byte pushed, in order, whatever length was announced', () => {
    const chunks = fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 12 });
    fc.assert(fc.property(chunks, fc.option(fc.integer({ min: -1, max: 400 }), { nil: undefined }), (parts, announced) => {
      const body = new BodyAccumulator(announced);
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
});
