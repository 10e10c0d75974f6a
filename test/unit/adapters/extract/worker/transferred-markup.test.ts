import { describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { markupBytes, markupFromBytes, transferableCopy } from '../../../../../adapters/outbound/extract/worker/transferred-markup.js';

describe('markup transferred to the extraction worker', () => {
  it('comes back unchanged from its bytes: a leading byte-order mark, accents, astral characters, the empty string', () => {
    for (const markup of ['\uFEFF<p>a</p>', '<p>héllo wörld</p>', '<p>😀 𝔘 漢字</p>', '', '\uFEFF\uFEFF']) {
      const encoded = markupBytes(markup);
      expect(encoded).toBeDefined();
      expect(markupFromBytes(encoded!.bytes)).toBe(markup);
    }
  });

  it('is held in a resizable buffer (mapped by V8 from system pages, not by malloc) cut to the bytes written', () => {
    const encoded = markupBytes('<p>héllo</p>')!;
    const buffer = encoded.buffer as ArrayBuffer & { readonly resizable: boolean };
    expect(buffer.resizable).toBe(true);
    expect(encoded.bytes.buffer).toBe(encoded.buffer);
    expect(encoded.bytes.byteLength).toBe(new TextEncoder().encode('<p>héllo</p>').byteLength);
    expect(buffer.byteLength).toBe(encoded.bytes.byteLength);
  });

  it('is reserved at its final size: the buffer cannot grow past the bytes written', () => {
    for (const markup of ['<p>héllo 😀</p>', '']) {
      const buffer = markupBytes(markup)!.buffer as ArrayBuffer & { readonly maxByteLength: number };
      expect(buffer.byteLength).toBe(new TextEncoder().encode(markup).byteLength);
      expect(buffer.maxByteLength).toBe(Math.max(1, buffer.byteLength));
    }
  });

  it("copies a page's own bytes into a resizable buffer of their size, leaving the original whole", () => {
    const body = new TextEncoder().encode('<html><p>héllo 😀</p>');
    const page = body.subarray(3);
    const copy = transferableCopy(page)!;
    const buffer = copy.buffer as ArrayBuffer & { readonly resizable: boolean };
    expect(buffer.resizable).toBe(true);
    expect(copy.bytes.buffer).toBe(copy.buffer);
    expect([...copy.bytes]).toEqual([...page]);
    expect(buffer.byteLength).toBe(page.byteLength);
    const { port1 } = new MessageChannel();
    port1.postMessage(copy.bytes, [copy.buffer]);
    port1.close();
    expect(copy.buffer.byteLength).toBe(0);
    expect(new TextDecoder().decode(page)).toBe('ml><p>héllo 😀</p>');
    expect(transferableCopy(new Uint8Array(0))!.bytes.byteLength).toBe(0);
  });

  it('is not encoded where UTF-8 would change it: a lone surrogate', () => {
    expect(markupBytes('<p>\uD83D</p>')).toBeUndefined();
    expect(markupBytes('<p>\uDE00 tail</p>')).toBeUndefined();
  });

  it('survives a transfer through a message port', async () => {
    const encoded = markupBytes('<p>héllo 😀</p>')!;
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<Uint8Array>((resolve) => port2.once('message', (message: Uint8Array) => resolve(message)));
    port1.postMessage(encoded.bytes, [encoded.buffer]);
    const bytes = await received;
    port1.close();
    expect(encoded.buffer.byteLength).toBe(0);
    expect(markupFromBytes(bytes)).toBe('<p>héllo 😀</p>');
  });
});
